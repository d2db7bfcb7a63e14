import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RefundStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { after, cursorAt, indiaDayOf, onIndiaDays, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { payments, refundAttempts, refunds } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type RefundAttemptRow = typeof refundAttempts.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'processedAt' | 'attempts' | 'idempotencyKey'> & {
  /** Given by the caller only for refunds made at the gateway itself (their key is the gateway's id). */
  idempotencyKey?: string;
  status?: RefundStatus;
};

/** A payment taken, written; the same payment again only links its order, once known. */
const insertPayment = (payment: typeof payments.$inferInsert, on: Database) =>
  on
    .insert(payments)
    .values(payment)
    .onConflictDoUpdate({ target: payments.id, set: { orderId: sql`coalesce(${payments.orderId}, excluded.order_id)` } });

/** The SQL of payments taken and their refunds. */
export function createRefundRepository(db: Database) {
  return {
    /** Records a payment taken; a second call for the same payment only links its order, once known. */
    async recordPayment(payment: typeof payments.$inferInsert, tx: Database): Promise<void> {
      await insertPayment(payment, tx);
    },

    /** recordPayment as a CTE, to run in another statement of the same transaction (the order's insert). */
    recordingPayment(payment: typeof payments.$inferInsert, on: Database) {
      return on.$with('payment_recorded').as(insertPayment(payment, on).returning({ id: payments.id }));
    },

    async findPayment(id: string, on: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await on.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** The payment, locked until `tx` ends: refunds of one payment are added one at a time. */
    async lockPayment(id: string, tx: Database): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async paymentOfOrder(orderId: string, on: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await on.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)).limit(1);
      return row;
    },

    /** Paise refunded or on its way (failed refunds do not count: nothing went back). */
    async committedOf(paymentId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), sql`${refunds.status} <> 'failed'`));
      return row?.sum ?? 0;
    },

    /** A refund through the gateway, with its first attempt. */
    async insert(refund: NewRefund, tx: Database): Promise<RefundRow> {
      const id = crypto.randomUUID();
      const idempotencyKey = refund.idempotencyKey ?? `${id}_1`;
      const [row] = await tx
        .insert(refunds)
        .values({ ...refund, id, idempotencyKey })
        .returning();
      await tx.insert(refundAttempts).values({ refundId: id, attempt: 1, idempotencyKey });
      return row!;
    },

    /** A refund the shop made by hand (a COD order's bank transfer or UPI payment), processed as recorded. */
    async insertByHand(
      refund: Pick<NewRefund, 'orderId' | 'amount' | 'reason' | 'requestedById' | 'requestedBy'> & { method: 'bank-transfer' | 'upi'; reference: string },
      tx: Database,
    ): Promise<RefundRow> {
      const id = crypto.randomUUID();
      const [row] = await tx
        .insert(refunds)
        .values({ ...refund, id, paymentId: null, idempotencyKey: `by-hand:${id}`, status: 'processed', processedAt: sql`now()` })
        .returning();
      return row!;
    },

    /** A refund the gateway made by itself (its dashboard), once; undefined if recorded already. */
    async insertFromGateway(refund: NewRefund & { gatewayRefundId: string }, tx: Database): Promise<RefundRow | undefined> {
      const [row] = await tx
        .insert(refunds)
        .values({ ...refund, idempotencyKey: `gateway:${refund.gatewayRefundId}` })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async find(id: string, on: Database = db): Promise<RefundRow | undefined> {
      const [row] = await on.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    async lock(id: string, tx: Database): Promise<RefundRow | undefined> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row;
    },

    /**
     * The refund a gateway event speaks of, locked, with the attempt it is about: by the gateway's
     * refund id, else by the receipt we sent (the attempt's idempotency key, `<our id>_<attempt>`),
     * which finds it before our own call has returned. `ours` is our id as the event's notes carry it
     * (or the receipt's prefix): an event of ours whose attempt is not known still finds its refund.
     */
    async lockForGateway(
      gatewayRefundId: string,
      receipt: string | null,
      ours: string | null,
      tx: Database,
    ): Promise<{ refund: RefundRow; attempt: RefundAttemptRow | undefined } | undefined> {
      const [byId] = await tx.select().from(refundAttempts).where(eq(refundAttempts.gatewayRefundId, gatewayRefundId));
      const [byReceipt] = byId || !receipt ? [] : await tx.select().from(refundAttempts).where(eq(refundAttempts.idempotencyKey, receipt));
      const attempt = byId ?? byReceipt;
      const refundId = attempt?.refundId ?? ours;
      if (refundId) {
        const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
        if (refund) return { refund, attempt: attempt && (await this.lockAttempt(attempt.refundId, attempt.attempt, tx)) };
      }
      // A refund made at the gateway itself, recorded by an earlier event: its row carries the gateway's id.
      const [made] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).for('update');
      return made ? { refund: made, attempt: undefined } : undefined;
    },

    async lockAttempt(refundId: string, attempt: number, tx: Database): Promise<RefundAttemptRow | undefined> {
      const [row] = await tx
        .select()
        .from(refundAttempts)
        .where(and(eq(refundAttempts.refundId, refundId), eq(refundAttempts.attempt, attempt)))
        .for('update');
      return row;
    },

    async addAttempt(refundId: string, attempt: number, idempotencyKey: string, tx: Database): Promise<void> {
      await tx.insert(refundAttempts).values({ refundId, attempt, idempotencyKey });
    },

    async updateAttempt(
      refundId: string,
      attempt: number,
      fields: Partial<Pick<RefundAttemptRow, 'status' | 'gatewayRefundId' | 'failureReason'>>,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(refundAttempts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(refundAttempts.refundId, refundId), eq(refundAttempts.attempt, attempt)));
    },

    /** Every attempt of these refunds, oldest first. */
    async attemptsOf(refundIds: string[], on: Database = db): Promise<RefundAttemptRow[]> {
      if (refundIds.length === 0) return [];
      return on
        .select()
        .from(refundAttempts)
        .where(inArray(refundAttempts.refundId, refundIds))
        .orderBy(asc(refundAttempts.refundId), asc(refundAttempts.attempt));
    },

    async update(
      id: string,
      fields: Partial<Pick<RefundRow, 'status' | 'gatewayRefundId' | 'failureReason' | 'processedAt' | 'attempts' | 'idempotencyKey'>>,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(refunds)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(refunds.id, id));
    },

    /** The payments of these orders, each with its refunds (oldest first). */
    async ofOrders(orderIds: string[], on: Database = db): Promise<Array<{ payment: PaymentRow; refunds: RefundRow[] }>> {
      if (orderIds.length === 0) return [];
      const rows = await on
        .select({ payment: payments, refund: refunds })
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(payments.createdAt), asc(refunds.createdAt), asc(refunds.id));
      const byPayment = new Map<string, { payment: PaymentRow; refunds: RefundRow[] }>();
      for (const { payment, refund } of rows) {
        const entry = byPayment.get(payment.id) ?? { payment, refunds: [] };
        if (refund) entry.refunds.push(refund);
        byPayment.set(payment.id, entry);
      }
      return [...byPayment.values()];
    },

    /** Refunds made by hand (cash-on-delivery orders: no gateway payment) of these orders, oldest first. */
    async byHandOfOrders(orderIds: string[], on: Database = db): Promise<RefundRow[]> {
      if (orderIds.length === 0) return [];
      return on
        .select()
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), isNull(refunds.paymentId)))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    /** Paise refunded (refunds not failed) on each of India's days from … to that had any, by the day asked. */
    async refundedByDay(from: string, to: string, on: Database = db): Promise<Array<{ day: string; paise: number }>> {
      const day = indiaDayOf(refunds.createdAt);
      return on
        .select({ day, paise: sql<number>`sum(${refunds.amount})`.mapWith(Number) })
        .from(refunds)
        .where(and(onIndiaDays(refunds.createdAt, from, to), sql`${refunds.status} <> 'failed'`))
        .groupBy(day)
        .orderBy(day);
    },

    /** A page of the refunds asked for from … to (India's days), failed ones too, oldest first. */
    async exportPage(from: string, to: string, cursor: Cursor | undefined, on: Database = db): Promise<RefundExportRow[]> {
      return on
        .select({
          id: refunds.id,
          cursorAt: cursorAt(refunds.createdAt),
          orderId: refunds.orderId,
          paymentId: refunds.paymentId,
          method: refunds.method,
          reference: refunds.reference,
          amount: refunds.amount,
          status: refunds.status,
          reason: refunds.reason,
          requestedBy: refunds.requestedBy,
          gatewayRefundId: refunds.gatewayRefundId,
          createdAt: refunds.createdAt,
          processedAt: refunds.processedAt,
        })
        .from(refunds)
        .where(and(onIndiaDays(refunds.createdAt, from, to), after(refunds.createdAt, refunds.id, cursor)))
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
        .limit(PAGE_ROWS);
    },

    /** Refunds that failed, newest first: they wait for the shop to try again. */
    async failed(on: Database = db): Promise<RefundRow[]> {
      return on.select().from(refunds).where(eq(refunds.status, 'failed')).orderBy(desc(refunds.updatedAt)).limit(200);
    },
  };
}

/** A refund as the refunds export lists it. */
export type RefundExportRow = Pick<
  RefundRow,
  'id' | 'orderId' | 'paymentId' | 'method' | 'reference' | 'amount' | 'status' | 'reason' | 'requestedBy' | 'gatewayRefundId' | 'createdAt' | 'processedAt'
> & { cursorAt: string };

export type RefundRepository = ReturnType<typeof createRefundRepository>;
