import { ORDER_DOCUMENT_MESSAGES } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiDownload, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The shop's copy of one of the order's documents, from the audited `download` its listing gives; saved by the browser. */
export async function downloadOrderDocument(download: string): Promise<void> {
  const { blob, filename } = await apiDownload(download);
  saveFile(blob, filename);
}

export function useDownloadOrderDocument(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadOrderDocument,
    // The download is in the order's history now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', orderId) }),
    onError: (error) => toast.error(errorMessage(error, ORDER_DOCUMENT_MESSAGES.downloadFailed)),
  });
}
