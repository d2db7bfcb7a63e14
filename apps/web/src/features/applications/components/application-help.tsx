import type { ApplicationFormDefinition } from '@store/shared';
import { CheckList } from '@/components/marketing/check-list';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS, DEPARTMENTS } from '@/config/business';
import { DECISION_NOTE, formContent } from '../application-content';

const financeDesk = DEPARTMENTS.find((department) => department.name === 'Insurance & loans');
const deskPhone = financeDesk?.phone ?? BUSINESS.phone;
const deskEmail = financeDesk?.email ?? BUSINESS.emails.finance;

/** Beside the form (after it on phones): papers to keep handy, who to call, who decides. */
export function ApplicationHelp({ form }: { form: ApplicationFormDefinition }) {
  const { documents } = formContent(form);
  return (
    <div className="space-y-4">
      <section aria-labelledby="documents-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
          Keep these handy
        </h2>
        <p className="mt-1 text-sm text-slate-600">Our advisor will ask for copies after you apply.</p>
        <CheckList items={documents} className="mt-3" />
      </section>
      <section aria-labelledby="help-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="help-heading" className="text-base font-semibold text-slate-900">
          Need help?
        </h2>
        <p className="mt-1 text-sm text-slate-600">Our insurance and loans desk will fill it in with you. {BUSINESS.hours}.</p>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <a href={deskPhone.href} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <PhoneIcon className="size-4" />
              {deskPhone.display}
            </a>
          </li>
          <li>
            <a href={`mailto:${deskEmail}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <MailIcon className="size-4" />
              {deskEmail}
            </a>
          </li>
        </ul>
      </section>
      <p className="px-1 text-xs leading-relaxed text-slate-600">{DECISION_NOTE[form.kind]}</p>
    </div>
  );
}
