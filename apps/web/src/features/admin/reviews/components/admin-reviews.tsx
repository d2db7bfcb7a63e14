import { REVIEW_STATUSES, type ReviewStatus } from '@store/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useListParams } from '../../list-params';
import { useAdminReviews } from '../api/get-admin-reviews';
import { ReviewsTable } from './reviews-table';

const FILTER_KEYS = ['status'] as const;
const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', published: 'Published', rejected: 'Rejected' };
const isStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

/** /admin/reviews: customers' reviews by status (pending first, as the server defaults), to publish or reject. */
export function AdminReviews() {
  const { filters, page, setFilters, hrefFor, apiQuery } = useListParams(FILTER_KEYS);
  const status: ReviewStatus = isStatus(filters.status) ? filters.status : 'pending';
  const list = useAdminReviews(apiQuery);
  const statusId = useId();

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description={
          list.data
            ? `${list.data.total.toLocaleString('en-IN')} ${STATUS_LABELS[status].toLowerCase()} ${list.data.total === 1 ? 'review' : 'reviews'}`
            : 'Reviews from customers whose order was delivered.'
        }
      />
      <form role="search" aria-label="Filter reviews" onSubmit={(event) => event.preventDefault()} className="mb-4 max-w-xs">
        <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Status
        </label>
        {/* Pending is the server's default, so it leaves the address bar clean. */}
        <select id={statusId} value={status} onChange={(event) => setFilters({ status: event.target.value === 'pending' ? '' : event.target.value })} className={controlClasses(false, 'h-11')}>
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </form>
      <div aria-busy={list.isFetching} className="space-y-6">
        {list.data ? (
          <>
            <ReviewsTable reviews={list.data.reviews} />
            <Pagination page={page} totalPages={list.data.totalPages} hrefFor={hrefFor} label="Reviews pages" />
          </>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-semibold text-red-900">Could not load the reviews</p>
            <p className="mt-1 text-sm text-red-800">{list.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-2">
            <p role="status" className="sr-only">
              Loading reviews
            </p>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20" />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
