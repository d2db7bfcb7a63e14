import { COD_MESSAGES, DELIVERY_MESSAGES, formatRupees, PIN_CODE, type DeliveryQuote } from '@store/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TruckIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { rememberedPincode, rememberPincode, useDeliveryQuote } from '../delivery-quote';

interface DeliverToProps {
  /** The goods' worth in rupees with GST (a product page: its price; the cart: its lines), for the delivery fee. */
  amount: number;
  /** False for what no courier carries (software keys, services): only the PIN's place is told. */
  shipped?: boolean;
}

/**
 * "Deliver to": a PIN box (remembered on this device) and what delivery there means: the place, the
 * dates, cash on delivery, and the fee by the shared rule the checkout charges.
 */
/** Whether cash on delivery is offered, and if not, whether the shop takes none, the amount is over its cap (COD_MAX_TOTAL) or the PIN has none. */
function codText(quote: DeliveryQuote, amount: number): string {
  if (quote.cod) return 'Cash on delivery available';
  if (quote.codMaxTotal <= 0) return COD_MESSAGES.off;
  if (amount + quote.shippingFee > quote.codMaxTotal) return `Cash on delivery on orders up to ${formatRupees(quote.codMaxTotal)}`;
  return COD_MESSAGES.notHere(quote.pincode);
}

export function DeliverTo({ amount, shipped = true }: DeliverToProps) {
  // The PIN kept on this device is read after the first render: the server rendered the product page
  // without it, and the render that hydrates that HTML must match it.
  const [pincode, setPincode] = useState('');
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const remembered = rememberedPincode();
    if (!remembered) return;
    setPincode(remembered);
    setDraft(remembered);
  }, []);
  const [invalid, setInvalid] = useState(false);
  const quote = useDeliveryQuote(pincode, amount);
  const inputId = useId();
  const statusId = useId();

  const check = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!PIN_CODE.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPincode(value);
    rememberPincode(value);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <TruckIcon className="size-4 text-brand-700" />
        Deliver to
      </h2>
      <form onSubmit={check} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          PIN code
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter PIN code"
          aria-invalid={invalid || quote.isError}
          aria-describedby={statusId}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button type="submit" className="h-10 shrink-0 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Check
        </button>
      </form>
      <div id={statusId} aria-live="polite" className="mt-3 text-sm empty:hidden" data-testid="delivery-status">
        {invalid ? (
          <p className="text-red-700">{DELIVERY_MESSAGES.pincodeInvalid}</p>
        ) : quote.isPending && pincode !== '' ? (
          <p className="text-slate-600">Checking delivery to {pincode}…</p>
        ) : quote.isError ? (
          <p className="text-red-700">{errorMessage(quote.error, 'Could not check delivery just now. Please try again.')}</p>
        ) : quote.data ? (
          <div className="space-y-1">
            <p className="text-slate-700">
              {quote.data.district}, {quote.data.state} <span className="tabular-nums text-slate-500">{quote.data.pincode}</span>
            </p>
            {!shipped ? (
              <p className="text-slate-700">Delivered by e-mail or at your place: no courier needed.</p>
            ) : quote.data.serviceable && quote.data.estimatedDelivery ? (
              <>
                <p className="font-medium text-slate-900">{DELIVERY_MESSAGES.deliveryBy(quote.data.estimatedDelivery, undefined, quote.data.source)}</p>
                <p className={quote.data.shippingFee === 0 ? 'text-emerald-700' : 'text-slate-700'}>
                  {quote.data.shippingFee === 0
                    ? 'Free delivery'
                    : `Delivery ${formatRupees(quote.data.shippingFee)} (free on orders over ${formatRupees(quote.data.freeShippingOver)})`}
                </p>
                <p className="text-slate-700">{codText(quote.data, amount)}</p>
              </>
            ) : (
              <p className="text-red-700">{DELIVERY_MESSAGES.notServiceable(quote.data.pincode)}</p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
