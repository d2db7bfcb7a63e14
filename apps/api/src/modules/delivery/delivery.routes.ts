import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuerySchema, deliveryQuoteSchema, errorResponseSchema, pincodeParamSchema } from '@store/shared';
import type { DeliveryService } from './delivery.service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  app.get(
    '/api/delivery/:pincode',
    {
      config: { access: 'public' },
      schema: {
        params: pincodeParamSchema,
        querystring: deliveryQuerySchema,
        response: { 200: deliveryQuoteSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => delivery.quote(request.params.pincode, request.query.amount),
  );
};
