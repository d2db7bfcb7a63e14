import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../payments/razorpay-client';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids: a prefix and 14 base-62 characters (order_…, pay_…, rfnd_…, evt_…). */
export function sandboxId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

export const toRazorpayOrder = (row: OrderRow): RazorpayOrder => ({
  id: row.id,
  entity: 'order',
  amount: row.amount,
  amount_paid: row.amountPaid,
  amount_due: row.amount - row.amountPaid,
  currency: row.currency,
  receipt: row.receipt,
  status: row.status as RazorpayOrder['status'],
  attempts: row.attempts,
  notes: row.notes,
  created_at: seconds(row.createdAt),
});

export const toRazorpayPayment = (row: PaymentRow): RazorpayPayment => ({
  id: row.id,
  entity: 'payment',
  amount: row.amount,
  currency: row.currency,
  status: row.status as RazorpayPayment['status'],
  order_id: row.orderId,
  method: row.method,
  amount_refunded: row.amountRefunded,
  refund_status: row.amountRefunded === 0 ? null : row.amountRefunded >= row.amount ? 'full' : 'partial',
  captured: row.status === 'captured' || row.status === 'refunded',
  error_code: row.errorCode,
  error_description: row.errorDescription,
  created_at: seconds(row.createdAt),
});

export const toRazorpayRefund = (row: RefundRow, currency: string): RazorpayRefund => ({
  id: row.id,
  entity: 'refund',
  amount: row.amount,
  currency,
  payment_id: row.paymentId,
  status: row.status as RazorpayRefund['status'],
  receipt: row.receipt,
  created_at: seconds(row.createdAt),
});

/** The sandbox's SQL: what Razorpay keeps about orders, payments and refunds. */
export function createSandboxRepository(db: Database) {
  return {
    async insertOrder(order: { amount: number; currency: string; receipt: string | null; notes: Record<string, string> }): Promise<OrderRow> {
      const [row] = await db.insert(sandboxOrders).values({ id: sandboxId('order'), ...order }).returning();
      return row!;
    },

    async findOrder(id: string, tx: Database = db, lock = false): Promise<OrderRow | undefined> {
      const query = tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async paymentsOfOrder(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt));
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

    /** Counts an attempt at paying the order (paid or not); the order as it is now. */
    async markOrderAttempt(orderId: string, paid: boolean, tx: Database): Promise<OrderRow> {
      const [row] = await tx
        .update(sandboxOrders)
        .set(
          paid
            ? { status: 'paid', amountPaid: sql`${sandboxOrders.amount}`, attempts: sql`${sandboxOrders.attempts} + 1` }
            : { status: sql`CASE WHEN ${sandboxOrders.status} = 'paid' THEN 'paid' ELSE 'attempted' END`, attempts: sql`${sandboxOrders.attempts} + 1` },
        )
        .where(eq(sandboxOrders.id, orderId))
        .returning();
      return row!;
    },

    async setPaymentStatus(id: string, status: string, tx: Database = db): Promise<PaymentRow> {
      const [row] = await tx.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.id, id)).returning();
      return row!;
    },

    async findRefund(paymentId: string, idempotencyKey: string, tx: Database = db): Promise<RefundRow | undefined> {
      const [row] = await tx
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** Records a processed refund and what it takes off the payment. */
    async insertRefund(refund: { paymentId: string; amount: number; idempotencyKey: string | null; receipt: string | null }, tx: Database): Promise<RefundRow> {
      const [row] = await tx.insert(sandboxRefunds).values({ id: sandboxId('rfnd'), ...refund }).returning();
      await tx
        .update(sandboxPayments)
        .set({
          amountRefunded: sql`${sandboxPayments.amountRefunded} + ${refund.amount}`,
          status: sql`CASE WHEN ${sandboxPayments.amountRefunded} + ${refund.amount} >= ${sandboxPayments.amount} THEN 'refunded' ELSE ${sandboxPayments.status} END`,
        })
        .where(eq(sandboxPayments.id, refund.paymentId));
      return row!;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
