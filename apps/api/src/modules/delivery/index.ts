import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import { createDeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';

export type { DeliveryService } from './delivery.service';
/** India Post's directory as committed: the Shiprocket sandbox mounted in development reads its PINs from the same file. */
export { PINCODES_FILE } from './pincode-directory';

/**
 * The delivery module: PIN codes, zones, delivery dates and the address check. Its start step loads
 * India Post's PIN directory into its table when the directory file is newer than what it holds.
 */
export function createDeliveryModule(deps: { db: Database } & Omit<Parameters<typeof createDeliveryService>[0], 'repository'>) {
  const { db, ...options } = deps;
  const delivery = createDeliveryService({ ...options, repository: createDeliveryRepository(db) });
  return { delivery, routes: bindRoutes(deliveryRoutes, { delivery }) };
}
