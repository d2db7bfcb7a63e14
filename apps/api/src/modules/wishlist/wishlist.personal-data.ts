import { asc, eq } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { wishlistItems } from './wishlist.schema';

/** The wishlist: products the customer saved for later; it goes with the account. */
export function wishlistPersonalData(): PersonalDataHolder {
  return {
    module: 'wishlist',
    tables: { wishlist_items: { description: 'Products on your wishlist', erasure: 'deleted', reason: '' } },

    async export({ userId }, tx) {
      const rows = await tx.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.createdAt));
      return { wishlist_items: rows.map(exportRow) };
    },

    async erase({ userId }, tx) {
      await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    },
  };
}
