import type { AdminOrderPage } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/orders?status&from&to&search&page: one page of the shop's orders, newest first. */
export function getAdminOrders(query: string, signal?: AbortSignal): Promise<AdminOrderPage> {
  return apiRequest<AdminOrderPage>(`/api/admin/orders${query ? `?${query}` : ''}`, { signal });
}

export const adminOrdersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // Customers place and cancel orders while the admin looks: ask again on each visit.
    staleTime: 0,
    // The rows of the last filter stay on screen until the new ones arrive, rather than a skeleton flash.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: string) {
  return useQuery(adminOrdersQueryOptions(query));
}
