import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationRequestSchema, applicationSchema, errorResponseSchema } from '@store/shared';
import { currentUser, type RequireUser } from '../auth/require-user';
import type { ApplicationService } from './applications.service';

export const applicationRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService; requireUser: RequireUser }> = async (
  app,
  { applications, requireUser },
) => {
  // onRequest, not preHandler: a guest is told to log in before the body is read or judged.
  app.post(
    '/api/applications',
    {
      onRequest: requireUser,
      schema: {
        body: applicationRequestSchema,
        response: { 201: applicationSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const application = await applications.submit(currentUser(request)._id, request.body, request.ip);
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/api/applications/my-applications',
    { onRequest: requireUser, schema: { response: { 200: applicationSchema.array(), 401: errorResponseSchema } } },
    (request) => applications.listMine(currentUser(request)._id),
  );
};
