import { formatMoney, LOW_STOCK_THRESHOLD, type Dashboard, formatCount } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, BanknoteIcon, ChatIcon, CheckIcon, FileIcon, PackageIcon, ReturnIcon, TruckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The dashboard's figures: the queues that need someone first (orders to ship, returns), then trade, then stock running out.
 * `paymentsNeedingAttention` comes from the Payments page's own query: undefined while unknown.
 */
export function DashboardView({ dashboard, paymentsNeedingAttention }: { dashboard: Dashboard; paymentsNeedingAttention?: number }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="queues-heading">
        <h2 id="queues-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Waiting for you
        </h2>
        <ul aria-labelledby="queues-heading" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Queue to="/admin/orders" icon={<TruckIcon />} label="Orders to ship" count={dashboard.awaitingShipment} />
          <Queue to="/admin/returns" icon={<ReturnIcon />} label="Returns waiting" count={dashboard.returnsAwaitingAction} />
          <Queue to="/admin/payments" icon={<BanknoteIcon />} label="Payments needing attention" count={paymentsNeedingAttention} urgent />
          <Queue to="/admin/applications" icon={<FileIcon />} label="Open applications" count={dashboard.openApplications} />
          <Queue to="/admin/messages?unread=true" icon={<ChatIcon />} label="Unread messages" count={dashboard.unreadMessages} />
        </ul>
      </section>

      <section aria-labelledby="trade-heading">
        <h2 id="trade-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Sales
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Figure label="Today" value={formatMoney(Math.round(dashboard.today.revenue * 100))} detail={count(dashboard.today.orders, 'order', 'orders')} />
          <Figure label="This month" value={formatMoney(Math.round(dashboard.month.revenue * 100))} detail={count(dashboard.month.orders, 'order', 'orders')} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Money kept: what was paid (cash on delivery once collected), GST included, less what was refunded. Days and months are India's.
        </p>
      </section>

      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Low on stock
        </h2>
        {dashboard.lowStock.length === 0 ? (
          <p className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-4 text-slate-700">
            <CheckIcon className="size-5 text-emerald-700" />
            Every product has more than {LOW_STOCK_THRESHOLD} in stock.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {dashboard.lowStock.map((product) => (
              <li key={product._id}>
                <Link to={`/admin/products/${product._id}`} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-slate-50">
                  <span className="flex min-w-0 items-center gap-3">
                    <PackageIcon className="size-5 shrink-0 text-slate-500" />
                    <span className="truncate font-medium text-slate-900">{product.name}</span>
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${product.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
    </div>
  );
}

/** A queue and how many wait in it; `urgent` ones (money waiting) stand out in amber while not empty. */
function Queue({ to, icon, label, count: n, urgent = false }: { to: string; icon: ReactNode; label: string; count: number | undefined; urgent?: boolean }) {
  const waiting = n !== undefined && n > 0;
  const tone = waiting ? (urgent ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-700') : 'bg-slate-100 text-slate-500';
  return (
    <li>
      <Link to={to} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50/40">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>{icon}</span>
        <span>
          <span className="block text-2xl font-bold tabular-nums text-slate-900">
            {n === undefined ? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">Not known</span>
              </>
            ) : (
              formatCount(n)
            )}
          </span>
          <span className="block text-sm text-slate-600">{label}</span>
        </span>
      </Link>
    </li>
  );
}

export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}

export function DashboardError() {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-4 text-red-800">
      <AlertIcon className="size-5" />
      The dashboard could not be loaded. Reload the page to try again.
    </p>
  );
}
