import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { buttonClasses } from '@/components/ui/button';
import { CarIcon, HeartPulseIcon, UmbrellaIcon } from '@/components/ui/icons';
import type { InsuranceType } from '@store/shared';
import { INSURANCE_PLANS } from '../insurance';

const ICONS: Record<InsuranceType, typeof CarIcon> = { health: HeartPulseIcon, vehicle: CarIcon, life: UmbrellaIcon };
const TONES: Record<InsuranceType, string> = {
  health: 'bg-rose-50 text-rose-700',
  vehicle: 'bg-sky-50 text-sky-700',
  life: 'bg-emerald-50 text-emerald-700',
};

/** Health, vehicle and life cards, each leading to its application at /insurance/{type}. */
export function InsurancePlans() {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {INSURANCE_PLANS.map(({ type, title, summary, points, action }) => {
        const PlanIcon = ICONS[type];
        return (
          <li key={type} className="flex">
            <article aria-labelledby={`plan-${type}`} className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className={`flex size-12 items-center justify-center rounded-xl ${TONES[type]}`}>
                <PlanIcon className="size-6" />
              </span>
              <h3 id={`plan-${type}`} className="mt-4 text-xl font-bold text-slate-900">
                {title}
              </h3>
              <p className="mt-2 text-slate-600">{summary}</p>
              <CheckList items={points} className="mt-4 flex-1" />
              <Link to={`/insurance/${type}`} className={buttonClasses({ className: 'mt-6 self-start' })}>
                {action}
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
