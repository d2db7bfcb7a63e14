import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

export function deleteProduct(id: string): Promise<void> {
  return apiRequest<void>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  const written = useProductWritten();
  return useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: async () => {
      // Gone: its detail must not be refetched (a 404) by the page being left.
      queryClient.removeQueries({ queryKey: adminKeys.product(id), exact: true });
      await written();
    },
  });
}
