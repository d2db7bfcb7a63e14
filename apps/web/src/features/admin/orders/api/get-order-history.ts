import type { AuditPage } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit?targetType=order&targetId={id}: the admins' changes to one order, newest first. */
export function getOrderHistory(id: string, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({ targetType: 'order', targetId: id });
  return apiRequest<AuditPage>(`/api/admin/audit?${query}`, { signal });
}

export const orderHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.audit('order', id),
    queryFn: ({ signal }) => getOrderHistory(id, signal),
    staleTime: 0,
  });

export function useOrderHistory(id: string) {
  return useQuery(orderHistoryQueryOptions(id));
}
