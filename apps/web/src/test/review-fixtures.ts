import type { AdminReview, MyReview, Review, ReviewList } from '@store/shared';

let sequence = 0;

/** A published review as shoppers see it. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `6650f1c2a9b8e4d3c2b1c${String(sequence).padStart(3, '0')}`,
    productId: 'product-1',
    rating: 5,
    title: `Great laptop ${sequence}`,
    text: 'Fast, light and the battery lasts all day.',
    photos: [],
    author: 'Priya S.',
    verifiedBuyer: true,
    helpfulCount: 0,
    votedHelpful: false,
    createdAt: '2026-03-10T20:30:00.000Z', // 11 March in India
    ...overrides,
  };
}

/** A page of reviews with a summary that agrees with the reviews given, unless one is passed. */
export function makeReviewList(reviews: Review[], overrides: Partial<ReviewList> = {}): ReviewList {
  const histogram = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const review of reviews) histogram[review.rating as 1 | 2 | 3 | 4 | 5] += 1;
  const count = reviews.length;
  const average = count ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / count) * 10) / 10 : 0;
  return { reviews, total: count, page: 1, totalPages: count ? 1 : 0, summary: { average, count, histogram }, ...overrides };
}

/** The customer's own review as /reviews/mine returns it. */
export function makeMyReview(overrides: Partial<NonNullable<MyReview['review']>> = {}): NonNullable<MyReview['review']> {
  return {
    _id: '6650f1c2a9b8e4d3c2b1d001',
    rating: 4,
    title: 'Solid machine',
    text: 'Does everything I need for work.',
    photos: [],
    status: 'pending',
    rejectReason: '',
    createdAt: '2026-03-12T06:30:00.000Z',
    ...overrides,
  };
}

/** A review as the shop's console lists it. */
export function makeAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return { ...makeReview(), status: 'pending', rejectReason: '', productName: 'Dell XPS 13', customerEmail: 'priya@example.in', ...overrides };
}
