import type { Product, ProductUpdate } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

export function updateProduct(id: string, changes: ProductUpdate): Promise<Product> {
  return apiRequest<Product>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** Any edit: the form's fields, or hiding and showing (pictures change through their own routes). */
export function useUpdateProduct(id: string) {
  const written = useProductWritten();
  return useMutation({ mutationFn: (changes: ProductUpdate) => updateProduct(id, changes), onSuccess: () => written(id) });
}
