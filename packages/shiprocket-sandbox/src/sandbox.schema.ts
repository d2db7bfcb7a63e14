import { defineTimersTable } from '@store/sandbox-kit';
import { doublePrecision, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrackingActivity } from './shiprocket-entities';

/**
 * The sandbox's own PostgreSQL schema: its tables stand apart from the shop's even when it shares the
 * shop's database (mounted in the development server), and its migrations (migrations.ts) are its own.
 */
export const shiprocketSandbox = pgSchema('shiprocket_sandbox');

/**
 * The Shiprocket sandbox's records: what Shiprocket keeps about an
 * order made with POST /orders/create/adhoc and its one shipment, its scans, and the test scenario its
 * phone number chose. One row per order: an adhoc order has exactly one shipment.
 */
export const shiprocketSandboxOrders = shiprocketSandbox.table(
  'orders',
  {
    /** Shiprocket's order id (ours comes as channel_order_id). */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 400_000_001 }),
    /** Shiprocket's shipment id, a number of its own (ids of the two kinds never coincide). */
    shipmentId: integer('shipment_id').notNull(),
    channelOrderId: text('channel_order_id').notNull(),
    /** Shiprocket's order status text ('NEW', 'CANCELED') and its code in the order table (1, 5). */
    status: text('status').notNull().default('NEW'),
    statusCode: integer('status_code').notNull().default(1),
    /** The order as it was sent (names, address, items, totals), for labels, manifests and updates. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Rupees: sub_total, the cash a COD parcel collects. */
    subTotal: doublePrecision('sub_total').notNull(),
    /** Kilograms and centimetres as sent. */
    weight: doublePrecision('weight').notNull(),
    length: doublePrecision('length').notNull(),
    breadth: doublePrecision('breadth').notNull(),
    height: doublePrecision('height').notNull(),
    deliveryPincode: text('delivery_pincode').notNull(),
    /** Test scenario chosen by the delivery phone: 'normal', 'awb-fails' or 'undelivered' (docs in the service). */
    scenario: text('scenario').notNull().default('normal'),
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    awb: text('awb'),
    awbAssignedAt: timestamp('awb_assigned_at', { withTimezone: true }),
    zone: text('zone'),
    /** Rupees Shiprocket charged for the freight (and COD charge) at assignment. */
    freight: doublePrecision('freight'),
    pickupScheduledFor: timestamp('pickup_scheduled_for', { withTimezone: true }),
    pickupToken: text('pickup_token'),
    manifestId: integer('manifest_id'),
    /** The shipment status id (shipment table): 1 AWB assigned, 3 pickup scheduled, 42 picked up, 18 in transit … 0 before an AWB. */
    shipmentStatus: integer('shipment_status').notNull().default(0),
    /** Scans, oldest first, as tracking and webhooks show them. */
    scans: jsonb('scans').$type<TrackingActivity[]>().notNull().default([]),
    /** The shop's answer to the last NDR, until the courier acts on it ('re-attempt', 'return', 'fake-attempt'). */
    ndrAction: text('ndr_action'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    etd: timestamp('etd', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not unique: a row is written with 0 and numbered from its id in the same transaction (unique by construction).
    index('orders_shipment_idx').on(t.shipmentId),
    uniqueIndex('orders_channel_idx').on(t.channelOrderId),
    uniqueIndex('orders_awb_idx').on(t.awb),
    index('orders_manifest_idx').on(t.manifestId),
  ],
);

/** The courier's next moves and the webhooks announcing them, run when due by the sandbox's own timers. */
export const shiprocketSandboxTimers = defineTimersTable(shiprocketSandbox);
