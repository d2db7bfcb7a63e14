import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactSchema, messageResponseSchema, errorResponses } from '@store/shared';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        body: contactSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await contact.send(request.body, request.ip);
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
