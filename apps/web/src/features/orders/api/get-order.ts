import type { Order } from '@store/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /api/orders/{id}: one of the signed-in customer's orders; 404 for any other id. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export const orderQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

/** The order; coming from My Orders, the list's copy is shown at once while the fresh one loads. */
export function useOrder(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(userId, id),
    placeholderData: () => queryClient.getQueryData<Order[]>(orderKeys.mine(userId))?.find((order) => order._id === id),
  });
}
