import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from './database';
import { insertAfter } from './insert-after';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-entities';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from './sandbox.schema';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids: a prefix and 14 base-62 characters (order_…, pay_…, rfnd_…, evt_…). */
export function sandboxId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type OrderRow = typeof sandboxOrders.$inferSelect;
export type PaymentRow = typeof sandboxPayments.$inferSelect;
export type RefundRow = typeof sandboxRefunds.$inferSelect;

/** Razorpay writes notes nobody set as an empty list (its documented samples show `"notes": []`). */
const notesOf = (notes: Record<string, string>) => (Object.keys(notes).length === 0 ? [] : notes);

/** The order entity, field for field as Razorpay's API reference shows it. */
export const toRazorpayOrder = (row: OrderRow): RazorpayOrder => ({
  id: row.id,
  entity: 'order',
  amount: row.amount,
  amount_paid: row.amountPaid,
  amount_due: row.amount - row.amountPaid,
  currency: row.currency,
  receipt: row.receipt,
  offer_id: null,
  status: row.status as RazorpayOrder['status'],
  attempts: row.attempts,
  notes: notesOf(row.notes),
  created_at: seconds(row.createdAt),
});

/** The payment entity, field for field as Razorpay's API reference shows it. */
export const toRazorpayPayment = (row: PaymentRow): RazorpayPayment => ({
  id: row.id,
  entity: 'payment',
  amount: row.amount,
  currency: row.currency,
  status: row.status as RazorpayPayment['status'],
  order_id: row.orderId,
  invoice_id: null,
  international: false,
  method: row.method,
  amount_refunded: row.amountRefunded,
  refund_status: row.amountRefunded === 0 ? null : row.amountRefunded >= row.amount ? 'full' : 'partial',
  captured: row.captured,
  description: null,
  card_id: row.cardId,
  bank: row.bank,
  wallet: row.wallet,
  vpa: row.vpa,
  email: row.email,
  contact: row.contact,
  notes: [],
  fee: row.fee,
  tax: row.tax,
  error_code: row.errorCode,
  error_description: row.errorDescription,
  error_source: row.errorSource,
  error_step: row.errorStep,
  error_reason: row.errorReason,
  acquirer_data:
    row.method === 'upi'
      ? { rrn: row.captured ? row.id.slice(-12).replace(/\D/g, '7').padStart(12, '3') : null, upi_transaction_id: null }
      : row.method === 'card'
        ? { auth_code: null }
        : { bank_transaction_id: null },
  created_at: seconds(row.createdAt),
  ...(row.method === 'upi' ? { upi: { payer_account_type: 'bank_account', vpa: row.vpa, flow: 'collect' } } : {}),
});

/** The refund entity, field for field as Razorpay's API reference shows it. */
export const toRazorpayRefund = (row: RefundRow, currency: string): RazorpayRefund => ({
  id: row.id,
  entity: 'refund',
  amount: row.amount,
  currency,
  payment_id: row.paymentId,
  notes: notesOf(row.notes),
  receipt: row.receipt,
  acquirer_data: { arn: row.status === 'processed' ? `1${row.id.slice(-13).replace(/\D/g, '0').padStart(13, '0')}` : null },
  created_at: seconds(row.createdAt),
  batch_id: null,
  status: row.status as RazorpayRefund['status'],
  speed_processed: 'normal',
  speed_requested: row.speedRequested,
});

/** Razorpay's list parameters: newest first, `count` (default 10, at most 100) from `skip`, within `from`…`to` (unix seconds). */
export interface ListWindow {
  count: number;
  skip: number;
  from?: number | undefined;
  to?: number | undefined;
}

const within = (column: typeof sandboxOrders.createdAt | typeof sandboxRefunds.createdAt, window: ListWindow): SQL[] => [
  ...(window.from !== undefined ? [gte(column, new Date(window.from * 1000))] : []),
  ...(window.to !== undefined ? [lte(column, new Date(window.to * 1000))] : []),
];

/** The sandbox's SQL: what Razorpay keeps about orders, payments and refunds. */
export function createSandboxRepository(db: Database) {
  return {
    async insertOrder(order: { amount: number; currency: string; receipt: string | null; notes: Record<string, string> }): Promise<OrderRow | undefined> {
      const [row] = await db
        .insert(sandboxOrders)
        .values({ id: sandboxId('order'), ...order })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async listOrders(window: ListWindow & { receipt?: string | undefined }): Promise<OrderRow[]> {
      const conditions = [...within(sandboxOrders.createdAt, window), ...(window.receipt !== undefined ? [eq(sandboxOrders.receipt, window.receipt)] : [])];
      return db
        .select()
        .from(sandboxOrders)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(sandboxOrders.createdAt), desc(sandboxOrders.id))
        .limit(window.count)
        .offset(window.skip);
    },

    async findOrder(id: string, tx: Database = db, lock = false): Promise<OrderRow | undefined> {
      const query = tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The order locked for a new payment, and whether one of its payments waits authorized (one statement: every purchase pays). */
    /** The order, and whether a payment of it waits authorized; locked until `tx` ends when `lock`. */
    async orderToPay(id: string, tx: Database = db, lock = false): Promise<{ order: OrderRow; authorizedWaiting: boolean } | undefined> {
      const query = tx
        .select({
          order: sandboxOrders,
          // Spelt out: drizzle writes a one-table select's columns unqualified, and "id" in the subquery would be the payment's.
          authorizedWaiting: sql<boolean>`exists (select 1 from razorpay_sandbox.payments p where p.order_id = razorpay_sandbox.orders.id and p.status = 'authorized')`,
        })
        .from(sandboxOrders)
        .where(eq(sandboxOrders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * A payment captured at once, in one statement without a lock (issue 28): the order, as read
     * (`order`), is paid only if nothing changed it since (every payment and capture changes its
     * attempts or status), and the payment and `alongside` (its webhooks' timer, built on the payment's
     * CTE) are written only if it was. False when the order had changed: the caller goes the locked way.
     */
    async payAtOnce(order: OrderRow, payment: PaymentRow, alongside: (paymentCte: WithSubquery) => WithSubquery[]): Promise<boolean> {
      const paid = db.$with('order_paid').as(
        db
          .update(sandboxOrders)
          .set({ status: 'paid', attempts: order.attempts + 1, amountPaid: order.amount })
          .where(and(eq(sandboxOrders.id, order.id), eq(sandboxOrders.attempts, order.attempts), eq(sandboxOrders.status, order.status)))
          .returning({ id: sandboxOrders.id }),
      );
      const written = insertAfter(db, 'payment_written', sandboxPayments, payment, paid);
      const rows = await db
        .with(paid, written, ...alongside(written))
        .select({ id: written.id })
        .from(written);
      return rows.length === 1;
    },

    async paymentsOfOrder(orderId: string, tx: Database = db): Promise<PaymentRow[]> {
      return tx.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt));
    },

    async findPayment(id: string, tx: Database = db, lock = false): Promise<PaymentRow | undefined> {
      const query = tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertPayment(payment: typeof sandboxPayments.$inferInsert, tx: Database): Promise<PaymentRow> {
      const [row] = await tx.insert(sandboxPayments).values(payment).returning();
      return row!;
    },

    /** Counts a refund call of a payment; its scenario and the calls so far, this one included (undefined: no such payment). */
    async countRefundCall(id: string): Promise<{ scenario: string; count: number } | undefined> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ refundCalls: sql`${sandboxPayments.refundCalls} + 1` })
        .where(eq(sandboxPayments.id, id))
        .returning({ scenario: sandboxPayments.refundScenario, count: sandboxPayments.refundCalls });
      return row;
    },

    async updatePayment(id: string, fields: Partial<Omit<PaymentRow, 'id'>>, tx: Database): Promise<PaymentRow> {
      const [row] = await tx.update(sandboxPayments).set(fields).where(eq(sandboxPayments.id, id)).returning();
      return row!;
    },

    async updateOrder(id: string, fields: Partial<Omit<OrderRow, 'id'>>, tx: Database): Promise<OrderRow> {
      const [row] = await tx.update(sandboxOrders).set(fields).where(eq(sandboxOrders.id, id)).returning();
      return row!;
    },

    async findRefundByKey(paymentId: string, idempotencyKey: string, tx: Database = db): Promise<RefundRow | undefined> {
      const [row] = await tx
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.idempotencyKey, idempotencyKey)));
      return row;
    },

    async findRefund(id: string, tx: Database = db, lock = false): Promise<RefundRow | undefined> {
      const query = tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async refundsOfPayment(paymentId: string, window: ListWindow, tx: Database = db): Promise<RefundRow[]> {
      return tx
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentId, paymentId), ...within(sandboxRefunds.createdAt, window)))
        .orderBy(desc(sandboxRefunds.createdAt), desc(sandboxRefunds.id))
        .limit(window.count)
        .offset(window.skip);
    },

    async listRefunds(window: ListWindow): Promise<Array<RefundRow & { currency: string }>> {
      const conditions = within(sandboxRefunds.createdAt, window);
      const rows = await db
        .select({ refund: sandboxRefunds, currency: sandboxPayments.currency })
        .from(sandboxRefunds)
        .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxRefunds.paymentId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(sandboxRefunds.createdAt), desc(sandboxRefunds.id))
        .limit(window.count)
        .offset(window.skip);
      return rows.map(({ refund, currency }) => ({ ...refund, currency }));
    },

    /** Refunds of the payment so far (its first, or a later one), counting every status. */
    async refundCount(paymentId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId));
      return row?.count ?? 0;
    },

    async insertRefund(refund: Omit<typeof sandboxRefunds.$inferInsert, 'id'>, tx: Database): Promise<RefundRow> {
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({ id: sandboxId('rfnd'), ...refund })
        .returning();
      return row!;
    },

    async setRefundStatus(id: string, status: 'processed' | 'failed', tx: Database): Promise<RefundRow> {
      const [row] = await tx.update(sandboxRefunds).set({ status }).where(eq(sandboxRefunds.id, id)).returning();
      return row!;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
