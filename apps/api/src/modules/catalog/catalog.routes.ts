import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
  productImageChangeSchema,
  adminProductQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  suggestQuerySchema,
  suggestResponseSchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import { sendAnswer } from './catalog.cache';
import type { CatalogService } from './catalog.service';
import type { FileStore } from '../../plugins/file-store';
import { IMAGE_LIMITS, IMAGE_MESSAGES, ImageRejected, removeUploadedImage, storeProductImage } from './product-images';

/**
 * The catalogue's reads answer from the cache of ready-to-send answers (the response schemas type
 * and document them; the service checks each answer against them when it is made, outside production).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; files: FileStore }> = async (app, { catalog, files }) => {
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
    '/api/search/suggest',
    {
      config: { access: 'public' },
      schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema, 400: errorResponseSchema } },
    },
    async (request, reply) => sendAnswer(request, reply, await catalog.suggest(request.query.q)),
  );

  app.get('/api/products/featured/list', { config: { access: 'public' }, schema: { response: { 200: z.array(productSchema) } } }, async (request, reply) =>
    sendAnswer(request, reply, await catalog.featured()),
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
      schema: {
        querystring: adminProductQuerySchema,
        response: { 200: adminProductPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => catalog.adminList(request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const product = await catalog.adminGet(request.params.id);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );

  app.post(
    '/api/admin/products',
    {
      config: { access: 'admin' },
      schema: { body: productCreateSchema, response: { 201: productSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      return reply.code(201).send(await catalog.create(actorOf(request), request.body));
    },
  );

  app.post(
    '/api/admin/products/:id/stock',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        body: stockAdjustmentSchema,
        response: {
          200: productSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const product = await catalog.adjustStock(actorOf(request), request.params.id, request.body);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );

  app.patch(
    '/api/admin/products/:id/images',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        body: productImageChangeSchema,
        response: {
          200: productSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const product = await catalog.changeImage(actorOf(request), request.params.id, request.body);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );

  // Pictures arrive as multipart/form-data, one file per request, read only here.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: IMAGE_LIMITS.fileBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/products/:id/images',
      {
        config: { access: 'admin' },
        schema: {
          params: productIdParamsSchema,
          response: {
            201: productSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const current = await catalog.get(request.params.id);
        if (!current) throw new HttpError(404, MESSAGES.productNotFound);
        // Refused before the upload is read; checked again under the product's lock when it is added.
        if (current.images.length >= PRODUCT_LIMITS.images) throw new HttpError(409, PRODUCT_MESSAGES.tooManyImages);
        let bytes: Buffer;
        try {
          const file = request.isMultipart() ? await request.file() : undefined;
          if (!file) throw new HttpError(400, IMAGE_MESSAGES.missing);
          bytes = await file.toBuffer();
        } catch (err) {
          if (err instanceof HttpError) throw err;
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
          throw new HttpError(400, IMAGE_MESSAGES.missing);
        }
        let imagePath: string;
        try {
          imagePath = await storeProductImage(files, request.params.id, bytes);
        } catch (err) {
          if (err instanceof ImageRejected) throw new HttpError(err.statusCode, err.message);
          throw err;
        }
        // A picture that could not be added (the gallery filled up meanwhile, the product went) is not kept.
        const product = await catalog.addImage(actorOf(request), request.params.id, imagePath).catch(async (err: unknown) => {
          await removeUploadedImage(files, imagePath);
          throw err;
        });
        if (!product) {
          await removeUploadedImage(files, imagePath);
          throw new HttpError(404, MESSAGES.productNotFound);
        }
        return reply.code(201).send(product);
      },
    );
  });

  app.patch(
    '/api/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const product = await catalog.change(actorOf(request), request.params.id, request.body);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      return product;
    },
  );
};
