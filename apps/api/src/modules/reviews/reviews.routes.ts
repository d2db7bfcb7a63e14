import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
import { unstorableTextError } from '../../plugins/text-check';
import { actorOf } from '../../plugins/request-user';
import { currentUser } from '../../plugins/request-user';
import { IMAGE_MESSAGES } from '../catalog';
import type { ReceivedReview, ReviewService } from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const fieldError = (field: string, message: string) => new HttpError(400, message, {}, { errors: [{ field, message }] });
const photoTooLarge = () => new HttpError(413, IMAGE_MESSAGES.tooLarge);

/** A refusal of the form's parser, by its code; anything else it throws is a form it could not read. */
const PARSER_REFUSALS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: photoTooLarge,
  FST_FILES_LIMIT: () => fieldError('photos', REVIEW_MESSAGES.tooManyPhotos),
  FST_PARTS_LIMIT: () => new HttpError(400, REVIEW_MESSAGES.tooManyParts),
  FST_FIELDS_LIMIT: () => new HttpError(400, REVIEW_MESSAGES.tooManyParts),
};

/**
 * Reads the review form (multipart/form-data) within the limits the plugin sets (a few parts, 8 KB a
 * field, 8 MB a photo): text fields into memory, each photo streamed into a file of its own in a new
 * temporary folder, so a request holds kilobytes in memory however large its photos. Text fields
 * are checked as a JSON body's are (the text check never sees a multipart body). On any refusal the
 * folder is removed with what it holds.
 */
async function receiveReviewForm(request: FastifyRequest): Promise<ReceivedReview> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the review as multipart/form-data');
  const folder = await mkdtemp(path.join(tmpdir(), 'review-photos-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const fields: Record<string, string> = {};
    const photos: string[] = [];
    try {
      let received = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const file = path.join(folder, String(++received));
          await pipeline(part.file, createWriteStream(file));
          if (part.file.truncated) throw photoTooLarge();
          // A form's empty file input still sends a part, with no name and no bytes.
          if (part.fieldname === 'photos' && (await stat(file)).size > 0) photos.push(file);
        } else {
          // A value cut at 8 KB is longer than any field takes: the schema refuses it below.
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      // Our own disk failing (no space left) is a server error, not the form's.
      if (err instanceof HttpError || (err instanceof Error && 'syscall' in err)) throw err;
      const refusal = PARSER_REFUSALS[(err as { code?: string }).code ?? ''];
      throw refusal ? refusal() : new HttpError(400, 'The review form could not be read. Please try again.');
    }
    const unstorable = unstorableTextError(fields);
    if (unstorable) throw unstorable;
    const parsed = reviewCreateSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new HttpError(400, fieldErrors[0]!.message, {}, { errors: fieldErrors });
    }
    return { fields: parsed.data, photos, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
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
          response: { 201: myReviewSchema.shape.review.unwrap(), ...errors, 409: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema },
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
