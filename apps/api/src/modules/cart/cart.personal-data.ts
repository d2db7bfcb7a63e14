import { eq } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { carts } from './cart.schema';

/** The cart saved with the account (products and quantities): it goes with the account. */
export function cartPersonalData(): PersonalDataHolder {
  return {
    module: 'cart',
    tables: { carts: { description: 'The cart saved with your account (products and quantities)', erasure: 'deleted', reason: '' } },

    async export({ userId }, tx) {
      const rows = await tx.select().from(carts).where(eq(carts.userId, userId));
      return { carts: rows.map(exportRow) };
    },

    async erase({ userId }, tx) {
      await tx.delete(carts).where(eq(carts.userId, userId));
    },
  };
}
