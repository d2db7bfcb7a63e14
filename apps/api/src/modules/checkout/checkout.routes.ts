import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  checkoutConflictSchema,
  createPaymentOrderSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  paymentOrderSchema,
  paymentsConfigSchema,
  placeOrderSchema,
  verifyPaymentSchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/request-user';
import { webhookSignatureMatches } from '../payments';
import { razorpayWebhookSchema, webhookProblem } from './razorpay-webhook';
import type { CheckoutService } from './checkout.service';

const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body is not valid JSON',
  notAnEvent: (problem: string) => `The webhook is not a Razorpay event this shop reads (${problem})`,
} as const;

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; webhookSecret: string | undefined }> = async (
  app,
  { checkout, webhookSecret },
) => {
  app.get('/api/payments/config', { config: { access: 'public' }, schema: { response: { 200: paymentsConfigSchema } } }, () => checkout.config());

  app.post(
    '/api/payments/create-order',
    {
      config: { access: 'user' },
      schema: {
        body: createPaymentOrderSchema,
        response: {
          200: paymentOrderSchema,
          ...errorResponses(400, 401),
          409: checkoutConflictSchema,
          ...errorResponses(429, 503),
        },
      },
    },
    (request) => checkout.createPaymentOrder(currentUser(request)._id, request.body),
  );

  app.post(
    '/api/payments/verify-payment',
    {
      config: { access: 'user' },
      schema: {
        body: verifyPaymentSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 503) },
      },
    },
    (request) => checkout.verifyPayment(currentUser(request)._id, request.body),
  );

  app.post(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        body: placeOrderSchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          ...errorResponses(400, 401, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await checkout.placeOrder(currentUser(request)._id, request.body.paymentDetails);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/api/orders/cod',
    {
      config: { access: 'user' },
      schema: {
        body: createPaymentOrderSchema,
        response: {
          201: orderSchema,
          ...errorResponses(400, 401, 403),
          409: checkoutConflictSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await checkout.placeCodOrder(currentUser(request)._id, request.body)),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: { params: orderIdParamsSchema, response: { 200: orderSchema, ...errorResponses(401, 404, 409) } },
    },
    (request) => checkout.cancel(currentUser(request)._id, request.params.id),
  );

  // The webhook is signed over its exact bytes, so this route keeps the raw body (its own parser,
  // in a scope of its own) and parses it only once the signature holds.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public' },
        schema: {
          body: z.custom<Buffer>((value) => Buffer.isBuffer(value), WEBHOOK_MESSAGES.badBody),
          headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional(), 'x-razorpay-event-id': z.string().max(200).optional() }),
          response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(400, 503) },
        },
      },
      async (request) => {
        if (!webhookSecret) throw new HttpError(503, CHECKOUT_MESSAGES.notConfigured);
        if (!webhookSignatureMatches(request.body, request.headers['x-razorpay-signature'], webhookSecret))
          throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
        let body: unknown;
        try {
          body = JSON.parse(request.body.toString('utf8'));
        } catch {
          throw new HttpError(400, WEBHOOK_MESSAGES.badBody);
        }
        const parsed = razorpayWebhookSchema.safeParse(body);
        if (!parsed.success) throw new HttpError(400, WEBHOOK_MESSAGES.notAnEvent(webhookProblem(parsed.error)));
        const event = parsed.data;
        // Razorpay names every event; a body without the header is deduplicated by its own digest.
        const eventId = request.headers['x-razorpay-event-id'] ?? `sha256:${createHash('sha256').update(request.body).digest('hex')}`;
        await checkout.acceptWebhook(eventId, event);
        return { status: 'ok' as const };
      },
    );
  });
};
