import { REVIEW_MESSAGES } from '@store/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyReview } from '../api/get-my-review';
import { MyReviewStatus } from './my-review-status';
import { ReviewForm } from './review-form';

/**
 * One bought product on the write-a-review page: the form while the customer may review it, else
 * their review and where it stands (with the form again when it was rejected), else why they cannot (yet).
 */
export function ProductReviewPanel({ userId, productId, productName }: { userId: string; productId: string; productName: string }) {
  const mine = useMyReview(userId, productId);

  if (mine.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          Loading your review of {productName}
        </p>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm">
        <p className="font-semibold text-red-900">Could not load your review of this product</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { review } = mine.data;
  if (review && mine.data.canReview) {
    // Rejected: the customer may put it right and send it again; it is still their one review.
    return (
      <div className="space-y-6">
        <MyReviewStatus review={review} />
        <section aria-label={`Write your review of ${productName} again`} className="space-y-4 border-t border-slate-200 pt-5">
          <div>
            <h3 className="font-semibold text-slate-900">Write it again</h3>
            <p className="mt-1 text-sm text-slate-600">
              Change what kept it from being published and we will check it again. Photos you add here replace the ones sent before.
            </p>
          </div>
          <ReviewForm userId={userId} productId={productId} productName={productName} rewrite={review} />
        </section>
      </div>
    );
  }
  if (review) return <MyReviewStatus review={review} />;
  if (mine.data.canReview) return <ReviewForm userId={userId} productId={productId} productName={productName} />;
  return <p className="text-slate-600">{REVIEW_MESSAGES.notEligible}</p>;
}
