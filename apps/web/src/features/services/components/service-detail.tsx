import { formatRupees } from '@store/shared';
import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { ContactBlock } from '@/components/marketing/contact-block';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { Testimonials } from '@/components/marketing/testimonials';
import { buttonClasses } from '@/components/ui/button';
import { ChevronRightIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';
import type { ServiceOffering, ServicePageContent } from '../service-pages';
import { SERVICES } from '../services';

/** One service's page: offerings with starting prices, how it works, testimonials and how to book. */
export function ServiceDetail({ page }: { page: ServicePageContent }) {
  const others = SERVICES.filter((service) => service.slug !== page.slug);
  return (
    <>
      <PageHero
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Services', to: '/services' },
        ]}
        eyebrow={page.eyebrow}
        title={page.title}
        crumbLabel={page.eyebrow}
        intro={<p>{page.intro}</p>}
        actions={
          <>
            <Link to={`/contact?subject=${page.contact.subject}`} className={buttonClasses({ size: 'lg' })}>
              Send an enquiry
            </Link>
            <a href={BUSINESS.phone.href} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              <PhoneIcon />
              {BUSINESS.phone.display}
            </a>
          </>
        }
        aside={
          <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{page.headline.label}</p>
            <p className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{formatRupees(page.headline.price)}</p>
            {page.headline.unit && <p className="mt-1 text-slate-600">{page.headline.unit}</p>}
            <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
              Starting prices. You always get a written quote before any work begins.
            </p>
          </div>
        }
      />

      <Section id="offerings" title={page.offeringsTitle}>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.offerings.map((offering) => (
            <li key={offering.name} className="flex">
              <OfferingCard offering={offering} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title="How it works" tone="white">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="extra" title={page.extra.title} intro={<p>{page.extra.intro}</p>}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {page.extra.items.map((item) => (
            <li key={item} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-center text-sm font-semibold text-slate-800 shadow-sm">
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title="What our customers say" intro={<p>A few words from customers who have used this service.</p>} tone="white">
        <Testimonials items={page.testimonials} />
      </Section>

      <Section id="other-services" title="Our other services">
        <ul className="grid gap-3 sm:grid-cols-3">
          {others.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/services/${service.slug}`}
                className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-sm hover:border-brand-300 hover:text-brand-700"
              >
                <span>
                  {service.title}
                  <span className="block text-sm font-normal text-slate-600">{service.startingAt}</span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ContactBlock title={page.contact.title} text={page.contact.text} subject={page.contact.subject} />
    </>
  );
}

function OfferingCard({ offering }: { offering: ServiceOffering }) {
  const { name, price, unit, description, features, note, link } = offering;
  return (
    <article aria-labelledby={`offering-${slugify(name)}`} className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id={`offering-${slugify(name)}`} className="text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
        {price === null ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-100">Included</span>
        ) : (
          <>
            <span className="text-sm text-slate-600">From</span>
            <span className="text-2xl font-bold tracking-tight text-slate-900">{formatRupees(price)}</span>
            {unit && <span className="text-sm text-slate-600">{unit}</span>}
          </>
        )}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{description}</p>
      <CheckList items={features} className="mt-4 flex-1" />
      {note && <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">{note}</p>}
      {link && (
        <Link to={link.to} className={buttonClasses({ variant: 'secondary', className: 'mt-5 self-start' })}>
          {link.label}
        </Link>
      )}
    </article>
  );
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
