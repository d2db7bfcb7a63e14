import type { AdminOrder, OrderStatusChange } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { CHANGE_FAILED, changedMessage } from '../admin-order-format';

/** PATCH /api/admin/orders/{id}/status: the order as it now is; 409 for a move the status graph forbids. */
export function changeOrderStatus(id: string, change: OrderStatusChange): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: change });
}

/**
 * Moves one order along. Success or not, the order, the lists, its history and the dashboard are
 * asked again: a 409 means someone (the customer cancelling, another admin) moved it first.
 */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => changeOrderStatus(id, change),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      toast.success(changedMessage(order.status));
    },
    onError: (error) => toast.error(errorMessage(error, CHANGE_FAILED)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
