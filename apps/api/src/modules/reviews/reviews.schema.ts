import { sql } from 'drizzle-orm';
import { REVIEW_STATUSES } from '@store/shared';
import { check, index, uniqueIndex, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { products } from '../catalog/catalog.schema';
import { users } from '../auth/auth.schema';
import { orders } from '../orders/orders.schema';

/**
 * Product reviews from verified buyers (issue 12): one per customer and product, made possible by a
 * delivered order of it, shown once the shop has published it. `helpfulCount` counts review_votes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered order that made the customer a verified buyer. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** One 'helpful' per customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
