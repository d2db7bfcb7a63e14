import { formatCount } from '@store/shared';
import { AdminList } from '@/components/admin/admin-list';
import { useListParams } from '@/hooks/use-list-params';
import { useAdminApplications } from '../api/get-admin-applications';
import { APPLICATION_FILTER_KEYS, ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';

/** /admin/applications: every customer's applications, filtered by type, plan and status, newest first. */
export function AdminApplications() {
  const { filters, setFilters, hrefFor, apiQuery } = useListParams(APPLICATION_FILTER_KEYS);
  const list = useAdminApplications(apiQuery);
  const filtered = APPLICATION_FILTER_KEYS.some((key) => filters[key]);

  return (
    <AdminList
      title="Applications"
      description={
        list.data
          ? `${formatCount(list.data.total)} ${list.data.total === 1 ? 'application' : 'applications'}${filtered ? ' match these filters' : ''}`
          : 'Insurance and loan applications from customers.'
      }
      filters={<ApplicationFilters filters={filters} onChange={setFilters} />}
      query={list}
      noun="applications"
      hrefFor={hrefFor}
      isEmpty={(data) => data.applications.length === 0}
      empty={
        <>
          <p className="text-lg font-semibold text-slate-900">No applications found</p>
          <p className="mt-1 text-sm">
            {filtered ? 'No application matches these filters. Try another type, plan or status.' : 'Applications customers send will appear here.'}
          </p>
        </>
      }
    >
      {(data) => <ApplicationsTable applications={data.applications} />}
    </AdminList>
  );
}
