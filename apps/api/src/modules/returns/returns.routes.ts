import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReturnPageSchema,
  adminReturnQuerySchema,
  adminReturnSchema,
  orderIdParamsSchema,
  orderReturnsSchema,
  payoutSchema,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  returnCloseSchema,
  returnIdParamsSchema,
  returnNoteSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnRequestFieldsSchema,
  returnSchema,
  errorResponses,
} from '@store/shared';
import { z } from 'zod';
import type { FileStore } from '../../plugins/file-store';
import { receivePhotoForm } from '../../plugins/photo-form';
import { sendStoredFile } from '../../plugins/uploads';
import { actorOf, currentUser } from '../../plugins/request-user';
import { IMAGE_MESSAGES } from '../catalog';
import type { ReturnService } from './returns.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const returnRoutes: FastifyPluginAsyncZod<{ returns: ReturnService; files: FileStore }> = async (app, { returns, files }) => {
  // Return photos are private: a more specific route than the public /uploads/*, so it answers them.
  app.get(
    '/uploads/returns/:orderId/:name',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ orderId: z.string(), name: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const path = `/uploads/returns/${request.params.orderId}/${request.params.name}`;
      const { key, cacheControl } = await returns.photo(path, request.query, await app.viewerOf(request));
      return sendStoredFile(request, reply, files, key, cacheControl);
    },
  );

  app.get(
    '/api/orders/:id/returns',
    { config: { access: 'user' }, schema: { params: orderIdParamsSchema, response: { 200: orderReturnsSchema, ...errors } } },
    (request) => returns.forCustomer(currentUser(request)._id, request.params.id),
  );

  app.get(
    '/api/admin/returns',
    { config: { access: 'admin' }, schema: { querystring: adminReturnQuerySchema, response: { 200: adminReturnPageSchema, ...errors } } },
    (request) => returns.list(request.query.status, request.query.page),
  );

  const admin = { config: { access: 'admin' as const } };
  app.post(
    '/api/admin/returns/:id/approve',
    { ...admin, schema: { params: returnIdParamsSchema, body: returnNoteSchema, response: { 200: adminReturnSchema, ...errors } } },
    (request) => returns.approve(actorOf(request), request.params.id, request.body.note),
  );
  app.post(
    '/api/admin/returns/:id/reject',
    { ...admin, schema: { params: returnIdParamsSchema, body: returnRejectSchema, response: { 200: adminReturnSchema, ...errors } } },
    (request) => returns.reject(actorOf(request), request.params.id, request.body.note),
  );
  app.post(
    '/api/admin/returns/:id/receive',
    { ...admin, schema: { params: returnIdParamsSchema, body: returnReceiveSchema, response: { 200: adminReturnSchema, ...errors } } },
    (request) => returns.receive(actorOf(request), request.params.id, request.body.lines, request.body.note),
  );
  app.post(
    '/api/admin/returns/:id/payout/reveal',
    { ...admin, schema: { params: returnIdParamsSchema, response: { 200: payoutSchema, ...errors } } },
    (request) => returns.revealPayout(actorOf(request), request.params.id),
  );
  app.post(
    '/api/admin/returns/:id/close',
    { ...admin, schema: { params: returnIdParamsSchema, body: returnCloseSchema, response: { 200: adminReturnSchema, ...errors } } },
    (request) => returns.close(actorOf(request), request.params.id, request.body),
  );

  // The request arrives as multipart/form-data (text fields and up to 4 photos), read only here.
  await app.register(async (form) => {
    await form.register(fastifyMultipart, {
      limits: {
        fileSize: RETURN_LIMITS.photoBytes,
        files: RETURN_LIMITS.photos,
        fields: 6,
        fieldSize: 8 * 1024,
        parts: RETURN_LIMITS.photos + 6,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    form.withTypeProvider<ZodTypeProvider>().post(
      '/api/orders/:id/returns',
      {
        config: { access: 'user' },
        schema: { params: orderIdParamsSchema, response: { 201: returnSchema, ...errors, ...errorResponses(413, 415) } },
      },
      async (request, reply) => {
        const created = await returns.request(currentUser(request)._id, request.params.id, () =>
          receivePhotoForm(request, returnRequestFieldsSchema, {
            what: 'return request',
            tooManyPhotos: RETURN_MESSAGES.tooManyPhotos,
            tooManyParts: RETURN_MESSAGES.tooManyParts,
            unreadable: RETURN_MESSAGES.unreadable,
            photoTooLarge: IMAGE_MESSAGES.tooLarge,
          }),
        );
        return reply.code(201).send(created);
      },
    );
  });
};
