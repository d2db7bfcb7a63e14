import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, JOB_STATES, messageResponseSchema, errorResponses } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import { type AuditLog } from '../audit';
import { actorOf } from '../../plugins/request-user';
import type { JobQueue } from './job-queue';
import type { JobsRepository } from './jobs.repository';

const JOB_NOT_FOUND = 'Job not found';
const JOB_NOT_DEAD = 'Only a job that has given up can be retried';

const jobSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  maxAttempts: z.number(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The queue as an admin sees it: dead jobs (mail that never went) with their last error, and a retry. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database; repository: JobsRepository; queue: JobQueue; audit: AuditLog }> = async (
  app,
  { db, repository, queue, audit },
) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({ state: z.enum(JOB_STATES).default('dead') }),
        response: { 200: z.object({ jobs: z.array(jobSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await repository.list(request.query.state, 100);
      return {
        jobs: rows.map(({ id, runAt, createdAt, updatedAt, ...job }) => ({
          _id: id,
          ...job,
          runAt: runAt.toISOString(),
          createdAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema(JOB_NOT_FOUND),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const retried = await inTransaction(db, async (tx) => {
        if (!(await repository.retry(request.params.id, tx))) return false;
        await audit.record(
          actorOf(request),
          { action: 'job.retry', targetType: 'job', targetId: request.params.id, before: { state: 'dead' }, after: { state: 'queued' } },
          tx,
        );
        return true;
      });
      if (!retried) {
        throw (await repository.exists(request.params.id)) ? new HttpError(409, JOB_NOT_DEAD) : new HttpError(404, JOB_NOT_FOUND);
      }
      queue.wake();
      return { message: 'The job will run again now' };
    },
  );
};
