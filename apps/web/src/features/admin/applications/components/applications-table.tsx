import { shortId, type AdminApplication } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/admin/data-table';
import { ApplicationStatusBadge, applicationTitle } from '@/features/applications';
import { formatIndianDate } from '@/lib/dates';

const column = createColumnHelper<AdminApplication>();

const columns = [
  column.accessor((application) => shortId(application._id), {
    id: 'application',
    header: 'Application',
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <Link to={`/admin/applications/${row.original._id}`} className="rounded font-mono font-semibold text-brand-700 hover:underline">
        #{getValue()}
      </Link>
    ),
  }),
  column.accessor((application) => application.personalInfo.fullName, {
    id: 'applicant',
    header: 'Applicant',
    cell: ({ row, getValue }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{getValue()}</p>
        <p className="text-slate-600">{row.original.personalInfo.phone}</p>
      </div>
    ),
  }),
  column.accessor((application) => applicationTitle(application), { id: 'title', header: 'Plan' }),
  column.accessor('createdAt', {
    header: 'Applied',
    cell: ({ getValue }) => (
      <time dateTime={getValue()} className="whitespace-nowrap">
        {formatIndianDate(getValue())}
      </time>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <ApplicationStatusBadge status={getValue()} /> }),
];

/** One page of applications: number (to its page), who, what, when, where it stands. */
export function ApplicationsTable({ applications }: { applications: AdminApplication[] }) {
  return <DataTable data={applications} columns={columns} caption="Applications" getRowId={(application) => application._id} />;
}
