import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, NOTIFICATION_TARGETS } from '@store/shared';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * What the shop is told about (a new order, a payment held, stock running low, …), written in the
 * same transaction as the event itself. Listed in the admin's notifications panel; mailed to the shop's
 * inbox at once or in the day's digest (mailed_at says which have gone).
 *
 * Its words can name a customer and quote them (a buyer's name, a message's opening lines), so each row
 * says whom it is about: the account, or for a contact message the sender's e-mail (guests write too).
 * The customer's export lists them, and erasure takes their name and words out
 * (notifications.personal-data.ts).
 */
export const shopNotifications = pgTable(
  'shop_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** What it is about: its link in the panel and the mail. */
    targetType: text('target_type', { enum: NOTIFICATION_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    /**
     * The customer's account it is about (an order, a return, an application, a held payment); null for
     * the shop's own news. Deleted with the account (only never-verified ones are), as its applications are.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A contact message's sender, by address as the contact module keeps them; '' otherwise. */
    email: text('email').notNull().default(''),
    /** One event, one row, however often the work that notes it is retried (`order-placed:<orderId>`, …). */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its mail was queued (at once, or in the day's digest); null while it waits for the digest. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('shop_notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('shop_notifications_target_check', oneOf(t.targetType, NOTIFICATION_TARGETS)),
    index('shop_notifications_created_idx').on(t.createdAt.desc()),
    index('shop_notifications_unread_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.readAt} IS NULL`),
    index('shop_notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
    // A customer's export and erasure find theirs.
    index('shop_notifications_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('shop_notifications_email_idx')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
  ],
);
