import { formatRupees } from '@store/shared';
import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { ContactBlock } from '@/components/marketing/contact-block';
import { FactGrid } from '@/components/marketing/fact-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { buttonClasses } from '@/components/ui/button';
import { PriceList, ServiceCards } from '@/features/services';
import { CLAIMS, SERVICE_PRICES } from '@/config/offers';
import { usePageMeta } from '@/hooks/use-page-meta';

const PROMISES = [
  {
    title: 'A written quote first',
    text: 'Whether it is a laptop screen or a six-camera shop, you know the price before we start. No surprise bills.',
  },
  {
    title: 'Our own technicians',
    text: 'Repairs, installations and set-ups are done by our own trained staff, not passed on to whoever is free.',
  },
  {
    title: 'Quick turnaround',
    text: `Most laptop repairs are ready in ${CLAIMS.repairTurnaround}; CCTV installs usually take a single day.`,
  },
  {
    title: 'Support after the job',
    text: 'Something not right afterwards? Call the same desk and talk to the person who did the work.',
  },
];

export function ServicesPage() {
  usePageMeta(
    'Services — Laptop Repair, CCTV, Google Workspace & Digital Marketing',
    'Laptop repair and servicing, CCTV installation, Google Workspace set-up and digital marketing for homes and businesses in Pune, with clear starting prices in rupees.',
  );
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Technology services for your home and business"
        crumbLabel="Services"
        intro={
          <p>
            One local team for the laptop that will not start, the shop that needs cameras, the office that needs proper e-mail and the business that wants more
            customers. Honest advice, fair prices and work we stand behind.
          </p>
        }
        aside={
          <FactGrid
            facts={[
              { value: CLAIMS.repairTurnaround, label: 'Typical laptop repair' },
              { value: formatRupees(SERVICE_PRICES.hardwareRepair), label: 'Repairs start at' },
              { value: '1 day', label: 'Typical CCTV installation' },
              { value: formatRupees(SERVICE_PRICES.gmailBusinessPerUserPerMonth), label: 'Google Workspace, per user a month' },
            ]}
          />
        }
        actions={
          <>
            <Link to="/contact?subject=support" className={buttonClasses({ size: 'lg' })}>
              Book a service
            </Link>
            <a href="#price-list" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              See all prices
            </a>
          </>
        }
      />

      <Section id="our-services" title="Our services" intro={<p>Choose a service to see what is included, starting prices and how it works.</p>}>
        <ServiceCards />
      </Section>

      <Section id="promises" title="How we work" tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h3 className="font-semibold text-slate-900">{promise.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{promise.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="price-list"
        title="Starting prices at a glance"
        intro={<p>Prices in rupees. Parts, hardware and ad budgets are quoted separately, in writing, before any work begins.</p>}
      >
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <PriceList />
          <div className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-slate-900">Every job includes</h3>
            <CheckList
              className="mt-3"
              items={[
                'A GST invoice for the work and any parts',
                'Updates on WhatsApp or a call, as you prefer',
                'Old parts returned to you on request',
                'Help on the phone after the job is done',
              ]}
            />
          </div>
        </div>
      </Section>

      <ContactBlock
        title="Not sure what you need?"
        text="Describe the problem or the project in a few lines. We will call you back with honest advice, even if the answer is that you do not need us."
        subject="support"
      />
    </>
  );
}
