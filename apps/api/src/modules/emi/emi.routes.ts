import { emiPlansQuerySchema, emiPlansResponseSchema, emiRatesResponseSchema, errorResponseSchema } from '@store/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmiService } from './emi.service';

const errors = { 400: errorResponseSchema };

/** Card EMI: the plans for a price (product page), and the banks' rates for working out "from ₹x/month" on product cards. */
export const emiRoutes: FastifyPluginAsyncZod<{ emi: EmiService }> = async (app, { emi }) => {
  app.get(
    '/api/payments/emi-plans',
    { config: { access: 'public' }, schema: { querystring: emiPlansQuerySchema, response: { 200: emiPlansResponseSchema, ...errors } } },
    (request) => emi.plans(request.query.amount),
  );
  app.get('/api/payments/emi-rates', { config: { access: 'public' }, schema: { response: { 200: emiRatesResponseSchema, ...errors } } }, () => emi.rates());
};
