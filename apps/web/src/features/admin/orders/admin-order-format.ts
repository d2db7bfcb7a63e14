import { formatPaise, ORDER_STATUSES, refundSummaryLabel, type AuditEntry, type OrderStatus, type RefundStatus, type RefundSummary } from '@store/shared';

/**
 * The button that moves an order to each status (cancelling is asked twice). No move leads back to
 * pending; its label is there for completeness only.
 */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as pending',
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

const CHANGED: Record<OrderStatus, string> = {
  pending: 'Order marked as pending',
  confirmed: 'Order confirmed',
  processing: 'Order marked as processing',
  shipped: 'Order marked as shipped',
  delivered: 'Order marked as delivered',
  cancelled: 'Order cancelled and refund started',
};

/** The success toast once the order has reached `status`. */
export const changedMessage = (status: OrderStatus): string => CHANGED[status];

/** When the server gave no reason (no connection, an unexpected failure). */
export const CHANGE_FAILED = 'Could not update the order. Please try again.';

const isStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** What an audit entry did to the order: its status before and after, and a tracking number it set. */
export function statusChangeOf(entry: AuditEntry): { from?: OrderStatus; to?: OrderStatus; trackingNumber?: string } {
  const from = entry.before?.status;
  const to = entry.after?.status;
  const tracking = entry.after?.trackingNumber;
  const trackingBefore = entry.before?.trackingNumber;
  return {
    from: isStatus(from) ? from : undefined,
    to: isStatus(to) ? to : undefined,
    trackingNumber: typeof tracking === 'string' && tracking && tracking !== trackingBefore ? tracking : undefined,
  };
}

/** The sum of the lines' quantities: what "items" means to the people packing them. */
export const itemCount = (items: readonly { quantity: number }[]): number => items.reduce((sum, item) => sum + item.quantity, 0);

/** Where one refund stands, as the shop needs to know it. */
export const ADMIN_REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  created: 'Not yet sent to Razorpay',
  pending: 'Pending at the bank',
  processed: 'Processed',
  failed: 'Failed',
};

const REQUESTERS: Record<string, string> = {
  customer: 'The customer (cancelling)',
  system: "The shop's own rules",
  gateway: 'Made on the Razorpay dashboard',
  'command line': 'The command line',
};

/** The order's refund badge for the shop: the customer's words, except that a failed refund says where to act, not "we will contact you". */
export const adminRefundSummaryLabel = (summary: RefundSummary): string =>
  summary.status === 'failed' ? 'A refund failed: retry it under Refunds' : refundSummaryLabel(summary);

/** Who asked for a refund: an admin's e-mail as it is, the other requesters in words. */
export const requesterLabel = (requestedBy: string): string => REQUESTERS[requestedBy] ?? requestedBy;

/** When the server gave no reason for a refused refund. */
export const REFUND_FAILED = 'Could not start the refund. Please try again.';

/** A shop refund's audit entry (action order.refund): how much, and the shop's note. */
export function refundOf(entry: AuditEntry): { amount: string; note: string } | undefined {
  const amountPaise = entry.action === 'order.refund' ? entry.after?.amountPaise : undefined;
  if (typeof amountPaise !== 'number') return undefined;
  const note = entry.after?.note;
  return { amount: formatPaise(amountPaise), note: typeof note === 'string' ? note : '' };
}
