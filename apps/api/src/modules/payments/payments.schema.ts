import { sql } from 'drizzle-orm';
import { REFUND_REASONS, REFUND_STATUSES, type RefundStatus } from '@store/shared';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * One row per refund (issue 22): partial and repeated refunds of a payment each have their own. The
 * idempotency key is sent to the gateway (X-Refund-Idempotency), so a retried call never refunds
 * twice; a failed refund tried again gets a new key (attempt + 1). Our id goes as the refund's
 * receipt, so its webhooks find the row even before the refund call has returned.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Paise. */
    amount: integer('amount').notNull(),
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
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_failed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
