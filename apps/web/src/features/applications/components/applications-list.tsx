import { Skeleton } from '@/components/ui/skeleton';
import { FileIcon } from '@/components/ui/icons';
import { useLogError } from '@/hooks/use-log-error';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard } from './application-card';

/**
 * SPEC §2 'Your Applications': a skeleton while loading, then the list or 'No applications yet'. A
 * load failure is only logged and shows the empty state (SPEC §8).
 */
export function ApplicationsList({ userId }: { userId: string }) {
  const query = useMyApplications(userId);
  useLogError(query.error, 'Failed to load applications');
  const applications = query.data ?? [];

  return (
    <section aria-labelledby="your-applications-heading" aria-busy={query.isPending}>
      <h2 id="your-applications-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Your Applications
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <ApplicationsSkeleton />
        ) : applications.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <FileIcon className="size-7" />
            </span>
            <p className="mt-4 text-lg font-semibold text-slate-900">No applications yet</p>
            <p className="mt-1 text-sm text-slate-600">Choose a service above to start your first application. It takes about ten minutes.</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {applications.map((application) => (
              <li key={application._id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ApplicationsSkeleton() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Loading your applications
      </p>
      {[0, 1].map((key) => (
        <div key={key} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-56" />
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}
