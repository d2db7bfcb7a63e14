import type { Product } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/hooks/use-hydrated';
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
  // A product the server failed to load is rendered as not found, there and in the browser's first
  // render: asking again on that mount would make it a skeleton where the server's HTML said "Product
  // Not Found" (a hydration mismatch). Later mounts (a visit from another page) ask again as usual.
  const hydrated = useHydrated();
  return useQuery({ ...productQueryOptions(id), retryOnMount: hydrated });
}
