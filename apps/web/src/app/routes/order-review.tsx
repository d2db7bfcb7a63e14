import type { Order, OrderItem } from '@store/shared';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClasses } from '@/components/ui/button';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPathFor, useAuth } from '@/features/auth';
import { OrderItemImage, OrderNotFound, shortOrderId, useOrder } from '@/features/orders';
import { ProductReviewPanel } from '@/features/reviews';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

const DESCRIPTION = 'Review the products of your delivered TechStore order.';

/** /orders/:id/review: each product of a delivered order, with its review form or the review sent. */
export function OrderReviewPage() {
  const { id = '' } = useParams();
  const { user, isAuthenticated, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {isLoading ? null : isAuthenticated && user ? <ReviewScreen key={`${user._id}/${id}`} userId={user._id} id={id} /> : <GuestScreen id={id} />}
    </div>
  );
}

function GuestScreen({ id }: { id: string }) {
  usePageMeta('Write a Review', DESCRIPTION);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Write a Review</h1>
      <LoginPrompt loginTo={loginPathFor(`/orders/${id}/review`)} what="and review what you bought" />
    </>
  );
}

function ReviewScreen({ userId, id }: { userId: string; id: string }) {
  const order = useOrder(userId, id);
  useLogError(order.error, 'Failed to load order');
  usePageMeta(order.data ? `Review order #${shortOrderId(order.data._id)}` : order.isError ? 'Order Not Found' : 'Write a Review', DESCRIPTION);

  if (order.isError) return <OrderNotFound />;
  if (!order.data) {
    return (
      <div role="status" aria-label="Loading the order" className="space-y-4">
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  return <OrderReview order={order.data} userId={userId} />;
}

/** Each product once, however many lines of it the order has. */
function productsOf(order: Order): OrderItem[] {
  const seen = new Set<string>();
  return order.items.filter((item) => !seen.has(item.product._id) && seen.add(item.product._id));
}

function OrderReview({ order, userId }: { order: Order; userId: string }) {
  const number = shortOrderId(order._id);
  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'My Orders', to: '/orders' },
          { label: `Order #${number}`, to: `/orders/${order._id}` },
          { label: 'Write a Review' },
        ]}
      />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Write a Review</h1>
        <p className="mt-1 text-slate-600">Order #{number}. Reviews appear on the product page once the shop has checked them.</p>
      </div>

      {order.status !== 'delivered' ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
          <p className="font-semibold text-slate-900">You can review these products once the order has been delivered.</p>
          <Link to={`/orders/${order._id}`} className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
            Back to the order
          </Link>
        </div>
      ) : (
        productsOf(order).map((item) => (
          <section
            key={item.product._id}
            aria-labelledby={`review-${item.product._id}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="mb-5 flex items-center gap-3 border-b border-slate-200 pb-4">
              <OrderItemImage item={item} className="w-16 sm:w-20" />
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.product.brand}</p>
                <h2 id={`review-${item.product._id}`} className="font-semibold leading-snug">
                  <Link to={`/products/${item.product._id}`} className="hover:underline">
                    {item.product.name}
                  </Link>
                </h2>
              </div>
            </div>
            <ProductReviewPanel userId={userId} productId={item.product._id} productName={item.product.name} />
          </section>
        ))
      )}
    </div>
  );
}
