import v8 from 'node:v8';
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

const countersSchema = z.object({
  /** User and system CPU time of the whole process (every thread), microseconds. */
  cpuMicros: z.number(),
  /** SQL statements sent on PostgreSQL; null on PGlite. */
  statements: z.number().nullable(),
  /** Where the resident memory goes (the idle-memory bench): process.memoryUsage() and V8's heap spaces, bytes. */
  memory: z.record(z.string(), z.number()),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; benchCounters: boolean }> = async (app, { database, benchCounters }) => {
  // The benchmark's figures per purchase (BENCH_COUNTERS=true): never on otherwise, it tells how busy the shop is.
  if (benchCounters) {
    app.get('/api/health/counters', { config: { access: 'public' }, schema: { response: { 200: countersSchema } } }, async () => {
      const { user, system } = process.cpuUsage();
      const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [`v8.${space.space_name}`, space.physical_space_size]));
      const { malloced_memory, peak_malloced_memory, external_memory } = v8.getHeapStatistics();
      const memory = { ...process.memoryUsage(), ...spaces, malloced_memory, peak_malloced_memory, external_memory };
      return { cpuMicros: user + system, statements: database.statements() ?? null, memory };
    });
  }

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
