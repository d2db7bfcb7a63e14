import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartMergeSchema, cartReplaceSchema, cartSchema, errorResponses } from '@store/shared';
import { currentUser } from '../../plugins/request-user';
import type { CartService } from './cart.service';

const errors = errorResponses(400, 401);
const user = { access: 'user' as const };

/** The signed-in customer's own cart: always theirs (the session names the owner; no id is taken from the request). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get('/api/cart', { config: user, schema: { response: { 200: cartSchema, ...errors } } }, (request) => cart.get(currentUser(request)._id));

  app.put('/api/cart', { config: user, schema: { body: cartReplaceSchema, response: { 200: cartSchema, ...errors } } }, (request) =>
    cart.replace(currentUser(request)._id, request.body.items),
  );

  app.post('/api/cart/merge', { config: user, schema: { body: cartMergeSchema, response: { 200: cartSchema, ...errors } } }, (request) =>
    cart.merge(currentUser(request)._id, request.body.items),
  );
};
