import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ReturnStatus, ShipmentStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { orderReturns } from './returns.schema';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type NewReturn = typeof orderReturns.$inferInsert;

export const RETURN_PAGE_SIZE = 20;

export function createReturnRepository(db: Database) {
  return {
    async insert(row: NewReturn, tx: Database): Promise<ReturnRow> {
      const [inserted] = await tx.insert(orderReturns).values(row).returning();
      return inserted!;
    },

    /** The order's returns, newest first. */
    byOrder: (orderId: string, on: Database = db): Promise<ReturnRow[]> =>
      on.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(desc(orderReturns.createdAt)),

    /** The return this order was sent to settle, when it is a replacement. */
    async replacedBy(orderId: string, on: Database = db): Promise<ReturnRow | undefined> {
      const [row] = await on.select().from(orderReturns).where(eq(orderReturns.replacementOrderId, orderId));
      return row;
    },

    /** The return, locked until `tx` ends. */
    async lock(id: string, tx: Database): Promise<ReturnRow | undefined> {
      const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
      return row;
    },

    async find(id: string, on: Database = db): Promise<ReturnRow | undefined> {
      const [row] = await on.select().from(orderReturns).where(eq(orderReturns.id, id));
      return row;
    },

    async update(id: string, changes: Partial<NewReturn>, tx: Database = db): Promise<ReturnRow> {
      const [row] = await tx
        .update(orderReturns)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orderReturns.id, id))
        .returning();
      return row!;
    },

    /** The pickup with this AWB moved on, if its return still waits for the parcel and this step is later. */
    async pickupMoved(event: { awb: string; status: ShipmentStatus; rank: number }, tx: Database): Promise<void> {
      await tx
        .update(orderReturns)
        .set({ pickupStatus: event.status, pickupRank: event.rank, updatedAt: sql`now()` })
        .where(and(eq(orderReturns.pickupAwb, event.awb), eq(orderReturns.status, 'approved'), lt(orderReturns.pickupRank, event.rank)));
    },

    async page(status: ReturnStatus | undefined, page: number): Promise<{ rows: ReturnRow[]; total: number }> {
      const where = status ? eq(orderReturns.status, status) : ne(orderReturns.status, 'rejected');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orderReturns)
          .where(where)
          .orderBy(desc(orderReturns.createdAt))
          .limit(RETURN_PAGE_SIZE)
          .offset((page - 1) * RETURN_PAGE_SIZE),
        db.select({ n: count() }).from(orderReturns).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many returns each of these customers asked for (turned down ones too: support sees them all). */
    async countsOfCustomers(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: orderReturns.userId, n: count() })
        .from(orderReturns)
        .where(inArray(orderReturns.userId, userIds))
        .groupBy(orderReturns.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },

    /** Returns waiting for the shop: asked for, or back at the store and not yet settled. */
    async awaitingAction(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderReturns)
        .where(and(sql`${orderReturns.status} IN ('requested', 'received')`));
      return row?.n ?? 0;
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
