import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pincodes } from './delivery.schema';
import { loadPincodeDirectory } from './pincode-directory';

type Place = { pincode: string; district: string; state: string };

/** PINs kept in memory at most (about 100 bytes each); India Post lists some 19,000. */
const KEPT_PINCODES = 20_000;

export function createDeliveryRepository(db: Database) {
  // The directory changes only with a new version of the app (pincode-directory.ts loads it at
  // start), so a PIN read once is kept: a purchase asks for its PIN three times (address check,
  // delivery quote, the invoice's place of supply), a query each until now. Unknown PINs are not kept.
  const known = new Map<string, Place>();
  return {
    /** Puts the committed PIN directory into the database when it holds another version (at start-up). */
    loadDirectory: () => loadPincodeDirectory(db),

    /** The PIN's district and state; undefined for a PIN India Post does not list. */
    async findPincode(pincode: string, on: Database = db): Promise<Place | undefined> {
      const kept = known.get(pincode);
      if (kept) return kept;
      const [row] = await on.select().from(pincodes).where(eq(pincodes.pincode, pincode));
      if (row && known.size < KEPT_PINCODES) known.set(pincode, row);
      return row;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
