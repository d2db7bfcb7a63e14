import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewSort, ReviewStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { customers } from '../auth';
import { productNames } from '../catalog';
import { reviews, reviewVotes } from './reviews.schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** A review with what its listing shows: the reviewer's name, and for the shop the product and e-mail. */
const listed = {
  review: reviews,
  authorName: customers.name,
  customerEmail: customers.email,
  productName: productNames.name,
};
export type ListedReview = { review: ReviewRow; authorName: string; customerEmail: string; productName: string; votedHelpful: boolean };

/** Every read and write of reviews and their votes. */
export function createReviewRepository(db: Database) {
  return {
    async findOf(userId: string, productId: string, on: Database = db): Promise<ReviewRow | undefined> {
      const [row] = await on
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      return row;
    },

    async findById(id: string, on: Database = db): Promise<ReviewRow | undefined> {
      const [row] = await on.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    /** Undefined when the customer has reviewed the product already (one review each). */
    async insert(review: NewReview, on: Database = db): Promise<ReviewRow | undefined> {
      const [row] = await on
        .insert(reviews)
        .values(review)
        .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
        .returning();
      return row;
    },

    /**
     * A rejected review written again by its author: back in the queue as if new, with its new
     * photos, and without the votes the old words had earned (if it was ever published).
     */
    async revise(id: string, review: Pick<NewReview, 'orderId' | 'rating' | 'title' | 'text' | 'photos'>, tx: Database): Promise<ReviewRow> {
      await tx.delete(reviewVotes).where(eq(reviewVotes.reviewId, id));
      const [row] = await tx
        .update(reviews)
        .set({ ...review, status: 'pending', rejectReason: '', moderatedAt: null, helpfulCount: 0, createdAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      return row!;
    },

    /** A product's published reviews, newest or most helpful first, optionally of one star count. */
    async published(productId: string, query: { rating?: number; sort: ReviewSort; limit: number; offset: number; viewerId?: string }) {
      const where = and(eq(reviews.productId, productId), eq(reviews.status, 'published'), query.rating ? eq(reviews.rating, query.rating) : undefined);
      const voted = query.viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${reviewVotes} WHERE ${reviewVotes.reviewId} = ${reviews.id} AND ${reviewVotes.userId} = ${query.viewerId})`
        : sql<boolean>`false`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...listed, votedHelpful: voted })
          .from(reviews)
          .innerJoin(customers, eq(customers.id, reviews.userId))
          .innerJoin(productNames, eq(productNames.id, reviews.productId))
          .where(where)
          .orderBy(...(query.sort === 'helpful' ? [desc(reviews.helpfulCount), desc(reviews.createdAt)] : [desc(reviews.createdAt)]), desc(reviews.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return { rows: rows as ListedReview[], total: total?.total ?? 0 };
    },

    /** How many published reviews the product has of each star count. */
    async histogram(productId: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ rating: reviews.rating, reviews: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
        .groupBy(reviews.rating);
      return new Map(rows.map((row) => [row.rating, row.reviews]));
    },

    /** The moderation queue (or the published / rejected ones), oldest waiting first for pending. */
    async byStatus(status: ReviewStatus, limit: number, offset: number) {
      const where = eq(reviews.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...listed, votedHelpful: sql<boolean>`false` })
          .from(reviews)
          .innerJoin(customers, eq(customers.id, reviews.userId))
          .innerJoin(productNames, eq(productNames.id, reviews.productId))
          .where(where)
          .orderBy(status === 'pending' ? reviews.createdAt : desc(reviews.createdAt), reviews.id)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return { rows: rows as ListedReview[], total: total?.total ?? 0 };
    },

    async listedById(id: string, on: Database = db): Promise<ListedReview | undefined> {
      const [row] = await on
        .select({ ...listed, votedHelpful: sql<boolean>`false` })
        .from(reviews)
        .innerJoin(customers, eq(customers.id, reviews.userId))
        .innerJoin(productNames, eq(productNames.id, reviews.productId))
        .where(eq(reviews.id, id));
      return row as ListedReview | undefined;
    },

    async lock(id: string, tx: Database): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async setStatus(id: string, status: ReviewStatus, rejectReason: string, tx: Database): Promise<void> {
      await tx
        .update(reviews)
        .set({ status, rejectReason, moderatedAt: sql`now()` })
        .where(eq(reviews.id, id));
    },

    /** Average (unrounded) and count of the product's published reviews; 0 and 0 without any. */
    async ratingOf(productId: string, tx: Database): Promise<{ average: number; count: number }> {
      const [row] = await tx
        .select({ average: sql<string | null>`avg(${reviews.rating})`, count: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')));
      return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
    },

    /** One vote per customer: false if they had voted already. The count moves with the vote, in `tx`. */
    async vote(reviewId: string, userId: string, tx: Database): Promise<boolean> {
      const added = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
      if (added.length === 0) return false;
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
      return true;
    },

    /** Takes the customer's vote back: false if there was none. The count moves with it, in `tx`. */
    async unvote(reviewId: string, userId: string, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
        .returning({ reviewId: reviewVotes.reviewId });
      if (removed.length === 0) return false;
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} - 1` })
        .where(eq(reviews.id, reviewId));
      return true;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
