import type { AdminOrder, OrderSerials } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** Words of the panel's own, beside the shared messages the server answers with. */
export const SERIAL_TEXTS = {
  recorded: 'Serial numbers recorded',
  recordFailed: 'The serial numbers could not be recorded. Please try again.',
  missing: 'Scan or type this unit’s serial number',
} as const;

/** PUT /api/admin/orders/{id}/serials: every serialised line of the order, one serial per unit still sold. */
export function recordSerials(id: string, request: OrderSerials): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/serials`, { method: 'PUT', body: request });
}

export function useRecordSerials(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderSerials) => recordSerials(id, request),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      toast.success(SERIAL_TEXTS.recorded);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
      ]),
  });
}
