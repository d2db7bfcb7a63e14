import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="below-fold mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Not sure which laptop is right for you?
            </h2>
            <p className="mt-2 text-brand-100">
              Tell us what you do: college, coding, design, gaming or running a business. We will suggest two or three machines that fit your budget, with
              honest pros and cons.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'border-transparent' })}>
              Talk to an expert
            </Link>
            <a href={BUSINESS.phone.href} className={buttonClasses({ size: 'lg', className: 'bg-white/10 ring-1 ring-white/40 hover:bg-white/20' })}>
              <PhoneIcon />
              {BUSINESS.phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
