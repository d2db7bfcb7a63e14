import { and, inArray, isNotNull } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { shipments } from './shipments.schema';

/** Parcels: courier, AWB and tracking events (no address: Shiprocket holds the label), kept with their orders; Shiprocket is asked to erase its copy. */
export function shipmentsPersonalData(): PersonalDataHolder {
  return {
    module: 'shipments',
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

    // Shiprocket keeps the name, phone, e-mail and address each booking sent it, and gave them to the courier.
    async processors({ orderIds }, tx) {
      if (!orderIds.length) return [];
      const rows = await tx
        .select({ awb: shipments.awb })
        .from(shipments)
        .where(and(inArray(shipments.orderId, orderIds), isNotNull(shipments.awb)));
      const ask = 'erase the name, phone, e-mail and address it and its couriers hold of the deliveries, AWB';
      return rows.length ? [{ processor: 'Shiprocket', ask, ids: rows.map((row) => row.awb!) }] : [];
    },
  };
}
