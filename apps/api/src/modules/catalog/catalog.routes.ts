import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MESSAGES,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productUpdateSchema,
  productCreateSchema,
  stockAdjustmentSchema,
  adminProductQuerySchema,
  adminProductPageSchema,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../auth/access';
import { sendAnswer } from './catalog.cache';
import type { CatalogService } from './catalog.service';

/**
 * The catalogue's reads answer from the cache of ready-to-send answers (the response schemas type
 * and document them; the service checks each answer against them when it is made, outside production).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await catalog.list(request.query)),
  );

  app.get(
    '/api/products/featured/list',
    { config: { access: 'public' }, schema: { response: { 200: z.array(productSchema) } } },
    async (request, reply) => sendAnswer(request, reply, await catalog.featured()),
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: {
        params: productIdParamsSchema,
        response: { 200: productSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalog.detail(request.params.id);
      if (!answer) throw new HttpError(404, MESSAGES.productNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/admin/products',
    {
      config: { access: 'admin' },
      schema: { querystring: adminProductQuerySchema, response: { 200: adminProductPageSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    (request) => catalog.adminList(request.query),
  );

  app.post(
    '/api/admin/products',
    {
      config: { access: 'admin' },
      schema: { body: productCreateSchema, response: { 201: productSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      return reply.code(201).send(await catalog.create({ id: admin._id, email: admin.email }, request.body));
    },
  );

  app.post(
    '/api/admin/products/:id/stock',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        body: stockAdjustmentSchema,
        response: { 200: productSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const product = await catalog.adjustStock({ id: admin._id, email: admin.email }, request.params.id, request.body);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const product = await catalog.change({ id: admin._id, email: admin.email }, request.params.id, request.body);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );
};
