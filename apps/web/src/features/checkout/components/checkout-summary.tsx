import { formatRupees, isShipped } from '@store/shared';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { LockIcon, ShieldIcon } from '@/components/ui/icons';
import { MoneySummary } from '@/components/ui/money-summary';
import { OrderLine } from '@/components/ui/order-line';
import { Panel } from '@/components/ui/panel';
import { CheckoutDeliveryEstimate } from '@/features/delivery';
import { checkoutTotals, type CheckoutItem } from '../checkout-item';
import { STEP_LABELS, type PaymentStep } from '../hooks/use-payment-flow';

const BACK_TO_CART = { to: '/cart', label: 'Back to cart' };

interface CheckoutSummaryProps {
  items: readonly CheckoutItem[];
  step: PaymentStep;
  /** After a price or stock change: the customer confirms the new total by paying it. */
  confirming: boolean;
  /** A payment went through without its order: the button finishes it instead of paying again. */
  unconfirmed: boolean;
  /** The Pay button, for the form to give focus back to. */
  ref?: Ref<HTMLButtonElement>;
  /** Where "back" goes: the cart, or the product a Buy Now came from. */
  back?: { to: string; label: string };
  /** Cash on delivery chosen: its fee rides on the delivery line, and the button places the order. */
  cashOnDelivery?: { fee: number };
  /** The shipping address's PIN, for the delivery dates there. */
  pincode?: string;
  /** The payment method choice, shown above the button. */
  children?: ReactNode;
}

/**
 * The lines and amounts exactly as they will be charged (checkoutTotals, the rule the server charges
 * by: the amount the payment order is made for), and the Pay button, which submits the address form.
 */
export function CheckoutSummary({
  items,
  step,
  confirming,
  unconfirmed,
  ref,
  cashOnDelivery,
  pincode = '',
  back = BACK_TO_CART,
  children,
}: CheckoutSummaryProps) {
  const amounts = checkoutTotals(items, cashOnDelivery?.fee ?? 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const busy = step !== 'idle';
  const label = unconfirmed
    ? 'Try again'
    : cashOnDelivery
      ? `${confirming ? 'Confirm and place order' : 'Place order'}: pay ${formatRupees(amounts.total)} on delivery`
      : `${confirming ? 'Confirm and Pay' : 'Pay'} ${formatRupees(amounts.total)}`;

  return (
    <Panel title="Order Summary">
      <ul className="divide-y divide-slate-100" aria-label="Items in this order">
        {items.map((item) => (
          <OrderLine
            key={item._id}
            className="flex gap-3 py-3 first:pt-0"
            testId="checkout-line"
            variant="small"
            image={
              <img
                src={item.images[0] || '/placeholder-product.svg'}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-16 shrink-0 self-start rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            }
            name={item.name}
            quantity={item.quantity}
            price={item.priceInclGst}
          />
        ))}
      </ul>

      <MoneySummary amounts={amounts} itemCount={itemCount} testIdPrefix="checkout" className="mt-4 border-t border-slate-200 pt-4" />
      <CheckoutDeliveryEstimate pincode={pincode} shipped={items.some((item) => isShipped(item.category))} className="mt-4" />

      {children && <div className="mt-6">{children}</div>}

      <Button ref={ref} type="submit" size="lg" className="mt-6 w-full" disabled={busy} aria-describedby="checkout-step">
        {busy ? <Spinner /> : <LockIcon className="size-5" />}
        {busy ? 'Processing...' : label}
      </Button>
      {/* What the page is waiting for, read out as it changes. */}
      <p id="checkout-step" role="status" className="mt-2 min-h-5 text-center text-sm text-slate-600">
        {step === 'idle' ? '' : STEP_LABELS[step]}
      </p>
      <Link to={back.to} className={buttonClasses({ variant: 'ghost', className: 'mt-1 w-full' })}>
        {back.label}
      </Link>
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <ShieldIcon className="size-4 shrink-0 text-emerald-700" />
        Secure payment by Razorpay: UPI, cards and net banking. GST invoice with every order.
      </p>
    </Panel>
  );
}

function Spinner() {
  return (
    <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" />
  );
}
