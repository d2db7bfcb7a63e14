import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** A saved cart line: a product and how many. Never a price: the catalogue prices each line when asked. */
export interface SavedCartLine {
  productId: string;
  quantity: number;
}

/**
 * A signed-in customer's cart (issue 27), one row per customer, so a whole-cart save is one upsert and
 * a merge locks one row (two devices saving at once queue on it, never interleave). Lines keep the
 * order they were added in. No foreign key to products: a line whose product the shop deletes stays
 * until the next read, which drops it and tells the customer why.
 */
export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_lines_is_array', sql`jsonb_typeof(${t.lines}) = 'array'`)],
);
