import type { Shipment } from '@store/shared';
import type { Database } from '../../db/client';
import { shipmentJson } from './shipment-json';
import { shipmentsPersonalData } from './shipments.personal-data';
import { createShipmentsRepository } from './shipments.repository';

/** The shipments module's public entry: the records of the orders' parcels. */
export { shipmentJson, trackingUrlOf } from './shipment-json';
export type { ShipmentChanges, ShipmentRecords, ShipmentRow } from './shipments.repository';

/**
 * The shipments module: the shop's record of each order's parcel and of the courier's webhooks taken.
 * The shipping module writes them as it books parcels and hears from the courier; the orders module
 * shows each order's parcel (`ofOrders`). It calls no other module, so both stand on it.
 */
export function createShipmentsModule({ db }: { db: Database }) {
  const records = createShipmentsRepository(db);
  return {
    records,
    /** The parcels of these orders, as the order JSON shows them (the orders module's OrderShipmentReader). */
    ofOrders: async (orderIds: string[], on: Database): Promise<Map<string, Shipment>> =>
      new Map((await records.byOrders(orderIds, on)).map((row) => [row.orderId, shipmentJson(row)])),
    personalData: shipmentsPersonalData(),
  };
}
