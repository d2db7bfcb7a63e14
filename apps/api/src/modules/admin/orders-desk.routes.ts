import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  cashReceivedSchema,
  errorResponseSchema,
  ewayBillRecordSchema,
  orderSerialsSchema,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderStatusChangeSchema,
  shopCancelSchema,
  shopRefundSchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import type { OrdersDesk } from './orders-desk.service';

const refused = errorResponses(401, 403);

/** The shop's order routes: list, view, move, refund, record cash, cancel. */
export const ordersDeskRoutes: FastifyPluginAsyncZod<{ orders: OrdersDesk }> = async (app, { orders }) => {
  app.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: { querystring: adminOrderQuerySchema, response: { 200: adminOrderPageSchema, 400: errorResponseSchema, ...refused } },
    },
    (request) => orders.list(request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    { config: { access: 'admin' }, schema: { params: orderIdParamsSchema, response: { 200: adminOrderSchema, 404: errorResponseSchema, ...refused } } },
    async (request) => {
      const order = await orders.get(request.params.id);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      return order;
    },
  );

  app.patch(
    '/api/admin/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => orders.changeStatus(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: shopRefundSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => orders.refund(actorOf(request), request.params.id, request.body.amount, request.body.note),
  );

  app.put(
    '/api/admin/orders/:id/serials',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: orderSerialsSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => orders.recordSerials(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/orders/:id/eway-bill',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: ewayBillRecordSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => orders.recordEwayBill(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/orders/:id/cash-received',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: cashReceivedSchema,
        response: { 200: adminOrderSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => orders.cashReceived(actorOf(request), request.params.id, request.body.amount),
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: shopCancelSchema,
        response: {
          200: adminOrderSchema,
          ...errorResponses(400, 404, 409, 422, 503),
          ...refused,
        },
      },
    },
    (request) => orders.cancel(actorOf(request), request.params.id, request.body),
  );
};
