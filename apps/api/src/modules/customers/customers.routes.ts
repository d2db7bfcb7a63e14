import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerPageSchema,
  adminCustomerQuerySchema,
  adminCustomerSchema,
  CUSTOMER_NOT_FOUND,
  errorResponseSchema,
  idParamsSchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import type { CustomerService } from './customers.service';

const refused = errorResponses(401, 403);

/** The shop's customer list and customer page: admins only, read only. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (app, { customers }) => {
  app.get(
    '/api/admin/customers',
    {
      config: { access: 'admin' },
      schema: { querystring: adminCustomerQuerySchema, response: { 200: adminCustomerPageSchema, 400: errorResponseSchema, ...refused } },
    },
    (request) => customers.list(request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema(CUSTOMER_NOT_FOUND), response: { 200: adminCustomerSchema, 404: errorResponseSchema, ...refused } },
    },
    async (request) => {
      const customer = await customers.get(request.params.id);
      if (!customer) throw new HttpError(404, CUSTOMER_NOT_FOUND);
      return customer;
    },
  );
};
