import { asc, eq } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { reviews, reviewVotes } from './reviews.schema';

/**
 * Reviews stay published under the erased account, whose name is then 'Erased customer' (reviews show
 * the account's name, never a copy): the product's rating keeps its true count. Votes are kept as counts.
 */
export function reviewsPersonalData(): PersonalDataHolder {
  return {
    module: 'reviews',
    tables: {
      reviews: {
        description: 'Your product reviews: rating, title, words and photos',
        erasure: 'anonymised',
        reason: 'Published reviews stay, shown as by “Erased customer”: your name is no longer on them.',
      },
      review_votes: {
        description: 'Reviews you marked helpful',
        erasure: 'anonymised',
        reason: 'Only the count of helpful votes stays, no longer linked to a person.',
      },
    },

    async keys({ userId }, tx) {
      const rows = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
      return { records: { review: rows.map((row) => row.id) } };
    },

    async export({ userId }, tx) {
      const written = await tx.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt));
      const votes = await tx.select().from(reviewVotes).where(eq(reviewVotes.userId, userId));
      return { reviews: written.map(exportRow), review_votes: votes.map(exportRow) };
    },

    // The account row itself is anonymised by the auth holder; nothing here names the person.
    async erase() {},
  };
}
