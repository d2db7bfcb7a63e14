import type { Order } from '@store/shared';
import { isPaymentCompleted, paymentStatusLabel } from '../order-format';

/** SPEC §4: 'completed' shows green, any other state yellow. */
export function PaymentStatusBadge({ payment }: { payment: Order['paymentDetails'] }) {
  const tone = isPaymentCompleted(payment) ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`} data-testid="payment-status">
      {paymentStatusLabel(payment.status)}
    </span>
  );
}
