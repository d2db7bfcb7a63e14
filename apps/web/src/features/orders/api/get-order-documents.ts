import type { OrderDocuments } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /api/orders/{id}/documents: the order's invoice (or a replacement's delivery challan) and every credit note, in the order issued. */
export function getOrderDocuments(id: string, signal?: AbortSignal): Promise<OrderDocuments> {
  return apiRequest<OrderDocuments>(`/api/orders/${encodeURIComponent(id)}/documents`, { signal });
}

export const orderDocumentsQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.documents(userId, id),
    queryFn: ({ signal }) => getOrderDocuments(id, signal),
    staleTime: 0,
  });

/** The order's documents for the signed-in customer; asked for only once someone is signed in. */
export function useOrderDocuments(userId: string | null, id: string) {
  return useQuery({ ...orderDocumentsQueryOptions(userId ?? '', id), enabled: userId !== null });
}
