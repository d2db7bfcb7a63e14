import { formatMoney, type AdminCustomerSummary } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { DataTable } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useListParams } from '@/hooks/use-list-params';
import { formatIndianDate } from '@/lib/dates';
import { useAdminCustomers } from '../api/get-admin-customers';

const column = createColumnHelper<AdminCustomerSummary>();

const COLUMNS = [
  column.accessor('name', {
    header: 'Customer',
    cell: ({ row, getValue }) => (
      <>
        <Link to={`/admin/customers/${row.original._id}`} className="block font-semibold text-brand-700 underline-offset-2 hover:underline">
          {getValue()}
        </Link>
        <span className="block text-slate-600">{row.original.email}</span>
      </>
    ),
  }),
  column.accessor('phone', { header: 'Phone', meta: { className: 'hidden md:table-cell' } }),
  column.accessor('registeredAt', {
    header: 'Since',
    meta: { className: 'hidden md:table-cell' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatIndianDate(getValue())}</time>,
  }),
  column.accessor('orders', { header: 'Orders', meta: { numeric: true } }),
  column.accessor('returns', { header: 'Returns', meta: { numeric: true, className: 'hidden md:table-cell' } }),
  column.accessor('applications', { header: 'Applications', meta: { numeric: true, className: 'hidden md:table-cell' } }),
  column.accessor('lifetimeValuePaise', {
    header: 'Lifetime value',
    meta: { numeric: true },
    cell: ({ getValue }) => <span className="font-semibold">{formatMoney(getValue())}</span>,
  }),
];

const KEYS = ['search'] as const;

/** /admin/customers: the shop's customers, searched by name, e-mail or phone, with what they are worth. */
export function AdminCustomersList() {
  const { filters, page, setFilters, hrefFor, apiQuery } = useListParams(KEYS);
  const customers = useAdminCustomers(apiQuery);
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ search: search.trim() });
  };

  return (
    <AdminList
      title="Customers"
      description="Who buys from the shop: their orders, returns, applications and lifetime value (paid less refunded)."
      filters={
        <form role="search" onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 sm:max-w-md">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">Search customers</span>
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name, e-mail or phone"
              className={controlClasses(false, 'h-11')}
            />
          </label>
          <Button type="submit">Search</Button>
        </form>
      }
      query={customers}
      noun="customers"
      hrefFor={hrefFor}
      isEmpty={(data) => data.customers.length === 0}
      empty={<p className="font-semibold text-slate-900">{filters.search ? 'No customer matches this search' : 'No customers yet'}</p>}
    >
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 customer' : `${data.total} customers`}
            {data.totalPages > 1 ? ` · page ${page} of ${data.totalPages}` : ''}
          </p>
          <DataTable data={data.customers} columns={COLUMNS} caption="Customers" getRowId={(customer) => customer._id} />
        </div>
      )}
    </AdminList>
  );
}
