import { formatRupees, gstTotals, TAX_RATE } from '@store/shared';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';

interface OrderSummaryProps {
  /** The cart's lines: unit price in whole rupees before GST, and how many. */
  items: readonly { price: number; quantity: number }[];
  itemCount: number;
  isAuthenticated: boolean;
  /** Set when checkout must wait: the reason is shown under the disabled button. */
  blockedReason: string | null;
}

/** The cart's amounts by the one GST rule the server charges by (gstTotals), so checkout shows no surprise. */
export function OrderSummary({ items, itemCount, isAuthenticated, blockedReason }: OrderSummaryProps) {
  const { subtotal, tax, total } = gstTotals(items.map(({ price, quantity }) => ({ price, quantity })));
  const label = isAuthenticated ? 'Proceed to Checkout' : 'Login to Checkout';
  const target = isAuthenticated ? '/checkout' : '/login?redirect=/checkout';
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium" data-testid="summary-subtotal">
            {formatRupees(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Tax ({Math.round(TAX_RATE * 100)}%)</dt>
          <dd className="font-medium" data-testid="summary-tax">
            {formatRupees(tax)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Shipping</dt>
          <dd className="font-medium text-emerald-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold" data-testid="summary-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>

      <div className="mt-6">
        {blockedReason ? (
          <>
            <Button size="lg" className="w-full" disabled aria-describedby="checkout-blocked">
              {label}
            </Button>
            <p id="checkout-blocked" className="mt-2 text-sm text-red-700">
              {blockedReason}
            </p>
          </>
        ) : (
          <Link to={target} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {label}
          </Link>
        )}
        <Link to="/products" className={buttonClasses({ variant: 'ghost', className: 'mt-2 w-full' })}>
          Continue shopping
        </Link>
      </div>
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <ShieldIcon className="size-4 shrink-0 text-emerald-700" />
        Secure card payment. GST invoice with every order.
      </p>
    </section>
  );
}
