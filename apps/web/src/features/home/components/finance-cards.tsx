import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { BanknoteIcon, HeartPulseIcon } from '@/components/ui/icons';

const CARDS = [
  {
    to: '/insurance',
    icon: HeartPulseIcon,
    title: 'Insurance',
    text: 'Health, vehicle and life plans from trusted insurers, compared for you in plain language. Life cover up to ₹10 Crore.',
    points: ['Health insurance for the whole family', 'Car and two-wheeler cover', 'Term life plans'],
    action: 'Explore insurance',
    tone: 'from-emerald-50',
    iconTone: 'bg-emerald-100 text-emerald-800',
  },
  {
    to: '/loans',
    icon: BanknoteIcon,
    title: 'Loans',
    text: 'Personal, home, business and gold loans with quick approvals and help with every document along the way.',
    points: ['Personal loans for 12–60 months', 'Home loans for up to 30 years', 'Business and gold loans'],
    action: 'Explore loans',
    tone: 'from-amber-50',
    iconTone: 'bg-amber-100 text-amber-800',
  },
];

/** Insurance and loan cards linking to /insurance and /loans. */
export function FinanceCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {CARDS.map(({ to, icon: CardIcon, title, text, points, action, tone, iconTone }) => (
        <li key={to} className={`flex flex-col rounded-3xl border border-slate-200 bg-gradient-to-br ${tone} to-white p-6 shadow-sm sm:p-8`}>
          <span className={`flex size-12 items-center justify-center rounded-2xl ${iconTone}`}>
            <CardIcon className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
          <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
          <Link to={to} className={buttonClasses({ variant: 'secondary', className: 'mt-6 self-start' })}>
            {action}
          </Link>
        </li>
      ))}
    </ul>
  );
}
