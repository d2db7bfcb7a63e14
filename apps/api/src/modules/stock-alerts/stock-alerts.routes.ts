import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notifyMeResponseSchema,
  notifyMeSchema,
  productIdParamsSchema,
  stockAlertUnsubscribedSchema,
  stockAlertUnsubscribeSchema,
  errorResponses,
} from '@store/shared';
import type { StockAlertService } from './stock-alerts.service';

const errors = errorResponses(400, 404, 409);

export const stockAlertRoutes: FastifyPluginAsyncZod<{ stockAlerts: StockAlertService }> = async (app, { stockAlerts }) => {
  // Public: a guest gives an address; a signed-in customer's session (if any) decides the address instead.
  app.post(
    '/api/products/:id/notify-me',
    { config: { access: 'public' }, schema: { params: productIdParamsSchema, body: notifyMeSchema, response: { 201: notifyMeResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await stockAlerts.subscribe(request.params.id, await app.viewerOf(request), request.body)),
  );

  // Public: the link in the mail works without logging in; the sealed token is the proof.
  app.post(
    '/api/stock-alerts/unsubscribe',
    { config: { access: 'public' }, schema: { body: stockAlertUnsubscribeSchema, response: { 200: stockAlertUnsubscribedSchema, ...errors } } },
    (request) => stockAlerts.unsubscribe(request.body.token),
  );
};
