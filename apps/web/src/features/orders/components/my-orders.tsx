import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';

/** The signed-in customer's orders: a skeleton while loading, then the list or 'No orders yet'. */
export function MyOrders({ userId }: { userId: string }) {
  const orders = useMyOrders(userId);
  // SPEC §8: a failed load is only logged; the screen shows its empty state.
  useLogError(orders.error, 'Failed to load orders');

  if (orders.isPending) return <OrdersSkeleton />;
  if (!orders.data || orders.data.length === 0) return <NoOrders />;
  return (
    <ul className="space-y-4">
      {orders.data.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} userId={userId} />
        </li>
      ))}
    </ul>
  );
}

function NoOrders() {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PackageIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-semibold">No orders yet</h2>
      <p className="mt-2 text-slate-600">When you buy something, your orders and their delivery status appear here.</p>
      <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
        Start Shopping
      </Link>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="space-y-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <div className="flex justify-between gap-4">
            <div className="space-y-2">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-28" />
            </div>
            <Skeleton className="h-6 w-24" />
          </div>
          <div className="flex gap-3">
            <Skeleton className="aspect-[4/3] w-16 sm:w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
