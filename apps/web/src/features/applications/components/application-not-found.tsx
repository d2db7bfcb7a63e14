import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

/** An unknown id and another customer's application look the same: neither says whether it exists. */
export function ApplicationNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">Application not found</h1>
      <p className="mt-2 text-slate-600">The application you're looking for doesn't exist or you don't have permission to view it.</p>
      <Link to="/applications" className={buttonClasses({ className: 'mt-6' })}>
        Back to My Applications
      </Link>
    </div>
  );
}
