import { sql } from 'drizzle-orm';
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES, type RefundMethod, type RefundStatus } from '@store/shared';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { orders } from '../orders/orders.schema';
import { checkouts } from '../checkout/checkout.schema';

/**
 * Payments the shop has taken (captured at the gateway), each with its checkout and, once made, its
 * order. Refunds are counted against the amount here: the row is locked while one is added, so
 * refunds asked at once never add up to more than was paid.
 */
export const payments = pgTable(
  'payments',
  {
    /** The gateway's id (pay_…). */
    id: text('id').primaryKey(),
    /** Null only for orders paid before checkouts were kept (migration 0009). */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Captured, in paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payments_amount_check', sql`${t.amount} > 0`), index('payments_order_idx').on(t.orderId), index('payments_checkout_idx').on(t.checkoutId)],
);

/**
 * One row per refund (issue 22): partial and repeated refunds of a payment each have their own. A
 * refund through the gateway is asked for by attempts (`refund_attempts`): each sends its own
 * idempotency key (X-Refund-Idempotency), so a retried call never refunds twice, and a failed refund
 * tried again is a new attempt with a new key. Our id goes in every attempt's notes and receipt, so a
 * gateway event always finds its refund, even one of an earlier attempt that arrives late (issue 40).
 * The row's status, gateway id and key are those of its latest attempt.
 *
 * A cash-on-delivery order is refunded by hand (`method` 'bank-transfer' or 'upi', with the transfer's
 * UTR as `reference`): no payment, no gateway, processed when the shop records it. Refunds of both kinds
 * are what the reports, lifetime value and the order's money count.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for a refund made by hand (a COD order's: no payment was taken online). */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Paise. */
    amount: integer('amount').notNull(),
    /** How the money went back: through the gateway to the payment, or by the shop's own bank transfer or UPI payment. */
    method: text('method', { enum: REFUND_METHODS }).$type<RefundMethod>().notNull().default('gateway'),
    /** The UTR (bank's reference) of a refund made by hand. */
    reference: text('reference').notNull().default(''),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).$type<RefundStatus>().notNull().default('created'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(1),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'system', 'gateway', or the admin's e-mail. */
    requestedBy: text('requested_by').notNull(),
    /** The gateway's code and words when it failed: for the shop, never the customer. */
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_reason_check', oneOf(t.reason, REFUND_REASONS)),
    check('refunds_method_check', oneOf(t.method, REFUND_METHODS)),
    // A gateway refund refunds a payment; one made by hand names its order and its transfer.
    check('refunds_payment_check', sql`(${t.method} = 'gateway') = (${t.paymentId} IS NOT NULL)`),
    check('refunds_by_hand_check', sql`${t.method} = 'gateway' OR (${t.orderId} IS NOT NULL AND ${t.reference} <> '' AND ${t.status} = 'processed')`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_failed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * Every attempt of a gateway refund, kept as its history (issue 40): the key it was sent with, the
 * gateway's refund id once known, and what became of it. A late or out-of-order event of an earlier
 * attempt moves that attempt only, never the refund's current one, and never makes a refund row of its own.
 */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).$type<RefundStatus>().notNull().default('created'),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.attempt] }), check('refund_attempts_status_check', oneOf(t.status, REFUND_STATUSES))],
);
