import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSummarySchema, errorResponseSchema } from '@store/shared';
import { currentUser } from '../../plugins/request-user';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  // The profile page's tiles (SPEC §7 keeps it under /api/auth).
  app.get('/api/auth/summary', { config: { access: 'user' }, schema: { response: { 200: accountSummarySchema, 401: errorResponseSchema } } }, (request) =>
    account.summary(currentUser(request)._id),
  );
};
