import type { Review } from '@store/shared';
import type { ReactNode } from 'react';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { Stars } from '@/components/ui/rating-stars';
import { formatIndianDate } from '@/lib/dates';
import { ReviewPhotos } from './review-photos';

/**
 * One published review. Title and text are the customer's own words and are rendered as text, never
 * as HTML: React escapes them, and line breaks are kept with CSS.
 */
export function ReviewCard({ review, actions }: { review: Review; actions?: ReactNode }) {
  return (
    <article className="space-y-3 py-5 first:pt-0 last:pb-0" data-testid="review">
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">Rated {review.rating} out of 5</span>
        <h3 className="min-w-0 font-semibold leading-snug text-slate-900 wrap-anywhere">{review.title}</h3>
      </div>
      <p className="max-w-3xl whitespace-pre-line leading-relaxed text-slate-700 wrap-anywhere">{review.text}</p>
      <ReviewPhotos photos={review.photos} author={review.author} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{review.author}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <BadgeCheckIcon className="size-3.5" />
            Verified buyer
          </span>
        )}
        <time dateTime={review.createdAt}>{formatIndianDate(review.createdAt)}</time>
      </div>
      {actions}
    </article>
  );
}
