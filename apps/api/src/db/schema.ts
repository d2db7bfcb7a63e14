import { sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  CONTACT_SUBJECTS,
  HELD_PAYMENT_REASONS,
  JOB_STATES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  REFUND_REASONS,
  REFUND_STATUSES,
  REVIEW_STATUSES,
  USER_ROLES,
  type Application,
  type PersonalInfo,
  type Product,
  type RefundStatus,
  type ShippingAddress,
  type StoredFinancialInfo,
} from '@store/shared';
import {
  bigint,
  boolean,
  check,
  jsonb,
  customType,
  index,
  uniqueIndex,
  type AnyPgColumn,
  integer,
  json,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '../modules/invoices/invoice-document';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `column IN ('a', 'b')` for a check constraint, from the shared list the API validates against. */
const oneOf = (column: SQL | AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    hasOffer: boolean('has_offer')
      .notNull()
      .generatedAlwaysAs(sql`original_price > price`),
    stock: integer('stock').notNull().default(0),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // json, not jsonb: the specification table keeps the order the shop wrote it in.
    specifications: json('specifications').$type<Product['specifications']>().notNull().default({}),
    warranty: text('warranty').notNull().default('1 Year'),
    /** HSN (goods) or SAC (services) code printed on its GST invoice lines. */
    hsn: text('hsn').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    /** Hidden from the storefront (catalogue, search, its page, checkout) but kept: it has been ordered. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Full-text document: name and brand weigh most, then specifications, category, description.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name || ' ' || brand), 'A') || setweight(jsonb_to_tsvector('simple', specifications::jsonb, '["string"]'), 'B') || setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')`,
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_category_check', oneOf(t.category, PRODUCT_CATEGORIES)),
    index('products_category_created_idx').on(t.category, t.createdAt.desc()),
    index('products_created_idx').on(t.createdAt.desc()),
    index('products_featured_idx').on(t.createdAt.desc()).where(sql`${t.featured}`),
    // fastupdate off: the catalogue changes rarely, and a GIN pending list (never flushed on a table
    // this small) would be scanned in full by every search.
    index('products_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * Every distinct plain word (letters and digits) of the catalogue's search documents, kept current
 * by a trigger on products (migrations 0002, 0005). Search looks a misspelt word up here by trigram
 * distance ("lenvo" → lenovo); the GiST index answers "the nearest words" without reading them all.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  { word: text('word').primaryKey() },
  (t) => [index('search_lexicon_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

/**
 * One row whose version goes up in the same transaction as any change to products, from anywhere
 * (the app, a script, psql): the trigger catalogue_changed (migration 0007) bumps it at commit and
 * sends NOTIFY catalogue_changed. Every process drops its catalogue cache when it sees a new version.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/** Small key/value facts about the database itself, e.g. that the catalogue was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased: one account per address, whatever its case. */
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mail verification codes (OTP), stored as keyed hashes; only the newest one of a user counts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /**
     * The registration this code was sent for: its password (hashed), name and phone become the
     * account's when the code is used, so details submitted later by someone else never do.
     */
    passwordHash: text('password_hash'),
    name: text('name'),
    phone: text('phone'),
    /** SHA-256 of the registering browser's key (an HttpOnly cookie): a resend stays bound to it. */
    registrationKeyHash: text('registration_key_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Development outbox: mail the site would have sent, readable at /dev/outbox (never in production). */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the contact form, kept whether or not anyone has read the mail yet. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject', { enum: CONTACT_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    /** Sender's address, for abuse handling. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shop marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_messages_subject_check', oneOf(t.subject, CONTACT_SUBJECTS)),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_unread_idx').on(t.createdAt.desc()).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Insurance and loan applications (SPEC §3 Application). PAN and Aadhaar are kept only as
 * ciphertext (AES-256-GCM, modules/applications/identity-vault.ts) plus their last four characters:
 * a copy of the database alone does not reveal them.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: APPLICATION_KINDS }).notNull(),
    subType: text('sub_type').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes').notNull().default(''),
    /** personalInfo of the request, as validated. */
    personalInfo: jsonb('personal_info').$type<PersonalInfo>().notNull(),
    /** financialInfo without PAN and Aadhaar. */
    financialInfo: jsonb('financial_info').$type<StoredFinancialInfo>().notNull(),
    panLast4: text('pan_last4').notNull(),
    aadharLast4: text('aadhar_last4').notNull(),
    /** {panNumber, aadharNumber} encrypted: base64 of IV, ciphertext and tag. */
    identityCiphertext: text('identity_ciphertext').notNull(),
    specificDetails: jsonb('specific_details').$type<Application['specificDetails']>().notNull(),
    /** Every status it has had, oldest first, with when (ISO 8601): the customer's timeline. */
    statusHistory: jsonb('status_history').$type<Application['statusHistory']>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('applications_type_check', oneOf(t.type, APPLICATION_KINDS)),
    check('applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    index('applications_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Orders (SPEC §3 Order). Amounts are whole rupees computed by the server from its own prices:
 * subtotal, tax (TAX_RATE of the subtotal, rounded) and total, the amount charged. Checkout
 * writes them; until it exists the tables are only read.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES })
      .notNull()
      .default('pending'),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
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
    /** The gateway's order id (order_…) the payment was made against. */
    gatewayOrderId: text('gateway_order_id').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 AND ${t.tax} >= 0 AND ${t.total} = ${t.subtotal} + ${t.tax}`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // One order per payment, whatever path made it.
    uniqueIndex('orders_payment_id_idx').on(t.paymentId).where(sql`${t.paymentId} <> ''`),
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
    /** Unit price in whole rupees. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The HSN/SAC code and GST rate (whole percent) at the sale: invoices made later use these, not today's product. */
    hsn: text('hsn').notNull().default(''),
    gstRate: integer('gst_rate').notNull(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0 AND ${t.price} >= 0`),
    index('order_items_order_idx').on(t.orderId, t.position),
  ],
);

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
  /** Unit price in whole rupees. */
  price: number;
  quantity: number;
  /** HSN/SAC and GST rate (whole percent) at checkout; absent on checkouts made before lines kept them. */
  hsn?: string;
  gstRate?: number;
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
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** The customer's GSTIN for their tax invoice, if they gave one (business purchases); '' if not. */
    gstin: text('gstin').notNull().default(''),
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
    check('checkouts_amounts_check', sql`${t.subtotal} >= 0 AND ${t.tax} >= 0 AND ${t.total} = ${t.subtotal} + ${t.tax}`),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * GST tax invoices and credit notes (CGST Rules 46 and 53), issued in the transaction that makes or
 * cancels the order. `document` is everything printed, as issued: the PDF is drawn from it, never
 * from today's products, addresses or shop details.
 */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull().unique(),
    /** '2026-27': April to March, India's financial year. */
    financialYear: text('financial_year').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_number_check', sql`length(${t.number}) <= 16`),
    // One invoice per order, and at most one credit note reversing it.
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
  ],
);

/**
 * The last number used in each invoice series per financial year. Taken with an upsert in the
 * issuing transaction: the row lock queues concurrent issues, and a rolled-back issue gives its
 * number back, so the series has no gaps and no repeats.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Product reviews from verified buyers (issue 12): one per customer and product, made possible by a
 * delivered order of it, shown once the shop has published it. `helpfulCount` counts review_votes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered order that made the customer a verified buyer. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** One 'helpful' per customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * Payments the shop has taken (captured at the gateway), each with its checkout and, once made, its
 * order. Refunds are counted against the amount here: the row is locked while one is added, so
 * refunds asked at once never add up to more than was paid.
 */
export const payments = pgTable(
  'payments',
  {
    /** The gateway's id (pay_…). */
    id: text('id').primaryKey(),
    /** Null only for orders paid before checkouts were kept (migration 0009). */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Captured, in paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payments_amount_check', sql`${t.amount} > 0`), index('payments_order_idx').on(t.orderId), index('payments_checkout_idx').on(t.checkoutId)],
);

/**
 * One row per refund (issue 22): partial and repeated refunds of a payment each have their own. The
 * idempotency key is sent to the gateway (X-Refund-Idempotency), so a retried call never refunds
 * twice; a failed refund tried again gets a new key (attempt + 1). Our id goes as the refund's
 * receipt, so its webhooks find the row even before the refund call has returned.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Paise. */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).$type<RefundStatus>().notNull().default('created'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(1),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'system', 'gateway', or the admin's e-mail. */
    requestedBy: text('requested_by').notNull(),
    /** The gateway's code and words when it failed: for the shop, never the customer. */
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_reason_check', oneOf(t.reason, REFUND_REASONS)),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_failed_idx').on(t.updatedAt).where(sql`${t.status} = 'failed'`),
  ],
);

/** Webhook events already taken in (Razorpay's X-Razorpay-Event-Id), so a redelivery is answered and dropped. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in Razorpay sandbox's records (modules/razorpay-sandbox): what Razorpay would keep, and
 * the test scenario each payment was made with (how its refunds and webhooks behave).
 */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    currency: text('currency').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('created'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_orders_receipt_idx').on(t.receipt), index('sandbox_orders_created_idx').on(t.createdAt.desc())],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Once captured, it stays true (a refunded payment was captured). */
    captured: boolean('captured').notNull().default(false),
    /** The method's detail: the UPI id, the bank, the wallet or the card's id. */
    vpa: text('vpa'),
    bank: text('bank'),
    wallet: text('wallet'),
    cardId: text('card_id'),
    email: text('email').notNull().default('void@razorpay.com'),
    contact: text('contact').notNull().default('+919000090000'),
    fee: integer('fee'),
    tax: integer('tax'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    errorSource: text('error_source'),
    errorStep: text('error_step'),
    errorReason: text('error_reason'),
    /** Test scenario: what the capture call meets ('manual', or 'race': Razorpay's auto-capture gets there first). */
    captureScenario: text('capture_scenario').notNull().default('manual'),
    /** Test scenario: how its refunds end ('processed', 'pending', 'failed', 'failed-once', 'rejected'). */
    refundScenario: text('refund_scenario').notNull().default('processed'),
    /** Test scenario: how its webhooks are delivered ('once', 'twice', 'late', 'reversed', 'lost'). */
    webhookScenario: text('webhook_scenario').notNull().default('once'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** What the request asked (amount, speed, receipt, notes): the same key with another request is refused. */
    requestHash: text('request_hash').notNull().default(''),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    speedRequested: text('speed_requested').notNull().default('normal'),
    status: text('status').notNull().default('processed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_idx').on(t.paymentId, t.idempotencyKey), index('sandbox_refunds_payment_idx').on(t.paymentId, t.createdAt)],
);

/**
 * Background work (modules/jobs): mail, and later payment reconciliation and reservation expiry.
 * Workers in every process claim due rows with FOR UPDATE SKIP LOCKED and hold them for a lease;
 * a job whose worker died is claimed again once its lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A second job with the same key is not added (e.g. one mail per code). */
    dedupeKey: text('dedupe_key').unique(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', oneOf(t.state, JOB_STATES)),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 AND ${t.attempts} >= 0`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_state_updated_idx').on(t.state, t.updatedAt.desc()),
  ],
);

/**
 * What admins changed, kept for the shop owner to read back (issue 11): who, what, when, and for
 * status and stock the value before and after. Written in the transaction of the change itself, so
 * an entry exists exactly when its change does. The actor is null for the command line (`npm run admin`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail when it was written ('command line' for the CLI): the log outlives accounts. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc()), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
