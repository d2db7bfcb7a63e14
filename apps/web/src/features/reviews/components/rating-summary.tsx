import { formatCount } from '@store/shared';
import type { RatingSummary as Summary } from '@store/shared';
import { Stars } from '@/components/ui/rating-stars';

const STARS = [5, 4, 3, 2, 1] as const;

interface RatingSummaryProps {
  summary: Summary;
  /** The star count the list is filtered by, if any. */
  selected?: number;
  onSelect: (rating: number | undefined) => void;
}

const reviewsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * The average, the count and the 5-to-1 histogram of all published reviews. Each bar is a toggle
 * button that filters the list by its star count (pressed again, or 'Show all reviews', clears it).
 */
export function RatingSummary({ summary, selected, onSelect }: RatingSummaryProps) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <p className="text-4xl font-bold tracking-tight text-slate-900">
          {summary.average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div>
          <Stars rating={summary.average} size="md" />
          <p className="mt-0.5 text-sm text-slate-600">{reviewsLabel(summary.count)}</p>
        </div>
      </div>
      <ul className="space-y-1" aria-label="Filter by rating">
        {STARS.map((stars) => {
          const count = summary.histogram[stars];
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          const pressed = selected === stars;
          return (
            <li key={stars}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewsLabel(count)}`}
                onClick={() => onSelect(pressed ? undefined : stars)}
                className={`grid w-full grid-cols-[3.25rem_minmax(0,1fr)_2.5rem] items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  pressed ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200' : 'text-slate-700'
                }`}
              >
                <span>{stars} star</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right tabular-nums">{formatCount(count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected !== undefined && (
        <button
          type="button"
          onClick={() => onSelect(undefined)}
          className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          Show all reviews
        </button>
      )}
    </div>
  );
}
