import { APPLICATION_MESSAGES, applicationForm, type ApplicationKind } from '@store/shared';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { loginPathFor, useAuth } from '@/features/auth';
import { ApplicationForm, ApplicationHelp, formContent, formMetaDescription, INVALID_TYPE_DESCRIPTION, InvalidApplicationType } from '@/features/applications';
import { LoanCalculator } from '@/features/emi';
import { usePageMeta } from '@/hooks/use-page-meta';
import type { PageHandle } from '../page-handle';

/** An insurance or loan type that is not offered: the page says "Invalid … Type", the server answers 404. */
export const insuranceHandle: PageHandle = { found: (params) => applicationForm('insurance', params.type ?? '') !== undefined };
export const loanHandle: PageHandle = { found: (params) => applicationForm('loan', params.type ?? '') !== undefined };

/** /insurance/{type} (SPEC §2). */
export function InsuranceApplicationPage() {
  return <ApplicationFormPage kind="insurance" />;
}

/** /loan/{type} (SPEC §2). */
export function LoanApplicationPage() {
  return <ApplicationFormPage kind="loan" />;
}

const SECTION = {
  insurance: { label: 'Insurance', to: '/insurance' },
  loan: { label: 'Loans', to: '/loans' },
} as const;

function ApplicationFormPage({ kind }: { kind: ApplicationKind }) {
  const { type = '' } = useParams();
  const { pathname } = useLocation();
  const { user, isAuthenticated } = useAuth();
  const signedInId = isAuthenticated && user ? user._id : null;
  // Who fills the form in: the last account seen. A session that ends keeps the form as it is (the
  // applicant's typing stays on screen); an account that shows fills it in afresh.
  const [fillerId, setFillerId] = useState(signedInId);
  if (signedInId !== null && signedInId !== fillerId) setFillerId(signedInId);
  const form = applicationForm(kind, type);
  usePageMeta(form ? `${form.title} Application` : APPLICATION_MESSAGES.invalidType[kind], form ? formMetaDescription(form) : INVALID_TYPE_DESCRIPTION[kind]);

  if (!form) return <InvalidApplicationType kind={kind} />;
  const section = SECTION[kind];
  return (
    <>
      <PageHero
        trail={[{ label: 'Home', to: '/' }, section]}
        eyebrow="Apply online"
        title={`${form.title} Application`}
        crumbLabel={form.title}
        intro={
          <>
            <p className="font-medium text-slate-800">{form.summary}</p>
            <p className="text-base">{formContent(form).intro}</p>
          </>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:px-8">
        {/* Keyed by the route, so moving from one form to another starts afresh, and by who fills it in:
            a server-rendered form is hydrated as a guest's, then filled from the signed-in account. */}
        <ApplicationForm key={`${kind}/${type}/${fillerId ?? 'guest'}`} form={form} user={isAuthenticated ? user : null} loginPath={loginPathFor(pathname)} />
        <ApplicationHelp form={form} />
      </div>
      {kind === 'loan' && (
        <section aria-labelledby="loan-emi-heading" className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
          <h2 id="loan-emi-heading" className="mb-4 text-xl font-bold text-slate-900">
            Plan your EMI
          </h2>
          <LoanCalculator loanTitle={form.title} />
        </section>
      )}
    </>
  );
}
