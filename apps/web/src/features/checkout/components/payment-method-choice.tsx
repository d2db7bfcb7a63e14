import { formatRupees } from '@store/shared';

export type PaymentMethod = 'online' | 'cod';

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Paying online works (keys or the sandbox). */
  online: boolean;
  /** Cash on delivery: its fee, and why it cannot be had for this order (null when it can). */
  cod: { fee: number; unavailable: string | null };
  disabled?: boolean;
}

/** How the customer pays: online now, or in cash to the courier (with the reason when that is not on offer). */
export function PaymentMethodChoice({ value, onChange, online, cod, disabled = false }: PaymentMethodChoiceProps) {
  const option = (method: PaymentMethod, title: string, text: string, unavailable: string | null) => (
    <label
      className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${
        unavailable
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
          : value === method
            ? 'border-brand-600 bg-brand-50'
            : 'border-slate-300 bg-white'
      }`}
    >
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={value === method}
        disabled={disabled || unavailable !== null}
        onChange={() => onChange(method)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-slate-600">{unavailable ?? text}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Payment method</legend>
      {option('online', 'Pay online', 'UPI, cards and net banking, through Razorpay', online ? null : 'Online payment is not available right now')}
      {option(
        'cod',
        'Cash on delivery',
        cod.fee > 0 ? `Pay the courier in cash on delivery (${formatRupees(cod.fee)} fee)` : 'Pay the courier in cash on delivery',
        cod.unavailable,
      )}
    </fieldset>
  );
}
