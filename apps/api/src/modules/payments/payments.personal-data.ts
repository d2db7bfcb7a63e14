import { inArray, or } from 'drizzle-orm';
import { TAX_RECORDS_REASON } from '@store/shared';
import { exportRow, RAZORPAY_ERASURE, type DataSubject, type PersonalDataHolder } from '../../lib/personal-data';
import { payments, refunds } from './payments.schema';

/** Payments and refunds hold amounts and gateway references, no name or address: kept as the accounts' records. */
export function paymentsPersonalData(): PersonalDataHolder {
  const reason = `Kept as accounting records of money taken and returned: they hold amounts and the payment provider's references, no name or address. ${TAX_RECORDS_REASON}`;
  return {
    module: 'payments',
    tables: {
      payments: { description: 'Payments you made (amount, method, payment reference)', erasure: 'kept', reason },
      refunds: { description: 'Refunds made to you', erasure: 'kept', reason },
    },

    async keys({ orderIds, checkoutIds }, tx) {
      if (!orderIds.length && !checkoutIds.length) return {};
      const rows = await tx.select({ id: refunds.id }).from(refunds).where(ofSubject(refunds, { orderIds, checkoutIds }));
      return { records: { refund: rows.map((row) => row.id) } };
    },

    async export({ orderIds, checkoutIds }, tx) {
      if (!orderIds.length && !checkoutIds.length) return { payments: [], refunds: [] };
      const ofPayment = (table: typeof payments | typeof refunds) => ofSubject(table, { orderIds, checkoutIds });
      const paid = await tx.select().from(payments).where(ofPayment(payments));
      const returned = await tx
        .select({
          id: refunds.id,
          orderId: refunds.orderId,
          amountPaise: refunds.amount,
          reason: refunds.reason,
          status: refunds.status,
          createdAt: refunds.createdAt,
          processedAt: refunds.processedAt,
        })
        .from(refunds)
        .where(ofPayment(refunds));
      return { payments: paid.map(exportRow), refunds: returned.map(exportRow) };
    },

    async erase() {},

    // The payments stay here as accounting records; Razorpay's copy of who paid can go.
    async processors({ orderIds, checkoutIds }, tx) {
      if (!orderIds.length && !checkoutIds.length) return [];
      const rows = await tx.select({ id: payments.id }).from(payments).where(ofSubject(payments, { orderIds, checkoutIds }));
      return rows.length ? [{ ...RAZORPAY_ERASURE, ids: rows.map((row) => row.id) }] : [];
    },
  };
}

/** The rows of a payments table that belong to the subject's orders or checkouts (at least one of which there is). */
const ofSubject = (table: typeof payments | typeof refunds, { orderIds, checkoutIds }: Pick<DataSubject, 'orderIds' | 'checkoutIds'>) =>
  or(orderIds.length ? inArray(table.orderId, orderIds) : undefined, checkoutIds.length ? inArray(table.checkoutId, checkoutIds) : undefined);
