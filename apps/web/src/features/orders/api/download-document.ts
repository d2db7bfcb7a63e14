import { ORDER_DOCUMENT_MESSAGES } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiDownload, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** One of the order's documents as a PDF file, from the `download` its listing gives, saved by the browser. */
export async function downloadDocument(download: string): Promise<void> {
  const { blob, filename } = await apiDownload(download);
  saveFile(blob, filename);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: downloadDocument,
    onError: (error) => toast.error(errorMessage(error, ORDER_DOCUMENT_MESSAGES.downloadFailed)),
  });
}
