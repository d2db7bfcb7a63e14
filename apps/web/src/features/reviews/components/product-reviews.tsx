import { REVIEW_MESSAGES, REVIEW_SORTS, type Review, type ReviewSort, formatCount } from '@store/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPathFor, useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useReviews } from '../api/get-reviews';
import { useVoteHelpful } from '../api/vote-helpful';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };
const LOGIN_TO_VOTE = 'Please log in to mark a review as helpful.';

/**
 * The Reviews tab of a product page: the summary with its histogram filter, the sort, the published
 * reviews a page at a time, and 'Helpful' votes (guests are offered the login, which comes back here).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { user } = useAuth();
  const [rating, setRating] = useState<number | undefined>();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useReviews(productId, user?._id ?? 'guest', { rating, sort, page });
  const sortId = useId();
  const headingId = useId();

  if (reviews.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          Loading reviews
        </p>
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <p className="font-semibold text-red-900">Could not load the reviews</p>
        <Button variant="secondary" className="mt-4" onClick={() => void reviews.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { summary, total, totalPages } = reviews.data;
  if (summary.count === 0) return <p className="text-slate-600">{REVIEW_MESSAGES.noReviews}</p>;

  const filterBy = (value: number | undefined) => {
    setRating(value);
    setPage(1);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <section aria-label="Rating summary">
        <RatingSummary summary={summary} selected={rating} onSelect={filterBy} />
      </section>

      <section aria-labelledby={headingId} aria-busy={reviews.isFetching} className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              Customer reviews
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {rating
                ? `${formatCount(total)} with ${rating} ${rating === 1 ? 'star' : 'stars'}`
                : `${formatCount(total)} ${total === 1 ? 'review' : 'reviews'}`}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
              Sort by
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setPage(1);
              }}
              className={controlClasses(false, 'h-10 w-auto')}
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {reviews.data.reviews.length === 0 ? (
          <p className="py-6 text-slate-600">
            No {rating}-star reviews yet.{' '}
            <button type="button" onClick={() => filterBy(undefined)} className="font-semibold text-brand-700 hover:underline">
              Show all reviews
            </button>
          </p>
        ) : (
          <div className="divide-y divide-slate-200 pt-5">
            {reviews.data.reviews.map((review) => (
              <ReviewCard key={review._id} review={review} actions={<HelpfulButton productId={productId} review={review} signedIn={Boolean(user)} />} />
            ))}
          </div>
        )}

        {totalPages > 1 && (
          <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-slate-600">
              Page {page} of {totalPages}
            </p>
            <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}

/** 'Helpful (n)': one vote per customer; pressed once voted, and pressing again takes it back. A guest is offered the login instead. */
function HelpfulButton({ productId, review, signedIn }: { productId: string; review: Review; signedIn: boolean }) {
  const vote = useVoteHelpful(productId);
  const location = useLocation();
  const [askLogin, setAskLogin] = useState(false);

  const onClick = () => {
    if (!signedIn) {
      setAskLogin(true);
      toast(LOGIN_TO_VOTE, { id: 'helpful-login' });
      return;
    }
    if (vote.isPending) return;
    vote.mutate(
      { reviewId: review._id, helpful: !review.votedHelpful },
      { onError: (error) => toast.error(errorMessage(error, 'Could not record your vote. Please try again.')) },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={review.votedHelpful}
        onClick={onClick}
        className={`inline-flex h-9 items-center rounded-xl border px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
          review.votedHelpful ? 'border-brand-200 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
        }`}
      >
        Helpful ({formatCount(review.helpfulCount)})
      </button>
      {askLogin && (
        <p className="text-sm text-slate-700">
          <Link to={loginPathFor(`${location.pathname}${location.search}#reviews`)} className="font-semibold text-brand-700 underline">
            Log in
          </Link>{' '}
          to mark reviews as helpful.
        </p>
      )}
    </div>
  );
}
