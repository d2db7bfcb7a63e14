import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGrievanceListSchema,
  adminGrievanceSchema,
  consentChangeSchema,
  consentListSchema,
  eraseAccountSchema,
  erasureResultSchema,
  errorResponseSchema,
  grievanceAnswerSchema,
  grievanceListQuerySchema,
  grievanceReceiptSchema,
  grievanceSchema,
  idParamsSchema,
  myDataSchema,
  PRIVACY_MESSAGES,
  errorResponses,
} from '@store/shared';
import { actorOf, currentUser } from '../../plugins/request-user';
import type { PrivacyService } from './privacy.service';

const errors = errorResponses(400, 401, 403, 429);

/** The data principal's rights: consents, "My data" (export, erase), grievances and their admin page. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get('/api/auth/me/export', { config: { access: 'user' }, schema: { response: { 200: myDataSchema, ...errors } } }, (request) =>
    privacy.exportFor(currentUser(request), request.ip),
  );

  app.post(
    '/api/auth/me/erase',
    { config: { access: 'user' }, schema: { body: eraseAccountSchema, response: { 200: erasureResultSchema, 409: errorResponseSchema, ...errors } } },
    (request) => privacy.erase(currentUser(request)._id, request.body.password, request.ip),
  );

  app.get('/api/auth/consents', { config: { access: 'user' }, schema: { response: { 200: consentListSchema, ...errors } } }, (request) =>
    privacy.consents(currentUser(request)),
  );

  app.post(
    '/api/auth/consents',
    { config: { access: 'user' }, schema: { body: consentChangeSchema, response: { 200: consentListSchema, ...errors } } },
    (request) => privacy.giveConsent(currentUser(request), request.body.purpose, request.ip),
  );

  app.post(
    '/api/auth/consents/withdraw',
    { config: { access: 'user' }, schema: { body: consentChangeSchema, response: { 200: consentListSchema, ...errors } } },
    (request) => privacy.withdrawConsent(currentUser(request), request.body.purpose, request.ip),
  );

  app.post(
    '/api/grievances',
    { config: { access: 'public' }, schema: { body: grievanceSchema, response: { 201: grievanceReceiptSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await privacy.fileGrievance(request.body, await app.viewerOf(request), request.ip)),
  );

  app.get(
    '/api/admin/grievances',
    { config: { access: 'admin' }, schema: { querystring: grievanceListQuerySchema, response: { 200: adminGrievanceListSchema, ...errors } } },
    (request) => privacy.grievances(request.query.status),
  );

  app.post(
    '/api/admin/grievances/:id/answer',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema(PRIVACY_MESSAGES.grievanceNotFound),
        body: grievanceAnswerSchema,
        response: { 200: adminGrievanceSchema, ...errorResponses(404, 409), ...errors },
      },
    },
    (request) => privacy.answerGrievance(actorOf(request), request.params.id, request.body.answer),
  );
};
