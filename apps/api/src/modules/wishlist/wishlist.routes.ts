import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistChangeSchema, wishlistParamsSchema, wishlistSchema, errorResponses } from '@store/shared';
import { currentUser } from '../../plugins/request-user';
import type { WishlistService } from './wishlist.service';

const errors = errorResponses(400, 401, 404, 409);

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const user = { config: { access: 'user' as const } };

  app.get('/api/wishlist', { ...user, schema: { response: { 200: wishlistSchema, ...errors } } }, async (request, reply) => {
    // Personal: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return wishlist.list(currentUser(request)._id);
  });

  app.put('/api/wishlist/:productId', { ...user, schema: { params: wishlistParamsSchema, response: { 200: wishlistChangeSchema, ...errors } } }, (request) =>
    wishlist.save(currentUser(request)._id, request.params.productId),
  );

  app.delete('/api/wishlist/:productId', { ...user, schema: { params: wishlistParamsSchema, response: { 200: wishlistChangeSchema, ...errors } } }, (request) =>
    wishlist.remove(currentUser(request)._id, request.params.productId),
  );
};
