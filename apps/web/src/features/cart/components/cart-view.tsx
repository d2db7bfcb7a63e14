import { CART_MESSAGES, formatRupees, isShipped } from '@store/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CartIcon, InfoIcon } from '@/components/ui/icons';
import { DeliverTo } from '@/features/delivery';
import { lineIssue, type LatestProduct } from '../cart-check';
import { useCart, type PriceChange } from '../cart-provider';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';

interface CartViewProps {
  /** Fresh product data per cart line id, as the page fetched it; absent while unknown. */
  latest: ReadonlyMap<string, LatestProduct>;
  isAuthenticated: boolean;
}

export function CartView({ latest, isAuthenticated }: CartViewProps) {
  const { items, itemCount, updateQuantity, removeFromCart, clearCart, refreshProducts } = useCart();
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [confirmingClear, setConfirmingClear] = useState(false);

  // Bring stored lines up to date with the catalogue; tell the user when a price moved.
  useEffect(() => {
    const found = [...latest.values()].flatMap((entry) => (entry.status === 'found' ? [entry.product] : []));
    if (found.length === 0) return;
    const changes = refreshProducts(found);
    if (changes.length === 0) return;
    setPriceChanges((previous) => {
      const byId = new Map(previous.map((change) => [change.id, change]));
      for (const change of changes) {
        const earlier = byId.get(change.id);
        byId.set(change.id, earlier ? { ...change, from: earlier.from } : change);
      }
      return [...byId.values()].filter((change) => change.from !== change.to);
    });
  }, [latest, refreshProducts]);

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CartIcon className="size-8" />
        </span>
        <h2 className="mt-5 text-xl font-semibold">Your cart is empty</h2>
        <p className="mt-2 text-slate-600">Laptops, accessories and software: find what you need in our catalogue.</p>
        <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
          Browse products
        </Link>
      </div>
    );
  }

  const issues = new Map(items.map((item) => [item._id, lineIssue(item, latest.get(item._id))]));
  const problemCount = [...issues.values()].filter(Boolean).length;
  const blockedReason =
    problemCount === 0
      ? null
      : `${problemCount === 1 ? 'One item needs' : `${problemCount} items need`} your attention before checkout: see the highlighted ${problemCount === 1 ? 'line' : 'lines'}.`;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        {priceChanges.length > 0 && (
          <div role="status" className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <InfoIcon className="mt-0.5 size-5 shrink-0" />
            <div className="flex-1">
              <p className="font-semibold">Some prices have changed since you added these items.</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {priceChanges.map((change) => (
                  <li key={change.id}>
                    {change.name}: {formatRupees(change.from)} → {formatRupees(change.to)}
                  </li>
                ))}
              </ul>
              <p className="mt-1">Your cart now shows the current prices.</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setPriceChanges([])} className="self-start text-amber-900">
              Dismiss
            </Button>
          </div>
        )}

        <section aria-labelledby="cart-items-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 sm:px-5">
            <h2 id="cart-items-heading" className="font-semibold">
              {itemCount} {itemCount === 1 ? 'item' : 'items'} in your cart
            </h2>
            {/* Emptying a cart (on every device, when signed in) cannot be undone: asked first. */}
            <Button variant="danger" size="sm" onClick={() => setConfirmingClear(true)}>
              Clear Cart
            </Button>
            <ConfirmDialog
              open={confirmingClear}
              title={CART_MESSAGES.clearTitle}
              confirmLabel={CART_MESSAGES.clearConfirm}
              busyLabel={CART_MESSAGES.clearConfirm}
              cancelLabel={CART_MESSAGES.clearCancel}
              danger
              onConfirm={() => {
                setConfirmingClear(false);
                clearCart();
              }}
              onCancel={() => setConfirmingClear(false)}
            >
              {itemCount === 1 ? 'The item in your cart will be removed.' : `All ${itemCount} items in your cart will be removed.`}
            </ConfirmDialog>
          </div>
          <ul className="divide-y divide-slate-200">
            {items.map((item) => {
              const fresh = latest.get(item._id);
              const maxQuantity = fresh?.status === 'found' ? fresh.product.stock : fresh ? 0 : item.stock;
              return (
                <CartLine
                  key={item._id}
                  item={item}
                  maxQuantity={maxQuantity}
                  issue={issues.get(item._id) ?? null}
                  onQuantityChange={(quantity) => updateQuantity(item._id, quantity)}
                  onRemove={() => removeFromCart(item._id)}
                />
              );
            })}
          </ul>
        </section>
      </div>

      <div className="space-y-4 lg:sticky lg:top-24">
        <OrderSummary items={items} itemCount={itemCount} isAuthenticated={isAuthenticated} blockedReason={blockedReason} />
        <DeliverTo amount={items.reduce((sum, item) => sum + item.priceInclGst * item.quantity, 0)} shipped={items.some((item) => isShipped(item.category))} />
      </div>
    </div>
  );
}
