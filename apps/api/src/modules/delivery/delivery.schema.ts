import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** India Post's PIN codes with the district and state each serves (data/README.md), loaded by pincode-directory.ts. */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    district: text('district').notNull(),
    state: text('state').notNull(),
  },
  (t) => [check('pincodes_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);

/** Which version of the committed directory file the table holds (one row): a release with newer data loads it again. */
export const pincodeDirectory = pgTable('pincode_directory', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
