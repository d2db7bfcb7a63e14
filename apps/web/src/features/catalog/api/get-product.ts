import type { Product } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
