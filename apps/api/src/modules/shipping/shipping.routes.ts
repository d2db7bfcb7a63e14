import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminShipmentSchema,
  errorResponseSchema,
  ndrActionSchema,
  orderIdParamsSchema,
  orderIdsQuerySchema,
  SHIPPING_MESSAGES,
  shipOrderSchema,
  shipOrdersResultSchema,
  shipOrdersSchema,
  errorResponses,
} from '@store/shared';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import type { ShippingService } from './shipping.service';
import { shiprocketWebhookSchema } from './shipping-webhook';

const refused = errorResponses(401, 403);
const digest = (text: string) => createHash('sha256').update(text).digest();
const pdfReply = {
  200: z.instanceof(Buffer),
  ...errorResponses(400, 404, 409, 422, 503),
  ...refused,
};
const sendPdf = (reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(pdf);

export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService; webhookToken: string | undefined }> = async (
  app,
  { shipping, webhookToken },
) => {
  app.post(
    '/api/admin/orders/:id/ship',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: shipOrderSchema,
        response: {
          200: adminShipmentSchema,
          202: adminShipmentSchema,
          ...errorResponses(400, 404, 409, 422, 503),
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const { code, shipment } = await shipping.ship(actorOf(request), request.params.id, request.body);
      return reply.code(code).send(shipment);
    },
  );

  app.post(
    '/api/admin/orders/ship',
    {
      config: { access: 'admin' },
      schema: { body: shipOrdersSchema, response: { 200: shipOrdersResultSchema, ...errorResponses(400, 503), ...refused } },
    },
    (request) => shipping.shipMany(actorOf(request), request.body.orderIds, { courier: request.body.courier }),
  );

  app.get(
    '/api/admin/orders/labels',
    { config: { access: 'admin' }, schema: { querystring: orderIdsQuerySchema, response: pdfReply } },
    async (request, reply) => sendPdf(reply, await shipping.labels(request.query.ids)),
  );

  app.get(
    '/api/admin/orders/manifest',
    { config: { access: 'admin' }, schema: { querystring: orderIdsQuerySchema, response: pdfReply } },
    async (request, reply) => sendPdf(reply, await shipping.manifest(request.query.ids)),
  );

  app.get(
    '/api/admin/orders/:id/shipment',
    { config: { access: 'admin' }, schema: { params: orderIdParamsSchema, response: { 200: adminShipmentSchema, 404: errorResponseSchema, ...refused } } },
    (request) => shipping.get(request.params.id),
  );

  app.get('/api/admin/orders/:id/label', { config: { access: 'admin' }, schema: { params: orderIdParamsSchema, response: pdfReply } }, async (request, reply) =>
    sendPdf(reply, await shipping.label(request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/ndr',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: ndrActionSchema,
        response: {
          200: adminShipmentSchema,
          ...errorResponses(400, 404, 409, 422, 503),
          ...refused,
        },
      },
    },
    (request) => shipping.ndr(actorOf(request), request.params.id, request.body.action),
  );

  app.post(
    '/api/shipping/webhook',
    {
      // Public (Shiprocket calls it), but only with the token set on Shiprocket's webhook, in x-api-key.
      config: { access: 'public' },
      // Before the body is checked: a caller without the token learns nothing about the body we expect.
      preValidation: async (request) => {
        if (!webhookToken) throw new HttpError(503, SHIPPING_MESSAGES.off);
        const given = request.headers['x-api-key'];
        if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(webhookToken))) throw new HttpError(401, 'Invalid webhook token');
      },
      schema: {
        body: shiprocketWebhookSchema,
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      // Recorded once and queued: Shiprocket only wants a quick 200.
      await shipping.acceptWebhook(request.body);
      return { status: 'ok' as const };
    },
  );
};
