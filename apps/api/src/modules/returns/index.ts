import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import type { OrderService } from '../orders';
import type { ShippingService } from '../shipping';
import { returnsPersonalData } from './returns.personal-data';
import { createReturnRepository } from './returns.repository';
import { returnRoutes } from './returns.routes';
import { createReturnService } from './returns.service';

/** The returns module's public entry: its service (the dashboard asks it what waits for the shop). */
export type { ReturnService } from './returns.service';

type ReturnDeps = Parameters<typeof createReturnService>[0];

/**
 * The returns module: a customer's return or replacement request, checked against each line's policy,
 * approved with the courier's reverse pickup (`shipping`, when it is set up), counted in and settled
 * with a refund and its credit note, or a replacement order on a delivery challan (issue 26).
 */
export function createReturnsModule({
  db,
  shipping,
  orders,
  ...deps
}: {
  db: Database;
  shipping: Pick<ShippingService, 'enabled' | 'bookReturnPickup'>;
  orders: ReturnDeps['orders'] & Pick<OrderService, 'find'>;
} & Omit<ReturnDeps, 'db' | 'repository' | 'bookPickup' | 'orders'>) {
  const returns = createReturnService({
    ...deps,
    db,
    orders,
    repository: createReturnRepository(db),
    // The courier collects the parcel from the customer (Shiprocket's return order), when shipping is set up.
    bookPickup: shipping.enabled
      ? async ({ reference, orderId, lines }) =>
          shipping.bookReturnPickup({
            reference,
            order: (await orders.find(orderId))!,
            lines: lines.map((line) => ({ productId: line.productId, name: line.name, units: line.quantity, sellingPrice: line.unitPricePaise / 100 })),
          })
      : undefined,
  });
  return { returns, routes: bindRoutes(returnRoutes, { returns, files: deps.files }), personalData: returnsPersonalData(deps.secret, deps.appUrl) };
}
