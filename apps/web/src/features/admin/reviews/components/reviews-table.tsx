import type { AdminReview } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/admin/data-table';
import { Stars } from '@/components/ui/rating-stars';
import { ReviewPhotos, reviewStatusText } from '@/features/reviews';
import { formatIndianDate } from '@/lib/dates';
import { ReviewDecisionButtons } from './review-decision';

const column = createColumnHelper<AdminReview>();

const columns = [
  column.accessor('productName', {
    header: 'Review',
    cell: ({ row }) => {
      const review = row.original;
      return (
        <div className="min-w-[16rem] max-w-xl space-y-1.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{review.productName}</p>
          <div className="flex items-center gap-2">
            <Stars rating={review.rating} />
            <span className="sr-only">Rated {review.rating} out of 5</span>
            <p className="font-semibold text-slate-900 wrap-anywhere">{review.title}</p>
          </div>
          {/* The customer's words as text, never as HTML. */}
          <p className="whitespace-pre-line text-slate-700 wrap-anywhere">{review.text}</p>
          <ReviewPhotos photos={review.photos} author={review.author} />
        </div>
      );
    },
  }),
  column.accessor('rating', { header: 'Rating', meta: { numeric: true, className: 'hidden md:table-cell' }, cell: ({ getValue }) => `${getValue()} / 5` }),
  column.accessor('customerEmail', { header: 'Customer', cell: ({ getValue }) => <span className="wrap-anywhere">{getValue()}</span> }),
  column.accessor('createdAt', {
    header: 'Date',
    cell: ({ getValue }) => (
      <time dateTime={getValue()} className="whitespace-nowrap">
        {formatIndianDate(getValue())}
      </time>
    ),
  }),
  column.display({
    id: 'decision',
    header: 'Decision',
    cell: ({ row }) => (
      <div className="space-y-2">
        {row.original.status !== 'pending' && <p className="text-xs text-slate-600">{reviewStatusText(row.original)}</p>}
        <ReviewDecisionButtons review={row.original} />
      </div>
    ),
  }),
];

/** One page of reviews to moderate: what was said of which product, by whom, when, and the decision. */
export function ReviewsTable({ reviews }: { reviews: AdminReview[] }) {
  return <DataTable data={reviews} columns={columns} caption="Reviews" getRowId={(review) => review._id} />;
}
