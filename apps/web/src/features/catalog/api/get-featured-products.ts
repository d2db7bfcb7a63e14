import { FEATURED_LIMIT, type Product } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  const products = await apiRequest<Product[]>('/api/products/featured/list', { signal });
  return products.slice(0, FEATURED_LIMIT);
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
