import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { JobState } from '@store/shared';
import type { Database } from '../../db/client';
import { insertAfter } from '../../db/insert-after';
import { jobs } from './jobs.schema';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts: number;
  /** A job with this key already queued, running, finished or dead means this one is not added. */
  dedupeKey?: string;
  /** Not before this many seconds from now (by the database's clock). */
  delaySeconds?: number;
  /** Its id, when the payload must name it before it is written (sealed payloads do). */
  id?: string;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Every statement of the queue. Each one commits by itself: no transaction is held while a job runs. */
export function createJobsRepository(db: Database) {
  return {
    /** Adds the job (in `tx`, so it exists only if the work that asked for it commits); false if deduplicated. */
    async insert(job: NewJob, tx: Database = db): Promise<boolean> {
      const added = await tx
        .insert(jobs)
        .values({
          ...(job.id ? { id: job.id } : {}),
          kind: job.kind,
          payload: job.payload,
          maxAttempts: job.maxAttempts,
          dedupeKey: job.dedupeKey,
          runAt: sql`now() + make_interval(secs => ${job.delaySeconds ?? 0})`,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id });
      return added.length === 1;
    },

    /**
     * insert() as a CTE named `name` of another statement in `tx` (the sale's: one round trip for all
     * of it), adding the job only when `after`, an earlier CTE of that statement, wrote a row (a
     * notification not deduplicated).
     */
    inserting(job: NewJob, name: string, tx: Database, after?: WithSubquery) {
      return insertAfter(
        tx,
        name,
        jobs,
        {
          id: job.id ?? randomUUID(),
          kind: job.kind,
          payload: job.payload,
          maxAttempts: job.maxAttempts,
          dedupeKey: job.dedupeKey,
          runAt: sql`now() + make_interval(secs => ${job.delaySeconds ?? 0})`,
        },
        after,
        sql`ON CONFLICT (dedupe_key) DO NOTHING`,
      );
    },

    /**
     * Takes up to `limit` due jobs of the given kinds for this worker, each for `leaseSeconds`: queued
     * ones whose time has come, and running ones whose worker let the lease run out (it died or hung).
     * Rows another worker is claiming at this moment are skipped, not waited for. Only kinds this
     * worker handles: during a rolling deploy an older process leaves a newer kind to newer ones.
     * The same statement records `completed` (jobs this worker finished) as done, as complete() does:
     * a finished job frees the slot the claim fills, so one round trip does both.
     */
    async claim(workerId: string, kinds: string[], limit: number, leaseSeconds: number, completed: string[] = []): Promise<ClaimedJob[]> {
      // Not claimed again in the statement that finishes it (a lease run out): a row is changed once per statement.
      const finished =
        completed.length > 0
          ? sql`id IN (${sql.join(
              completed.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql`false`;
      const result = await db.execute(sql`
        WITH done AS (
          UPDATE jobs
          SET state = 'done', payload = '{}'::jsonb, last_error = NULL, locked_by = NULL, locked_until = NULL,
              finished_at = now(), updated_at = now()
          WHERE ${finished} AND locked_by = ${workerId} AND state = 'running'
        )
        UPDATE jobs
        SET state = 'running', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        WHERE id IN (
          SELECT id FROM jobs
          WHERE ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))
            AND kind IN (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
            AND NOT (${finished})
          ORDER BY run_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, attempts, max_attempts`);
      // Both drivers answer raw SQL with { rows } (node-postgres' QueryResult, PGlite's Results).
      const { rows } = result as unknown as { rows: ClaimedRow[] };
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }));
    },

    /**
     * Renews the lease of jobs this worker is still running, so only a worker that died (or stopped
     * answering) loses its jobs, however long one takes; a job another worker has taken meanwhile is
     * left alone.
     */
    async renew(ids: string[], workerId: string, leaseSeconds: number): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
    },

    /** Done: the payload (it may hold a code or a link) is dropped, the row kept a while for the record. */
    async complete(ids: string[], workerId: string): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'done', payload: {}, lastError: null, lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
    },

    /** Failed: queued again after `retryInSeconds`, or dead when `retryInSeconds` is undefined. */
    async fail(id: string, workerId: string, error: string, retryInSeconds: number | undefined): Promise<void> {
      await db
        .update(jobs)
        .set(
          retryInSeconds === undefined
            ? { state: 'dead', lastError: error, lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` }
            : {
                state: 'queued',
                lastError: error,
                lockedBy: null,
                lockedUntil: null,
                runAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
                updatedAt: sql`now()`,
              },
        )
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
    },

    /** A dead job gets a full set of attempts again, due now. False if it is not dead (or unknown). */
    async retry(id: string, tx: Database = db): Promise<boolean> {
      const retried = await tx
        .update(jobs)
        .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
        .returning({ id: jobs.id });
      return retried.length === 1;
    },

    /** The newest jobs in a state, for admins (payloads stay out: they may hold codes and links). */
    list: (state: JobState, limit: number) =>
      db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          state: jobs.state,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          runAt: jobs.runAt,
          lastError: jobs.lastError,
          createdAt: jobs.createdAt,
          updatedAt: jobs.updatedAt,
        })
        .from(jobs)
        .where(eq(jobs.state, state))
        .orderBy(desc(jobs.updatedAt))
        .limit(limit),

    /** The state of the job added with this dedupe key (undefined: none, or purged after it finished). */
    async stateOf(dedupeKey: string): Promise<(typeof jobs.$inferSelect)['state'] | undefined> {
      const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      return row?.state;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
      return row !== undefined;
    },

    /** Kinds other than `kinds` with queued jobs due for over `dueForSeconds`, and how many: work nobody has taken. */
    unclaimedKinds: (kinds: string[], dueForSeconds: number): Promise<Array<{ kind: string; count: number }>> =>
      db
        .select({ kind: jobs.kind, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), lt(jobs.runAt, sql`now() - make_interval(secs => ${dueForSeconds})`), notInArray(jobs.kind, kinds)))
        .groupBy(jobs.kind)
        .orderBy(jobs.kind),

    /** Says why the queued jobs of `kind` wait, in their last_error (their state, time and attempts unchanged). */
    async noteUnclaimed(kind: string, note: string): Promise<void> {
      await db
        .update(jobs)
        .set({ lastError: note })
        .where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued')));
    },

    /**
     * Jobs that ended are deleted once they have been kept long enough: done ones after `doneDays`
     * (their payload is already empty), dead ones after `deadDays` (their payload is kept for a retry).
     */
    async purgeFinished(doneDays: number, deadDays: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM jobs
        WHERE (state = 'done' AND finished_at < now() - make_interval(days => ${doneDays}))
           OR (state = 'dead' AND finished_at < now() - make_interval(days => ${deadDays}))`);
    },

    /** The jobs of `kind` not yet done (queued, running or dead), with their payloads, oldest first. */
    unfinished: (kind: string, tx: Database = db): Promise<Array<{ id: string; payload: Record<string, unknown> }>> =>
      tx
        .select({ id: jobs.id, payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), ne(jobs.state, 'done')))
        .orderBy(jobs.createdAt),

    async remove(ids: string[], tx: Database = db): Promise<void> {
      if (ids.length > 0) await tx.delete(jobs).where(inArray(jobs.id, ids));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
