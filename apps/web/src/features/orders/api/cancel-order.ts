import { CHECKOUT_MESSAGES, wasPaid, type Order } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** POST /api/orders/{id}/cancel: the cancelled order, with its refund under way; 409 once it is too late. */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

/**
 * Cancels one of the customer's orders. Either way the lists and details are asked again: a 409
 * means the order moved on (or was cancelled elsewhere) since the page showed it.
 */
export function useCancelOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(userId, order._id), order);
      queryClient.setQueryData<Order[]>(orderKeys.mine(userId), (orders) => orders?.map((listed) => (listed._id === order._id ? order : listed)));
      // A cash-on-delivery order not yet delivered was never paid: there is no refund to announce.
      toast.success(wasPaid(order.paymentDetails.status) ? CHECKOUT_MESSAGES.cancelled : CHECKOUT_MESSAGES.cancelledUnpaid);
    },
    onError: (error) => toast.error(errorMessage(error, CHECKOUT_MESSAGES.cannotCancel)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.ofUser(userId) }),
  });
}
