import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attentionListSchema, errorResponses } from '@store/shared';
import { actorOf } from '../../plugins/request-user';
import type { HeldPaymentService } from './held-payments.service';

const refused = errorResponses(401, 403);
const params = z.object({ id: z.string().max(100) });
const settled = { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404, 409), ...refused };

/** The shop's list of payments that need a person, and the actions that settle each. */
export const heldPaymentRoutes: FastifyPluginAsyncZod<{ held: HeldPaymentService }> = async (app, { held }) => {
  app.get('/api/admin/payments/attention', { config: { access: 'admin' }, schema: { response: { 200: attentionListSchema, ...refused } } }, () => held.list());

  app.post(
    '/api/admin/payments/attention/:id/make-order',
    {
      config: { access: 'admin' },
      schema: { params, response: { 200: z.object({ orderId: z.string() }), ...errorResponses(404, 409), ...refused } },
    },
    (request) => held.makeOrder(actorOf(request), request.params.id),
  );

  app.post('/api/admin/payments/attention/:id/refund', { config: { access: 'admin' }, schema: { params, response: settled } }, async (request) => {
    await held.refund(actorOf(request), request.params.id);
    return { ok: true as const };
  });

  app.post('/api/admin/payments/attention/:id/retry-refund', { config: { access: 'admin' }, schema: { params, response: settled } }, async (request) => {
    await held.retryRefund(actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
