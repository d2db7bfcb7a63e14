import { formatRupees, ORDER_STATUSES, type AdminOrder } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { DataTable } from '@/components/admin/data-table';
import { OrderStatusBadge, PaymentStatusBadge, shortOrderId } from '@/features/orders';
import { useListParams } from '@/hooks/use-list-params';
import { formatIndianShortDateTime } from '@/lib/dates';
import { itemCount } from '../admin-order-format';
import { useAdminOrders } from '../api/get-admin-orders';
import { BulkShipBar } from './bulk-ship-bar';
import { ORDER_FILTER_KEYS, OrderFiltersBar } from './order-filters';

const column = createColumnHelper<AdminOrder>();

const COLUMNS = [
  column.accessor((order) => shortOrderId(order._id), {
    id: 'number',
    header: 'Order',
    cell: ({ row, getValue }) => (
      <Link to={`/admin/orders/${row.original._id}`} className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline">
        #{getValue()}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: ({ getValue }) => (
      <time dateTime={getValue()} className="whitespace-nowrap">
        {formatIndianShortDateTime(getValue())}
      </time>
    ),
  }),
  column.accessor((order) => order.customer.name, {
    id: 'customer',
    header: 'Customer',
    cell: ({ row, getValue }) => (
      <>
        <span className="block font-medium text-slate-900">{getValue()}</span>
        <span className="block text-slate-600">{row.original.customer.phone}</span>
      </>
    ),
  }),
  column.accessor((order) => itemCount(order.items), { id: 'items', header: 'Items', meta: { numeric: true, className: 'hidden md:table-cell' } }),
  column.accessor('totalAmount', {
    header: 'Total',
    meta: { numeric: true },
    cell: ({ getValue }) => <span className="font-semibold">{formatRupees(getValue())}</span>,
  }),
  column.accessor((order) => order.paymentDetails.status, {
    id: 'payment',
    header: 'Payment',
    meta: { className: 'hidden md:table-cell' },
    cell: ({ row }) => <PaymentStatusBadge payment={row.original.paymentDetails} />,
  }),
  column.accessor('status', {
    header: 'Status',
    // Along the order's life (pending first), not alphabetically.
    sortingFn: (a, b) => ORDER_STATUSES.indexOf(a.original.status) - ORDER_STATUSES.indexOf(b.original.status),
    cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
  }),
];

/** A checkbox per row, to book couriers and print labels for several orders at once. */
function selectColumn(selected: ReadonlySet<string>, toggle: (id: string) => void) {
  return column.display({
    id: 'select',
    header: () => <span className="sr-only">Choose</span>,
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={selected.has(row.original._id)}
        onChange={() => toggle(row.original._id)}
        aria-label={`Choose order #${shortOrderId(row.original._id)}`}
      />
    ),
  });
}

/** /admin/orders: the shop's orders, filters and page in the address bar, one page of the server's list at a time. */
export function AdminOrdersList() {
  const { filters, page, setFilters, hrefFor, apiQuery } = useListParams(ORDER_FILTER_KEYS);
  const orders = useAdminOrders(apiQuery);
  const filtered = ORDER_FILTER_KEYS.some((key) => filters[key]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => {
    const toggle = (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    return [selectColumn(selected, toggle), ...COLUMNS];
  }, [selected]);

  return (
    <AdminList
      title="Orders"
      description="Find an order by its number, its customer or a unit’s serial number, and move it along to delivery."
      filters={<OrderFiltersBar filters={filters} onChange={setFilters} />}
      query={orders}
      noun="orders"
      hrefFor={hrefFor}
      isEmpty={(data) => data.orders.length === 0}
      empty={
        filtered ? (
          <>
            <p className="font-semibold text-slate-900">No orders match these filters</p>
            <p className="mt-1">Try another status, a wider date range or a different search.</p>
          </>
        ) : (
          <p className="font-semibold text-slate-900">No orders yet</p>
        )
      }
    >
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 order' : `${data.total} orders`}
            {filtered ? ' match the filters' : ''}
            {data.totalPages > 1 ? ` · page ${page} of ${data.totalPages}` : ''}
          </p>
          <BulkShipBar selected={[...selected]} onClear={() => setSelected(new Set())} />
          <DataTable data={data.orders} columns={columns} caption="Orders" getRowId={(order) => order._id} />
        </div>
      )}
    </AdminList>
  );
}
