import type { AdminOrder, AdminOrderPage } from '@store/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/orders/{id}: any customer's order, with who placed it; 404 for an unknown id. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 0,
  });

/** The order; coming from a list, the listed copy shows at once while the fresh one loads. */
export function useAdminOrder(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminOrderQueryOptions(id),
    placeholderData: () =>
      queryClient
        .getQueriesData<AdminOrderPage>({ queryKey: adminKeys.orderLists() })
        .flatMap(([, page]) => page?.orders ?? [])
        .find((order) => order._id === id),
  });
}
