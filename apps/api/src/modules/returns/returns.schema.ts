import { sql } from 'drizzle-orm';
import { RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES, SHIPMENT_STATUSES } from '@store/shared';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { orders } from '../orders/orders.schema';

/** A line of a return: the order line, as bought, and how many units come back. */
export interface ReturnLine {
  itemId: string;
  position: number;
  productId: string;
  name: string;
  quantity: number;
  unitPricePaise: number;
  /** The serial numbers of the units sent back (a serialised line), as the customer named them. */
  serials?: string[];
  /** Counted on receipt: back on sale, and set aside as damaged. */
  sellable?: number;
  damaged?: number;
}

/**
 * Returns and replacements (issue 26), one row per request: the customer's lines, reason and photos,
 * then the shop's steps (approved with a reverse pickup, received and counted, refunded or replaced).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The shop's words to the customer. */
    note: text('note').notNull().default(''),
    pickupCourier: text('pickup_courier').notNull().default(''),
    pickupAwb: text('pickup_awb').notNull().default(''),
    /**
     * Where the courier's reverse pickup is, from Shiprocket's webhooks for its AWB (null before one is
     * booked), and that step's rank: a late webhook of an earlier step never moves it back.
     */
    pickupStatus: text('pickup_status', { enum: SHIPMENT_STATUSES }),
    pickupRank: integer('pickup_rank').notNull().default(0),
    /** A COD order's refund account (UPI ID or bank account), sealed (AES-256-GCM, the row's id as context). */
    payoutSealed: text('payout_sealed').notNull().default(''),
    /** Paise refunded: to the original payment (a refunds row) or, for COD, by hand (`payoutReference`). */
    refundPaise: integer('refund_paise'),
    payoutReference: text('payout_reference').notNull().default(''),
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_returns_kind_check', oneOf(t.kind, RETURN_KINDS)),
    check('order_returns_reason_check', oneOf(t.reason, RETURN_REASONS)),
    check('order_returns_status_check', oneOf(t.status, RETURN_STATUSES)),
    check('order_returns_pickup_status_check', sql`${t.pickupStatus} IS NULL OR ${oneOf(t.pickupStatus, SHIPMENT_STATUSES)}`),
    check('order_returns_refund_check', sql`${t.refundPaise} IS NULL OR ${t.refundPaise} >= 0`),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.status, t.createdAt),
    // The courier's webhooks name the pickup by its AWB.
    index('order_returns_pickup_awb_idx')
      .on(t.pickupAwb)
      .where(sql`${t.pickupAwb} <> ''`),
    // Every order's returns page asks whether the order is itself a replacement (returns.repository.ts
    // `replacedBy`): without it, a scan of all returns. Few returns are replacements, so only theirs.
    index('order_returns_replacement_idx')
      .on(t.replacementOrderId)
      .where(sql`${t.replacementOrderId} IS NOT NULL`),
  ],
);
