import { Link } from 'react-router';
import { BUSINESS } from '@/config/business';

/** The brand mark, linking home. */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={`${BUSINESS.name} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl font-bold tracking-tight text-slate-900">
        Tech<span className="text-brand-700">Store</span>
      </span>
    </Link>
  );
}
