import type { OrderDocuments } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/orders/{id}/documents: the order's invoice or delivery challan and every credit note, each with the shop's audited download. */
export function getAdminOrderDocuments(id: string, signal?: AbortSignal): Promise<OrderDocuments> {
  return apiRequest<OrderDocuments>(`/api/admin/orders/${encodeURIComponent(id)}/documents`, { signal });
}

export const adminOrderDocumentsQueryOptions = (id: string) =>
  queryOptions({
    // Under the order's key: whatever makes the order stale (a refund, a cancel, a status move) asks its documents again.
    queryKey: [...adminKeys.order(id), 'documents'] as const,
    queryFn: ({ signal }) => getAdminOrderDocuments(id, signal),
    staleTime: 0,
  });

export const useAdminOrderDocuments = (id: string) => useQuery(adminOrderDocumentsQueryOptions(id));
