import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { ContactBlock } from '@/components/marketing/contact-block';
import { FactGrid } from '@/components/marketing/fact-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { Testimonials } from '@/components/marketing/testimonials';
import { buttonClasses } from '@/components/ui/button';
import { BUSINESS } from '@/config/business';
import { LOAN_CLAIMS, LOAN_DOCUMENTS, LOAN_PRODUCTS, LOAN_STEPS, LOAN_TESTIMONIALS, LoanTypes, ProcessSteps } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function LoansPage() {
  usePageMeta(
    'Personal, Home, Business & Gold Loans',
    `Apply online for personal loans (${LOAN_CLAIMS.personalTenure}), home loans (${LOAN_CLAIMS.homeTenure}), business, gold, secured and unsecured loans, with help from our loan desk at every step.`,
  );
  const facts = [
    { value: LOAN_CLAIMS.personalTenure, label: 'Personal loan tenure' },
    { value: LOAN_CLAIMS.homeTenure.replace(/^up to/, 'Up to'), label: 'Home loan tenure' },
    { value: String(LOAN_PRODUCTS.length), label: 'Types of loan' },
    { value: String(LOAN_STEPS.length), label: 'Simple steps' },
  ];
  return (
    <>
      <PageHero
        eyebrow="Loans"
        title="Loans for every need, with help at every step"
        crumbLabel="Loans"
        intro={
          <p>
            Personal, home, business, gold, secured and unsecured loans from partner banks and NBFCs. Apply online in minutes; our loan desk checks your
            documents, follows up with the lender and keeps you posted until the money is in your account.
          </p>
        }
        actions={
          <>
            <a href="#loan-types" className={buttonClasses({ size: 'lg' })}>
              Find your loan
            </a>
            <Link to="/contact?subject=insurance" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Ask the loan desk
            </Link>
          </>
        }
        aside={<FactGrid facts={facts} />}
      />

      <Section
        id="loan-types"
        title="Choose your loan"
        intro={<p>Pick a loan to start your application. You can save time by keeping your documents handy.</p>}
      >
        <LoanTypes />
      </Section>

      <Section id="process" title="How it works: four simple steps" tone="white">
        <ProcessSteps steps={LOAN_STEPS} />
      </Section>

      <Section id="documents" title="Documents you will need" intro={<p>Scanned copies or clear phone photos are fine for the online application.</p>}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <CheckList items={LOAN_DOCUMENTS} columns />
        </div>
      </Section>

      <Section id="testimonials" title="What our customers say" tone="white">
        <Testimonials items={LOAN_TESTIMONIALS} />
      </Section>

      <div className="pt-14">
        <ContactBlock
          title="Not sure which loan suits you?"
          text="Tell our loan desk what you need the money for and how you would like to repay. We will suggest the right loan and the lenders to try."
          subject="insurance"
        />
      </div>

      <p className="mx-auto max-w-7xl px-4 pb-12 text-xs leading-relaxed text-slate-600 sm:px-6 lg:px-8">
        {BUSINESS.name} is not a lender. Loans are sanctioned by our partner banks and NBFCs at their sole discretion; interest rates, fees and tenure depend on
        your profile and the lender’s policy. We never ask for a payment to “guarantee” approval.
      </p>
    </>
  );
}
