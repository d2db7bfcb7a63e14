import type { AdminProductPage } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** `query` is the list's filters and page as the address bar holds them ("stock=low&page=2"). */
export function getAdminProducts(query: string, signal?: AbortSignal): Promise<AdminProductPage> {
  return apiRequest<AdminProductPage>(`/api/admin/products${query ? `?${query}` : ''}`, { signal });
}

export const adminProductsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    // The table keeps the last page on screen while the next filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: string) {
  return useQuery(adminProductsQueryOptions(query));
}
