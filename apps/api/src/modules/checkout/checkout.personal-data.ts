import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { RETENTION, TAX_RECORDS_REASON } from '@store/shared';
import { ERASED_NAME, exportRow, RAZORPAY_ERASURE, type PersonalDataHolder } from '../../lib/personal-data';
import { checkouts } from './checkout.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A checkout still holding stock or a payment waiting for a person: the account waits for it. */
const OPEN_STATES = ['open', 'flagged'] as const;
/** Never paid: the address has no further use once the checkout is over. */
const UNPAID_STATES = ['expired', 'abandoned'] as const;

/** The checkouts' side of the DPDP rights: the delivery address goes with the account, or a day after an unpaid checkout ended. */
export function checkoutPersonalData(): PersonalDataHolder {
  return {
    module: 'checkout',
    tables: {
      checkouts: {
        description: 'Your checkouts: what you were paying for and the delivery address you gave',
        erasure: 'anonymised',
        reason: `The amounts stay as payment records. ${TAX_RECORDS_REASON}`,
      },
    },

    async keys({ userId }, tx) {
      const rows = await tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.userId, userId));
      return { checkoutIds: rows.map((row) => row.id) };
    },

    async export({ userId }, tx) {
      const rows = await tx.select().from(checkouts).where(eq(checkouts.userId, userId)).orderBy(asc(checkouts.createdAt));
      return { checkouts: rows.map(exportRow) };
    },

    async blocksErasure({ userId }, tx) {
      const open = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), inArray(checkouts.state, [...OPEN_STATES])));
      return open.length ? { count: open.length } : undefined;
    },

    async erase({ userId }, tx) {
      await tx
        .update(checkouts)
        .set({
          shippingAddress: sql`jsonb_build_object('name', ${ERASED_NAME}::text, 'phone', '', 'street', '', 'city', '', 'state', ${checkouts.shippingAddress}->>'state', 'pincode', '')`,
          gstin: '',
          businessName: '',
          updatedAt: new Date(),
        })
        .where(eq(checkouts.userId, userId));
    },

    // Every payment that reached a checkout, the held ones (never captured, refunded) too: Razorpay has their payer's details.
    async processors({ userId }, tx) {
      const rows = await tx
        .select({ paymentId: checkouts.paymentId })
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), isNotNull(checkouts.paymentId)));
      return rows.length ? [{ ...RAZORPAY_ERASURE, ids: rows.map((row) => row.paymentId!) }] : [];
    },

    /** Unpaid checkouts (expired or abandoned) lose their address RETENTION.unpaidCheckoutAddressDays after they last changed. */
    async expire(now, tx) {
      const before = new Date(now.getTime() - RETENTION.unpaidCheckoutAddressDays * DAY_MS);
      const rows = await tx
        .update(checkouts)
        .set({
          shippingAddress: sql`jsonb_build_object('name', ${ERASED_NAME}::text, 'phone', '', 'street', '', 'city', '', 'state', ${checkouts.shippingAddress}->>'state', 'pincode', '')`,
          gstin: '',
          businessName: '',
        })
        .where(and(inArray(checkouts.state, [...UNPAID_STATES]), lt(checkouts.updatedAt, before), ne(sql`${checkouts.shippingAddress}->>'name'`, ERASED_NAME)))
        .returning({ id: checkouts.id });
      return { checkouts: rows.length };
    },
  };
}
