import type { Shipment } from '@store/shared';
import type { ShipmentRow } from './shipments.repository';

export const trackingUrlOf = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** A parcel as the order JSON shows it, to its customer and to the shop. */
export function shipmentJson(row: ShipmentRow): Shipment {
  return {
    courier: row.courierName,
    awb: row.awb ?? '',
    trackingUrl: row.awb ? trackingUrlOf(row.awb) : '',
    status: row.status,
    events: row.events,
    expectedDelivery: row.expectedDelivery,
  };
}
