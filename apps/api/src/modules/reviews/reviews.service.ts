import {
  isId,
  MESSAGES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewPage,
  type MyReview,
  type RatingSummary,
  type Review,
  type ReviewCreate,
  type ReviewDecision,
  type ReviewSort,
  type ReviewStatus,
} from '@store/shared';
import type { Database } from '../../db/client';
import type { FileStore } from '../../plugins/file-store';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { CatalogService } from '../catalog';
import type { OrderService } from '../orders';
import { ImageRejected, removeUploadedImage, storeUploadedImage } from '../catalog';
import type { ListedReview, ReviewRepository, ReviewRow } from './reviews.repository';

/** 'Priya Sharma' → 'Priya S.': enough to be a person, not enough to find them. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}

const toReview = ({ review, authorName: name, votedHelpful }: ListedReview): Review => ({
  _id: review.id,
  productId: review.productId,
  rating: review.rating,
  title: review.title,
  text: review.text,
  photos: review.photos,
  author: authorName(name),
  verifiedBuyer: true,
  helpfulCount: review.helpfulCount,
  votedHelpful: Boolean(votedHelpful),
  createdAt: review.createdAt.toISOString(),
});

const toAdminReview = (listed: ListedReview): AdminReview => ({
  ...toReview(listed),
  status: listed.review.status,
  rejectReason: listed.review.rejectReason,
  productName: listed.productName,
  customerEmail: listed.customerEmail,
});

const toOwnReview = (review: ReviewRow): NonNullable<MyReview['review']> => ({
  _id: review.id,
  rating: review.rating,
  title: review.title,
  text: review.text,
  photos: review.photos,
  status: review.status,
  rejectReason: review.rejectReason,
  createdAt: review.createdAt.toISOString(),
});

/** A review form as received: its fields checked, each photo in a file of its own until discard(). */
export interface ReceivedReview {
  fields: ReviewCreate;
  /** Paths of the photo files, as uploaded. */
  photos: string[];
  discard(): Promise<void>;
}

/**
 * Reviews from verified buyers: a customer with a delivered order of a product may review it once;
 * the shop publishes or rejects it (never for being negative); the product's rating is recomputed
 * from its published reviews in the same transaction as each decision.
 */
export function createReviewService({
  db,
  repository,
  catalog,
  orders,
  audit,
  files,
}: {
  db: Database;
  repository: ReviewRepository;
  catalog: CatalogService;
  /** Whether the customer received the product: what makes a verified buyer. */
  orders: Pick<OrderService, 'deliveredOrderWith'>;
  audit: AuditLog;
  /** Where the photos go (public: served to anyone at their /uploads/ path). */
  files: FileStore;
}) {
  /**
   * Customer and product of each review form being received in this process. Twenty copies of one
   * form sent at once would all pass the checks before it is read; only the first is read, the
   * others are refused unread, so one customer cannot make the server take in and decode them all.
   */
  const receiving = new Set<string>();

  async function requireProduct(productId: string): Promise<void> {
    if (!(await catalog.getVisible(productId))) throw new HttpError(404, MESSAGES.productNotFound);
  }

  async function changeVote(userId: string, reviewId: string, helpful: boolean): Promise<{ helpfulCount: number; votedHelpful: boolean }> {
    if (!isId(reviewId)) throw new HttpError(404, REVIEW_MESSAGES.notFound);
    return inTransaction(db, async (tx) => {
      const review = await repository.findById(reviewId, tx);
      if (!review || review.status !== 'published') throw new HttpError(404, REVIEW_MESSAGES.notFound);
      if (review.userId === userId) throw new HttpError(403, REVIEW_MESSAGES.ownReview);
      if (helpful) await repository.vote(reviewId, userId, tx);
      else await repository.unvote(reviewId, userId, tx);
      return { helpfulCount: (await repository.findById(reviewId, tx))!.helpfulCount, votedHelpful: helpful };
    });
  }

  /** Stores a received form's photos, then its words; the photos go again if the words cannot be stored. */
  async function save(userId: string, productId: string, orderId: string, existing: ReviewRow | undefined, { fields, photos }: ReceivedReview) {
    if (photos.length > REVIEW_LIMITS.photos) throw new HttpError(400, REVIEW_MESSAGES.tooManyPhotos);
    const stored: string[] = [];
    const removeStored = () => Promise.all(stored.map((url) => removeUploadedImage(files, url)));
    try {
      for (const photo of photos) stored.push(await storeUploadedImage(files, `reviews/${productId}`, photo));
    } catch (err) {
      await removeStored();
      if (err instanceof ImageRejected) throw new HttpError(err.statusCode, err.message);
      throw err;
    }
    const content = { orderId, rating: fields.rating, title: fields.title, text: fields.text, photos: stored };
    const saved = existing
      ? await inTransaction(db, async (tx) => {
          // Under the row's lock: of two rewrites sent at once, or a rewrite and the shop publishing, one wins.
          const current = await repository.lock(existing.id, tx);
          if (current?.status !== 'rejected') return undefined;
          return { review: await repository.revise(existing.id, content, tx), replacedPhotos: current.photos };
        })
      : await repository.insert({ productId, userId, ...content }).then((review) => review && { review, replacedPhotos: [] as string[] });
    if (!saved) {
      await removeStored();
      throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    }
    await Promise.all(saved.replacedPhotos.map((url) => removeUploadedImage(files, url)));
    return toOwnReview(saved.review);
  }

  return {
    async list(productId: string, query: { rating?: number | undefined; sort: ReviewSort; page: number }, viewerId?: string) {
      await requireProduct(productId);
      const limit = REVIEW_LIMITS.pageSize;
      const [{ rows, total }, histogram] = await Promise.all([
        repository.published(productId, { rating: query.rating, sort: query.sort, limit, offset: (query.page - 1) * limit, viewerId }),
        repository.histogram(productId),
      ]);
      const counts = [5, 4, 3, 2, 1].map((stars) => histogram.get(stars) ?? 0);
      const count = counts.reduce((sum, n) => sum + n, 0);
      const stars = counts.reduce((sum, n, i) => sum + n * (5 - i), 0);
      const summary: RatingSummary = {
        average: count === 0 ? 0 : Math.round((stars / count) * 10) / 10,
        count,
        histogram: { 5: counts[0]!, 4: counts[1]!, 3: counts[2]!, 2: counts[3]!, 1: counts[4]! },
      };
      return { reviews: rows.map(toReview), total, page: query.page, totalPages: Math.ceil(total / limit), summary };
    },

    /** Whether the customer may write (or, after a rejection, rewrite) their review of the product. */
    async mine(userId: string, productId: string): Promise<MyReview> {
      await requireProduct(productId);
      const review = await repository.findOf(userId, productId);
      if (review && review.status !== 'rejected') return { canReview: false, reason: 'reviewed', review: toOwnReview(review) };
      const order = await orders.deliveredOrderWith(userId, productId);
      if (review) return { canReview: order !== undefined, reason: order ? null : 'reviewed', review: toOwnReview(review) };
      return { canReview: order !== undefined, reason: order ? null : 'not-delivered', review: null };
    },

    /**
     * A new review, waiting for the shop; its photos are re-encoded (EXIF and metadata dropped).
     * A rejected one may be written again: it stays the customer's one review of the product, and
     * goes back to the shop as new, its old photos deleted once the new words are stored.
     * The form is received (`receive`) only once the customer is found to be allowed to write it.
     */
    async create(userId: string, productId: string, receive: () => Promise<ReceivedReview>): Promise<NonNullable<MyReview['review']>> {
      await requireProduct(productId);
      const existing = await repository.findOf(userId, productId);
      if (existing && existing.status !== 'rejected') throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      const orderId = await orders.deliveredOrderWith(userId, productId);
      if (!orderId) throw new HttpError(403, REVIEW_MESSAGES.notEligible);
      const key = `${userId}:${productId}`;
      // The copy already being received will be the review: to the customer, this one is already in.
      if (receiving.has(key)) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      receiving.add(key);
      try {
        const form = await receive();
        try {
          return await save(userId, productId, orderId, existing, form);
        } finally {
          await form.discard();
        }
      } finally {
        receiving.delete(key);
      }
    },

    /** One 'helpful' per customer, never on their own review; only published reviews take votes. */
    markHelpful: (userId: string, reviewId: string) => changeVote(userId, reviewId, true),

    /** Takes a customer's 'helpful' back (when there is none, nothing changes). */
    unmarkHelpful: (userId: string, reviewId: string) => changeVote(userId, reviewId, false),

    async adminList(status: ReviewStatus, page: number): Promise<AdminReviewPage> {
      const limit = REVIEW_LIMITS.pageSize * 2;
      const { rows, total } = await repository.byStatus(status, limit, (page - 1) * limit);
      return { reviews: rows.map(toAdminReview), total, totalPages: Math.ceil(total / limit), page };
    },

    /** Publishes or rejects (with its reason), audited; the product's rating follows in the same transaction. */
    async decide(actor: Actor, reviewId: string, decision: ReviewDecision): Promise<AdminReview | undefined> {
      if (!isId(reviewId)) return undefined;
      const done = await inTransaction(db, async (tx) => {
        const review = await repository.lock(reviewId, tx);
        if (!review) return false;
        const reason = decision.status === 'rejected' ? decision.reason : '';
        await repository.setStatus(reviewId, decision.status, reason, tx);
        await catalog.rate(review.productId, () => repository.ratingOf(review.productId, tx), tx);
        await audit.record(
          actor,
          {
            action: 'review.moderate',
            targetType: 'review',
            targetId: reviewId,
            before: { status: review.status },
            after: { status: decision.status, ...(reason ? { reason } : {}) },
          },
          tx,
        );
        return true;
      });
      if (!done) return undefined;
      return toAdminReview((await repository.listedById(reviewId))!);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
