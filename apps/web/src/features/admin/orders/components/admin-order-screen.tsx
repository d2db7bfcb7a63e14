import { Button } from '@/components/ui/button';
import { shortOrderId } from '@/features/orders';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminOrderDetails, AdminOrderNotFound, AdminOrderSkeleton } from './admin-order-details';

/** /admin/orders/{id}: the order once loaded, 'Order not found' for an unknown id, a retry for anything else. */
export function AdminOrderScreen({ id }: { id: string }) {
  const order = useAdminOrder(id);
  useLogError(order.error, 'Failed to load order');
  const notFound = order.isError && isNotFound(order.error);
  usePageMeta(
    order.data ? `Order #${shortOrderId(order.data._id)} · Admin` : notFound ? 'Order not found · Admin' : 'Order · Admin',
    'An order as the shop handles it.',
  );

  if (order.data) return <AdminOrderDetails order={order.data} />;
  if (notFound) return <AdminOrderNotFound />;
  if (order.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-12 text-center">
        <p className="font-semibold text-slate-900">The order could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void order.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <AdminOrderSkeleton />;
}
