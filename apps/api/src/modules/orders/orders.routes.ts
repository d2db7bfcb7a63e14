import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, ORDER_MESSAGES, orderIdParamsSchema, orderListSchema, orderSchema, errorResponses } from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/request-user';
import type { OrderService } from './orders.service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get('/api/orders/my-orders', { config: { access: 'user' }, schema: { response: { 200: orderListSchema, 401: errorResponseSchema } } }, (request) =>
    orders.listMine(currentUser(request)._id),
  );

  // Unknown, malformed and other customers' ids all answer the same 404: nobody learns which
  // order ids exist.
  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { params: orderIdParamsSchema, response: { 200: orderSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const order = await orders.getMine(currentUser(request)._id, request.params.id);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      return order;
    },
  );
};
