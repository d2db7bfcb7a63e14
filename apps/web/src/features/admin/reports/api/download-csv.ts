import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiDownload, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Downloads a CSV the API answers with authentication (a plain link would go without the session). */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: async (url: string) => {
      const { blob, filename } = await apiDownload(url);
      saveFile(blob, filename);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not download the file. Please try again.')),
  });
}
