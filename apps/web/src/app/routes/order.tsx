import { useParams } from 'react-router';
import { loginPathFor, useAuth } from '@/features/auth';
import { OrderDetails, OrderDetailsSkeleton, OrderNotFound, shortOrderId, useOrder } from '@/features/orders';
import { OrderReturnsPanel, ReplacementNote } from '@/features/returns';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

const DESCRIPTION = 'The progress, items, amounts, delivery address and payment of your TechStore order.';

export function OrderPage() {
  const { id = '' } = useParams();
  const { user, isAuthenticated, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {isLoading ? null : isAuthenticated && user ? <OrderScreen key={`${user._id}/${id}`} userId={user._id} id={id} /> : <GuestScreen id={id} />}
    </div>
  );
}

function GuestScreen({ id }: { id: string }) {
  usePageMeta('Order Details', DESCRIPTION);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Order Details</h1>
      <LoginPrompt loginTo={loginPathFor(`/orders/${id}`)} what="this order" />
    </>
  );
}

function OrderScreen({ userId, id }: { userId: string; id: string }) {
  const order = useOrder(userId, id);
  // SPEC §8: a failed load is only logged; the screen shows 'Order Not Found'.
  useLogError(order.error, 'Failed to load order');
  usePageMeta(order.data ? `Order #${shortOrderId(order.data._id)}` : order.isError ? 'Order Not Found' : 'Order Details', DESCRIPTION);

  if (order.data)
    return (
      <div className="space-y-6">
        {order.data.paymentDetails.method === 'replacement' && <ReplacementNote orderId={order.data._id} userId={userId} />}
        <OrderDetails order={order.data} userId={userId} />
        {order.data.status === 'delivered' && <OrderReturnsPanel orderId={order.data._id} userId={userId} />}
      </div>
    );
  if (order.isError) return <OrderNotFound />;
  return <OrderDetailsSkeleton />;
}
