import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { TAX_RECORDS_REASON } from '@store/shared';
import { createSealer } from '../../lib/sealer';
import { createPathSigner } from '../../lib/signed-path';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { uploadedImageKeys } from '../catalog';
import { orderReturns } from './returns.schema';

/** Returns not yet settled: the account waits for them (a refund may still be paid to it). */
const OPEN_STATUSES = ['requested', 'approved', 'received'] as const;

/** Returns: the record stays beside its credit note; the customer's own words, photos and payout account go with the account. */
export function returnsPersonalData(secret: string, appUrl: string): PersonalDataHolder {
  // The returns service seals a COD refund's account with this key: opened here for its owner's export only.
  const sealer = createSealer(secret, 'return-payout');
  // The export is a file read later, away from the site's session: its photos are links that open on
  // their own for a day or two (the service's signer, with a day's window: returns.service.ts `photo`).
  const photoLinks = createPathSigner(secret, 'return-photo', 24 * 3600);
  return {
    module: 'returns',
    tables: {
      order_returns: {
        description: 'Your returns and replacements: items, reason, your description, photos and a COD refund account',
        erasure: 'anonymised',
        reason: `The return's record stays beside its credit note and refund; your description, photos and refund account are removed. ${TAX_RECORDS_REASON}`,
      },
    },

    async keys({ userId }, tx) {
      const rows = await tx.select({ id: orderReturns.id }).from(orderReturns).where(eq(orderReturns.userId, userId));
      return { records: { return: rows.map((row) => row.id) } };
    },

    async export({ userId }, tx) {
      const rows = await tx.select().from(orderReturns).where(eq(orderReturns.userId, userId)).orderBy(asc(orderReturns.createdAt));
      return {
        order_returns: rows.map(({ payoutSealed, ...row }) => {
          let payout: unknown = null;
          try {
            payout = payoutSealed ? JSON.parse(sealer.open(payoutSealed, row.id)) : null;
          } catch {
            payout = 'could not be decrypted';
          }
          return exportRow({ ...row, photos: row.photos.map((photo) => `${appUrl}${photoLinks.sign(photo)}`), payout });
        }),
      };
    },

    async blocksErasure({ userId }, tx) {
      const open = await tx
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(and(eq(orderReturns.userId, userId), inArray(orderReturns.status, [...OPEN_STATUSES])));
      return open.length ? { count: open.length } : undefined;
    },

    // The photos' files (every size) go once the erasure has committed (a file store has no
    // transaction); their paths go with the rows now.
    async erase({ userId }, tx) {
      const rows = await tx.select({ photos: orderReturns.photos }).from(orderReturns).where(eq(orderReturns.userId, userId));
      await tx.update(orderReturns).set({ description: '', payoutSealed: '', photos: [], updatedAt: new Date() }).where(eq(orderReturns.userId, userId));
      return { files: rows.flatMap((row) => row.photos.flatMap(uploadedImageKeys)) };
    },

    // Shiprocket keeps the pickup name, phone, e-mail and address of each reverse pickup it booked.
    async processors({ userId }, tx) {
      const rows = await tx
        .select({ awb: orderReturns.pickupAwb })
        .from(orderReturns)
        .where(and(eq(orderReturns.userId, userId), ne(orderReturns.pickupAwb, '')));
      const ask = 'erase the name, phone, e-mail and address it and its couriers hold of the return pickups, AWB';
      return rows.length ? [{ processor: 'Shiprocket', ask, ids: rows.map((row) => row.awb) }] : [];
    },
  };
}
