import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplicationPageSchema,
  adminApplicationQuerySchema,
  adminApplicationSchema,
  APPLICATION_MESSAGES,
  applicationDecisionSchema,
  applicationIdParamsSchema,
  errorResponseSchema,
  revealedIdentitySchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import type { AdminApplicationService } from './applications.admin.service';

const refused = errorResponses(401, 403);

export const adminApplicationRoutes: FastifyPluginAsyncZod<{ applications: AdminApplicationService }> = async (app, { applications }) => {
  app.get(
    '/api/admin/applications',
    {
      config: { access: 'admin' },
      schema: { querystring: adminApplicationQuerySchema, response: { 200: adminApplicationPageSchema, 400: errorResponseSchema, ...refused } },
    },
    (request) => applications.list(request.query),
  );

  app.get(
    '/api/admin/applications/:id',
    {
      config: { access: 'admin' },
      schema: { params: applicationIdParamsSchema, response: { 200: adminApplicationSchema, 404: errorResponseSchema, ...refused } },
    },
    async (request) => {
      const application = await applications.get(request.params.id);
      if (!application) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
      return application;
    },
  );

  app.patch(
    '/api/admin/applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: applicationIdParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: adminApplicationSchema, ...errorResponses(400, 404, 409), ...refused },
      },
    },
    (request) => applications.decide(actorOf(request), request.params.id, request.body),
  );

  // A POST, not a GET: it is an action that is logged, and no cache or prefetch may repeat it.
  app.post(
    '/api/admin/applications/:id/reveal',
    {
      config: { access: 'admin' },
      schema: { params: applicationIdParamsSchema, response: { 200: revealedIdentitySchema, 404: errorResponseSchema, ...refused } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applications.reveal(actorOf(request), request.params.id);
    },
  );
};
