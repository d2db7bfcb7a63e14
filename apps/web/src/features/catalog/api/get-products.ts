import type { ProductCategory, ProductListResponse } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export interface ProductListParams {
  search?: string;
  category?: 'all' | ProductCategory;
  page?: number;
  limit?: number;
}

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  const query = new URLSearchParams();
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.category && params.category !== 'all') query.set('category', params.category);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.limit) query.set('limit', String(params.limit));
  const qs = query.toString();
  return apiRequest<ProductListResponse>(`/api/products${qs ? `?${qs}` : ''}`, { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
