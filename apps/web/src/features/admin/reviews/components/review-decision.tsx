import { REVIEW_MESSAGES, REVIEW_REJECT_REASONS, type AdminReview, type ReviewDecision } from '@store/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/form-field';
import { AlertIcon, InfoIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useDecideReview } from '../api/decide-review';

type RejectReason = (typeof REVIEW_REJECT_REASONS)[number];
const isReason = (value: string): value is RejectReason => (REVIEW_REJECT_REASONS as readonly string[]).includes(value);

/**
 * Publish or reject one review. Rejecting asks for one of the shop's reasons, and says plainly that
 * a bad opinion of the product is not one of them.
 */
export function ReviewDecisionButtons({ review }: { review: AdminReview }) {
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const reasonId = useId();

  const send = (decision: ReviewDecision, done: string) =>
    decide.mutate(
      { id: review._id, decision },
      {
        onSuccess: () => {
          toast.success(done);
          setRejecting(false);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not update the review')),
      },
    );

  const reject = () => {
    if (!isReason(reason)) {
      setReasonError(true);
      return;
    }
    send({ status: 'rejected', reason }, REVIEW_MESSAGES.rejected);
  };

  const label = `review “${review.title}” by ${review.customerEmail}`;
  return (
    <div className="flex flex-wrap gap-2">
      {review.status !== 'published' && (
        <Button size="sm" disabled={decide.isPending} aria-label={`Publish ${label}`} onClick={() => send({ status: 'published' }, REVIEW_MESSAGES.published)}>
          Publish
        </Button>
      )}
      {review.status !== 'rejected' && (
        <Button
          size="sm"
          variant="danger"
          disabled={decide.isPending}
          aria-label={`Reject ${label}`}
          onClick={() => {
            setReason('');
            setReasonError(false);
            setRejecting(true);
          }}
        >
          Reject
        </Button>
      )}
      <ConfirmDialog
        open={rejecting}
        title="Reject this review?"
        confirmLabel="Reject review"
        busyLabel="Rejecting…"
        cancelLabel="Cancel"
        busy={decide.isPending}
        danger
        onConfirm={reject}
        onCancel={() => setRejecting(false)}
      >
        <p>
          “{review.title}” on {review.productName} will not be shown in the shop. The customer sees the reason on their review.
        </p>
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />A review is never rejected for being negative: a low rating about the product is published like any
          other.
        </p>
        <label htmlFor={reasonId} className="mb-1.5 mt-4 block text-sm font-medium text-slate-800">
          Reason
        </label>
        <select
          id={reasonId}
          value={reason}
          aria-invalid={reasonError || undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(false);
          }}
          className={controlClasses(reasonError, 'h-11')}
        >
          <option value="">Choose a reason</option>
          {REVIEW_REJECT_REASONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {reasonError && (
          <p id={`${reasonId}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {REVIEW_MESSAGES.reasonRequired}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
