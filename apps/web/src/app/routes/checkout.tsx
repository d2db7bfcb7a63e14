import { CHECKOUT_MESSAGES, discountPercent, type CheckoutConflict, type Order } from '@store/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { RequireAuth, useAuth } from '@/features/auth';
import { useCart } from '@/features/cart';
import { buyNowQuantity, type CartChange, CheckoutForm } from '@/features/checkout';
import { orderKeys } from '@/features/orders';
import { usePageMeta } from '@/hooks/use-page-meta';
import { BuyNowCheckout } from './checkout-buy-now';

/**
 * SPEC §2, §4 /checkout: guests go to log in (and come back), an empty cart goes back to /cart.
 * With ?buy=<productId>&qty=<n> it is Buy Now's checkout of that product alone, the cart untouched.
 */
export function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your delivery address and pay securely for your TechStore order.');
  const [params] = useSearchParams();
  const buy = params.get('buy');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <RequireAuth>{buy ? <BuyNowCheckout key={buy} productId={buy} quantity={buyNowQuantity(params.get('qty'))} /> : <CheckoutScreen />}</RequireAuth>
    </div>
  );
}

function CheckoutScreen() {
  const { user } = useAuth();
  const { items, refreshProducts, updateQuantity, removeFromCart, clearCart, sync } = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Set once the order exists: the cart is emptied then, and that must not send the customer to /cart.
  const [placed, setPlaced] = useState(false);

  const applyChanges = useCallback(
    (changes: CartChange[], conflict: CheckoutConflict) => {
      const prices = new Map(changes.flatMap((change) => (change.kind === 'price' ? [[change.productId, change.to] as const] : [])));
      const stock = new Map((conflict.lines ?? []).map((line) => [line.productId, line.available]));
      refreshProducts(
        items
          .filter((item) => prices.has(item._id) || stock.has(item._id))
          .map(({ quantity: _quantity, ...product }) => {
            const priceInclGst = prices.get(product._id) ?? product.priceInclGst;
            // The MRP stays; the discount against it follows the new price (the cart page's re-check brings the rest).
            return { ...product, priceInclGst, discountPercent: discountPercent(priceInclGst, product.mrp), stock: stock.get(product._id) ?? product.stock };
          }),
      );
      for (const change of changes) {
        if (change.kind === 'quantity') updateQuantity(change.productId, change.to);
        if (change.kind === 'removed') removeFromCart(change.productId);
      }
      // Nothing left to pay for: the cart page takes over, so the reason must outlive this page.
      if (items.every((item) => changes.some((change) => change.kind === 'removed' && change.productId === item._id))) {
        toast.error(conflict.message);
      }
    },
    [items, refreshProducts, updateQuantity, removeFromCart],
  );

  const onPlaced = useCallback(
    (order: Order) => {
      setPlaced(true);
      if (user) queryClient.setQueryData(orderKeys.detail(user._id, order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      clearCart();
      navigate(`/orders/${order._id}`, { replace: true });
    },
    [user, queryClient, clearCart, navigate],
  );

  if (placed) return <p className="py-16 text-center text-slate-600">{CHECKOUT_MESSAGES.orderPlaced} Opening your order…</p>;
  // Signed in on a device with no copy of the cart yet: wait for the saved one before calling it empty.
  if (items.length === 0 && sync === 'loading') return <p className="py-16 text-center text-slate-600">Loading your cart…</p>;
  if (items.length === 0) return <Navigate to="/cart" replace />;
  if (!user) return null;

  return (
    <>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]} />
      <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <CheckoutForm items={items} user={user} onCartChanges={applyChanges} onPlaced={onPlaced} />
    </>
  );
}
