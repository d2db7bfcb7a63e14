import type { AdminReviewPage } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/reviews?status&page: the reviews waiting for (or given) a decision; pending when no status is set. */
export const getAdminReviews = (query: string, signal?: AbortSignal) =>
  apiRequest<AdminReviewPage>(`/api/admin/reviews${query ? `?${query}` : ''}`, { signal });

export const adminReviewsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.reviews(query),
    queryFn: ({ signal }) => getAdminReviews(query, signal),
    staleTime: 0,
  });

/** The page for `query`; the previous page stays on screen while the next loads. */
export const useAdminReviews = (query: string) => useQuery({ ...adminReviewsQueryOptions(query), placeholderData: keepPreviousData });
