import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { CallToAction, FinanceCards, WhyChoose } from '@/features/home';
import { ServiceCards } from '@/features/services';

/**
 * The home page's sections below the fold, the same for every visitor. The page hydrates them only
 * when they come near the screen (HydrateWhenSeen), so their code loads then too, not with the page.
 */
export function HomeBelowTheFold() {
  return (
    <>
      <div className="below-fold border-y border-slate-200 bg-white">
        <WhyChoose />
      </div>
      <section aria-labelledby="services-heading" className="below-fold mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="services-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Services for your home and business
            </h2>
            <p className="mt-1 text-slate-600">From a cracked laptop screen to your company's e-mail and marketing: one team, fair prices.</p>
          </div>
          <Link to="/services" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            All services <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-6">
          <ServiceCards />
        </div>
      </section>
      <section aria-labelledby="finance-heading" className="below-fold mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <h2 id="finance-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Insurance and loans, made simple
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">Compare plans, apply online and let our advisors handle the paperwork with the insurer or lender.</p>
        <div className="mt-6">
          <FinanceCards />
        </div>
      </section>
      <CallToAction />
    </>
  );
}
