import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShipmentSchema, errorResponseSchema, ndrActionSchema, orderIdParamsSchema, SHIPPING_MESSAGES, shipOrderSchema } from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import type { ShippingService } from './shipping.service';
import { shiprocketWebhookSchema } from './shipping-webhook';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const digest = (text: string) => createHash('sha256').update(text).digest();

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
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const { code, shipment } = await shipping.ship(actorOf(request), request.params.id, request.body);
      return reply.code(code).send(shipment);
    },
  );

  app.get(
    '/api/admin/orders/:id/shipment',
    { config: { access: 'admin' }, schema: { params: orderIdParamsSchema, response: { 200: adminShipmentSchema, 404: errorResponseSchema, ...refused } } },
    (request) => shipping.get(request.params.id),
  );

  app.get(
    '/api/admin/orders/:id/label',
    {
      config: { access: 'admin' },
      schema: { params: orderIdParamsSchema, response: { 200: z.instanceof(Buffer), 404: errorResponseSchema, 503: errorResponseSchema, ...refused } },
    },
    async (request, reply) => {
      const { filename, pdf } = await shipping.label(request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
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
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
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
        response: { 200: z.object({ status: z.literal('ok') }), 400: errorResponseSchema, 401: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      // Recorded once and queued: Shiprocket only wants a quick 200.
      await shipping.acceptWebhook(request.body);
      return { status: 'ok' as const };
    },
  );
};
