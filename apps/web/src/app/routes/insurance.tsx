import { Link } from 'react-router';
import { ContactBlock } from '@/components/marketing/contact-block';
import { FactGrid } from '@/components/marketing/fact-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { Testimonials } from '@/components/marketing/testimonials';
import { buttonClasses } from '@/components/ui/button';
import { BUSINESS } from '@/config/business';
import { INSURANCE_HELP, INSURANCE_TESTIMONIALS, InsurancePlans, LIFE_COVER_UP_TO, ProcessSteps } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function InsurancePage() {
  usePageMeta(
    'Health, Vehicle & Life Insurance',
    `Compare and apply for health, vehicle and life insurance from IRDAI-registered insurers, with life cover up to ${LIFE_COVER_UP_TO} and claim support from our Pune advisors.`,
  );
  return (
    <>
      <PageHero
        eyebrow="Insurance"
        title="Insurance that is simple to buy and easy to claim"
        crumbLabel="Insurance"
        intro={
          <p>
            Health, vehicle and life cover from IRDAI-registered insurers, compared for you in plain language. Our advisors help with the application, the
            documents and, when you need it most, the claim.
          </p>
        }
        aside={
          <FactGrid
            facts={[
              { value: LIFE_COVER_UP_TO, label: 'Life cover up to' },
              { value: '3', label: 'Types of cover' },
              { value: '10 minutes', label: 'To apply online' },
              { value: 'Free', label: 'Advice and claim help' },
            ]}
          />
        }
        actions={
          <>
            <a href="#plans" className={buttonClasses({ size: 'lg' })}>
              Compare plans
            </a>
            <Link to="/contact?subject=insurance" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Talk to an advisor
            </Link>
          </>
        }
      />

      <Section id="plans" title="Choose your cover" intro={<p>Pick a type of insurance to start your application. It takes about ten minutes.</p>}>
        <InsurancePlans />
      </Section>

      <Section id="how-we-help" title="How we help" tone="white">
        <ProcessSteps steps={INSURANCE_HELP} />
      </Section>

      <Section id="testimonials" title="What our customers say">
        <Testimonials items={INSURANCE_TESTIMONIALS} />
      </Section>

      <ContactBlock
        title="Questions about a policy or a claim?"
        text="Our insurance desk will help you choose a plan, renew an old policy or file a claim. Call, write or visit us at the shop."
        subject="insurance"
      />

      <p className="mx-auto max-w-7xl px-4 pb-12 text-xs leading-relaxed text-slate-600 sm:px-6 lg:px-8">
        {BUSINESS.name} helps you compare plans and apply. Policies are issued by the insurer, who decides on acceptance, premium and claims under the policy
        wording. Insurance is the subject matter of solicitation. Please read the sales brochure and policy wording carefully before you buy.
      </p>
    </>
  );
}
