import { ADMIN_ORDER_MESSAGES, type AdminOrder, type CashReceived } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

/**
 * POST /api/admin/orders/{id}/cash-received: the cash a cash-on-delivery customer paid, in rupees, exactly
 * what is due. The order comes back paid (and delivered); 400 names the amount due, 409 when already paid.
 */
export function recordCash(id: string, request: CashReceived): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/cash-received`, { method: 'POST', body: request });
}

export function useRecordCash(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CashReceived) => recordCash(id, request),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      toast.success(ADMIN_ORDER_MESSAGES.cashRecorded);
    },
    onError: (error) => toast.error(errorMessage(error, 'The cash could not be recorded. Please try again.')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
