import { sql } from 'drizzle-orm';
import { HELD_PAYMENT_REASONS, type ProductCategory, type ShippingAddress } from '@store/shared';
import { bigint, boolean, check, jsonb, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * A checkout's life: `open` holds its stock until paid or until it expires; `completed` made its
 * order; `expired` gave its stock back unpaid; `abandoned` could not get a gateway order and gave
 * its stock back at once; `flagged` was paid but cannot simply become an order (`flag_reason`: the
 * amount or currency differ from the stored total, or it was paid after its reservation ran out and
 * the stock had gone or a product was hidden meanwhile): it waits for a person, who makes the order
 * or refunds it (`refunded`).
 */
export const CHECKOUT_STATES = ['open', 'completed', 'expired', 'abandoned', 'flagged', 'refunded'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** One line of a checkout, priced by the server when the checkout was made. */
export interface CheckoutItem {
  productId: string;
  name: string;
  brand: string;
  image: string;
  /** Unit price with GST, paise (a whole number of rupees × 100; see order_items.unit_price_paise). */
  unitPricePaise: number;
  quantity: number;
  /** HSN/SAC and GST rate (whole percent) at checkout; absent on checkouts made before lines kept them. */
  hsn?: string;
  gstRate?: number;
  /** The product's category at checkout (what a courier carries decides the delivery fee); absent on older checkouts. */
  category?: ProductCategory;
  /** Whether its units get serial numbers, and its warranty as written, at checkout; absent on older checkouts. */
  serialised?: boolean;
  warranty?: string;
}

/**
 * What a customer is paying for: lines priced from the database, the totals, the address, and the
 * stock it holds (`holdsStock`) until it is paid or expires. All later steps read it, never the
 * request, and each takes its row lock first, so one checkout is finalised or released once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('open'),
    /** Sorted by product id: the order in which stock rows are locked, so two checkouts never deadlock. */
    items: jsonb('items').$type<CheckoutItem[]>().notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    /** Whole rupees: what the gateway is asked for. */
    total: integer('total').notNull(),
    /** The delivery charge inside the total, paise with GST (0: free); its taxable value and GST are in subtotal and tax. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** The customer's GSTIN for their tax invoice, if they gave one (business purchases); '' if not. */
    gstin: text('gstin').notNull().default(''),
    /** The legal name the GSTIN is registered to ('' with none). */
    businessName: text('business_name').notNull().default(''),
    holdsStock: boolean('holds_stock').notNull().default(true),
    gatewayOrderId: text('gateway_order_id').unique(),
    paymentId: text('payment_id'),
    paymentMethod: text('payment_method'),
    orderId: uuid('order_id'),
    /** Why a paid checkout waits for a person (`flagged`); null otherwise. */
    flagReason: text('flag_reason', { enum: HELD_PAYMENT_REASONS }),
    /** The shop's note on it: what was paid against what was expected. */
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_state_check', oneOf(t.state, CHECKOUT_STATES)),
    check('checkouts_flag_check', sql`${t.flagReason} IS NULL OR ${oneOf(t.flagReason, HELD_PAYMENT_REASONS)}`),
    check(
      'checkouts_amounts_check',
      sql`${t.subtotalPaise} >= 0 AND ${t.taxPaise} >= 0 AND abs(${t.total}::bigint * 100 - ${t.subtotalPaise} - ${t.taxPaise}) <= 50`,
    ),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Webhook events already taken in (Razorpay's X-Razorpay-Event-Id), so a redelivery is answered and dropped. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
