import type { MyReview, ReviewCreate } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

type SubmittedReview = NonNullable<MyReview['review']>;

/**
 * POST /api/products/{id}/reviews as multipart/form-data: the text fields and each photo as a
 * `photos` part. 201 with the review, pending until the shop has checked it.
 */
export function submitReview(productId: string, review: ReviewCreate, photos: File[]): Promise<SubmittedReview> {
  const form = new FormData();
  form.set('rating', String(review.rating));
  form.set('title', review.title);
  form.set('text', review.text);
  for (const photo of photos) form.append('photos', photo);
  return apiRequest<SubmittedReview>(`/api/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body: form });
}

export function useSubmitReview(userId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, photos }: { review: ReviewCreate; photos: File[] }) => submitReview(productId, review, photos),
    onSuccess: (review) => {
      queryClient.setQueryData<MyReview>(reviewKeys.mine(userId, productId), { canReview: false, reason: 'reviewed', review });
    },
    onError: (error) => {
      // Reviewed already (another tab) or no longer eligible: show where it stands now.
      if (error instanceof ApiError && (error.status === 403 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: reviewKeys.mine(userId, productId) });
    },
  });
}
