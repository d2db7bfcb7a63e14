import type { MyReview } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET /api/products/{id}/reviews/mine: whether the signed-in customer may review the product, and their review. */
export function getMyReview(productId: string, signal?: AbortSignal): Promise<MyReview> {
  return apiRequest<MyReview>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, { signal });
}

export const myReviewQueryOptions = (userId: string, productId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(userId, productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
    // The shop may publish or reject it at any time: ask again on every visit.
    staleTime: 0,
  });

export const useMyReview = (userId: string, productId: string) => useQuery(myReviewQueryOptions(userId, productId));
