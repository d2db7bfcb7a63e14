import type { Order } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /api/orders/my-orders: the signed-in customer's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>('/api/orders/my-orders', { signal });
}

export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: ({ signal }) => getMyOrders(signal),
    // Statuses and tracking numbers move on without the customer doing anything: ask each visit.
    staleTime: 0,
  });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}
