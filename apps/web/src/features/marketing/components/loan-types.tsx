import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { BanknoteIcon, BriefcaseIcon, ChevronRightIcon, CoinsIcon, HomeIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import type { LoanType } from '@store/shared';
import { LOAN_PRODUCTS } from '../loans';

const ICONS: Record<LoanType, typeof HomeIcon> = {
  personal: UserIcon,
  home: HomeIcon,
  business: BriefcaseIcon,
  gold: CoinsIcon,
  secured: LockIcon,
  unsecured: BanknoteIcon,
};

/** The six loan types, each leading to its application at /loan/{type}. */
export function LoanTypes() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {LOAN_PRODUCTS.map(({ type, title, summary, facts }) => {
        const LoanIcon = ICONS[type];
        return (
          <li key={type} className="flex">
            <article aria-labelledby={`loan-${type}`} className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-800">
                <LoanIcon className="size-6" />
              </span>
              <h3 id={`loan-${type}`} className="mt-4 text-lg font-bold text-slate-900">
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{summary}</p>
              <CheckList items={facts} className="mt-4 flex-1" />
              <Link
                to={`/loan/${type}`}
                className="mt-5 inline-flex items-center gap-1 self-start rounded-lg text-sm font-semibold text-brand-700 hover:gap-2 hover:underline"
              >
                Apply for {/^[aeiou]/i.test(title) ? 'an' : 'a'} {title.toLowerCase()}
                <ChevronRightIcon className="size-4" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
