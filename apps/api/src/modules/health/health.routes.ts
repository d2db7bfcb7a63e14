import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@store/shared';
import type { DatabaseHandle } from '../../db/client';
import { describeUnavailable } from '../../db/unavailable';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    if (app.draining) {
      // Shutting down: a load balancer should send nothing more here.
      return reply.code(503).send({ status: 'unavailable', database: 'up', message: MESSAGES.shuttingDown });
    }
    try {
      await database.ping();
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      request.log.warn(`health check: database unreachable: ${describeUnavailable(err)}`);
      return reply.code(503).send({ status: 'unavailable', database: 'down', message: MESSAGES.databaseDown });
    }
  });
};
