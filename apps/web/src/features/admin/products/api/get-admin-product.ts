import type { AdminProduct } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

export function getAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, { signal });
}

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

export function useAdminProduct(id: string) {
  return useQuery(adminProductQueryOptions(id));
}
