import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';

/** The link above an application's page, back to the list it came from. */
export function ApplicationBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}

/** An application's page while it loads: the back link, the title, and the page's two columns (their classes, in order). */
export function ApplicationPageSkeleton({ columns }: { columns: [string, string] }) {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Loading the application
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className={columns[0]} />
        <Skeleton className={columns[1]} />
      </div>
    </div>
  );
}
