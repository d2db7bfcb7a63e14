import { inArray } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { shipments } from './shipping.schema';

/** Parcels: courier, AWB and tracking events (no address: Shiprocket holds the label), kept with their orders. */
export function shippingPersonalData(): PersonalDataHolder {
  return {
    module: 'shipping',
    tables: {
      shipments: {
        description: 'The parcels of your orders: courier, tracking number and tracking events',
        erasure: 'kept',
        reason: 'Kept with the orders they delivered; they hold no name, phone or address.',
      },
    },

    async export({ orderIds }, tx) {
      if (!orderIds.length) return { shipments: [] };
      const rows = await tx
        .select({
          orderId: shipments.orderId,
          status: shipments.status,
          courierName: shipments.courierName,
          awb: shipments.awb,
          cod: shipments.cod,
          events: shipments.events,
          createdAt: shipments.createdAt,
        })
        .from(shipments)
        .where(inArray(shipments.orderId, orderIds));
      return { shipments: rows.map(exportRow) };
    },

    async erase() {},
  };
}
