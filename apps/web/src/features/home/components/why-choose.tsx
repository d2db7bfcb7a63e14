import { ACCESSORY_RETURN_DAYS, formatRupees, FREE_SHIPPING_THRESHOLD, LAPTOP_REPLACEMENT_DAYS } from '@store/shared';
import { BadgeCheckIcon, HeadsetIcon, ReturnIcon, TruckIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';

const REASONS = [
  {
    icon: BadgeCheckIcon,
    title: 'Genuine products, GST invoice',
    text: 'Every laptop and accessory comes sealed from the brand or its authorised distributor, with full manufacturer warranty and a proper GST bill.',
  },
  {
    icon: HeadsetIcon,
    title: 'Advice from real people',
    text: 'Not sure between two models? Call or visit us and talk to someone who has used both, not a script.',
  },
  {
    icon: TruckIcon,
    title: 'Free, insured delivery',
    text: `Free shipping on orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}, packed securely and tracked to your doorstep anywhere in India.`,
  },
  {
    icon: ReturnIcon,
    title: 'Easy returns and replacements',
    text: `Accessories can be returned or replaced within ${ACCESSORY_RETURN_DAYS} days of delivery; a laptop is replaced within ${LAPTOP_REPLACEMENT_DAYS} days if it is faulty or arrives damaged.`,
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Why customers choose {BUSINESS.name}
        </h2>
        <p className="mt-2 text-slate-600">
          Since {BUSINESS.foundedYear} we have helped students, families and small businesses buy the right technology and keep it running.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ icon: ReasonIcon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
              <ReasonIcon className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
