import { wasPaid, type AdminOrder } from '@store/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShipmentTimeline } from '@/features/orders';
import { useDownloadLabel, useNdrAction, useShipOrder } from '../api/ship-order';

/** Whether the order may be booked with a courier: paid (or cash on delivery), not cancelled, not already on its way. */
const canBook = (order: AdminOrder) =>
  // The payment's status shows refunds ('partially_refunded'): the order was still paid.
  (wasPaid(order.paymentDetails.status) || order.paymentDetails.method === 'cod') &&
  ['pending', 'confirmed', 'processing'].includes(order.status) &&
  (order.shipment === null || order.shipment.status === 'failed');

/**
 * The courier: book one in one action (cheapest or fastest that serves the PIN), print its label,
 * follow the parcel, and decide what happens after a failed delivery.
 */
export function ShipmentPanel({ order }: { order: AdminOrder }) {
  const ship = useShipOrder(order._id);
  const ndr = useNdrAction(order._id);
  const label = useDownloadLabel(order._id);
  const [courier, setCourier] = useState<'cheapest' | 'fastest'>('cheapest');
  const { shipment } = order;

  return (
    <div className="space-y-4">
      {canBook(order) && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-900">Courier</span>
            <select
              value={courier}
              onChange={(event) => setCourier(event.target.value as 'cheapest' | 'fastest')}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="cheapest">Cheapest that delivers there</option>
              <option value="fastest">Fastest that delivers there</option>
            </select>
          </label>
          <Button onClick={() => ship.mutate({ courier })} disabled={ship.isPending}>
            {ship.isPending ? 'Booking...' : 'Book courier'}
          </Button>
        </div>
      )}
      {shipment && shipment.awb && (
        <Button variant="secondary" size="sm" onClick={() => label.mutate()} disabled={label.isPending}>
          {label.isPending ? 'Downloading...' : 'Download label'}
        </Button>
      )}
      {shipment?.status === 'undelivered' && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">The courier could not deliver. What next?</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => ndr.mutate('re-attempt')} disabled={ndr.isPending}>
              Try delivery again
            </Button>
            <Button size="sm" variant="secondary" onClick={() => ndr.mutate('return')} disabled={ndr.isPending}>
              Bring it back
            </Button>
          </div>
        </div>
      )}
      {shipment ? <ShipmentTimeline shipment={shipment} /> : !canBook(order) && <p className="text-sm text-slate-600">No courier booked.</p>}
    </div>
  );
}
