import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockAlerts } from './stock-alerts.schema';

/** Every read and write of stock_alerts. */
export function createStockAlertRepository(db: Database) {
  return {
    /** A waiting request for the product and address; asking again while one waits changes nothing. */
    async add(alert: { productId: string; email: string; userId: string | null }, on: Database = db): Promise<void> {
      await on
        .insert(stockAlerts)
        .values(alert)
        .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.email], where: sql`${stockAlerts.notifiedAt} IS NULL` });
    },

    /** How many other products the address is waiting for (requests not yet mailed). */
    async countWaitingElsewhere(email: string, productId: string, on: Database = db): Promise<number> {
      const [row] = await on
        .select({ count: sql<number>`count(*)::int` })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt), sql`${stockAlerts.productId} <> ${productId}`));
      return row?.count ?? 0;
    },

    /**
     * Marks up to `limit` of the product's waiting requests notified and returns them, in `tx`: rows
     * another worker is marking are skipped, so each request is taken by one worker only.
     */
    async takeWaiting(productId: string, limit: number, tx: Database): Promise<Array<{ id: string; email: string }>> {
      const waiting = tx
        .select({ id: stockAlerts.id })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
        .orderBy(stockAlerts.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(stockAlerts)
        .set({ notifiedAt: sql`now()` })
        .where(inArray(stockAlerts.id, waiting))
        .returning({ id: stockAlerts.id, email: stockAlerts.email });
    },

    /** Deletes every request still waiting for the address; how many there were. */
    async removeWaiting(email: string, on: Database = db): Promise<number> {
      const removed = await on
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)))
        .returning({ id: stockAlerts.id });
      return removed.length;
    },
  };
}

export type StockAlertRepository = ReturnType<typeof createStockAlertRepository>;
