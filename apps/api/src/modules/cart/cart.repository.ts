import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, type SavedCartLine } from './cart.schema';

export function createCartRepository(db: Database) {
  return {
    /** The customer's saved lines; none when they never saved a cart. */
    async lines(userId: string, on: Database = db): Promise<SavedCartLine[]> {
      const [row] = await on.select({ lines: carts.lines }).from(carts).where(eq(carts.userId, userId));
      return row?.lines ?? [];
    },

    /**
     * The customer's saved lines, locked until `tx` ends: the row is made first if missing, so even a
     * customer's first two merges at once queue on it.
     */
    async lock(userId: string, tx: Database): Promise<SavedCartLine[]> {
      await tx.insert(carts).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select({ lines: carts.lines }).from(carts).where(eq(carts.userId, userId)).for('update');
      return row!.lines;
    },

    /** Replaces the whole cart in one statement (an upsert: atomic however many devices save at once). */
    async save(userId: string, lines: SavedCartLine[], tx: Database): Promise<void> {
      await tx
        .insert(carts)
        .values({ userId, lines })
        .onConflictDoUpdate({ target: carts.userId, set: { lines: sql`excluded.lines`, updatedAt: sql`now()` } });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
