import { formatRupees, ORDER_STATUSES, type AdminOrder } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { PaymentStatusBadge } from '@/features/orders/components/payment-status-badge';
import { shortOrderId } from '@/features/orders/order-format';
import { useLogError } from '@/hooks/use-log-error';
import { formatIndianShortDateTime } from '@/lib/dates';
import { DataTable } from '../../components/data-table';
import { useListParams } from '../../list-params';
import { itemCount } from '../admin-order-format';
import { useAdminOrders } from '../api/get-admin-orders';
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
  column.accessor('totalAmount', { header: 'Total', meta: { numeric: true }, cell: ({ getValue }) => <span className="font-semibold">{formatRupees(getValue())}</span> }),
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

/** The shop's orders: filters and page in the address bar, one page of the server's list at a time. */
export function AdminOrdersList() {
  const { filters, page, setFilters, hrefFor, apiQuery } = useListParams(ORDER_FILTER_KEYS);
  const orders = useAdminOrders(apiQuery);
  useLogError(orders.error, 'Failed to load orders');
  const filtered = ORDER_FILTER_KEYS.some((key) => filters[key]);

  return (
    <>
      <OrderFiltersBar filters={filters} onChange={setFilters} />
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError && !orders.data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800">
          <AlertIcon className="size-8" />
          <p className="font-semibold">The orders could not be loaded.</p>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}
            {filtered ? ' match the filters' : ''}
            {orders.data.totalPages > 1 ? ` · page ${page} of ${orders.data.totalPages}` : ''}
          </p>
          <DataTable
            data={orders.data.orders}
            columns={COLUMNS}
            caption="Orders"
            getRowId={(order) => order._id}
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
          />
          <Pagination page={page} totalPages={orders.data.totalPages} hrefFor={hrefFor} label="Orders pages" />
        </div>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}
