import { formatCount } from '@store/shared';
import { StarIcon } from './icons';

/** Five stars filled to `rating` (0 to 5, fractions filled in part); decorative: say the rating in text beside them. */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className="flex shrink-0" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} className={`relative ${starSize}`}>
            <StarIcon className={`${starSize} text-slate-300`} fill="currentColor" stroke="none" />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className={`${starSize} text-amber-500`} fill="currentColor" stroke="none" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

interface RatingStarsProps {
  average: number;
  count: number;
  size?: 'sm' | 'md';
  /** "(214)" instead of "(214 reviews)", for narrow cards. */
  compact?: boolean;
}

/**
 * A product's rating from its published reviews (issue 12). With none there is nothing to show, so
 * it says so rather than drawing stars: an invented or empty rating would mislead.
 */
export function RatingStars({ average, count, size = 'sm', compact = false }: RatingStarsProps) {
  const textSize = size === 'sm' ? 'text-xs' : 'text-sm';
  if (count <= 0) return <p className={`${textSize} text-slate-600`}>No reviews yet</p>;
  return (
    <div className="flex items-center gap-1.5">
      <Stars rating={average} size={size} />
      <span className={`${textSize} font-medium text-slate-700`}>
        <span className="sr-only">Rated </span>
        {average.toFixed(1)}
        <span className="sr-only"> out of 5</span>
        <span className="font-normal text-slate-600">
          {' '}
          ({formatCount(count)}
          <span className={compact ? 'sr-only' : undefined}> {count === 1 ? 'review' : 'reviews'}</span>)
        </span>
      </span>
    </div>
  );
}
