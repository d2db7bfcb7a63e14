import type { ReviewList } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys, type ReviewListParams } from './query-keys';

/** GET /api/products/{id}/reviews?rating&sort&page: published reviews, a page at a time, and the product's summary. */
export function getReviews(productId: string, params: ReviewListParams, signal?: AbortSignal): Promise<ReviewList> {
  const query = new URLSearchParams();
  if (params.rating) query.set('rating', String(params.rating));
  if (params.sort !== 'newest') query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  const qs = query.toString();
  return apiRequest<ReviewList>(`/api/products/${encodeURIComponent(productId)}/reviews${qs ? `?${qs}` : ''}`, { signal });
}

export const reviewsQueryOptions = (productId: string, viewer: string, params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, viewer, params),
    queryFn: ({ signal }) => getReviews(productId, params, signal),
  });

/** The page for `params`; the previous one stays on screen while the next loads, so the list does not jump. */
export function useReviews(productId: string, viewer: string, params: ReviewListParams) {
  return useQuery({ ...reviewsQueryOptions(productId, viewer, params), placeholderData: keepPreviousData });
}
