import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { afterCommit } from '../../db/transaction';
import type { ClaimedJob, JobsRepository, NewJob } from './jobs.repository';

/** Runs one job. Throwing fails the attempt; a PermanentJobError ends the job at once (dead). */
export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempt: number }) => Promise<void>;

/** A failure no retry can mend (e.g. a payload that does not open): the job goes dead at once. */
export class PermanentJobError extends Error {}

export interface JobQueueOptions {
  repository: JobsRepository;
  logger: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (it is also woken when this process adds one). */
  pollMs: number;
  /** How long a claimed job is this worker's; after that another worker may run it again. */
  leaseSeconds: number;
  /** The first retry waits this long, each further one twice as long (capped at an hour). */
  retryBaseSeconds: number;
  /** Attempts of a job that does not say otherwise. */
  maxAttempts: number;
  /** Jobs one process runs at once. */
  concurrency: number;
}

const MAX_RETRY_SECONDS = 60 * 60;
const DONE_KEPT_DAYS = 7;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Exponential backoff with ±20 % jitter, so jobs that failed together do not retry together. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  const delay = Math.min(baseSeconds * 2 ** (attempt - 1), MAX_RETRY_SECONDS);
  return Math.max(0, delay * (0.8 + Math.random() * 0.4));
}

/**
 * One short line for the log and the job's last_error: a failing server must not fill it with stacks
 * and socket dumps, and a failed query's message (which spells out its parameters: an address, an
 * e-mail, a review's words) gives way to the database's own error.
 */
const describe = (err: unknown) => {
  const error = (err instanceof DrizzleQueryError ? err.cause : err) as { code?: unknown; message?: unknown } | undefined;
  let message = typeof error?.message === 'string' ? error.message : String(err);
  // PostgreSQL quotes the offending value after a colon ('invalid input syntax for type integer: "…"').
  if (err instanceof DrizzleQueryError) message = message.split(': ')[0]!;
  return (typeof error?.code === 'string' ? `${error.code}: ${message}` : message).slice(0, 300);
};

/**
 * The durable queue on the app's own database, and this process's worker for it. Work is added in
 * the caller's transaction (it happens only if that commits); the worker claims due jobs with
 * FOR UPDATE SKIP LOCKED (jobs.repository.ts), runs them with no transaction open, and records the
 * outcome: done, queued again with backoff, or dead after the last attempt.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { repository, logger } = options;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let lastPurge = 0;
  let unreachable = false;

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind)!; // claimed only for kinds handled here
    try {
      if (job.attempts > job.maxAttempts) throw new PermanentJobError('its worker stopped during the last attempt');
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await repository.complete(job.id, workerId);
    } catch (err) {
      const finalAttempt = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const retryIn = finalAttempt ? undefined : retryDelaySeconds(job.attempts, options.retryBaseSeconds);
      const line = `job ${job.kind} ${job.id} attempt ${job.attempts}/${job.maxAttempts} failed: ${describe(err)}`;
      if (finalAttempt) logger.error(`${line}; no attempts left, kept as dead`);
      else logger.warn(`${line}; retrying in ${Math.round(retryIn!)} s`);
      await repository.fail(job.id, workerId, describe(err), retryIn).catch((recordErr) => {
        // The lease runs out and the job is claimed again: it is not lost.
        logger.error(`job ${job.id}: could not record the failure (${describe(recordErr)})`);
      });
    }
  }

  /** Claims and starts jobs while there are free slots and due jobs; one pass at a time. */
  function pump(): Promise<void> {
    if (!started || stopped || handlers.size === 0) return Promise.resolve();
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    const pass = (async () => {
      try {
        do {
          pumpAgain = false;
          while (!stopped && running.size < options.concurrency) {
            const wanted = options.concurrency - running.size;
            const claimed = await repository.claim(workerId, [...handlers.keys()], wanted, options.leaseSeconds);
            for (const job of claimed) {
              const task: Promise<void> = run(job).finally(() => {
                running.delete(task);
                void pump();
              });
              running.add(task);
            }
            // Fewer than asked for: nothing else is due (a job added meanwhile asks for another pass).
            if (claimed.length < wanted) break;
          }
        } while (pumpAgain && !stopped);
        if (Date.now() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = Date.now();
          await repository.purgeDone(DONE_KEPT_DAYS);
        }
        if (unreachable) logger.info('job worker: jobs table reachable again');
        unreachable = false;
      } catch (err) {
        // Once per outage, not at every poll.
        if (!unreachable) logger.warn(`job worker: cannot reach the jobs table (${describe(err)}); trying at every poll`);
        unreachable = true;
      }
    })();
    pumping = pass;
    void pass.then(() => {
      pumping = undefined;
      if (pumpAgain) void pump(); // asked for after the last look
    });
    return pass;
  }

  return {
    workerId,

    /** What to run for jobs of `kind`; register before start(). */
    handle(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /**
     * Adds a job in `tx`, so it exists only if the caller's work commits, and wakes this process's
     * worker once it has (unless `wake` is false: then the next poll takes it, at a moment that says
     * nothing about the request). False if a job with the same dedupe key exists.
     */
    async enqueue(job: Omit<NewJob, 'maxAttempts'> & { maxAttempts?: number; wake?: boolean }, tx: Database): Promise<boolean> {
      const { wake = true, ...fields } = job;
      const added = await repository.insert({ ...fields, maxAttempts: fields.maxAttempts ?? options.maxAttempts }, tx);
      if (added && wake) afterCommit(tx, () => void pump());
      return added;
    },

    /** Looks for due jobs now rather than at the next poll. */
    wake(): void {
      void pump();
    },

    start(): void {
      if (started) return;
      started = true;
      pollTimer = setInterval(() => void pump(), options.pollMs);
      pollTimer.unref();
      void pump();
    },

    /**
     * Claims nothing more and waits up to `graceMs` for the jobs running now. A job still running
     * after that keeps its claim until the lease ends, and another worker then runs it again.
     */
    async stop(graceMs: number): Promise<void> {
      stopped = true;
      clearInterval(pollTimer);
      await pumping;
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
    },

    /** Runs what is due now and waits for it (tests, and scripts that must see the outcome). */
    async drain(): Promise<void> {
      await pump();
      while (running.size > 0) {
        await Promise.allSettled([...running]);
        await pump();
      }
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
