import { z } from 'zod';

/**
 * A parcel on its way with a courier (issue 25), as the order JSON shows it. The shop books it with
 * Shiprocket; Shiprocket's webhooks move it along. `pending` is a booking Shiprocket has not answered
 * yet (it was down: a job retries it); `failed` a booking Shiprocket refused (the admin may try again).
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'failed',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'undelivered',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * Where calling off a booked parcel at Shiprocket stands (issue 40): `pending` while the shipment-cancel job
 * asks Shiprocket (retried with backoff), `confirmed` once Shiprocket has cancelled it, `failed` when it
 * would not (or did not answer for a day): the shop is alerted to cancel it in Shiprocket's panel.
 */
export const SHIPMENT_CANCELLATIONS = ['pending', 'confirmed', 'failed'] as const;
export type ShipmentCancellation = (typeof SHIPMENT_CANCELLATIONS)[number];

/** What the admin may ask of an undelivered parcel: another attempt, or back to the shop. */
export const NDR_ACTIONS = ['re-attempt', 'return'] as const;

export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  /** ISO 8601, UTC: when the courier scanned it (Shiprocket's own time, not when we heard of it). */
  at: z.iso.datetime(),
  location: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

export const shipmentSchema = z.object({
  courier: z.string(),
  /** The courier's airway bill number ('' until assigned); the order's trackingNumber is the same. */
  awb: z.string(),
  /** Shiprocket's public tracking page for the AWB ('' until assigned). */
  trackingUrl: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** Oldest first. */
  events: z.array(shipmentEventSchema),
  /** The day (YYYY-MM-DD, India) the courier expects to deliver, as it said when booked; null if it said none. */
  expectedDelivery: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The shop's view: the customer's, plus what the admin acts on. */
export const adminShipmentSchema = shipmentSchema.extend({
  orderId: z.string(),
  /** An undelivered parcel (NDR) waiting for the admin's re-attempt or return. */
  needsAttention: z.boolean(),
  /** Why the last booking failed, in the shop's words ('' if it did not). */
  error: z.string(),
  /** Cash the courier collected for a COD parcel, rupees (null until delivered). */
  codCollected: z.number().nullable(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** POST /api/admin/orders/:id/ship: which courier; by default the cheapest that serves the PIN. */
export const shipOrderSchema = z.object({ courier: z.union([z.enum(['cheapest', 'fastest']), z.number().int().positive()]).default('cheapest') }).strict();
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** How many orders one bulk booking or label print may name: a day's parcels, and a bounded request. */
export const SHIP_BATCH_LIMIT = 50;

const orderIdsSchema = z
  .array(z.uuid({ message: 'Each order id must be an order number from the list.' }))
  .min(1, 'Choose at least one order.')
  .max(SHIP_BATCH_LIMIT, `Choose at most ${SHIP_BATCH_LIMIT} orders at a time.`)
  .refine((ids) => new Set(ids).size === ids.length, 'An order is named twice.');

/** POST /api/admin/orders/ship: several orders booked in one action, each with the same courier choice. */
export const shipOrdersSchema = shipOrderSchema.extend({ orderIds: orderIdsSchema }).strict();
export type ShipOrders = z.infer<typeof shipOrdersSchema>;

/** One order's outcome in a bulk booking: booked, queued (the courier was down) or refused, with why. */
export const shipOrdersResultSchema = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      outcome: z.enum(['booked', 'queued', 'failed']),
      shipment: adminShipmentSchema.nullable(),
      message: z.string(),
    }),
  ),
});
export type ShipOrdersResult = z.infer<typeof shipOrdersResultSchema>;

/** GET /api/admin/orders/labels|manifest?ids=a,b: the orders whose labels (or manifest) go in one PDF. */
export const orderIdsQuerySchema = z
  .object({
    ids: z
      .string({ message: 'Name the orders in ids, separated by commas.' })
      .transform((text) =>
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(orderIdsSchema),
  })
  .strict();

export const ndrActionSchema = z.object({ action: z.enum(NDR_ACTIONS) }).strict();

export const SHIPPING_MESSAGES = {
  off: 'Shipping with a courier is not set up: set the SHIPROCKET_* variables (or SHIPPING_SANDBOX=true to try it).',
  notShippable: 'Only a paid or cash-on-delivery order that is not cancelled can be shipped.',
  alreadyShipped: 'This order already has a shipment.',
  noLabel: 'This order has no shipping label yet.',
  noShipment: 'This order has no shipment.',
  noNdr: 'This parcel is not waiting for a decision on a failed delivery.',
  refused: (reason: string) => `The courier booking was refused: ${reason}`,
  bookingInProgress: 'The courier is being booked for this order right now: try again in a minute.',
  notBooked: (count: number) => `${count === 1 ? 'One order has' : `${count} orders have`} no courier booking yet: ship them first.`,
  unavailable: 'The courier service is not answering: the booking will be retried shortly.',
  /** The order was cancelled while its parcel was being booked: the booking is being called off at Shiprocket. */
  cancelPending: 'The order was cancelled while its parcel was being booked: the courier booking is being called off with Shiprocket.',
  cancelConfirmed: 'The order was cancelled while its parcel was being booked: Shiprocket has called off the courier.',
  /** Cancelled before anything was booked with Shiprocket: nothing to call off. */
  cancelledBeforeBooking: 'The order was cancelled before its parcel was booked.',
  cancelFailed: (reason: string) =>
    `The order is cancelled, but Shiprocket did not call off its courier booking (${reason}): cancel it in Shiprocket's panel, and do not hand the parcel to the courier.`,
  movingAfterCancel: (step: string) => `The order is cancelled, but the courier reports its parcel ${step}: ask Shiprocket to stop it and send it back (RTO).`,
} as const;
