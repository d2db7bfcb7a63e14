import { z } from 'zod';
import { formatPaise } from './money';

/**
 * Money coming back (issue 22): refunds are rows, one per refund, each with its own amount, reason
 * and gateway state; an order's refund state is derived from its rows. Amounts here are in paise, as
 * the gateway counts them (a partial refund need not be whole rupees).
 */

/**
 * A refund's life: `created` (written, not yet asked of the gateway), `pending` (the gateway took
 * it; the bank has not finished), `processed` (the money is back), `failed` (the gateway or the bank
 * refused it; the shop may try again). Only forward: a late `pending` never undoes `processed`.
 */
export const REFUND_STATUSES = ['created', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How far along each status is: an event may only move a refund to a higher rank (failed → created is a retry). */
export const REFUND_STATUS_RANK: Readonly<Record<RefundStatus, number>> = { created: 0, pending: 1, failed: 2, processed: 3 };

/** Why money went back. */
export const REFUND_REASONS = [
  'order-cancelled',
  'shop',
  'sold-out',
  'product-hidden',
  'amount-mismatch',
  'duplicate-payment',
  'gateway',
  'return',
  'rto',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  'order-cancelled': 'Order cancelled',
  shop: 'Refunded by the shop',
  'sold-out': 'Sold out before the payment arrived',
  'product-hidden': 'Item withdrawn before the payment arrived',
  'amount-mismatch': 'Payment did not match the order',
  'duplicate-payment': 'Paid twice',
  gateway: 'Refunded at the payment gateway',
  return: 'Items returned',
  rto: 'Parcel returned undelivered',
};

/** How a refund goes back: through the gateway to the payment, or (cash on delivery) by the shop's own bank transfer or UPI payment. */
export const REFUND_METHODS = ['gateway', 'bank-transfer', 'upi'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** How each kind of refund reached the customer, in the shop's words (exports, the order page). */
export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  gateway: 'Razorpay, to the original payment',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
};

const iso = z.iso.datetime();
const paise = z.number().int().nonnegative();

/** One refund as its customer sees it: never the gateway's own words. */
export const refundSchema = z.object({
  _id: z.string(),
  amountPaise: z.number().int().positive(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  createdAt: iso,
  processedAt: iso.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** One refund as the shop sees it: who asked, the gateway's id, and why it failed. */
export const adminRefundSchema = refundSchema.extend({
  gatewayRefundId: z.string(),
  requestedBy: z.string(),
  failureReason: z.string(),
  attempts: z.number().int().positive(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/**
 * An order's money coming back, summed from its refunds: `extent` full once its refunds (failed
 * ones too: they are still owed) cover the whole payment; `status` failed while any refund is failed, else pending
 * while any is on its way, else processed.
 */
export const refundSummarySchema = z.object({
  extent: z.enum(['partial', 'full']),
  status: z.enum(['pending', 'processed', 'failed']),
  /** Refunded or on its way (failed refunds left out). */
  amountPaise: paise,
  /** Back with the customer. */
  refundedPaise: paise,
  refunds: z.array(refundSchema),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

/** Sums refunds of a payment of `capturedPaise`; null when there are none. */
export function summariseRefunds<R extends Pick<Refund, 'amountPaise' | 'status'>>(
  refunds: R[],
  capturedPaise: number,
): { extent: 'partial' | 'full'; status: 'pending' | 'processed' | 'failed'; amountPaise: number; refundedPaise: number; refunds: R[] } | null {
  if (refunds.length === 0) return null;
  const sum = (keep: (refund: R) => boolean) => refunds.filter(keep).reduce((total, refund) => total + refund.amountPaise, 0);
  const amountPaise = sum((refund) => refund.status !== 'failed');
  const refundedPaise = sum((refund) => refund.status === 'processed');
  const status = refunds.some((refund) => refund.status === 'failed')
    ? 'failed'
    : refunds.some((refund) => refund.status === 'created' || refund.status === 'pending')
      ? 'pending'
      : 'processed';
  // A failed refund is still owed to the customer: it counts towards how much is coming back.
  const owedPaise = sum(() => true);
  return { extent: owedPaise >= capturedPaise ? 'full' : 'partial', status, amountPaise, refundedPaise, refunds };
}

/** What the customer is told about their money (never a gateway's error text). */
export function refundSummaryLabel(summary: Pick<RefundSummary, 'status' | 'extent' | 'amountPaise' | 'refundedPaise'>): string {
  const what = summary.extent === 'full' ? 'Refund' : 'Partial refund';
  switch (summary.status) {
    case 'processed':
      return `${summary.extent === 'full' ? 'Refunded' : 'Partly refunded'} ${formatPaise(summary.refundedPaise)}`;
    case 'pending':
      return `${what} of ${formatPaise(summary.amountPaise)} on its way`;
    case 'failed':
      return `${what} delayed: we will contact you`;
  }
}

export const PAYMENT_MESSAGES = {
  /** 409: the refund asked for is more than is left of the payment. */
  refundTooLarge: (leftPaise: number) =>
    leftPaise > 0 ? `Only ${formatPaise(leftPaise)} of this payment can still be refunded.` : 'This payment has been refunded in full already.',
  refundNotFound: 'Refund not found',
  refundNotFailed: 'Only a failed refund can be tried again.',
  /** A refund made on the gateway's dashboard is the gateway's: the shop never sends it again. */
  refundNotOurs: 'This refund was made on the payment gateway: settle it on its dashboard.',
  attentionNotFound: 'This payment no longer needs attention.',
  attentionSettled: 'This payment has been settled already.',
  /** make-order on a payment for less than the order, or in another currency. */
  cannotMakeOrder: 'This payment does not cover the order: refund it instead.',
  notEnoughStockForOrder: (name: string, available: number) => `Only ${available} of ${name} in stock: add stock first, or refund the payment.`,
  amountInvalid: 'Enter an amount in rupees of at least ₹1, with at most two decimals',
  refundQueued: 'Refund started. The money reaches the customer in 5–7 working days.',
} as const;

/** A held payment nobody settles within this is refunded in full by the shop's own worker. */
export const HELD_PAYMENT_REFUND_HOURS = 48;

/** Why a paid checkout cannot simply become an order, and is held for a person to settle. */
export const HELD_PAYMENT_REASONS = ['amount-mismatch', 'sold-out', 'product-hidden'] as const;
export type HeldPaymentReason = (typeof HELD_PAYMENT_REASONS)[number];

/** Why a payment waits for a person. */
export const ATTENTION_KINDS = [...HELD_PAYMENT_REASONS, 'refund-failed'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
export const ATTENTION_ACTIONS = ['make-order', 'refund', 'retry-refund'] as const;
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number];

export const ATTENTION_LABELS: Readonly<Record<AttentionKind, string>> = {
  'amount-mismatch': 'Amount or currency does not match the checkout',
  'sold-out': 'Paid after the reservation expired; stock had gone',
  'product-hidden': 'Paid for a product hidden since',
  'refund-failed': 'Refund failed',
};

/** GET /api/admin/payments/attention: one payment (or failed refund) waiting for a person. */
export const attentionItemSchema = z.object({
  /** The checkout's id for a held payment; the refund's id for a failed refund. */
  _id: z.string(),
  kind: z.enum(ATTENTION_KINDS),
  actions: z.array(z.enum(ATTENTION_ACTIONS)),
  paymentId: z.string(),
  /** What was paid (held payments) or what the refund is for (failed refunds). */
  amountPaise: paise,
  currency: z.string(),
  /** What the checkout expected, in paise. */
  expectedPaise: paise,
  orderId: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  items: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() })),
  /** The shop's own note (never shown to the customer). */
  note: z.string(),
  since: iso,
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export const attentionListSchema = z.object({ items: z.array(attentionItemSchema) });
export type AttentionList = z.infer<typeof attentionListSchema>;

/** A refund amount the shop types in rupees (₹1,499.50), turned into paise. */
export const rupeeAmountSchema = z
  .number({ error: PAYMENT_MESSAGES.amountInvalid })
  .min(1, PAYMENT_MESSAGES.amountInvalid)
  .max(10_000_000, PAYMENT_MESSAGES.amountInvalid)
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, PAYMENT_MESSAGES.amountInvalid)
  .transform((rupees) => Math.round(rupees * 100));

/** POST /api/admin/orders/:id/refunds: part (or the rest) of an order's payment back to its customer. */
export const shopRefundSchema = z
  .object({ amount: rupeeAmountSchema, note: z.string().trim().max(200, 'note must be at most 200 characters').optional() })
  .strict();
export type ShopRefundRequest = z.input<typeof shopRefundSchema>;
