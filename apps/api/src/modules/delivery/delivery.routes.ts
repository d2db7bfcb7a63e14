import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuerySchema, deliveryQuoteSchema, pincodeParamSchema, errorResponses } from '@store/shared';
import type { DeliveryService } from './delivery.service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  app.get(
    '/api/delivery/:pincode',
    {
      config: { access: 'public' },
      schema: {
        params: pincodeParamSchema,
        querystring: deliveryQuerySchema,
        response: { 200: deliveryQuoteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => delivery.quote(request.params.pincode, request.query.amount),
  );
};
