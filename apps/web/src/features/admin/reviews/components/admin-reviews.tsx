import { REVIEW_STATUSES, type ReviewStatus, formatCount } from '@store/shared';
import { useId } from 'react';
import { AdminList } from '@/components/admin/admin-list';
import { controlClasses } from '@/components/ui/form-field';
import { useListParams } from '@/hooks/use-list-params';
import { useAdminReviews } from '../api/get-admin-reviews';
import { ReviewsTable } from './reviews-table';

const FILTER_KEYS = ['status'] as const;
const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', published: 'Published', rejected: 'Rejected' };
const isStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

/** /admin/reviews: customers' reviews by status (pending first, as the server defaults), to publish or reject. */
export function AdminReviews() {
  const { filters, setFilters, hrefFor, apiQuery } = useListParams(FILTER_KEYS);
  const status: ReviewStatus = isStatus(filters.status) ? filters.status : 'pending';
  const list = useAdminReviews(apiQuery);
  const statusId = useId();

  return (
    <AdminList
      title="Reviews"
      description={
        list.data
          ? `${formatCount(list.data.total)} ${STATUS_LABELS[status].toLowerCase()} ${list.data.total === 1 ? 'review' : 'reviews'}`
          : 'Reviews from customers whose order was delivered.'
      }
      filters={
        <form role="search" aria-label="Filter reviews" onSubmit={(event) => event.preventDefault()} className="mb-4 max-w-xs">
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Status
          </label>
          {/* Pending is the server's default, so it leaves the address bar clean. */}
          <select
            id={statusId}
            value={status}
            onChange={(event) => setFilters({ status: event.target.value === 'pending' ? '' : event.target.value })}
            className={controlClasses(false, 'h-11')}
          >
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </form>
      }
      query={list}
      noun="reviews"
      hrefFor={hrefFor}
      isEmpty={(data) => data.reviews.length === 0}
      empty={
        <>
          <p className="text-lg font-semibold text-slate-900">No reviews here</p>
          <p className="mt-1 text-sm">Reviews customers send wait here until you publish or reject them.</p>
        </>
      }
    >
      {(data) => <ReviewsTable reviews={data.reviews} />}
    </AdminList>
  );
}
