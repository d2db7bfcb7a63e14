import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MESSAGES,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import type { CatalogService } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      schema: {
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) => catalog.list(request.query),
  );

  app.get(
    '/api/products/featured/list',
    { schema: { response: { 200: z.array(productSchema) } } },
    () => catalog.featured(),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        response: { 200: productSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const product = await catalog.getJson(request.params.id);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );
};
