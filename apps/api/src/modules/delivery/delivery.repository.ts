import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pincodes } from './delivery.schema';

export function createDeliveryRepository(db: Database) {
  return {
    /** The PIN's district and state; undefined for a PIN India Post does not list. */
    async findPincode(pincode: string, on: Database = db): Promise<{ pincode: string; district: string; state: string } | undefined> {
      const [row] = await on.select().from(pincodes).where(eq(pincodes.pincode, pincode));
      return row;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
