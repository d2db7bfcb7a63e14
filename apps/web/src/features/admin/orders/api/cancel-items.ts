import type { AdminOrder, ShopCancel } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

/** POST /api/admin/orders/{id}/cancel: some units of its items (or, naming them all, the whole order), refunded and credited. */
export function useCancelItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShopCancel) => apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: request }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      toast.success(order.status === 'cancelled' ? 'Order cancelled' : 'Items cancelled');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not cancel the items. Please try again.')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
      ]),
  });
}
