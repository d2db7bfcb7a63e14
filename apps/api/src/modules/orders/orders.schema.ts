import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type ShippingAddress } from '@store/shared';
import { bigint, boolean, check, jsonb, index, uniqueIndex, type AnyPgColumn, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { products } from '../catalog/catalog.schema';
import { users } from '../auth/auth.schema';
import { checkouts } from '../checkout/checkout.schema';

/**
 * Orders (SPEC §3 Order). Amounts are computed by the server from its own prices (decision 0006):
 * total, the amount charged, in whole rupees, and its taxable value and GST in paise. Checkout writes them.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Σ taxable values of the lines, paise (decision 0006). */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    /** Σ GST of the lines, paise. */
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    /** The amount charged, whole rupees: Σ unit price with GST × quantity, plus the delivery charge. */
    total: integer('total').notNull(),
    /** The delivery charge inside the total, paise with GST (0: free); its taxable value and GST are in subtotal and tax. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** {name, phone, street, city, state, pincode} as given at checkout. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').notNull().default(''),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentId: text('payment_id').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** The checkout it was made from: one order per checkout, whoever (browser, webhook, reconciler) gets there first. */
    checkoutId: uuid('checkout_id')
      .unique()
      .references((): AnyPgColumn => checkouts.id, { onDelete: 'restrict' }),
    /**
     * The buyer's GSTIN given at checkout ('' for none): their tax invoice names it (CGST Rule 46(e)), also
     * when it is issued later than the sale (a cash-on-delivery order's, as the goods leave).
     */
    buyerGstin: text('buyer_gstin').notNull().default(''),
    /** The legal name that GSTIN is registered to ('' with none): the invoice's buyer, the ship-to being the person. */
    buyerBusinessName: text('buyer_business_name').notNull().default(''),
    /**
     * The e-way bill its goods move with (CGST Rule 138), as the portal numbered it (12 digits), and until
     * when it is valid; null until the shop records one. One number belongs to one consignment.
     */
    ewayBillNumber: text('eway_bill_number').unique(),
    ewayBillValidUntil: timestamp('eway_bill_valid_until', { withTimezone: true }),
    /** The gateway's order id (order_…) the payment was made against. */
    gatewayOrderId: text('gateway_order_id').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When it was delivered (the courier's word or the admin's): the return window counts from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    // Orders made before decision 0006 were charged their exact sum rounded to the rupee: within 50 paise.
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 AND ${t.taxPaise} >= 0 AND abs(${t.total}::bigint * 100 - ${t.subtotalPaise} - ${t.taxPaise}) <= 50`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // One order per payment, whatever path made it.
    uniqueIndex('orders_payment_id_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} <> ''`),
  ],
);

/** The lines of an order, with the product's name, brand, image and price as they were when bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull().default(''),
    /** Unit price with GST, paise, as charged (whole rupees × 100 since decision 0006; before it, the pre-tax price × (100 + rate)). */
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The HSN/SAC code and GST rate (whole percent) at the sale: invoices made later use these, not today's product. */
    hsn: text('hsn').notNull().default(''),
    gstRate: integer('gst_rate').notNull(),
    /** Units the shop cancelled before shipping (issue 26): their stock is back, their price refunded or never collected. */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    /** Whether each unit gets a serial number before it leaves (the product's, at the sale: laptops). */
    serialised: boolean('serialised').notNull().default(false),
    /** The product's warranty as written at the sale ("1 Year Onsite"): its end counts from delivery. */
    warranty: text('warranty').notNull().default(''),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0 AND ${t.unitPricePaise} >= 0`),
    check('order_items_cancelled_check', sql`${t.cancelledQuantity} >= 0 AND ${t.cancelledQuantity} <= ${t.quantity}`),
    index('order_items_order_idx').on(t.orderId, t.position),
  ],
);

/**
 * The serial number of each unit of a serialised line, recorded before the goods leave (issue 42). A serial
 * sold and not come back (`returned_at` null) is on one order only: the partial unique index settles two
 * orders recording it at once. Case does not matter on a label: kept in capitals.
 */
export const orderUnitSerials = pgTable(
  'order_unit_serials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    /** Which unit of the line (0, 1, …): the serials read in the order they were typed or scanned. */
    unit: integer('unit').notNull().default(0),
    /** When the unit came back to the shop (a return received): the serial may be sold again. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_unit_serials_serial_format', sql`${t.serial} ~ '^[A-Z0-9][A-Z0-9/-]{2,39}$'`),
    uniqueIndex('order_unit_serials_sold_unique')
      .on(t.serial)
      .where(sql`${t.returnedAt} IS NULL`),
    index('order_unit_serials_item_idx').on(t.itemId),
    index('order_unit_serials_order_idx').on(t.orderId),
  ],
);
