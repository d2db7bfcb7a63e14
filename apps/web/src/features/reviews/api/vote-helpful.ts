import type { ReviewList } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

interface HelpfulVote {
  helpfulCount: number;
  votedHelpful: boolean;
}

/**
 * POST /api/reviews/{id}/helpful: one vote per customer (again changes nothing); DELETE takes it
 * back. 403 on one's own review.
 */
export const voteHelpful = ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) =>
  apiRequest<HelpfulVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: helpful ? 'POST' : 'DELETE' });

/** Marks a review helpful (or takes that back) and writes the new count into every cached page of the product's reviews that shows it. */
export function useVoteHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteHelpful,
    onSuccess: (vote, { reviewId }) => {
      queryClient.setQueriesData<ReviewList>(
        { queryKey: reviewKeys.ofProduct(productId) },
        (list) => list && { ...list, reviews: list.reviews.map((review) => (review._id === reviewId ? { ...review, ...vote } : review)) },
      );
    },
  });
}
