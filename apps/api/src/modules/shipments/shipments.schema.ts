import { SHIPMENT_CANCELLATIONS, SHIPMENT_STATUSES, type ShipmentEvent } from '@store/shared';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { oneOf } from '../../db/columns';
import { orders } from '../orders/orders.schema';

/**
 * The shop's parcels with Shiprocket (issue 25): one per order, booked by POST /api/admin/orders/:id/ship
 * (or its retrying job) and moved along by Shiprocket's webhooks. Shiprocket's ids are kept as they come,
 * filled in step by step, so a booking retried after an outage resumes where it stopped.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One shipment per order: a second click and the retrying job meet on this. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * Ours at Shiprocket (its channel order id), printed on the label: the order number the shop shows
     * (#A1B2C3D4), or a longer tail of the order's id in the rare case another parcel has that number.
     * Parcels booked before it was kept (migration 0040) keep the full order id Shiprocket already has.
     */
    reference: text('reference').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('pending'),
    /** 'cheapest', 'fastest' or a courier id, as the admin asked. */
    courierChoice: text('courier_choice').notNull().default('cheapest'),
    cod: boolean('cod').notNull().default(false),
    /** Shiprocket's order and shipment ids (ours is its channel order id). */
    srOrderId: integer('sr_order_id'),
    srShipmentId: integer('sr_shipment_id'),
    courierId: integer('courier_id'),
    courierName: text('courier_name').notNull().default(''),
    awb: text('awb'),
    /** When Shiprocket took the pickup request: a retry does not ask again (it would answer "already in pickup queue"). */
    pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
    labelUrl: text('label_url').notNull().default(''),
    /** The day the chosen courier expects to deliver (its serviceability's etd when the AWB was assigned). */
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
    /** A booking in progress holds this until then, so only one caller talks to Shiprocket for the order. */
    bookingUntil: timestamp('booking_until', { withTimezone: true }),
    /** The current status's time and rank: a webhook older than both changes nothing (see shipping.service). */
    statusAt: timestamp('status_at', { withTimezone: true }),
    statusRank: integer('status_rank').notNull().default(0),
    /** Every courier event, oldest first. */
    events: jsonb('events').$type<ShipmentEvent[]>().notNull().default([]),
    /** Undelivered (NDR): waiting for the admin's re-attempt or return. */
    needsAttention: boolean('needs_attention').notNull().default(false),
    error: text('error').notNull().default(''),
    /**
     * Calling the booking off at Shiprocket, once the order was cancelled with the parcel booked (issue 40):
     * 'pending' while the shipment-cancel job asks, 'confirmed' once Shiprocket cancelled it, 'failed' when it
     * would not (the shop was alerted); null when there was nothing to call off.
     */
    cancellation: text('cancellation', { enum: SHIPMENT_CANCELLATIONS }),
    /** Rupees the courier collected for a COD parcel. */
    codCollected: doublePrecision('cod_collected'),
    /** Who asked for the booking: the retrying job audits in their name. */
    requestedBy: jsonb('requested_by').$type<{ id: string; email: string } | 'command line'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_status_check', oneOf(t.status, SHIPMENT_STATUSES)),
    check('shipments_cancellation_check', oneOf(t.cancellation, SHIPMENT_CANCELLATIONS)),
    uniqueIndex('shipments_order_idx').on(t.orderId),
    uniqueIndex('shipments_reference_idx').on(t.reference),
    uniqueIndex('shipments_awb_idx')
      .on(t.awb)
      .where(sql`${t.awb} IS NOT NULL`),
    index('shipments_attention_idx')
      .on(t.needsAttention)
      .where(sql`${t.needsAttention}`),
  ],
);

/**
 * Shiprocket's webhooks as taken, once each: it names no event id, so an event is its AWB, shipment
 * status and timestamp. A webhook sent again (or by the sandbox's "twice") finds its row and does nothing.
 */
export const shipmentWebhookEvents = pgTable(
  'shipment_webhook_events',
  {
    awb: text('awb').notNull(),
    statusId: integer('status_id').notNull(),
    /** current_timestamp as Shiprocket wrote it. */
    timestamp: text('timestamp').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.awb, t.statusId, t.timestamp] })],
);
