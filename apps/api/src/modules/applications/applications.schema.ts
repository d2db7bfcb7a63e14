import { APPLICATION_KINDS, APPLICATION_STATUSES, type Application, type PersonalInfo, type StoredFinancialInfo } from '@store/shared';
import { check, jsonb, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { users } from '../auth/auth.schema';

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
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
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
