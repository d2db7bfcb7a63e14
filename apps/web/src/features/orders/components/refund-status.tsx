import { refundSummaryLabel, type RefundStatus as OneRefundStatus, type RefundSummary } from '@store/shared';

// Text and background pairs all pass WCAG AA contrast at text-xs. A refund just written ('created')
// looks like one on its way: to the customer both mean the money is coming.
export const REFUND_TONES: Record<OneRefundStatus, string> = {
  created: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/**
 * An order's money coming back in one badge, coloured by where it stands: refundSummaryLabel's words
 * (the customer's), unless the shop's side gives its own `label`.
 */
export function RefundStatus({ refund, label }: { refund: Pick<RefundSummary, 'status' | 'extent' | 'amountPaise' | 'refundedPaise'>; label?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${REFUND_TONES[refund.status]}`} data-testid="refund-status">
      {label ?? refundSummaryLabel(refund)}
    </span>
  );
}
