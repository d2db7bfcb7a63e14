import type { OrderStatus } from '@store/shared';
import { STATUS_LABELS } from '../order-format';

// Text and background pairs all pass WCAG AA contrast at text-xs.
const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-100 text-brand-800',
  processing: 'bg-indigo-100 text-indigo-800',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[status]}`} data-testid="order-status">
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
