import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { afterCommitOnce } from '../../db/transaction';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { ClaimedJob, JobsRepository, NewJob } from './jobs.repository';
import type { JOB_REGISTRY, JobDefinition, JobRegistry } from './registry';

type KindOf<R extends JobRegistry> = keyof R & string;

/**
 * Runs one job, given its payload as its schema parsed it. Throwing fails the attempt; a
 * PermanentJobError ends the job at once (dead).
 */
export type JobHandler<Payload = Record<string, unknown>> = (payload: Payload, job: { id: string; attempt: number }) => Promise<void>;

/** A job to add: its kind's payload, and `maxAttempts` only for kinds the registry leaves 'per job'. */
export interface JobToAdd<R extends JobRegistry, K extends KindOf<R>> {
  kind: K;
  payload: z.input<R[K]['payload']>;
  maxAttempts?: 'per job' extends R[K]['maxAttempts'] ? number : never;
  /** A job with this key already queued, running, finished or dead means this one is not added. */
  dedupeKey?: string;
  /** Not before this many seconds from now (by the database's clock). */
  delaySeconds?: number;
  /** Its id, when the payload must name it before it is written (sealed payloads do). */
  id?: string;
  /** False: not woken after commit, the next poll takes it. */
  wake?: boolean;
}

/** A failure no retry can mend (e.g. a payload that does not open): the job goes dead at once. */
export class PermanentJobError extends Error {}

export interface JobQueueOptions<R extends JobRegistry = typeof JOB_REGISTRY> {
  /** The kinds this queue knows (jobs/registry.ts; tests bring their own). */
  registry: R;
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
/** How long the claim after a finished job waits for others finishing with it (claimSoon). */
const FINISHED_BATCH_MS = 5;
const DONE_KEPT_DAYS = 7;
/**
 * A dead job keeps its payload (a sealed message, a sealed address) so an admin can retry it: they see
 * dead jobs with their last error at GET /api/admin/jobs (the default view) and POST …/retry runs one
 * again. 30 days gives a failure noticed at the month's review, or after a mail server's outage over a
 * holiday, time to be retried; after that the work is stale (a reset link, an order update) and the
 * personal data in it has no purpose left (DPDP Act 2023, s. 8(7)), so the hourly housekeeping deletes it.
 */
export const DEAD_KEPT_DAYS = 30;
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
/**
 * A queued job of a kind this worker does not run, due for longer than this, is reported. Younger
 * ones are left unsaid: during a rolling deploy the other version's workers take theirs in seconds.
 */
const UNCLAIMED_AFTER_SECONDS = 15 * 60;

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

/** A schema's complaints on one line: where, and what (Zod's messages name types, not the values given). */
const issuesOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ');

/**
 * The durable queue on the app's own database, and this process's worker for it. Work is added in
 * the caller's transaction (it happens only if that commits); the worker claims due jobs with
 * FOR UPDATE SKIP LOCKED (jobs.repository.ts), runs them with no transaction open, and records the
 * outcome: done, queued again with backoff, or dead after the last attempt.
 */
export function createJobQueue<R extends JobRegistry = typeof JOB_REGISTRY>(options: JobQueueOptions<R>) {
  const { registry, repository, logger } = options;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // Each handler is called only with a payload its kind's schema has parsed.
  const handlers = new Map<string, JobHandler<never>>();
  const running = new Set<Promise<void>>();
  /** Ids of the jobs running here, whose leases are renewed while they run (and until they are recorded as done). */
  const leased = new Set<string>();
  /**
   * Jobs that ran to the end here, not yet recorded as done: the next claim records them in the same
   * statement (a finished job frees a slot, so a claim follows anyway), or stop() does.
   */
  const finished: string[] = [];
  let renewTimer: NodeJS.Timeout | undefined;
  let claimTimer: NodeJS.Timeout | undefined;
  /** A job ended since the last pass began: the claim planned after it (claimSoon) is still to be made. */
  let slotFreed = false;
  let started = false;
  const alsoOnDrain: Array<() => Promise<number>> = [];
  /** Jobs started here so far: a drain's pass in which no job ran (nor anything of drainAlso's) is its last. */
  let jobsStarted = 0;
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let lastHousekeeping = 0;
  let unreachable = false;

  /** The registry's entry for `kind`; an unknown kind is a programming error, thrown to the caller. */
  function definitionOf(kind: string): JobDefinition {
    if (!Object.hasOwn(registry, kind)) throw new Error(`job kind "${kind}" is not in the job registry (modules/jobs/registry.ts)`);
    return registry[kind]!;
  }

  /**
   * A third of the way into each lease, every job still running here gets a new one: a job that
   * takes longer than the lease (a mail with its invoice on a busy machine) is not claimed and run a
   * second time by another worker, and the lease can be short, so a dead process's jobs run again soon.
   */
  async function renewLeases(): Promise<void> {
    if (leased.size === 0) return;
    try {
      await repository.renew([...leased], workerId, options.leaseSeconds);
    } catch (err) {
      // The next renewal tries again; if none gets through, the lease runs out and another worker runs the job.
      logger.warn(`job worker: could not renew the leases of running jobs (${describe(err)})`);
    }
  }

  /** Records the finished jobs the claims have not taken along (stop(), or no free slot). */
  async function recordFinished(): Promise<void> {
    if (finished.length === 0) return;
    const ids = finished.splice(0);
    try {
      await repository.complete(ids, workerId);
      for (const id of ids) leased.delete(id);
    } catch (err) {
      finished.push(...ids);
      throw err;
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind)! as JobHandler; // claimed only for kinds handled here, all in the registry
    leased.add(job.id);
    try {
      if (job.attempts > job.maxAttempts) throw new PermanentJobError('its worker stopped during the last attempt');
      // Stored by an older version, or edited by hand: no retry makes it fit.
      const payload = registry[job.kind]!.payload.safeParse(job.payload);
      if (!payload.success) throw new PermanentJobError(`its payload does not fit the ${job.kind} schema: ${issuesOf(payload.error)}`);
      await handler(payload.data, { id: job.id, attempt: job.attempts });
      // Recorded by the claim the freed slot brings (pump), in the same statement; its lease is kept until then.
      finished.push(job.id);
      return;
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
    leased.delete(job.id);
  }

  /**
   * Says so when queued jobs of a kind this worker does not run have waited long. Such jobs are left
   * queued, never failed here: during a rolling deploy they may belong to the other version (an older
   * worker does not know a new kind; a newer one may have retired one), and a worker that knows them
   * takes them. A kind missing from the registry is an error (logged, and noted in the jobs' last_error,
   * which admins see in GET /api/admin/jobs?state=queued): if no version will run them, an admin
   * deletes them, or the kind is registered again. A registered kind this process does not run (a
   * worker given some handlers only, as in tests) is a warning.
   */
  async function reportUnclaimed(): Promise<void> {
    for (const { kind, count } of await repository.unclaimedKinds([...handlers.keys()], UNCLAIMED_AFTER_SECONDS)) {
      const jobs = `${count} queued ${kind} job${count === 1 ? '' : 's'} due for over ${UNCLAIMED_AFTER_SECONDS / 60} minutes`;
      if (Object.hasOwn(registry, kind)) {
        logger.warn(`job worker: ${jobs}; this process does not run that kind`);
        continue;
      }
      logger.error(`job worker: ${jobs}, a kind unknown to this version (not in modules/jobs/registry.ts): left queued for a version that runs it`);
      await repository.noteUnclaimed(kind, `no worker runs this kind: unknown to ${workerId}, left queued`);
    }
  }

  /** On stop, no claim follows: the jobs finished here are recorded by themselves (else the lease runs out and they run again). */
  async function recordStopped(): Promise<void> {
    await recordFinished().catch((err) =>
      logger.error(`job worker: could not record finished jobs as done (${describe(err)}); they run again when their lease ends`),
    );
  }

  /**
   * After a job ends, the claim that records it as done and fills its slot waits FINISHED_BATCH_MS, so
   * jobs ending together (a sale's two mails) share one statement (issue 28); none is made when a
   * pass begun since the last job ended (a wake, the poll, drain) did both.
   */
  function claimSoon(): void {
    slotFreed = true;
    claimTimer ??= setTimeout(() => {
      claimTimer = undefined;
      if (slotFreed) void pump();
    }, FINISHED_BATCH_MS);
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
          // This round records what has finished and fills the free slots: a claim planned for them is not needed.
          slotFreed = false;
          while (!stopped && running.size < options.concurrency) {
            const wanted = options.concurrency - running.size;
            const done = finished.splice(0);
            let claimed: ClaimedJob[];
            try {
              claimed = await repository.claim(workerId, [...handlers.keys()], wanted, options.leaseSeconds, done);
            } catch (err) {
              finished.push(...done); // recorded by a later claim; the leases are still renewed
              throw err;
            }
            for (const id of done) leased.delete(id);
            for (const job of claimed) {
              const task: Promise<void> = run(job).finally(() => {
                running.delete(task);
                claimSoon();
              });
              running.add(task);
              jobsStarted++;
            }
            // Fewer than asked for: nothing else is due (a job added meanwhile asks for another pass).
            if (claimed.length < wanted) break;
          }
        } while (pumpAgain && !stopped);
        await recordFinished();
        if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
          lastHousekeeping = Date.now();
          await repository.purgeFinished(DONE_KEPT_DAYS, DEAD_KEPT_DAYS);
          await reportUnclaimed();
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

  /** The row of a job to add; a payload that does not fit its kind's schema is thrown, naming the kind and what is wrong. */
  function rowOf<K extends KindOf<R>>(job: JobToAdd<R, K>): NewJob {
    const { kind, payload, maxAttempts, wake: _wake, ...fields } = job;
    const definition = definitionOf(kind);
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) throw new Error(`job ${kind}: the payload does not fit its schema (${issuesOf(parsed.error)})`);
    const attempts =
      typeof definition.maxAttempts === 'number'
        ? definition.maxAttempts
        : definition.maxAttempts === 'per job'
          ? (maxAttempts ?? options.maxAttempts)
          : options.maxAttempts;
    return { ...fields, kind, payload: parsed.data as Record<string, unknown>, maxAttempts: attempts };
  }

  /** One function for every enqueue, so a transaction that adds several jobs wakes the worker once. */
  const wakeAfterCommit = () => void pump();

  return {
    workerId,

    /** What to run for jobs of `kind` (one handler a kind, and only registered kinds); register before start(). */
    handle<K extends KindOf<R>>(kind: K, handler: JobHandler<z.output<R[K]['payload']>>): void {
      definitionOf(kind);
      if (handlers.has(kind)) throw new Error(`job kind "${kind}" has a handler already`);
      handlers.set(kind, handler);
    },

    /**
     * Throws, naming them, if any of `kinds` has no handler: a job of a kind nobody runs would wait
     * silently. The app calls it on ready, with the kinds its mounted modules must run.
     */
    requireHandlers(kinds: readonly KindOf<R>[]): void {
      const missing = kinds.filter((kind) => !handlers.has(kind));
      if (missing.length > 0)
        throw new Error(
          `no handler registered for job kind${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (its owner module registers it with jobs.handle)`,
        );
    },

    /**
     * Adds a job in `tx`, so it exists only if the caller's work commits, and wakes this process's
     * worker once it has (unless `wake` is false: then the next poll takes it, at a moment that says
     * nothing about the request). False if a job with the same dedupe key exists. A payload that does
     * not fit its kind's schema is a programming error: thrown, naming the kind and what is wrong,
     * before anything is written.
     */
    async enqueue<K extends KindOf<R>>(job: JobToAdd<R, K>, tx: Database): Promise<boolean> {
      const added = await repository.insert(rowOf(job), tx);
      if (added && job.wake !== false) afterCommitOnce(tx, wakeAfterCommit);
      return added;
    },

    /**
     * enqueue() as a CTE named `name` of another statement in `tx`, built by the module whose work it
     * is (the sale's mails: one round trip for the whole sale, issue 28). With `after`, an earlier CTE
     * of that statement, the job is added only when that CTE wrote a row. The worker is woken after
     * commit whether or not the row was added (a look that finds nothing costs one claim).
     */
    enqueuing<K extends KindOf<R>>(job: JobToAdd<R, K>, name: string, tx: Database, after?: WithSubquery): WithSubquery {
      const cte = repository.inserting(rowOf(job), name, tx, after);
      if (job.wake !== false) afterCommitOnce(tx, wakeAfterCommit);
      return cte;
    },

    /**
     * Deletes, in `tx`, the jobs of `kind` not yet done (queued, running or dead) whose payload is
     * `about` someone: a customer's erasure. The owner decides, as only it can open a sealed payload; a
     * payload that no longer fits the schema is left (it ends dead and goes with DEAD_KEPT_DAYS). A
     * running job's worker finds its row gone and records nothing. The number deleted.
     */
    async forget<K extends KindOf<R>>(kind: K, about: (payload: z.output<R[K]['payload']>, id: string) => boolean, tx: Database): Promise<number> {
      const schema = definitionOf(kind).payload;
      const ids = (await repository.unfinished(kind, tx))
        .filter((job) => {
          const parsed = schema.safeParse(job.payload);
          return parsed.success && about(parsed.data as z.output<R[K]['payload']>, job.id);
        })
        .map((job) => job.id);
      await repository.remove(ids, tx);
      return ids.length;
    },

    /** The state of the job added with this dedupe key: whether work another job waits on is still to come. */
    stateOf: (dedupeKey: string) => repository.stateOf(dedupeKey),

    /** Looks for due jobs now rather than at the next poll. */
    wake(): void {
      void pump();
    },

    start(): void {
      if (started) return;
      started = true;
      pollTimer = setInterval(() => void pump(), options.pollMs);
      pollTimer.unref();
      renewTimer = setInterval(() => void renewLeases(), (options.leaseSeconds * 1000) / 3);
      renewTimer.unref();
      void pump();
    },

    /**
     * Claims nothing more and waits up to `graceMs` for the jobs running now. A job still running
     * after that keeps its claim until the lease ends, and another worker then runs it again.
     */
    async stop(graceMs: number): Promise<void> {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(claimTimer);
      await pumping;
      if (running.size === 0) {
        await recordStopped();
        clearInterval(renewTimer);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      await recordStopped();
      // Jobs still running keep their claim until the lease ends (no more renewals), then go to another worker.
      clearInterval(renewTimer);
    },

    /**
     * Due work outside the queue that a drain runs too (a mounted sandbox's own timers, which call the
     * shop, whose handlers may queue jobs, and the other way round): it answers how much it ran.
     */
    drainAlso(work: () => Promise<number>): void {
      alsoOnDrain.push(work);
    },

    /** Runs what is due now and waits for it (tests, and scripts that must see the outcome); drainAlso's work too. */
    async drain(): Promise<void> {
      const runOthers = async () => {
        let ran = 0;
        for (const work of alsoOnDrain) ran += await work();
        return ran;
      };
      // Each pass runs the others' due work, then the queue's, and waits for both; the jobs may add
      // work of the others' and the other way round, so it ends after a pass in which nothing ran.
      for (;;) {
        const startedBefore = jobsStarted;
        const othersRan = await runOthers();
        await pump();
        // A pass asked for while one ran follows it at once (pump's pumpAgain): wait for that one too.
        while (pumping) await pumping;
        // A job started before this pass (by a wake-up) counts too: what it adds is claimed by the next pass.
        const jobsRan = running.size > 0 || jobsStarted !== startedBefore;
        while (running.size > 0) await Promise.allSettled([...running]);
        if (othersRan === 0 && !jobsRan && jobsStarted === startedBefore) return;
      }
    },
  };
}

export type JobQueue<R extends JobRegistry = typeof JOB_REGISTRY> = ReturnType<typeof createJobQueue<R>>;
