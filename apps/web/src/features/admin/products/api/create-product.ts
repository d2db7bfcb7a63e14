import type { Product, productCreateSchema } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

/** The body as sent: images, hidden and featured may be left out (the server's defaults apply). */
export type NewProductBody = z.input<typeof productCreateSchema>;

export function createProduct(product: NewProductBody): Promise<Product> {
  return apiRequest<Product>('/api/admin/products', { method: 'POST', body: product });
}

export function useCreateProduct() {
  const written = useProductWritten();
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => written(product._id) });
}
