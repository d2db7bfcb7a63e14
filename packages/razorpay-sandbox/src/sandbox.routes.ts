import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signatureMatches } from './signing';
import { SANDBOX_CHECKOUT_SCRIPT } from './checkout-script';
import { SANDBOX_OUTCOMES, SANDBOX_REFUND_SCENARIOS, SANDBOX_TIMER_KINDS, SANDBOX_WEBHOOK_SCENARIOS, SandboxError, type Sandbox } from './sandbox.service';

const entity = z.record(z.string(), z.unknown());
const errorBody = z.object({ error: z.record(z.string(), z.unknown()) });
const idParams = z.object({ id: z.string().max(100) });
const refundParams = z.object({ id: z.string().max(100), refundId: z.string().max(100) });
/** Razorpay validates bodies itself, with its own messages (sandbox.service.ts): the schema only says "an object". */
const anyBody = z.record(z.string(), z.unknown()).optional();
const anyQuery = z.record(z.string(), z.string().or(z.array(z.string()))).optional();
const answers = { 200: entity, '4xx': errorBody };

/** Form posts (`notes[key]=value`) as Razorpay takes them, besides JSON. */
function parseForm(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^(\w+)\[(\w*)\]$/.exec(key);
    if (nested) body[nested[1]!] = { ...(body[nested[1]!] as object), [nested[2]!]: value };
    else body[key] = value;
  }
  return body;
}

/**
 * The sandbox's REST API (at /sandbox/razorpay when mounted in the shop's development server, at / standalone):
 * Razorpay's paths, basic auth with the key id and secret, JSON or form bodies, Razorpay's bodies
 * and error bodies; any other path answers Razorpay's "URL not found" error, never the shop's page.
 * Outside /api, so it is not one of the shop's own routes.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox; keyId: string; keySecret: string }> = async (app, { sandbox, keyId, keySecret }) => {
  /** Basic auth as Razorpay checks it; GET /v1/methods needs only the key id (`key_id:`). */
  const authenticate = (keyOnly = false) =>
    async function (request: FastifyRequest) {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Basic ([A-Za-z0-9+/=]+)$/.exec(header) : null;
      if (!match) throw new SandboxError(401, 'Please provide your api key for authentication purposes.', undefined, 'BAD_REQUEST_ERROR', 'NA');
      const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const [id, secret] = colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
      if (!signatureMatches(id, keyId)) throw new SandboxError(401, 'The api key provided is invalid', undefined, 'BAD_REQUEST_ERROR', 'NA');
      if (keyOnly && secret === '') return;
      if (!signatureMatches(secret, keySecret)) throw new SandboxError(401, 'The api secret provided is invalid', undefined, 'BAD_REQUEST_ERROR', 'NA');
    };
  const secured = { onRequest: authenticate() };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    // Razorpay takes a POST without a body (a refund of the whole payment) as an empty one.
    if (typeof text !== 'string' || text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new SandboxError(400, 'The request body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => done(null, parseForm(String(text))));

  // Razorpay's own error body, for its own errors and for requests that fail validation alike.
  app.setErrorHandler((error: FastifyError | SandboxError, _request, reply) => {
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.body);
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    const failure =
      status < 500
        ? new SandboxError(status, error.message)
        : new SandboxError(500, 'We are facing some trouble completing your request at the moment. Please try again shortly.', undefined, 'SERVER_ERROR', 'NA');
    return reply.code(failure.statusCode).send(failure.body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(400).send(new SandboxError(400, 'The requested URL was not found on the server.', undefined, 'BAD_REQUEST_ERROR', 'NA').body),
  );

  app.get('/checkout.js', { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    void reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return SANDBOX_CHECKOUT_SCRIPT;
  });

  app.post('/v1/orders', { ...secured, schema: { body: anyBody, response: answers } }, (request) => sandbox.createOrder(request.body ?? {}));
  app.get('/v1/orders', { ...secured, schema: { querystring: anyQuery, response: answers } }, (request) => sandbox.listOrders(request.query ?? {}));
  app.get('/v1/orders/:id', { ...secured, schema: { params: idParams, response: answers } }, (request) => sandbox.fetchOrder(request.params.id));
  app.get('/v1/orders/:id/payments', { ...secured, schema: { params: idParams, response: answers } }, (request) => sandbox.orderPayments(request.params.id));

  app.get('/v1/payments/:id', { ...secured, schema: { params: idParams, querystring: anyQuery, response: answers } }, (request) =>
    sandbox.fetchPayment(request.params.id),
  );
  app.post('/v1/payments/:id/capture', { ...secured, schema: { params: idParams, body: anyBody, response: answers } }, (request) =>
    sandbox.capture(request.params.id, request.body ?? {}),
  );
  app.post(
    '/v1/payments/:id/refund',
    {
      ...secured,
      schema: { params: idParams, headers: z.object({ 'x-refund-idempotency': z.string().max(200).optional() }), body: anyBody, response: answers },
    },
    (request) => sandbox.refund(request.params.id, request.body ?? {}, request.headers['x-refund-idempotency']),
  );
  app.get('/v1/payments/:id/refunds', { ...secured, schema: { params: idParams, querystring: anyQuery, response: answers } }, (request) =>
    sandbox.paymentRefunds(request.params.id, request.query ?? {}),
  );
  app.get('/v1/payments/:id/refunds/:refundId', { ...secured, schema: { params: refundParams, response: answers } }, (request) =>
    sandbox.fetchRefund(request.params.refundId, request.params.id),
  );
  app.get('/v1/refunds', { ...secured, schema: { querystring: anyQuery, response: answers } }, (request) => sandbox.listRefunds(request.query ?? {}));
  app.get('/v1/refunds/:id', { ...secured, schema: { params: idParams, response: answers } }, (request) => sandbox.fetchRefund(request.params.id));

  app.get('/v1/methods', { onRequest: authenticate(true), schema: { response: answers } }, () => sandbox.methods());

  // Not Razorpay's: the test hook that runs the sandbox's due timers now, those of `hurry`'s kinds
  // made due first (a late webhook, a settling refund), as a drain runs the shop's due jobs.
  app.post(
    '/_sandbox/timers/run',
    {
      ...secured,
      schema: {
        body: z.object({ hurry: z.array(z.enum(SANDBOX_TIMER_KINDS)).default([]) }).default({ hurry: [] }),
        response: { 200: z.object({ ran: z.number() }), '4xx': errorBody },
      },
    },
    async (request) => {
      await sandbox.hurry(request.body.hurry);
      return { ran: await sandbox.runDue() };
    },
  );

  // The dialog's buttons (no basic auth: the browser has only the key id, as with Razorpay's checkout).
  app.post(
    '/v1/checkout/pay',
    {
      schema: {
        body: z.object({
          key_id: z.string().optional(),
          order_id: z.string().max(100),
          method: z.enum(['upi', 'card', 'netbanking', 'wallet']),
          /** `success` and `failure` are the dialog's first two buttons' words, kept for older callers. */
          outcome: z
            .enum([...SANDBOX_OUTCOMES, 'success', 'failure'])
            .default('captured')
            .transform((outcome) => (outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : outcome)),
          refunds: z.enum(SANDBOX_REFUND_SCENARIOS).default('processed'),
          webhooks: z.enum(SANDBOX_WEBHOOK_SCENARIOS).default('once'),
        }),
        response: { 200: z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }), '4xx': errorBody },
      },
    },
    async (request, reply) => {
      if (request.body.key_id !== undefined && request.body.key_id !== keyId)
        throw new SandboxError(401, 'The api key provided is invalid', undefined, 'BAD_REQUEST_ERROR', 'NA');
      const { order_id: orderId, method, outcome, refunds, webhooks } = request.body;
      const result = await sandbox.pay({ orderId, method, outcome, refunds, webhooks });
      if (result.ok) return result.triple;
      return reply.code(400).send(result.failure);
    },
  );
};
