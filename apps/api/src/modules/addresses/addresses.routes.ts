import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdParamsSchema,
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressPatchSchema,
  savedAddressSchema,
  errorResponses,
} from '@store/shared';
import { currentUser } from '../../plugins/request-user';
import type { AddressService } from './addresses.service';

const errors = errorResponses(400, 401, 404, 409);
const user = { config: { access: 'user' as const } };

/** The signed-in customer's address book (under /api/auth like the profile, SPEC §7). */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  app.get('/api/auth/addresses', { ...user, schema: { response: { 200: savedAddressListSchema, ...errors } } }, (request) =>
    addresses.list(currentUser(request)._id),
  );

  app.post(
    '/api/auth/addresses',
    { ...user, schema: { body: savedAddressInputSchema, response: { 200: savedAddressSchema, 201: savedAddressSchema, ...errors } } },
    async (request, reply) => {
      const { address, created } = await addresses.create(currentUser(request)._id, request.body);
      return reply.code(created ? 201 : 200).send(address);
    },
  );

  app.patch(
    '/api/auth/addresses/:id',
    { ...user, schema: { params: addressIdParamsSchema, body: savedAddressPatchSchema, response: { 200: savedAddressSchema, ...errors } } },
    (request) => addresses.update(currentUser(request)._id, request.params.id, request.body),
  );

  app.delete(
    '/api/auth/addresses/:id',
    { ...user, schema: { params: addressIdParamsSchema, response: { 200: savedAddressListSchema, ...errors } } },
    (request) => addresses.remove(currentUser(request)._id, request.params.id),
  );
};
