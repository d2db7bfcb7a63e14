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

export const ndrActionSchema = z.object({ action: z.enum(NDR_ACTIONS) }).strict();

export const SHIPPING_MESSAGES = {
  off: 'Shipping with a courier is not set up: set the SHIPROCKET_* variables (or SHIPPING_SANDBOX=true to try it).',
  notShippable: 'Only a paid or cash-on-delivery order that is not cancelled can be shipped.',
  alreadyShipped: 'This order already has a shipment.',
  noLabel: 'This order has no shipping label yet.',
  noShipment: 'This order has no shipment.',
  noNdr: 'This parcel is not waiting for a decision on a failed delivery.',
  refused: (reason: string) => `The courier booking was refused: ${reason}`,
  unavailable: 'The courier service is not answering: the booking will be retried shortly.',
} as const;
