import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

/** SPEC §2: an unknown id and another customer's order look the same. */
export function OrderNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">Order Not Found</h1>
      <p className="mt-2 text-slate-600">The order you're looking for doesn't exist or you don't have permission to view it.</p>
      <Link to="/orders" className={buttonClasses({ className: 'mt-6' })}>
        Back to My Orders
      </Link>
    </div>
  );
}
