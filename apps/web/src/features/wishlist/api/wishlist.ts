import { WISHLIST_MESSAGES, type Product, type Wishlist, type WishlistChange } from '@store/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';

/** Keyed by the signed-in user: another account on this browser never sees this one's list. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (userId: string) => [...wishlistKeys.all, userId] as const,
};

/** GET /api/wishlist: the saved products the shop still shows, most recently saved first. */
export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.of(userId),
    queryFn: ({ signal }) => apiRequest<Wishlist>('/api/wishlist', { signal }),
  });

/** The signed-in customer's wishlist; nothing is asked for a guest (undefined user). */
export const useWishlist = (userId: string | undefined) => useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: userId !== undefined });

/** PUT (save) or DELETE (remove) /api/wishlist/{productId}; both are idempotent on the server. */
const change = (product: Product, save: boolean) =>
  apiRequest<WishlistChange>(`/api/wishlist/${encodeURIComponent(product._id)}`, { method: save ? 'PUT' : 'DELETE' });

/**
 * Saves or removes a product, showing the change at once (every heart on the page follows the cached
 * list) and putting it back if the shop refused. The toasts are the hook's, not the button's: taking the
 * last product off the wishlist page removes its button before the answer arrives.
 */
export function useToggleWishlist(userId: string) {
  const queryClient = useQueryClient();
  const key = wishlistKeys.of(userId);
  return useMutation({
    mutationFn: ({ product, save }: { product: Product; save: boolean }) => change(product, save),
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Wishlist>(key);
      if (before) {
        const others = before.items.filter((item) => item.product._id !== product._id);
        queryClient.setQueryData<Wishlist>(key, { items: save ? [{ product, savedAt: new Date().toISOString() }, ...others] : others });
      }
      return { before };
    },
    onSuccess: (answer) => toast.success(answer.saved ? WISHLIST_MESSAGES.saved : WISHLIST_MESSAGES.removed, { id: 'wishlist' }),
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(errorMessage(error, WISHLIST_MESSAGES.failed), { id: 'wishlist' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
