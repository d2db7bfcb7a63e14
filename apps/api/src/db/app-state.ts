import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about the database itself, e.g. that the catalogue was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
