import { DEFAULT_RATING } from '@store/shared';
import { StarIcon } from './icons';

/** The rating to show: SPEC §3 shows 4.5 when a product has none yet. */
export function displayRating(average: number | undefined): number {
  return average && average > 0 ? average : DEFAULT_RATING;
}

interface RatingStarsProps {
  average?: number;
  count?: number;
  size?: 'sm' | 'md';
  /** "(214)" instead of "(214 ratings)", for narrow cards. */
  compact?: boolean;
}

export function RatingStars({ average, count, size = 'sm', compact = false }: RatingStarsProps) {
  const rating = displayRating(average);
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <div className="flex items-center gap-1.5">
      <span className="flex" aria-hidden="true">
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
      <span className={`${size === 'sm' ? 'text-xs' : 'text-sm'} font-medium text-slate-700`}>
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
        {count !== undefined && (
          <span className="font-normal text-slate-600">
            {' '}
            ({count.toLocaleString('en-IN')}
            <span className={compact ? 'sr-only' : undefined}> {count === 1 ? 'rating' : 'ratings'}</span>)
          </span>
        )}
      </span>
    </div>
  );
}
