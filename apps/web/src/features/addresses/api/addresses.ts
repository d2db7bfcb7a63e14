import type { SavedAddress, SavedAddressInput, SavedAddressPatch } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Keyed by the signed-in user: one customer's addresses are never shown to the next on a shared computer. */
export const addressKeys = {
  all: ['addresses'] as const,
  of: (userId: string) => ['addresses', userId] as const,
};

const url = (id?: string) => (id ? `/api/auth/addresses/${encodeURIComponent(id)}` : '/api/auth/addresses');

/** GET /api/auth/addresses: the default first. */
export function useSavedAddresses(userId: string) {
  return useQuery({
    queryKey: addressKeys.of(userId),
    queryFn: ({ signal }) => apiRequest<SavedAddress[]>(url(), { signal }),
  });
}

/** POST /api/auth/addresses (the same address again is kept once). */
export function useAddAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedAddressInput) => apiRequest<SavedAddress>(url(), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.of(userId) }),
  });
}

/** PATCH /api/auth/addresses/{id}: its fields, or `isDefault: true`. */
export function useUpdateAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedAddressPatch }) => apiRequest<SavedAddress>(url(id), { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.of(userId) }),
  });
}

/** DELETE /api/auth/addresses/{id}: answers with the book as it is now (another may have become the default). */
export function useRemoveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SavedAddress[]>(url(id), { method: 'DELETE' }),
    onSuccess: (book) => queryClient.setQueryData(addressKeys.of(userId), book),
  });
}
