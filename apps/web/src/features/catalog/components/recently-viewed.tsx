import { formatRupees } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/api-client';
import { getProduct } from '../api/get-product';
import { catalogKeys } from '../api/query-keys';
import { IMAGE_HEIGHT, IMAGE_WIDTH, primaryImage } from '../product-image';
import { RECENTLY_VIEWED_SHOWN, useRecentlyViewed } from '../recently-viewed-store';

interface RecentlyViewedProps {
  /** The product on screen, left out of its own list. */
  excludeId?: string;
  className?: string;
}

/**
 * "Recently viewed": up to RECENTLY_VIEWED_SHOWN products this browser looked at, newest first, each
 * fetched as the shop shows it now (a product since hidden or removed answers 404 and is forgotten).
 * Nothing at all while there is nothing to show.
 */
export function RecentlyViewed({ excludeId, className = '' }: RecentlyViewedProps) {
  const { viewed, forget, clear } = useRecentlyViewed();
  const ids = viewed.filter((id) => id !== excludeId).slice(0, RECENTLY_VIEWED_SHOWN);
  // One query for the lot: each product as the shop shows it now, and which ones it no longer shows (404).
  const recent = useQuery({
    queryKey: [...catalogKeys.all, 'recently-viewed', ...ids],
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(ids.map((id) => getProduct(id, signal)));
      return {
        products: answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])),
        gone: ids.filter((_, index) => {
          const answer = answers[index];
          return answer?.status === 'rejected' && isNotFound(answer.reason);
        }),
      };
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  const goneKey = recent.data?.gone.join(',') ?? '';
  useEffect(() => {
    if (goneKey) forget(goneKey.split(','));
  }, [goneKey, forget]);

  const products = ids.length > 0 ? (recent.data?.products ?? []) : [];
  if (products.length === 0) return null;

  return (
    <section aria-labelledby="recently-viewed-heading" className={className} data-testid="recently-viewed">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recently-viewed-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          Recently viewed
        </h2>
        <button type="button" onClick={clear} className="rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          Clear history
        </button>
      </div>
      <ul className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-8">
        {products.map((product) => (
          <li key={product._id} className="w-36 shrink-0 snap-start sm:w-auto">
            <Link
              to={`/products/${product._id}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <img
                src={primaryImage(product)}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
              />
              <span className="flex flex-1 flex-col p-2.5">
                <span className="line-clamp-2 text-xs font-medium leading-snug text-slate-800 group-hover:text-brand-700">{product.name}</span>
                <span className="mt-auto pt-1.5 text-sm font-bold text-slate-900">{formatRupees(product.priceInclGst)}</span>
                {product.stock <= 0 && <span className="text-xs font-semibold text-slate-600">Out of stock</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
