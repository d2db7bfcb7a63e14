import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signatureMatches } from '../payments/razorpay-client';
import { SANDBOX_CHECKOUT_SCRIPT } from './checkout-script';
import { SandboxError, type Sandbox } from './sandbox.service';

const entity = z.record(z.string(), z.unknown());
const errorBody = z.object({ error: z.record(z.string(), z.unknown()) });
const idParams = z.object({ id: z.string().max(100) });
const paise = z.number().int().positive().max(10_000_000_000);

/**
 * The sandbox's REST subset at /sandbox/razorpay (mounted by app.ts when it is in use): basic auth
 * with the key id and secret, Razorpay's paths, bodies and error bodies. Outside /api, so it is
 * not one of the shop's own routes.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox; keyId: string; keySecret: string }> = async (app, { sandbox, keyId, keySecret }) => {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const authenticate = async (request: FastifyRequest) => {
    if (!signatureMatches(request.headers.authorization, expected)) throw new SandboxError(401, 'Authentication failed', undefined, 'BAD_REQUEST_ERROR');
  };

  // Razorpay's own error body, for its own errors and for bodies that fail validation alike.
  app.setErrorHandler((error: FastifyError | SandboxError, _request, reply) => {
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.body);
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    const failure = status < 500 ? new SandboxError(status, error.message) : new SandboxError(500, 'The server encountered an error', undefined, 'SERVER_ERROR');
    return reply.code(failure.statusCode).send(failure.body);
  });

  app.get('/checkout.js', { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    void reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return SANDBOX_CHECKOUT_SCRIPT;
  });

  app.post(
    '/v1/orders',
    {
      onRequest: authenticate,
      schema: {
        body: z.object({ amount: paise.min(100, 'amount: the amount must be atleast INR 1.00'), currency: z.string(), receipt: z.string().optional(), notes: z.record(z.string(), z.string()).optional() }),
        response: { 200: entity, '4xx': errorBody },
      },
    },
    (request) => sandbox.createOrder(request.body),
  );

  app.get('/v1/orders/:id', { onRequest: authenticate, schema: { params: idParams, response: { 200: entity, '4xx': errorBody } } }, (request) =>
    sandbox.fetchOrder(request.params.id),
  );

  app.get('/v1/orders/:id/payments', { onRequest: authenticate, schema: { params: idParams, response: { 200: entity, '4xx': errorBody } } }, (request) =>
    sandbox.orderPayments(request.params.id),
  );

  app.get('/v1/payments/:id', { onRequest: authenticate, schema: { params: idParams, response: { 200: entity, '4xx': errorBody } } }, (request) =>
    sandbox.fetchPayment(request.params.id),
  );

  app.post(
    '/v1/payments/:id/capture',
    { onRequest: authenticate, schema: { params: idParams, body: z.object({ amount: paise, currency: z.string() }), response: { 200: entity, '4xx': errorBody } } },
    (request) => sandbox.capture(request.params.id, request.body.amount, request.body.currency),
  );

  app.post(
    '/v1/payments/:id/refund',
    {
      onRequest: authenticate,
      schema: {
        params: idParams,
        headers: z.object({ 'x-refund-idempotency': z.string().max(100).optional() }),
        body: z.object({ amount: paise.optional(), speed: z.string().optional(), receipt: z.string().max(40).optional(), notes: z.record(z.string(), z.string()).optional() }),
        response: { 200: entity, '4xx': errorBody },
      },
    },
    (request) =>
      sandbox.refund(request.params.id, { amount: request.body.amount, receipt: request.body.receipt, idempotencyKey: request.headers['x-refund-idempotency'] }),
  );

  // The dialog's buttons (no basic auth: the browser has only the key id, as with Razorpay's checkout).
  app.post(
    '/v1/checkout/pay',
    {
      schema: {
        body: z.object({
          key_id: z.string().optional(),
          order_id: z.string().max(100),
          method: z.enum(['upi', 'card', 'netbanking']),
          outcome: z.enum(['success', 'failure']),
        }),
        response: { 200: z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }), '4xx': errorBody },
      },
    },
    async (request, reply) => {
      if (request.body.key_id !== undefined && request.body.key_id !== keyId) throw new SandboxError(401, 'The api key provided is invalid');
      const result = await sandbox.pay({ orderId: request.body.order_id, method: request.body.method, outcome: request.body.outcome });
      if (result.ok) return result.triple;
      return reply.code(400).send(result.failure);
    },
  );
};
