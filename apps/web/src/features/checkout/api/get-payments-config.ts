import type { PaymentsConfig } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** GET /api/payments/config: which checkout script to load, and whether paying online works at all. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiRequest<PaymentsConfig>('/api/payments/config', { signal, withSession: false });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentsConfig(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // Changes only with a deploy; a failed answer is not kept, so the next Pay asks again.
    staleTime: 5 * 60_000,
  });
