import { sql } from 'drizzle-orm';
import { JOB_STATES } from '@store/shared';
import { check, jsonb, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';

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
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_state_updated_idx').on(t.state, t.updatedAt.desc()),
  ],
);
