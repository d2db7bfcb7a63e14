import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wishlistItems } from './wishlist.schema';

/** Every read and write of wishlist_items. */
export function createWishlistRepository(db: Database) {
  return {
    /** The customer's saved products, most recently saved first (hidden ones too: the service filters). */
    async list(userId: string, limit: number, on: Database = db): Promise<Array<{ productId: string; createdAt: Date }>> {
      return on
        .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId)
        .limit(limit);
    },

    async count(userId: string, on: Database = db): Promise<number> {
      const [row] = await on.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return row?.n ?? 0;
    },

    async has(userId: string, productId: string, on: Database = db): Promise<boolean> {
      const [row] = await on
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      return row !== undefined;
    },

    /** Saving again keeps the first row (and its date): PUT is idempotent. */
    async add(userId: string, productId: string, on: Database = db): Promise<void> {
      await on.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(userId: string, productId: string, on: Database = db): Promise<void> {
      await on.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
