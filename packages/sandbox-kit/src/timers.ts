import { sql } from 'drizzle-orm';
import { index, integer, jsonb, serial, text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from './database';

/**
 * A sandbox's delayed work, in its own schema: written in the transaction of the change that makes it
 * (a webhook a moment after the change, a refund that settles later, a courier's next scan), run when
 * due by createTimers. `kind` names the work, `payload` is what it needs.
 */
export function defineTimersTable(schema: PgSchema) {
  return schema.table(
    'timers',
    {
      id: serial('id').primaryKey(),
      kind: text('kind').notNull(),
      payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
      dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
      attempts: integer('attempts').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('timers_due_idx').on(t.dueAt)],
  );
}
export type TimersTable = ReturnType<typeof defineTimersTable>;

/** The migration creating defineTimersTable's table in `schema`. */
export const timersTableSql = (schema: string) => `
CREATE TABLE IF NOT EXISTS ${schema}.timers (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  due_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS timers_due_idx ON ${schema}.timers (due_at);
`;

/** A timer whose work can never succeed: it is dropped, not tried again. */
export class PermanentTimerError extends Error {}

export interface TimerToAdd {
  kind: string;
  payload: Record<string, unknown>;
  delaySeconds?: number;
}

interface Handler {
  run(payload: Record<string, unknown>, timer: { createdAt: Date }): Promise<void>;
  maxAttempts: number;
}

/** A claimed timer is someone's for this long; one whose process died is taken again afterwards. */
const LEASE_SECONDS = 60;

const dueAt = (delaySeconds = 0) => sql`now() + make_interval(secs => ${delaySeconds})`;

/**
 * A sandbox's own timers (not the shop's job queue): rows of its timers table written in the
 * transaction of the change that makes them, run when due by a poller (start/stop) or at once by
 * runDue (tests, a sandbox's test hook). Several processes may run them: each takes a due row
 * with SKIP LOCKED and holds it by moving its due time on (a lease). A failed one is due again after
 * an exponential backoff, until its kind's attempts are spent.
 */
export function createTimers(db: Database, sandboxTimers: TimersTable, options: { pollMs: number; retryBaseSeconds: number }) {
  const handlers = new Map<string, Handler>();
  let poll: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** A timer that ran to the end here, deleted by the next claim in the same statement (one fewer a timer), or by the pass's end. */
  let finished: number | undefined;

  async function deleteFinished(): Promise<void> {
    if (finished === undefined) return;
    await db.execute(sql`DELETE FROM ${sandboxTimers} WHERE id = ${finished}`);
    finished = undefined;
  }

  async function claim() {
    const done = finished ?? null;
    const result = (await db.execute(sql`
      WITH done AS (DELETE FROM ${sandboxTimers} WHERE id = ${done}::integer)
      UPDATE ${sandboxTimers} SET due_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id = (SELECT id FROM ${sandboxTimers} WHERE due_at <= now() AND id IS DISTINCT FROM ${done}::integer ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, created_at`)) as unknown as {
      rows: Array<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; created_at: Date | string }>;
    };
    finished = undefined;
    return result.rows[0];
  }

  async function runOne(): Promise<boolean> {
    const timer = await claim();
    if (!timer) return false;
    const handler = handlers.get(timer.kind);
    try {
      if (!handler) throw new PermanentTimerError(`no handler for ${timer.kind}`);
      await handler.run(timer.payload, { createdAt: new Date(timer.created_at) });
      finished = timer.id;
    } catch (error) {
      if (error instanceof PermanentTimerError || timer.attempts >= (handler?.maxAttempts ?? 1))
        await db.execute(sql`DELETE FROM ${sandboxTimers} WHERE id = ${timer.id}`);
      else await db.execute(sql`UPDATE ${sandboxTimers} SET due_at = ${dueAt(options.retryBaseSeconds * 2 ** (timer.attempts - 1))} WHERE id = ${timer.id}`);
    }
    return true;
  }

  /** Runs every timer due now, those it makes due now included; the number run. One pass at a time. */
  function runDue(): Promise<number> {
    const pass = (running ?? Promise.resolve(0)).then(async () => {
      let count = 0;
      try {
        while (!stopped && (await runOne())) count++;
      } finally {
        // Stopped after a timer ran (or a claim failed): its row is deleted now, not run twice.
        await deleteFinished();
      }
      return count;
    });
    running = pass.catch(() => 0);
    return pass;
  }

  return {
    handle(kind: string, maxAttempts: number, run: Handler['run']): void {
      handlers.set(kind, { run, maxAttempts });
    },

    /** Adds a timer in `tx`. */
    async add(timer: TimerToAdd, tx: Database): Promise<void> {
      await tx.insert(sandboxTimers).values({ kind: timer.kind, payload: timer.payload, dueAt: dueAt(timer.delaySeconds) });
    },

    /** A CTE adding the timer in another statement, only when that statement's CTE `after` wrote a row. */
    adding(timer: TimerToAdd, name: string, tx: Database, after: WithSubquery): WithSubquery {
      return tx.$with(name, { id: sql<number>`id`.as('id') }).as(sql`
        INSERT INTO ${sandboxTimers} (kind, payload, due_at)
        SELECT ${timer.kind}, ${JSON.stringify(timer.payload)}::jsonb, ${dueAt(timer.delaySeconds)} FROM ${sql.identifier(after._.alias)} LIMIT 1
        RETURNING id`);
    },

    runDue,

    start(): void {
      if (poll || stopped) return;
      poll = setInterval(() => void runDue().catch(() => undefined), options.pollMs);
      poll.unref();
    },

    /** Stops polling and waits for the pass under way. */
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      poll = undefined;
      await running;
    },
  };
}

export type Timers = ReturnType<typeof createTimers>;
