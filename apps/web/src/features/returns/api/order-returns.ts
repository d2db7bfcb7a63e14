import type { OrderReturn, OrderReturns, Payout, ReturnKind, ReturnReason } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Keyed by the signed-in user, as the orders are. */
export const returnKeys = {
  ofOrder: (userId: string, orderId: string) => ['returns', userId, orderId] as const,
};

/** GET /api/orders/{id}/returns: the order's returns, and what of it may still be returned (or why not). */
export function useOrderReturns(userId: string, orderId: string) {
  return useQuery({
    queryKey: returnKeys.ofOrder(userId, orderId),
    queryFn: ({ signal }) => apiRequest<OrderReturns>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { signal }),
  });
}

export interface ReturnRequest {
  /** A serialised line (a laptop) names each unit sent back by its serial number. */
  lines: Array<{ itemId: string; quantity: number; serials?: string[] }>;
  kind: ReturnKind;
  reason: ReturnReason;
  description: string;
  photos: File[];
  payout?: Payout;
}

/** POST /api/orders/{id}/returns as multipart/form-data: the fields, and each photo as a `photos` part. */
export function useRequestReturn(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, kind, reason, description, photos, payout }: ReturnRequest) => {
      const form = new FormData();
      form.set('lines', JSON.stringify(lines));
      form.set('kind', kind);
      form.set('reason', reason);
      form.set('description', description);
      if (payout) form.set('payout', JSON.stringify(payout));
      for (const photo of photos) form.append('photos', photo);
      return apiRequest<OrderReturn>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(userId, orderId) }),
  });
}
