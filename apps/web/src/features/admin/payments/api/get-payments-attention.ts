import type { AttentionList } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/payments/attention: payments held for a person and refunds that failed, newest first. */
export function getPaymentsAttention(signal?: AbortSignal): Promise<AttentionList> {
  return apiRequest<AttentionList>('/api/admin/payments/attention', { signal });
}

export const paymentsAttentionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.paymentsAttention(),
    queryFn: ({ signal }) => getPaymentsAttention(signal),
    // Payments are held and refunds fail while the page is open, and the worker refunds what waits too
    // long: ask again on each visit and every minute (the dashboard counts from the same query).
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function usePaymentsAttention() {
  return useQuery(paymentsAttentionQueryOptions());
}
