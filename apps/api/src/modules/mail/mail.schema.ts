import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: mail kept instead of sent when no SMTP_URL is set (readable at /dev/outbox outside
 * production). A row is written when its mail job delivers it, so every row is a mail already sent;
 * mail still waiting or being retried is in the jobs table, sealed. Personal data (the recipient, and
 * bodies with names, addresses and codes): mail.personal-data.ts exports, erases and expires it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer's export and erasure find their mail by address.
    index('outbox_messages_to_idx').on(t.to),
    // The newest first (/dev/outbox), and the retention job's "older than".
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
  ],
);
