import { orderTotals, type ProductCategory } from '@store/shared';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { MoneySummary } from '@/components/ui/money-summary';
import { Panel } from '@/components/ui/panel';

interface OrderSummaryProps {
  /** The cart's lines: unit price as charged (GST included, whole rupees), and how many. */
  items: readonly { category: ProductCategory; priceInclGst: number; quantity: number }[];
  itemCount: number;
  isAuthenticated: boolean;
  /** Set when checkout must wait: the reason is shown under the disabled button. */
  blockedReason: string | null;
}

/**
 * The cart's amounts by the one rule the server charges by (orderTotals): the total is the sum of
 * the prices shown and the delivery fee, and checkout asks for exactly that.
 */
export function OrderSummary({ items, itemCount, isAuthenticated, blockedReason }: OrderSummaryProps) {
  const amounts = orderTotals(items.map(({ category, priceInclGst, quantity }) => ({ category, priceInclGst, quantity })));
  const label = isAuthenticated ? 'Proceed to Checkout' : 'Login to Checkout';
  const target = isAuthenticated ? '/checkout' : '/login?redirect=/checkout';
  return (
    <Panel title="Order summary">
      <MoneySummary amounts={amounts} itemCount={itemCount} testIdPrefix="summary" />

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
    </Panel>
  );
}
