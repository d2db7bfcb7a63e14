import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiDownload, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type InvoiceKind = 'invoice' | 'credit-note';

export const INVOICE_MESSAGES = {
  failed: 'Could not download the document. Please try again.',
} as const;

/** GET /api/orders/{id}/invoice (or /credit-note): the GST document as a PDF file, saved by the browser. */
export async function downloadInvoice({ orderId, kind }: { orderId: string; kind: InvoiceKind }): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/orders/${encodeURIComponent(orderId)}/${kind}`);
  saveFile(blob, filename);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: downloadInvoice,
    onError: (error) => toast.error(errorMessage(error, INVOICE_MESSAGES.failed)),
  });
}
