import { sql } from 'drizzle-orm';
import { CONTACT_SUBJECTS } from '@store/shared';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';

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
    index('contact_messages_unread_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.readAt} IS NULL`),
  ],
);
