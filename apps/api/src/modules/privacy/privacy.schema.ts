import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES, PRIVACY_PURPOSES } from '@store/shared';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * Consent as given at each collection point (DPDP Act 2023, s. 6): one row per giving, with the
 * notice version the person saw and when; withdrawing stamps the row, giving again adds a new one.
 * Guests (the contact form) are known by e-mail only. Kept after an account is erased: it is the
 * shop's proof of what was agreed (DPDP Rules 2025).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address (contact form); '' when the consent is an account's. */
    email: text('email').notNull().default(''),
    purpose: text('purpose', { enum: PRIVACY_PURPOSES }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('consents_purpose_check', oneOf(t.purpose, PRIVACY_PURPOSES)),
    index('consents_user_idx').on(t.userId, t.purpose, t.givenAt.desc()),
    index('consents_email_idx').on(t.email),
  ],
);

/** Grievances to the Grievance Officer (DPDP Act 2023, s. 13): answered within GRIEVANCE_ANSWER_DAYS (`due_at`). */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** GRV-XXXXXXXX: what the person quotes. */
    reference: text('reference').notNull().unique(),
    /** Set when filed while signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category', { enum: GRIEVANCE_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The admin's e-mail. */
    answeredBy: text('answered_by').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('grievances_category_check', oneOf(t.category, GRIEVANCE_CATEGORIES)),
    check('grievances_status_check', oneOf(t.status, GRIEVANCE_STATUSES)),
    index('grievances_status_due_idx').on(t.status, t.dueAt),
    index('grievances_email_idx').on(t.email),
  ],
);

/** The security log: sign-ins, exports, erasures and consent changes; kept RETENTION.securityLogDays. */
export const SECURITY_EVENT_KINDS = ['signed-in', 'data-exported', 'erasure-refused', 'account-erased', 'consent-given', 'consent-withdrawn'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** What it was about (a consent's purpose), or ''. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('security_events_kind_check', oneOf(t.kind, SECURITY_EVENT_KINDS)),
    index('security_events_user_idx').on(t.userId, t.createdAt.desc()),
    index('security_events_created_idx').on(t.createdAt),
  ],
);
