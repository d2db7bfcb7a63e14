import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  helpfulVoteSchema,
  myReviewSchema,
  productIdParamsSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewCreateSchema,
  reviewDecisionSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListSchema,
  errorResponses,
} from '@store/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { receivePhotoForm } from '../../plugins/photo-form';
import { actorOf } from '../../plugins/request-user';
import { currentUser } from '../../plugins/request-user';
import { IMAGE_MESSAGES } from '../catalog';
import type { ReceivedReview, ReviewService } from './reviews.service';

const errors = errorResponses(400, 401, 403, 404);

/** Reads the review form (text fields and up to 3 photos): see receivePhotoForm. */
const receiveReviewForm = (request: FastifyRequest): Promise<ReceivedReview> =>
  receivePhotoForm(request, reviewCreateSchema, {
    what: 'review',
    tooManyPhotos: REVIEW_MESSAGES.tooManyPhotos,
    tooManyParts: REVIEW_MESSAGES.tooManyParts,
    unreadable: 'The review form could not be read. Please try again.',
    photoTooLarge: IMAGE_MESSAGES.tooLarge,
  });

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await app.viewerOf(request);
      // Votes make it the viewer's own answer; a guest's is the same for everyone but changes with each review.
      reply.header('cache-control', 'private, no-cache');
      return reviews.list(request.params.id, request.query, viewer?._id);
    },
  );

  app.get(
    '/api/products/:id/reviews/mine',
    { config: { access: 'user' }, schema: { params: productIdParamsSchema, response: { 200: myReviewSchema, ...errors } } },
    (request) => reviews.mine(currentUser(request)._id, request.params.id),
  );

  app.post(
    '/api/reviews/:id/helpful',
    { config: { access: 'user' }, schema: { params: reviewIdParamsSchema, response: { 200: helpfulVoteSchema, ...errors } } },
    (request) => reviews.markHelpful(currentUser(request)._id, request.params.id),
  );

  app.delete(
    '/api/reviews/:id/helpful',
    { config: { access: 'user' }, schema: { params: reviewIdParamsSchema, response: { 200: helpfulVoteSchema, ...errors } } },
    (request) => reviews.unmarkHelpful(currentUser(request)._id, request.params.id),
  );

  app.get(
    '/api/admin/reviews',
    { config: { access: 'admin' }, schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewPageSchema, ...errors } } },
    (request) => reviews.adminList(request.query.status, request.query.page),
  );

  app.patch(
    '/api/admin/reviews/:id',
    { config: { access: 'admin' }, schema: { params: reviewIdParamsSchema, body: reviewDecisionSchema, response: { 200: adminReviewSchema, ...errors } } },
    async (request) => {
      const review = await reviews.decide(actorOf(request), request.params.id, request.body);
      if (!review) throw new HttpError(404, REVIEW_MESSAGES.notFound);
      return review;
    },
  );

  // The review form arrives as multipart/form-data (text fields and up to 3 photos), read only here:
  // 3 files, 5 fields and 8 parts at most, so a form of 2,000 parts is refused at the first too many.
  await app.register(async (form) => {
    await form.register(fastifyMultipart, {
      limits: {
        fileSize: REVIEW_LIMITS.photoBytes,
        files: REVIEW_LIMITS.photos,
        fields: 5,
        fieldSize: 8 * 1024,
        parts: REVIEW_LIMITS.photos + 5,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    form.withTypeProvider<ZodTypeProvider>().post(
      '/api/products/:id/reviews',
      {
        config: { access: 'user' },
        schema: {
          params: productIdParamsSchema,
          response: { 201: myReviewSchema.shape.review.unwrap(), ...errors, ...errorResponses(409, 413, 415) },
        },
      },
      async (request, reply) => {
        // The form is read only once the service has found that this customer may review the product.
        const review = await reviews.create(currentUser(request)._id, request.params.id, () => receiveReviewForm(request));
        return reply.code(201).send(review);
      },
    );
  });
};
