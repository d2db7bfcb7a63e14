import type { AdminReview, ReviewDecision } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog';
import { reviewKeys } from '@/features/reviews';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/admin/reviews/{id}: publish, or reject with one of REVIEW_REJECT_REASONS. */
export const decideReview = (id: string, decision: ReviewDecision) =>
  apiRequest<AdminReview>(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: decision });

/**
 * A decision moves the review between the moderation lists, and changes what the shop shows: the
 * product's reviews and its rating (on its page, the cards and the featured carousel).
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) => decideReview(id, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviewLists() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}
