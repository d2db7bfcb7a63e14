import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiDownload, errorMessage } from '@/lib/api-client';

export type InvoiceKind = 'invoice' | 'credit-note';

export const INVOICE_MESSAGES = {
  failed: 'Could not download the document. Please try again.',
} as const;

/** GET /api/orders/{id}/invoice (or /credit-note): the GST document as a PDF file, saved by the browser. */
export async function downloadInvoice({ orderId, kind }: { orderId: string; kind: InvoiceKind }): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/orders/${encodeURIComponent(orderId)}/${kind}`);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: downloadInvoice,
    onError: (error) => toast.error(errorMessage(error, INVOICE_MESSAGES.failed)),
  });
}
