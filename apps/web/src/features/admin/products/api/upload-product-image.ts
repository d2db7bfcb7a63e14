import type { Product } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

/** One picture as multipart/form-data; the server checks what it really is and appends its path. */
export function uploadProductImage(id: string, file: File): Promise<Product> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<Product>(`/api/admin/products/${encodeURIComponent(id)}/images`, { method: 'POST', body });
}

export function useUploadProductImage(id: string) {
  const written = useProductWritten();
  return useMutation({ mutationFn: (file: File) => uploadProductImage(id, file), onSuccess: () => written(id) });
}
