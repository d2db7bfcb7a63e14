import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from '../../db/client';
import { gateClosed, idOnlyIf } from '../../db/gate';
import { preparedRead } from '../../db/prepared';
import { customers } from '../auth';
import { checkouts, paymentEvents, type CheckoutItem, type CheckoutState } from './checkout.schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'expiresAt'>;

/**
 * The SQL of checkouts and payment events. Row locks are always taken in the same order (a checkout
 * or order first, then products sorted by id: the catalogue's lockForSale), so concurrent buyers wait, never deadlock.
 */
type CheckoutChanges = Partial<Omit<CheckoutRow, 'id' | 'userId' | 'createdAt'>>;

const updateCheckout = (id: string, fields: CheckoutChanges, on: Database) =>
  on
    .update(checkouts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));

/** Whether `error` is insertAlongside's statement failed by its `onlyIf`. */
export const checkoutNotOpened = (error: unknown) => gateClosed(error, 'checkouts');

export function createCheckoutRepository(db: Database) {
  // The reads of every purchase (and of every webhook), prepared once.
  const byGatewayOrder = preparedRead(db, 'checkout_by_gateway_order', (on) =>
    on
      .select()
      .from(checkouts)
      .where(eq(checkouts.gatewayOrderId, sql.placeholder('gatewayOrderId'))),
  );
  const openOfUser = preparedRead(db, 'checkout_open_of_user', (on) =>
    on
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.userId, sql.placeholder('userId')), eq(checkouts.state, 'open' satisfies CheckoutState))),
  );

  return {
    /** A new open checkout, holding its stock until `reservationMinutes` from now (database clock). */
    async insert(checkout: NewCheckout, reservationMinutes: number, tx: Database): Promise<CheckoutRow> {
      const [row] = await tx
        .insert(checkouts)
        .values({ ...checkout, expiresAt: sql`now() + make_interval(mins => ${reservationMinutes})` })
        .returning();
      return row!;
    },

    /**
     * insert() with other modules' writes of the same sale as CTEs of its statement (`alongside.with`:
     * the stock taken, the expiry job), and `alongside.report`, an SQL value over them, answered
     * beside the row: one round trip for the checkout (issue 28).
     */
    async insertAlongside<T>(
      checkout: NewCheckout & { id: string },
      reservationMinutes: number,
      tx: Database,
      alongside: { with: WithSubquery[]; report: SQL<T>; onlyIf?: SQL<boolean> },
    ): Promise<{ row: CheckoutRow; report: T }> {
      // `onlyIf` false: nothing of the statement is written, and it fails (checkoutNotOpened).
      const id = alongside.onlyIf ? idOnlyIf(checkout.id, alongside.onlyIf) : checkout.id;
      const [written] = await tx
        .with(...alongside.with)
        .insert(checkouts)
        .values({ ...checkout, id, expiresAt: sql`now() + make_interval(mins => ${reservationMinutes})` })
        .returning({ ...getTableColumns(checkouts), report: alongside.report });
      const { report, ...row } = written!;
      return { row, report: report as T };
    },

    async findById(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return row;
    },

    async findByGatewayOrder(gatewayOrderId: string): Promise<CheckoutRow | undefined> {
      const [row] = await byGatewayOrder({ gatewayOrderId });
      return row;
    },

    /** The checkout, locked until `tx` ends: every step that changes one takes this first. */
    async lock(id: string, tx: Database): Promise<CheckoutRow | undefined> {
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
      return row;
    },

    /**
     * The checkout (by its id, or its gateway order's) locked as lock() does, with its customer's name
     * and e-mail in the same statement (making its order mails them).
     */
    async lockWithCustomer(
      by: { id: string } | { gatewayOrderId: string },
      tx: Database,
      lock = true,
    ): Promise<{ checkout: CheckoutRow; customer: { name: string; email: string } | undefined } | undefined> {
      const query = tx
        .select({ checkout: checkouts, name: customers.name, email: customers.email })
        .from(checkouts)
        .leftJoin(customers, eq(customers.id, checkouts.userId))
        .where('id' in by ? eq(checkouts.id, by.id) : eq(checkouts.gatewayOrderId, by.gatewayOrderId));
      const [row] = lock ? await query.for('update', { of: checkouts }) : await query;
      return row && { checkout: row.checkout, customer: row.name !== null && row.email !== null ? { name: row.name, email: row.email } : undefined };
    },

    async update(id: string, fields: CheckoutChanges, tx: Database): Promise<void> {
      await updateCheckout(id, fields, tx);
    },

    /** update() as a CTE of another statement in `tx` (the order's insert: one round trip for the sale). */
    updating(id: string, fields: CheckoutChanges, tx: Database, onlyIfStillOpen = false) {
      const update = onlyIfStillOpen
        ? // Read without a lock: still open and holding its stock, as it was read (expiry, another finalise or a hold change one of them).
          tx
            .update(checkouts)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(and(eq(checkouts.id, id), eq(checkouts.state, 'open' satisfies CheckoutState), eq(checkouts.holdsStock, true)))
        : updateCheckout(id, fields, tx);
      return tx.$with('checkout_updated').as(update.returning({ id: checkouts.id }));
    },

    /** The user's open checkouts (a new one releases them: a customer pays for one cart at a time). */
    async openOf(userId: string): Promise<string[]> {
      return (await openOfUser({ userId })).map((row) => row.id);
    },

    /** Holds one customer's cash-on-delivery orders to one at a time until `tx` ends, so the open-order limit holds under concurrency. */
    async lockCashOnDeliveryOf(userId: string, tx: Database): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cod:${userId}`}, 0))`);
    },

    /** Whether an open or past checkout names the product (its lines are kept as they were bought). */
    async namesProduct(productId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(sql`${checkouts.items} @> ${JSON.stringify([{ productId }])}::jsonb`)
        .limit(1);
      return row !== undefined;
    },

    /**
     * One statement for the usual webhook: when this payment has already made its checkout's order,
     * the event is recorded (once) and true comes back; otherwise nothing is written and false comes
     * back, for the caller to record it with its work in one transaction.
     */
    async recordEventIfOrdered(eventId: string, event: string, gatewayOrderId: string, paymentId: string): Promise<boolean> {
      const result = await db.execute(sql`
        WITH ordered AS (
          SELECT 1 FROM ${checkouts}
          WHERE ${checkouts.gatewayOrderId} = ${gatewayOrderId} AND ${checkouts.state} = ${'completed' satisfies CheckoutState}
            AND ${checkouts.paymentId} = ${paymentId} AND ${checkouts.orderId} IS NOT NULL
        ), recorded AS (
          INSERT INTO ${paymentEvents} (id, event) SELECT ${eventId}, ${event} WHERE EXISTS (SELECT 1 FROM ordered)
          ON CONFLICT DO NOTHING RETURNING 1
        )
        SELECT EXISTS (SELECT 1 FROM ordered) AS ordered`);
      // Both drivers answer raw SQL with { rows } (node-postgres' QueryResult, PGlite's Results).
      return (result as unknown as { rows: Array<{ ordered: boolean }> }).rows[0]?.ordered === true;
    },

    /** Takes a webhook event in; false if it was taken before (a redelivery). */
    async recordEvent(id: string, event: string, tx: Database): Promise<boolean> {
      const rows = await tx.insert(paymentEvents).values({ id, event }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return rows.length === 1;
    },

    /** Held payments (flagged checkouts), oldest first, with their customers. */
    async flagged(): Promise<Array<CheckoutRow & { customerName: string; customerEmail: string }>> {
      const rows = await db
        .select({ checkout: checkouts, customerName: customers.name, customerEmail: customers.email })
        .from(checkouts)
        .innerJoin(customers, eq(customers.id, checkouts.userId))
        .where(eq(checkouts.state, 'flagged' satisfies CheckoutState))
        .orderBy(asc(checkouts.updatedAt))
        .limit(200);
      return rows.map(({ checkout, customerName, customerEmail }) => ({ ...checkout, customerName, customerEmail }));
    },

    /** These checkouts with their customers (the attention list's failed refunds). */
    async withCustomers(ids: string[]): Promise<Array<CheckoutRow & { customerName: string; customerEmail: string }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ checkout: checkouts, customerName: customers.name, customerEmail: customers.email })
        .from(checkouts)
        .innerJoin(customers, eq(customers.id, checkouts.userId))
        .where(inArray(checkouts.id, ids));
      return rows.map(({ checkout, customerName, customerEmail }) => ({ ...checkout, customerName, customerEmail }));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
export type { CheckoutItem };
