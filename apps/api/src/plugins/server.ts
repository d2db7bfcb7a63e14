import { randomUUID } from 'node:crypto';
import type { Server } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import { registerDraining } from './draining';
import { registerErrorHandling } from './errors';
import { LOG_SERIALIZERS } from './log-serializers';
import { registerTextCheck } from './text-check';

const CONNECTION_CHECK_MS = 250;

function answerBadAddress(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).send({ message: 'The request address is not valid' });
}

/**
 * The HTTP server every module's routes go on: its limits and timeouts, request ids, Zod schemas,
 * errors as `{ message }`, the text check and the drain on shutdown. Never listens (server.ts does,
 * tests use inject or listen on port 0).
 */
export function createServer(config: Config, logger: FastifyBaseLogger | undefined) {
  const app = Fastify({
    // Errors and requests are logged without the personal data they may carry (plugins/log-serializers.ts).
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: LOG_SERIALIZERS }) }
      : { logger: { level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS } }),
    bodyLimit: 1024 * 1024,
    // A client has this long to send its headers, and this long for the whole request (headers and
    // body); then Node answers 408 and closes. Checked every quarter second, so the limits hold.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // While draining (plugins/draining.ts), requests still arriving get their real answer, with
    // Connection: close; the listening socket closes only after the drain delay (server.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    // Ids are checked by the routes themselves (a too-long one is simply unknown, 404), so
    // find-my-way's 100-character guard, meant for regex parameters, would only turn them into 414s.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Errors raised before routing (e.g. a malformed %-escape) still leave as { message }.
    frameworkErrors: answerBadAddress,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDraining(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerTextCheck(app);
  return app;
}

/** The server's own address once listening (the sandboxes and their webhooks are reached through it). */
export function ownUrl(app: { server: Pick<Server, 'address'> }): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
