import { PRODUCT_FILTERS, type ProductCategory, type ProductFilter, type ProductListResponse, type ProductSort } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export interface ProductListParams {
  search?: string;
  category?: 'all' | ProductCategory;
  page?: number;
  limit?: number;
  /** Several values of one filter are OR, different filters AND. */
  filters?: Partial<Record<ProductFilter, readonly string[]>>;
  /** Rupees with GST, as shown. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  /** The search's words as typed, no spelling corrected. */
  exact?: boolean;
}

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  const query = new URLSearchParams();
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.category && params.category !== 'all') query.set('category', params.category);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.limit) query.set('limit', String(params.limit));
  for (const filter of PRODUCT_FILTERS) {
    for (const value of params.filters?.[filter] ?? []) query.append(filter, value);
  }
  if (params.minPrice !== undefined) query.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('maxPrice', String(params.maxPrice));
  if (params.inStock) query.set('inStock', 'true');
  if (params.sort && params.sort !== 'relevance') query.set('sort', params.sort);
  if (params.exact) query.set('exact', 'true');
  const qs = query.toString();
  return apiRequest<ProductListResponse>(`/api/products${qs ? `?${qs}` : ''}`, { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

/**
 * One page of the catalogue. `keepPrevious`: while another filter's results load, the ones shown stay
 * (marked isPlaceholderData), so the filter panel and the grid do not flash empty on every tick.
 */
export function useProducts(params: ProductListParams, { keepPrevious = false } = {}) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPrevious ? keepPreviousData : undefined });
}
