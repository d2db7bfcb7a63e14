import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { createJobQueue } from './job-queue';
import { createJobsRepository } from './jobs.repository';
import { jobsRoutes } from './jobs.routes';
import { JOB_REGISTRY, requiredJobKinds } from './registry';

/** The jobs module's public entry: the durable queue other modules add work to and handle it from. */
export { PermanentJobError, type JobQueue } from './job-queue';

/** How long closing the app waits for running jobs; one still running is run again after its lease. */
const JOB_STOP_GRACE_MS = 5_000;

/**
 * The jobs module: the durable queue (the `jobs` table) and this process's worker, and the admin's
 * view of it. Each module registers the handlers of the kinds it owns as it is made; `start` refuses
 * to run the worker if a kind of the registry has none, then starts it.
 */
export function createJobsModule({ db, audit, config, logger }: { db: Database; audit: AuditLog; config: Config; logger: FastifyBaseLogger }) {
  const repository = createJobsRepository(db);
  const jobs = createJobQueue({
    registry: JOB_REGISTRY,
    repository,
    logger,
    pollMs: config.JOB_POLL_MS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    retryBaseSeconds: config.JOB_RETRY_BASE_SECONDS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    concurrency: config.JOB_CONCURRENCY,
  });
  return {
    jobs,
    routes: bindRoutes(jobsRoutes, { db, repository, queue: jobs, audit }),
    start: () => {
      jobs.requireHandlers(requiredJobKinds());
      jobs.start();
    },
    stop: () => jobs.stop(JOB_STOP_GRACE_MS),
  };
}
