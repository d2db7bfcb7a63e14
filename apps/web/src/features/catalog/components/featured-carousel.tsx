import { CAROUSEL_INTERVAL_MS, FEATURED_LIMIT, type Product } from '@store/shared';
import { useEffect, useId, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { IMAGE_HEIGHT, IMAGE_WIDTH, primaryImage } from '../product-image';

/** A horizontal swipe longer than this (px) changes slide. */
const SWIPE_DISTANCE = 40;

interface FeaturedCarouselProps {
  products: Product[];
  intervalMs?: number;
}

/**
 * The home page's featured products (SPEC §2): at most 6 slides, advancing every 4 s, with arrows, dots
 * and swipe. It pauses while hovered or while keyboard focus is inside, and on the pause button (WCAG
 * 2.2.2). Built on the APG carousel pattern: hidden slides are inert so Tab never lands in them.
 */
export function FeaturedCarousel({ products, intervalMs = CAROUSEL_INTERVAL_MS }: FeaturedCarouselProps) {
  const slides = products.slice(0, FEATURED_LIMIT);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const trackId = useId();

  const active = Math.min(index, Math.max(count - 1, 0));
  const paused = hovered || focused || stopped;

  // Re-armed on every slide change, so a manual move restarts the 4 s count.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, paused, count, intervalMs]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
    go(end < start ? active + 1 : active - 1);
  };

  const arrow =
    'absolute top-[38%] z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-white sm:top-1/2';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured products"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-paused={paused}
    >
      <div
        className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        style={{ touchAction: 'pan-y' }}
      >
        <div
          id={trackId}
          aria-live={paused ? 'polite' : 'off'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${active * 100}%)` }}
        >
          {slides.map((product, i) => (
            <div
              key={product._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== active}
              inert={i !== active}
              className="w-full shrink-0"
            >
              <Slide product={product} priority={i === 0} />
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        <>
          <button type="button" aria-controls={trackId} aria-label="Previous slide" onClick={() => go(active - 1)} className={`${arrow} left-3`}>
            <ChevronLeftIcon />
          </button>
          <button type="button" aria-controls={trackId} aria-label="Next slide" onClick={() => go(active + 1)} className={`${arrow} right-3`}>
            <ChevronRightIcon />
          </button>
          <div className="mt-4 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              className="flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
            >
              {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
            </button>
            <div className="flex items-center gap-1">
              {slides.map((product, i) => (
                <button
                  key={product._id}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Go to slide ${i + 1}: ${product.name}`}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group/dot flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${
                      i === active ? 'w-6 bg-brand-600' : 'w-2 bg-slate-400 group-hover/dot:bg-slate-500'
                    }`}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function Slide({ product, priority }: { product: Product; priority: boolean }) {
  return (
    <div className="grid items-center bg-gradient-to-br from-brand-50 via-white to-white sm:grid-cols-[1.15fr_1fr]">
      <img
        src={primaryImage(product)}
        alt={product.name}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-col items-start gap-2.5 p-5 sm:p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{product.brand} · Featured</p>
        <h3 className="text-lg font-bold leading-snug text-slate-900 sm:text-xl">{product.name}</h3>
        <RatingStars average={product.ratings.average} count={product.ratings.count} />
        <Price price={product} size="md" />
        <Link to={`/products/${product._id}`} className={buttonClasses({ size: 'sm', className: 'mt-1' })}>
          View details
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </div>
  );
}

export function FeaturedCarouselSkeleton() {
  return (
    <div role="status" aria-label="Loading featured products">
      <div className="grid items-center overflow-hidden rounded-3xl border border-slate-200 bg-white sm:grid-cols-[1.15fr_1fr]">
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="space-y-3 p-6">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
      <div className="mt-4 h-8" />
    </div>
  );
}
