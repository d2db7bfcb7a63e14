import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  errorResponseSchema,
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
} from '@store/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../admin/audit.repository';
import { currentUser } from '../auth/access';
import { IMAGE_MESSAGES } from '../catalog/product-images';
import type { ReviewService } from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The fields and photos of a review form (multipart/form-data), read within the limits the plugin sets. */
async function reviewForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; photos: Buffer[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the review as multipart/form-data');
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form's empty file input still sends a part, with no name and no bytes.
        if (part.fieldname === 'photos' && bytes.length > 0) photos.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, REVIEW_MESSAGES.tooManyPhotos, {}, { errors: [{ field: 'photos', message: REVIEW_MESSAGES.tooManyPhotos }] });
    throw new HttpError(400, 'The review form could not be read. Please try again.');
  }
  return { fields, photos };
}

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/api/products/:id/reviews',
    { config: { access: 'public' }, schema: { params: productIdParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListSchema, 400: errorResponseSchema, 404: errorResponseSchema } } },
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

  // The review form arrives as multipart/form-data (text fields and up to 3 photos), read only here.
  await app.register(async (form) => {
    await form.register(fastifyMultipart, {
      limits: { fileSize: REVIEW_LIMITS.photoBytes, files: REVIEW_LIMITS.photos, fields: 5, fieldSize: 8 * 1024, parts: REVIEW_LIMITS.photos + 5, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    form.withTypeProvider<ZodTypeProvider>().post(
      '/api/products/:id/reviews',
      {
        config: { access: 'user' },
        schema: { params: productIdParamsSchema, response: { 201: myReviewSchema.shape.review.unwrap(), ...errors, 409: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema } },
      },
      async (request, reply) => {
        const { fields, photos } = await reviewForm(request);
        const parsed = reviewCreateSchema.safeParse(fields);
        if (!parsed.success) {
          const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
          throw new HttpError(400, fieldErrors[0]!.message, {}, { errors: fieldErrors });
        }
        const review = await reviews.create(currentUser(request)._id, request.params.id, parsed.data, photos);
        return reply.code(201).send(review);
      },
    );
  });
};

