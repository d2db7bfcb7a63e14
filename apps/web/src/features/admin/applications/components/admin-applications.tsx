import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useListParams } from '../../list-params';
import { useAdminApplications } from '../api/get-admin-applications';
import { APPLICATION_FILTER_KEYS, ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';

/** /admin/applications: every customer's applications, filtered by type, plan and status, newest first. */
export function AdminApplications() {
  const { filters, page, setFilters, hrefFor, apiQuery } = useListParams(APPLICATION_FILTER_KEYS);
  const list = useAdminApplications(apiQuery);
  const filtered = APPLICATION_FILTER_KEYS.some((key) => filters[key]);

  return (
    <>
      <AdminPageHeader
        title="Applications"
        description={list.data ? `${list.data.total.toLocaleString('en-IN')} ${list.data.total === 1 ? 'application' : 'applications'}${filtered ? ' match these filters' : ''}` : 'Insurance and loan applications from customers.'}
      />
      <ApplicationFilters filters={filters} onChange={setFilters} />
      <div aria-busy={list.isFetching} className="space-y-6">
        {list.data ? (
          <>
            <ApplicationsTable applications={list.data.applications} filtered={filtered} />
            <Pagination page={page} totalPages={list.data.totalPages} hrefFor={hrefFor} label="Applications pages" />
          </>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-semibold text-red-900">Could not load the applications</p>
            <p className="mt-1 text-sm text-red-800">{list.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-2">
            <p role="status" className="sr-only">
              Loading applications
            </p>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
