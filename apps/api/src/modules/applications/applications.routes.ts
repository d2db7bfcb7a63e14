import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES,
  applicationIdParamsSchema,
  applicationRequestSchema,
  applicationSchema,
  errorResponseSchema,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/request-user';
import type { ApplicationService } from './applications.service';

export const applicationRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService }> = async (app, { applications }) => {
  // The guard runs on request: a guest is told to log in before the body is read or judged.
  app.post(
    '/api/applications',
    {
      config: { access: 'user' },
      schema: {
        body: applicationRequestSchema,
        response: { 201: applicationSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const application = await applications.submit(currentUser(request)._id, request.body, request.ip);
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/api/applications/my-applications',
    { config: { access: 'user' }, schema: { response: { 200: applicationSchema.array(), 401: errorResponseSchema } } },
    (request) => applications.listMine(currentUser(request)._id),
  );

  app.get(
    '/api/applications/:id',
    {
      config: { access: 'user' },
      schema: { params: applicationIdParamsSchema, response: { 200: applicationSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const application = await applications.getMine(currentUser(request)._id, request.params.id);
      if (!application) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
      return application;
    },
  );
};
