import { asc, eq } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { savedAddresses } from './addresses.schema';

/** The address book: kept only to fill in checkout, so it goes with the account. */
export function addressesPersonalData(): PersonalDataHolder {
  return {
    module: 'addresses',
    tables: { saved_addresses: { description: 'Your saved delivery addresses (name, phone, address)', erasure: 'deleted', reason: '' } },

    async export({ userId }, tx) {
      const rows = await tx.select().from(savedAddresses).where(eq(savedAddresses.userId, userId)).orderBy(asc(savedAddresses.createdAt));
      return { saved_addresses: rows.map(exportRow) };
    },

    async erase({ userId }, tx) {
      await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
    },
  };
}
