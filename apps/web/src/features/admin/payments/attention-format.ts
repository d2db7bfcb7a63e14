import { CURRENCY, formatPaise, orderNumber, type AttentionAction, type AttentionItem } from '@store/shared';

/** The button for each action an item allows. */
export const ACTION_LABELS: Record<AttentionAction, string> = {
  'make-order': 'Make the order',
  refund: 'Refund in full',
  'retry-refund': 'Retry refund',
};

/** When the server gave no reason (no connection, an unexpected failure). */
export const SETTLE_FAILED = 'Could not settle this payment. Please try again.';

/** The customer as the dialogs and toasts name them; a failed refund of an old checkout may not know them. */
export const customerOf = (item: AttentionItem): string => item.customer.name || 'the customer';

/** The success toast once a held payment has become order `orderId`. */
export const orderMadeMessage = (orderId: string, customer: string): string => `Order #${orderNumber(orderId)} made. ${customer} is e-mailed the confirmation.`;

/** An amount in paise in the payment's own currency: rupees as everywhere, anything else by its code. */
export function formatMoney(paise: number, currency: string): string {
  if (currency === CURRENCY) return formatPaise(paise);
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
  } catch {
    return `${(paise / 100).toFixed(2)} ${currency}`; // a code Intl does not know
  }
}

/** "₹1.00 short of the order total", "₹500.00 more than the order total", or null when the payment matches or cannot be compared. */
export function differenceOf(item: AttentionItem): { text: string; short: boolean } | null {
  if (item.kind === 'refund-failed' || item.currency !== CURRENCY || item.amountPaise === 0 || item.amountPaise === item.expectedPaise) return null;
  const short = item.amountPaise < item.expectedPaise;
  const by = formatPaise(Math.abs(item.amountPaise - item.expectedPaise));
  return { text: short ? `${by} short of the order total` : `${by} more than the order total`, short };
}
