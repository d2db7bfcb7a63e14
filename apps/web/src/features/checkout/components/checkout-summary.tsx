import { formatRupees, gstTotals, TAX_RATE } from '@store/shared';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { LockIcon, ShieldIcon } from '@/components/ui/icons';
import type { CheckoutItem } from '../checkout-item';
import { STEP_LABELS, type PaymentStep } from '../hooks/use-payment-flow';

interface CheckoutSummaryProps {
  items: readonly CheckoutItem[];
  step: PaymentStep;
  /** After a price or stock change: the customer confirms the new total by paying it. */
  confirming: boolean;
  /** A payment went through without its order: the button finishes it instead of paying again. */
  unconfirmed: boolean;
  /** The Pay button, for the form to give focus back to. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The lines and amounts exactly as they will be charged (gstTotals, the rule the server charges by:
 * the amount the payment order is made for), and the Pay button, which submits the address form.
 */
export function CheckoutSummary({ items, step, confirming, unconfirmed, ref }: CheckoutSummaryProps) {
  const { subtotal, tax, total } = gstTotals(items.map(({ price, quantity }) => ({ price, quantity })));
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const busy = step !== 'idle';
  const label = unconfirmed ? 'Try again' : `${confirming ? 'Confirm and Pay' : 'Pay'} ${formatRupees(total)}`;

  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-slate-100" aria-label="Items in this order">
        {items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 first:pt-0" data-testid="checkout-line">
            <img
              src={item.images[0] || '/placeholder-product.svg'}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-16 shrink-0 self-start rounded-lg border border-slate-200 bg-slate-100 object-cover"
            />
            <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium leading-snug">{item.name}</p>
                <p className="text-sm text-slate-600">
                  {item.quantity} × {formatRupees(item.price)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold">
                <span className="sr-only">Line total </span>
                {formatRupees(item.price * item.quantity)}
              </p>
            </div>
          </li>
        ))}
      </ul>

      <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium" data-testid="checkout-subtotal">
            {formatRupees(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Tax ({Math.round(TAX_RATE * 100)}% GST)</dt>
          <dd className="font-medium" data-testid="checkout-tax">
            {formatRupees(tax)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Shipping</dt>
          <dd className="font-medium text-emerald-700">Free</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold" data-testid="checkout-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>

      <Button ref={ref} type="submit" size="lg" className="mt-6 w-full" disabled={busy} aria-describedby="checkout-step">
        {busy ? <Spinner /> : <LockIcon className="size-5" />}
        {busy ? 'Processing...' : label}
      </Button>
      {/* What the page is waiting for, read out as it changes. */}
      <p id="checkout-step" role="status" className="mt-2 min-h-5 text-center text-sm text-slate-600">
        {step === 'idle' ? '' : STEP_LABELS[step]}
      </p>
      <Link to="/cart" className={buttonClasses({ variant: 'ghost', className: 'mt-1 w-full' })}>
        Back to cart
      </Link>
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <ShieldIcon className="size-4 shrink-0 text-emerald-700" />
        Secure payment by Razorpay: UPI, cards and net banking. GST invoice with every order.
      </p>
    </section>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" />;
}
