import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { products } from '../catalog/catalog.schema';

/**
 * "Notify me" requests for sold-out products (issue 27): one e-mail when the product is back in
 * stock, then the request is done (`notified_at`); asking again makes a new one. An address waits
 * at most once per product. Unsubscribing deletes the address's waiting requests.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased (the shared emailSchema makes it so). */
    email: text('email').notNull(),
    /** The customer who asked while signed in; null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its back-in-stock mail was queued; null while it waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_alerts_email_lower_check', sql`${t.email} = lower(btrim(${t.email}))`),
    uniqueIndex('stock_alerts_waiting_uq')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_email_idx').on(t.email),
  ],
);
