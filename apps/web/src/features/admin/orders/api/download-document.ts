import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiDownload, ApiError, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type OrderDocumentKind = 'invoice' | 'credit-note';

export const ORDER_DOCUMENT_MESSAGES = {
  failed: 'Could not download the document. Please try again.',
  notIssued: { invoice: 'No invoice has been issued for this order yet.', 'credit-note': 'No credit note has been issued for this order.' },
} as const;

/** GET /api/admin/orders/{id}/invoice (or /credit-note): the shop's copy, its download audited; saved by the browser. */
export async function downloadOrderDocument({ orderId, kind }: { orderId: string; kind: OrderDocumentKind }): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/admin/orders/${encodeURIComponent(orderId)}/${kind}`);
  saveFile(blob, filename);
}

export function useDownloadOrderDocument(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: OrderDocumentKind) => downloadOrderDocument({ orderId, kind }),
    // The download is in the order's history now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', orderId) }),
    onError: (error, kind) =>
      toast.error(
        error instanceof ApiError && error.status === 404 ? ORDER_DOCUMENT_MESSAGES.notIssued[kind] : errorMessage(error, ORDER_DOCUMENT_MESSAGES.failed),
      ),
  });
}
