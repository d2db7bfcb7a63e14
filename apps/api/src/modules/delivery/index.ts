import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import { createDeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';

export type { DeliveryService } from './delivery.service';
/** India Post's directory as committed: the Shiprocket sandbox mounted in development reads its PINs from the same file. */
export { PINCODES_FILE } from './pincode-directory';
/** Kilometres by road between two PINs, estimated from their post offices: an e-way bill's distance. */
export { roadDistanceKm } from './road-distance';

/**
 * The delivery module: PIN codes, zones, delivery dates and the address check. Its start step loads
 * India Post's PIN directory into its table when the directory file is newer than what it holds.
 */
export function createDeliveryModule({ db, config, courier }: { db: Database; config: Config } & Pick<Parameters<typeof createDeliveryService>[0], 'courier'>) {
  const delivery = createDeliveryService({
    repository: createDeliveryRepository(db),
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    codMaxTotal: config.COD_MAX_TOTAL,
    courier,
  });
  return { delivery, routes: bindRoutes(deliveryRoutes, { delivery }) };
}
