import type { Product, StockAdjustment } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useProductWritten } from './product-written';

export function adjustStock(id: string, adjustment: StockAdjustment): Promise<Product> {
  return apiRequest<Product>(`/api/admin/products/${encodeURIComponent(id)}/stock`, { method: 'POST', body: adjustment });
}

export function useAdjustStock(id: string) {
  const written = useProductWritten();
  return useMutation({ mutationFn: (adjustment: StockAdjustment) => adjustStock(id, adjustment), onSuccess: () => written(id) });
}
