import type { AdminOrder, EwayBillRecord } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiDownload, apiRequest, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Words of the panel's own, beside the shared messages the server answers with. */
export const EWAY_BILL_TEXTS = {
  recorded: 'E-way bill recorded',
  recordFailed: 'The e-way bill could not be recorded. Please try again.',
  downloadFailed: 'The e-way bill file could not be prepared. Please try again.',
} as const;

/** POST /api/admin/orders/{id}/eway-bill: the number the NIC portal gave and until when it is valid. */
export function recordEwayBill(id: string, request: EwayBillRecord): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/eway-bill`, { method: 'POST', body: request });
}

export function useRecordEwayBill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EwayBillRecord) => recordEwayBill(id, request),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      toast.success(EWAY_BILL_TEXTS.recorded);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
      ]),
  });
}

/** GET /api/admin/orders/{id}/eway-bill.json: Part A as the portal's bulk upload takes it, saved by the browser (audited). */
export function useDownloadEwayBill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload(`/api/admin/orders/${encodeURIComponent(id)}/eway-bill.json`);
      saveFile(blob, filename);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
    onError: (error) => toast.error(errorMessage(error, EWAY_BILL_TEXTS.downloadFailed)),
  });
}
