import type { Product, ProductImageChange } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

/** One picture removed or made the main one, by its path, on the list the server has (not the page's copy). */
export function changeProductImage(id: string, change: ProductImageChange): Promise<Product> {
  return apiRequest<Product>(`/api/admin/products/${encodeURIComponent(id)}/images`, { method: 'PATCH', body: change });
}

export function useChangeProductImage(id: string) {
  const written = useProductWritten();
  return useMutation({
    mutationFn: (change: ProductImageChange) => changeProductImage(id, change),
    onSuccess: () => written(id),
    // 409: another admin removed it meanwhile; show the pictures as they are now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) written(id);
    },
  });
}
