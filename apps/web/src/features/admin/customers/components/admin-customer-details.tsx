import { formatMoney, formatRupees, type AdminCustomer } from '@store/shared';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ApplicationStatusBadge } from '@/features/applications';
import { OrderStatusBadge, PaymentStatusBadge, shortOrderId } from '@/features/orders';
import { useLogError } from '@/hooks/use-log-error';
import { formatIndianDate, formatIndianShortDateTime } from '@/lib/dates';
import { ApiError } from '@/lib/api-client';
import { useAdminCustomer } from '../api/get-admin-customers';

/** /admin/customers/:id: one customer as support sees them; nothing here changes their account. */
export function AdminCustomerDetails({ id }: { id: string }) {
  const customer = useAdminCustomer(id);
  const unknown = customer.error instanceof ApiError && customer.error.status === 404;
  // An unknown customer is an answer, not a failure worth logging.
  useLogError(unknown ? null : customer.error, 'Failed to load the customer');
  if (customer.data) return <CustomerView customer={customer.data} />;
  if (customer.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-4 text-red-800">
        {unknown ? 'There is no customer with this address. ' : 'The customer could not be loaded. Reload the page to try again. '}
        <Link to="/admin/customers" className="font-semibold underline">
          Back to customers
        </Link>
      </p>
    );
  return (
    <div aria-busy="true" aria-label="Loading the customer" className="space-y-4">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-40" />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function CustomerView({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <AdminPageHeader
        title={customer.name}
        description={
          <>
            {customer.email} · {customer.phone} · customer since {formatIndianDate(customer.registeredAt)}
            {customer.verified ? '' : ' · e-mail not verified'}
          </>
        }
      />
      <div className="space-y-6">
        <dl className="grid gap-3 sm:grid-cols-4">
          <Figure label="Lifetime value" value={formatMoney(customer.lifetimeValuePaise)} />
          <Figure label="Orders" value={String(customer.orders)} />
          <Figure label="Returns" value={String(customer.returns)} />
          <Figure label="Applications" value={String(customer.applications)} />
        </dl>

        <Panel title="Addresses" description="From the profile and the orders, newest first. Only the customer can change them.">
          {customer.addresses.length === 0 ? (
            <p className="text-slate-600">No address yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <li key={`${address.source}|${address.street}|${address.pincode}|${address.name}`} className="rounded-xl border border-slate-200 p-3 text-sm">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{address.source === 'profile' ? 'Profile' : 'Delivered to'}</p>
                  <address className="not-italic">
                    {[address.name, address.street, `${address.city} ${address.pincode}`.trim(), address.state, address.phone].filter(Boolean).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Orders" description="The latest 50, newest first.">
          {customer.recentOrders.length === 0 ? (
            <p className="text-slate-600">No orders yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {customer.recentOrders.map((order) => (
                <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <Link to={`/admin/orders/${order._id}`} className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline">
                      #{shortOrderId(order._id)}
                    </Link>
                    <time dateTime={order.createdAt} className="ml-2 text-sm text-slate-600">
                      {formatIndianShortDateTime(order.createdAt)}
                    </time>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold tabular-nums">{formatRupees(order.totalAmount)}</span>
                    <PaymentStatusBadge payment={{ method: '', status: order.paymentStatus, paymentId: '' }} />
                    <OrderStatusBadge status={order.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Applications">
          {customer.recentApplications.length === 0 ? (
            <p className="text-slate-600">No applications.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {customer.recentApplications.map((application) => (
                <li key={application._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <Link to={`/admin/applications/${application._id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {application.subType} {application.type}
                  </Link>
                  <span className="flex items-center gap-2">
                    <time dateTime={application.createdAt} className="text-sm text-slate-600">
                      {formatIndianDate(application.createdAt)}
                    </time>
                    <ApplicationStatusBadge status={application.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
