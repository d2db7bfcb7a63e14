import type { AdminOrder, ShopRefundRequest } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/orders/{id}/refunds: part (or the rest) of the order's payment back to its customer.
 * The amount is in rupees, as typed; the server turns it into paise with the same schema. Answers the
 * order as it now is, or 409 when that is more than is left.
 */
export function refundOrder(id: string, request: ShopRefundRequest): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, { method: 'POST', body: request });
}

/** Success or not, the order, the lists and its history are asked again: a 409 means its money moved meanwhile. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShopRefundRequest) => refundOrder(id, request),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(id), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
      ]),
  });
}
