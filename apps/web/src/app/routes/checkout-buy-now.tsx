import { CHECKOUT_MESSAGES, type CheckoutConflict, type Order } from '@store/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { catalogKeys, useProduct } from '@/features/catalog';
import { type CartChange, CheckoutForm } from '@/features/checkout';
import { orderKeys } from '@/features/orders';

/**
 * Buy Now's checkout (/checkout?buy=<id>&qty=<n>): one product, as the shop shows it now, at the
 * quantity asked (at most what is in stock). The cart is neither read nor changed, before or after
 * the order; the server prices the order from its own database, as for any checkout.
 */
export function BuyNowCheckout({ productId, quantity: asked }: { productId: string; quantity: number }) {
  const { user } = useAuth();
  const product = useProduct(productId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState(false);
  // What the shop answered at payment time (a new price, less stock) until the product is fetched again.
  const [answered, setAnswered] = useState<{ priceInclGst?: number; quantity?: number; gone?: boolean }>({});

  const onChanges = useCallback(
    (changes: CartChange[], conflict: CheckoutConflict) => {
      const next: typeof answered = {};
      for (const change of changes) {
        if (change.kind === 'price') next.priceInclGst = change.to;
        if (change.kind === 'quantity') next.quantity = change.to;
        if (change.kind === 'removed') next.gone = true;
      }
      if (next.gone) toast.error(conflict.message);
      setAnswered((before) => ({ ...before, ...next }));
      void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(productId) });
    },
    [queryClient, productId],
  );

  const onPlaced = useCallback(
    (order: Order) => {
      setPlaced(true);
      if (user) queryClient.setQueryData(orderKeys.detail(user._id, order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      navigate(`/orders/${order._id}`, { replace: true });
    },
    [user, queryClient, navigate],
  );

  if (placed) return <p className="py-16 text-center text-slate-600">{CHECKOUT_MESSAGES.orderPlaced} Opening your order…</p>;
  if (!user) return null;
  if (product.isPending) {
    return (
      <div role="status" aria-label="Loading checkout" className="space-y-4">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  const data = product.data;
  const quantity = Math.min(answered.quantity ?? asked, data?.stock ?? 0);
  if (!data || answered.gone || quantity < 1) {
    return (
      <section className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold">{data ? 'Out of stock' : 'Product not available'}</h1>
        <p className="mt-2 text-slate-600">
          {data ? `${data.name} sold out before you could check out. Ask to be told when it is back on its page.` : 'This product is no longer sold here.'}
        </p>
        <Link to={data ? `/products/${data._id}` : '/products'} className={buttonClasses({ className: 'mt-6' })}>
          {data ? 'Back to the product' : 'Browse products'}
        </Link>
      </section>
    );
  }

  const item = {
    _id: data._id,
    name: data.name,
    brand: data.brand,
    images: data.images,
    category: data.category,
    priceInclGst: answered.priceInclGst ?? data.priceInclGst,
    quantity,
  };
  return (
    <>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: data.name, to: `/products/${data._id}` }, { label: 'Checkout' }]} />
      <h1 className="mt-4 mb-2 text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <p className="mb-6 text-sm text-slate-600" data-testid="buy-now-note">
        Buying only this product now{quantity < asked ? ` (${quantity} in stock)` : ''}. Your cart stays as it is.
      </p>
      <CheckoutForm
        items={[item]}
        user={user}
        onCartChanges={onChanges}
        onPlaced={onPlaced}
        back={{ to: `/products/${data._id}`, label: 'Back to the product' }}
      />
    </>
  );
}
