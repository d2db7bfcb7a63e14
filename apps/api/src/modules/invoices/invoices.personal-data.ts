import { asc, inArray } from 'drizzle-orm';
import { TAX_RECORDS_REASON } from '@store/shared';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { invoices } from './invoices.schema';

/** GST invoices and credit notes: kept exactly as issued (CGST Rules 46 and 53 and Section 36), whatever happens to the account. */
export function invoicesPersonalData(): PersonalDataHolder {
  return {
    module: 'invoices',
    tables: {
      invoices: {
        description: 'Your tax invoices and credit notes, as issued (with the name and address printed on them)',
        erasure: 'kept',
        reason: TAX_RECORDS_REASON,
      },
    },

    async export({ orderIds }, tx) {
      if (!orderIds.length) return { invoices: [] };
      const rows = await tx.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.issuedAt));
      return { invoices: rows.map(exportRow) };
    },

    async erase() {},
  };
}
