import type { PaymentsConfig } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** GET /api/payments/config: which checkout script to load, whether paying online works at all, and whether it is the sandbox. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiRequest<PaymentsConfig>('/api/payments/config', { signal, withSession: false });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentsConfig(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // The server reads it from its environment at start: it changes only with a deploy. A failed answer
    // is not kept, so the next Pay asks again.
    staleTime: 15 * 60_000,
  });

/**
 * The config for every page (the test-mode strip), from the cache checkout's Pay also reads: one
 * request per visit. Back in a tab left open across a deploy, it is asked again once stale, so the
 * strip never claims test mode (or hides it) for long after the server changed.
 */
export function usePaymentsConfig() {
  return useQuery({ ...paymentsConfigQueryOptions(), refetchOnWindowFocus: true });
}
