import { z } from 'zod';
import { idParamsSchema } from './ids';
import { hasControlCharacters, TEXT_MESSAGES } from './text';

/**
 * Reviews from verified buyers (issue 12): only a customer with a delivered order of a product may
 * review it, once; reviews show after the shop has checked them; ratings anywhere come only from
 * published reviews. What the server and the pages agree on.
 */

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  textMin: 10,
  textMax: 2000,
  /** Photos per review. */
  photos: 3,
  /** Bytes per photo as uploaded (it is re-encoded smaller). */
  photoBytes: 8 * 1024 * 1024,
  reasonMax: 300,
  pageSize: 10,
} as const;

/**
 * Why the shop may refuse a review. Being negative is never one of them: a one-star review that is
 * about the product is published like any other.
 */
export const REVIEW_REJECT_REASONS = [
  'Not about the product',
  'Offensive or abusive language',
  'Personal or contact details',
  'Advertising or links',
  'Photos that are not of the product',
] as const;

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Please choose a rating from 1 to 5 stars',
  titleInvalid: `Please give your review a title of ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters`,
  textInvalid: `Please write ${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters about the product`,
  titleCharacters: `The title ${TEXT_MESSAGES.unstorable}`,
  textCharacters: `The review ${TEXT_MESSAGES.unstorable}`,
  tooManyPhotos: `Add at most ${REVIEW_LIMITS.photos} photos`,
  tooManyParts: `The review form has too many parts: send a rating, a title, a text and at most ${REVIEW_LIMITS.photos} photos`,
  notEligible: 'Only customers whose order of this product has been delivered can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  submitted: 'Thank you! Your review will appear once we have checked it.',
  notFound: 'Review not found',
  ownReview: 'You cannot mark your own review as helpful.',
  reasonRequired: 'Please choose why the review is rejected',
  published: 'Review published',
  rejected: 'Review rejected',
  noReviews: 'No reviews yet',
} as const;

export const reviewIdParamsSchema = idParamsSchema(REVIEW_MESSAGES.notFound);

/** The text fields of POST /api/products/:id/reviews (multipart: these fields and up to 3 `photos` files). */
export const reviewCreateSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingInvalid })
    .int(REVIEW_MESSAGES.ratingInvalid)
    .min(1, REVIEW_MESSAGES.ratingInvalid)
    .max(5, REVIEW_MESSAGES.ratingInvalid),
  title: z
    .string({ error: REVIEW_MESSAGES.titleInvalid })
    .trim()
    .min(REVIEW_LIMITS.titleMin, REVIEW_MESSAGES.titleInvalid)
    .max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleInvalid)
    .refine((title) => !hasControlCharacters(title), REVIEW_MESSAGES.titleCharacters),
  // Written in a box of several lines: tabs and line breaks are the customer's own.
  text: z
    .string({ error: REVIEW_MESSAGES.textInvalid })
    .trim()
    .min(REVIEW_LIMITS.textMin, REVIEW_MESSAGES.textInvalid)
    .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textInvalid)
    .refine((text) => !hasControlCharacters(text, { lines: true }), REVIEW_MESSAGES.textCharacters),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

/** A published review as shoppers see it. */
export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** URLs of the photos, at most 3. */
  photos: z.array(z.string()),
  /** The reviewer's first name and last initial ('Priya S.'). */
  author: z.string(),
  /** Always true: only buyers whose order was delivered can review. */
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int(),
  /** Whether the signed-in viewer has marked it helpful (false for guests). */
  votedHelpful: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Average (one decimal), count and the 5-to-1 histogram of a product's published reviews. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Reviews with 5, 4, 3, 2 and 1 stars, keyed by the star count. */
  histogram: z.object({ 5: z.number().int(), 4: z.number().int(), 3: z.number().int(), 2: z.number().int(), 1: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /api/products/:id/reviews?rating=&sort=&page= */
export const reviewListQuerySchema = z.object({
  rating: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'rating must be 1 to 5' }).int('rating must be 1 to 5').min(1, 'rating must be 1 to 5').max(5, 'rating must be 1 to 5').optional(),
  ),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000, 'page must be at most 10000')
    .default(1),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  summary: ratingSummarySchema,
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /api/products/:id/reviews/mine: whether the signed-in customer may review it, and their review if any. */
export const myReviewSchema = z.object({
  canReview: z.boolean(),
  /**
   * Why not: no delivered order of it, or already reviewed. A rejected review comes with canReview
   * true (while the delivered order stands): it may be written again, and goes back to the shop.
   */
  reason: z.enum(['not-delivered', 'reviewed']).nullable(),
  review: z
    .object({
      _id: z.string(),
      rating: z.number().int(),
      title: z.string(),
      text: z.string(),
      photos: z.array(z.string()),
      status: z.enum(REVIEW_STATUSES),
      rejectReason: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** POST /api/reviews/:id/helpful (one vote per customer; again changes nothing); DELETE takes it back. */
export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });

/** The admin's moderation list and decision. */
export const adminReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string(),
  productName: z.string(),
  customerEmail: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).default('pending'),
  page: reviewListQuerySchema.shape.page,
});

export const adminReviewPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** PATCH /api/admin/reviews/:id: publish, or reject with one of the reasons. */
export const reviewDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('published') }).strict(),
    z.object({ status: z.literal('rejected'), reason: z.enum(REVIEW_REJECT_REASONS, { error: REVIEW_MESSAGES.reasonRequired }) }).strict(),
  ],
  { error: 'status must be published or rejected' },
);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
