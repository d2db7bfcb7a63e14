import type { Shipment, ShipmentStatus } from '@store/shared';
import { formatIndianDateTime } from '@/lib/dates';

/** Each courier scan in the customer's words. */
export const SHIPMENT_STATUS_WORDS: Record<ShipmentStatus, string> = {
  pending: 'Booking a courier',
  failed: 'Booking a courier',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  undelivered: 'Delivery attempted: we will try again or call you',
  delivered: 'Delivered',
  rto_initiated: 'Returning to us',
  rto_delivered: 'Returned to us',
  cancelled: 'Shipment cancelled',
};

/** The parcel's courier, AWB (with the courier's tracking page) and every scan, newest first. */
export function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  const events = [...shipment.events].reverse();
  return (
    <div className="mt-5 space-y-4 border-t border-slate-200 pt-5" data-testid="shipment">
      <p className="text-sm text-slate-700">
        {shipment.courier ? <span className="font-semibold text-slate-900">{shipment.courier}</span> : 'Courier being booked'}
        {shipment.awb && (
          <>
            {' · AWB '}
            <span className="font-mono">{shipment.awb}</span>
            {shipment.trackingUrl && (
              <>
                {' · '}
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
                  Track on the courier’s site
                </a>
              </>
            )}
          </>
        )}
      </p>
      {events.length > 0 && (
        <ol aria-label="Parcel updates" className="space-y-3 border-l-2 border-slate-200 pl-4">
          {events.map((event) => (
            <li key={`${event.at}-${event.status}`} className="text-sm">
              <span className="block font-medium text-slate-900">{SHIPMENT_STATUS_WORDS[event.status]}</span>
              <span className="block text-slate-600">
                <time dateTime={event.at}>{formatIndianDateTime(event.at)}</time>
                {event.location && ` · ${event.location}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
