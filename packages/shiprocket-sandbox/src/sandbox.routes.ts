import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPROCKET_SANDBOX_HANG_MS } from './account';
import { ShiprocketSandboxError } from './answers';
import { ADVANCE_STATUSES, WEBHOOK_DELIVERIES } from './journey';
import type { ShiprocketSandbox } from './sandbox.service';

/** Shiprocket validates bodies itself, with Laravel's messages (the service): the schema only says "JSON". */
const anyBody = z.record(z.string(), z.unknown()).optional();
const anyQuery = z.record(z.string(), z.string().or(z.array(z.string()))).optional();

/** What nginx answers in front of Shiprocket when its back end is down (documented as an HTML 502 page). */
const BAD_GATEWAY =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The API's own paths (after /v1/external) with their methods, to tell a wrong method (405) from a wrong path (404). */
const API_PATHS: Array<[RegExp, string]> = [
  [/^\/auth\/login$/, 'POST'],
  [/^\/courier\/serviceability\/?$/, 'GET'],
  [/^\/orders\/create\/adhoc$/, 'POST'],
  [/^\/orders\/create\/return$/, 'POST'],
  [/^\/courier\/assign\/awb$/, 'POST'],
  [/^\/courier\/generate\/pickup$/, 'POST'],
  [/^\/manifests\/generate$/, 'POST'],
  [/^\/manifests\/print$/, 'POST'],
  [/^\/courier\/generate\/label$/, 'POST'],
  [/^\/courier\/track\/awb\/[^/]+$/, 'GET'],
  [/^\/orders\/cancel$/, 'POST'],
  [/^\/ndr\/[^/]+\/action$/, 'POST'],
];

/**
 * The Shiprocket sandbox's routes at /sandbox/shiprocket (mounted by app.ts only when
 * SHIPPING_SANDBOX=true): the API under /v1/external with bearer tokens, the label and manifest PDFs
 * at the URLs it hands out (public, as Shiprocket's S3 links are), and two controls of its own,
 * /advance and /outage (GET /outage says what is set, and how many calls a "hold" holds). Outside /api,
 * so not one of the shop's routes; any other path answers Shiprocket's JSON 404, never the shop's page.
 */
export const shiprocketSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: ShiprocketSandbox }> = async (app, { sandbox }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ShiprocketSandboxError(400, { message: 'Syntax error', status_code: 400 }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ShiprocketSandboxError, _request, reply) => {
    if (error instanceof ShiprocketSandboxError) return reply.code(error.statusCode).send(error.body);
    const status = 'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ message: status < 500 ? error.message : 'Server Error', status_code: status });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.replace(/^.*?\/v1\/external/, '');
    if (request.url.includes('/v1/external/') && API_PATHS.some(([pattern, method]) => pattern.test(path) && method !== request.method))
      return reply.code(405).send({ message: '405 Method Not Allowed', status_code: 405 });
    return reply.code(404).send({ message: '404 Not Found', status_code: 404 });
  });

  /** An outage asked for with POST /outage: nginx's 502 page, no answer until the caller gives up, or a call held until released. */
  async function outage(request: FastifyRequest, reply: FastifyReply) {
    const mode = sandbox.takeOutage();
    if (mode === '5xx') return reply.code(502).type('text/html').send(BAD_GATEWAY);
    if (mode === 'hold') {
      const { released, release } = sandbox.hold(SHIPROCKET_SANDBOX_HANG_MS);
      const socket = request.raw.socket;
      socket.once('close', release);
      await released;
      socket.off('close', release);
      return;
    }
    if (mode === 'timeout') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SHIPROCKET_SANDBOX_HANG_MS);
        request.raw.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return reply.code(504).type('text/html').send('<html><body><h1>504 Gateway Time-out</h1></body></html>');
    }
  }
  const secured = { onRequest: [outage, async (request: FastifyRequest) => sandbox.checkToken(request.headers.authorization)] };

  const v1 = '/v1/external';
  app.post(`${v1}/auth/login`, { onRequest: outage, schema: { body: anyBody } }, (request) => sandbox.login(request.body ?? {}));
  for (const path of ['/courier/serviceability/', '/courier/serviceability'])
    app.get(`${v1}${path}`, { ...secured, schema: { querystring: anyQuery } }, async (request) => sandbox.serviceability(request.query ?? {}));
  app.post(`${v1}/orders/create/adhoc`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.createOrder(request.body ?? {}));
  app.post(`${v1}/orders/create/return`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.createReturnOrder(request.body ?? {}));
  app.post(`${v1}/courier/assign/awb`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.assignAwb(request.body ?? {}));
  app.post(`${v1}/courier/generate/pickup`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.generatePickup(request.body ?? {}));
  app.post(`${v1}/manifests/generate`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.generateManifest(request.body ?? {}));
  app.post(`${v1}/manifests/print`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.printManifest(request.body ?? {}));
  app.post(`${v1}/courier/generate/label`, { ...secured, schema: { body: anyBody } }, (request) => sandbox.generateLabel(request.body ?? {}));
  app.get(`${v1}/courier/track/awb/:awb`, { ...secured, schema: { params: z.object({ awb: z.string().max(100) }) } }, (request) => {
    // An empty AWB is Shiprocket's "404 Not Found" for a path it does not have.
    if (request.params.awb === '') throw new ShiprocketSandboxError(404, { message: '404 Not Found', status_code: 404 });
    return sandbox.track(request.params.awb);
  });
  app.post(`${v1}/orders/cancel`, { ...secured, schema: { body: anyBody } }, async (request, reply) => {
    await sandbox.cancel(request.body ?? {});
    return reply.code(204).send();
  });
  app.post(`${v1}/ndr/:awb/action`, { ...secured, schema: { params: z.object({ awb: z.string().max(100) }), body: anyBody } }, async (request, reply) =>
    reply.code(202).send(await sandbox.ndrAction(request.params.awb, request.body ?? {})),
  );

  const pdf = async (reply: FastifyReply, file: Buffer | undefined) => {
    // S3 answers an unknown key with its own 404; this is the sandbox's JSON one.
    if (!file) return reply.code(404).send({ message: '404 Not Found', status_code: 404 });
    return reply.type('application/pdf').header('cache-control', 'no-store').send(file);
  };
  const fileParams = z.object({ name: z.string().max(300) });
  app.get('/files/labels/:name', { schema: { params: fileParams } }, async (request, reply) => pdf(reply, await sandbox.labelFile(request.params.name)));
  app.get('/files/manifests/:name', { schema: { params: fileParams } }, async (request, reply) => pdf(reply, await sandbox.manifestFile(request.params.name)));

  // The sandbox's own controls (no Shiprocket equivalent): move a shipment on, or make the API fail.
  app.post(
    '/advance',
    {
      schema: {
        body: z.object({ awb: z.string().min(1).max(100), status: z.enum(ADVANCE_STATUSES), webhooks: z.enum(WEBHOOK_DELIVERIES).default('once') }),
      },
    },
    (request) => sandbox.advance(request.body),
  );
  app.post(
    '/outage',
    { schema: { body: z.object({ mode: z.enum(['5xx', 'timeout', 'hold', 'off']), calls: z.number().int().min(1).max(1000).default(1) }) } },
    (request) => sandbox.setOutage(request.body.mode, request.body.calls),
  );
  app.get('/outage', () => sandbox.outageState());
};
