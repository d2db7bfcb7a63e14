import { defineTimersTable } from '@store/sandbox-kit';
import { boolean, jsonb, index, uniqueIndex, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The payer's details Razorpay shows for a payment made without them (its test payments'). */
export const SANDBOX_PAYER = { email: 'void@razorpay.com', contact: '+919000090000' } as const;

/**
 * The sandbox's own PostgreSQL schema: its tables stand apart from the shop's even when it shares the
 * shop's database (mounted in the development server), and its migrations (migrations.ts) are its own.
 */
export const razorpaySandbox = pgSchema('razorpay_sandbox');

/**
 * The Razorpay sandbox's records: what Razorpay would keep, and the test scenario each payment was
 * made with (how its refunds and webhooks behave).
 */
export const sandboxOrders = razorpaySandbox.table(
  'orders',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    currency: text('currency').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('created'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_receipt_idx').on(t.receipt), index('orders_created_idx').on(t.createdAt.desc())],
);

export const sandboxPayments = razorpaySandbox.table(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Once captured, it stays true (a refunded payment was captured). */
    captured: boolean('captured').notNull().default(false),
    /** The method's detail: the UPI id, the bank, the wallet or the card's id. */
    vpa: text('vpa'),
    bank: text('bank'),
    wallet: text('wallet'),
    cardId: text('card_id'),
    email: text('email').notNull().default(SANDBOX_PAYER.email),
    contact: text('contact').notNull().default(SANDBOX_PAYER.contact),
    fee: integer('fee'),
    tax: integer('tax'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    errorSource: text('error_source'),
    errorStep: text('error_step'),
    errorReason: text('error_reason'),
    /** Test scenario: what the capture call meets ('manual', or 'race': Razorpay's auto-capture gets there first). */
    captureScenario: text('capture_scenario').notNull().default('manual'),
    /** Test scenario: how its refunds end ('processed', 'pending', 'failed', 'failed-once', 'rejected', 'rate-limited'). */
    refundScenario: text('refund_scenario').notNull().default('processed'),
    /** Refund calls made for it (the 'rate-limited' scenario answers the first with 429). */
    refundCalls: integer('refund_calls').notNull().default(0),
    /** Test scenario: how its webhooks are delivered ('once', 'twice', 'late', 'reversed', 'lost'). */
    webhookScenario: text('webhook_scenario').notNull().default('once'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const sandboxRefunds = razorpaySandbox.table(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** What the request asked (amount, speed, receipt, notes): the same key with another request is refused. */
    requestHash: text('request_hash').notNull().default(''),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    speedRequested: text('speed_requested').notNull().default('normal'),
    status: text('status').notNull().default('processed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency_idx').on(t.paymentId, t.idempotencyKey), index('refunds_payment_idx').on(t.paymentId, t.createdAt)],
);

/**
 * The sandbox's delayed work, written in the transaction of the change that makes it (Razorpay's
 * webhooks come a moment after the change, or late; a pending refund settles minutes later). Its own
 * timers run what is due (@store/sandbox-kit); a failed delivery is due again later, as Razorpay retries.
 */
export const sandboxTimers = defineTimersTable(razorpaySandbox);
