import type { MyReview, ReviewStatus } from '@store/shared';
import { Stars } from '@/components/ui/rating-stars';
import { formatIndianDate } from '@/lib/dates';
import { ReviewPhotos } from './review-photos';

type SubmittedReview = NonNullable<MyReview['review']>;

const STATUS_STYLES: Record<ReviewStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where a customer's review stands, in their words: waiting, published, or not published and why. */
export function reviewStatusText(review: Pick<SubmittedReview, 'status' | 'rejectReason'>): string {
  if (review.status === 'pending') return 'Waiting for approval';
  if (review.status === 'published') return 'Published';
  return review.rejectReason ? `Not published: ${review.rejectReason}` : 'Not published';
}

/** The customer's own review as they sent it, with its status. */
export function MyReviewStatus({ review }: { review: SubmittedReview }) {
  return (
    <div className="space-y-3">
      <p className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_STYLES[review.status]}`} data-testid="review-status">
        {reviewStatusText(review)}
      </p>
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">You rated it {review.rating} out of 5</span>
        <p className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{review.title}</p>
      </div>
      <p className="whitespace-pre-line text-slate-700 wrap-anywhere">{review.text}</p>
      <ReviewPhotos photos={review.photos} author="your review" />
      <p className="text-sm text-slate-600">
        Sent on <time dateTime={review.createdAt}>{formatIndianDate(review.createdAt)}</time>
      </p>
    </div>
  );
}
