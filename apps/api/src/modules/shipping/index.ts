import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import type { CheckoutService } from '../checkout';
import type { Courier } from '../courier';
import { shippingRoutes } from './shipping.routes';
import { createShippingService } from './shipping.service';

/** The shipping module's public entry: booking the orders' parcels with the courier and following them (issue 25). */
export type { ShippingService } from './shipping.service';

/**
 * The shipping module: parcels booked with the courier (the courier module's client), labels and
 * manifests, cancellations called off, and the courier's webhooks moving parcels and their orders
 * along; the parcels' records are the shipments module's. A parcel brought back undelivered is
 * cancelled by `takeBackReturned` (the checkout module's cancellation); a step of a customer's return
 * parcel is queued for the returns module ('return-pickup-moved').
 */
export function createShippingModule({
  db,
  config,
  courier,
  shipments,
  checkout,
  ...deps
}: {
  db: Database;
  config: Config;
  courier: Courier;
  shipments: Parameters<typeof createShippingService>[0]['repository'];
  /** A parcel brought back undelivered is cancelled as the checkout module cancels (stock back, refund, credit note). */
  checkout: Pick<CheckoutService, 'takeBackReturned'>;
} & Omit<
  Parameters<typeof createShippingService>[0],
  'db' | 'repository' | 'client' | 'appUrl' | 'pickupLocation' | 'pickupPincode' | 'timeoutMs' | 'takeBackReturned' | 'ewayBillThreshold'
>) {
  const shipping = createShippingService({
    ...deps,
    db,
    repository: shipments,
    client: courier.client,
    takeBackReturned: checkout.takeBackReturned,
    appUrl: config.APP_URL,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    timeoutMs: config.SHIPROCKET_TIMEOUT_MS,
    ewayBillThreshold: config.EWAY_BILL_THRESHOLD,
  });
  return { shipping, routes: bindRoutes(shippingRoutes, { shipping, webhookToken: courier.webhookToken }) };
}
