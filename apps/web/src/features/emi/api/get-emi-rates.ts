import type { EmiRatesResponse } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMI_STALE_MS, emiKeys } from './query-keys';

/** GET /api/payments/emi-rates: every bank's plans, without an amount. */
export async function getEmiRates(signal?: AbortSignal): Promise<EmiRatesResponse> {
  const answer = await apiRequest<EmiRatesResponse>('/api/payments/emi-rates', { signal });
  // Checked by hand, not with the shared Zod schema: that would bring Zod onto the home page. An
  // answer without plans is an error, so no card ever shows an EMI it cannot back.
  if (!Array.isArray(answer?.options)) throw new Error('EMI rates: unexpected answer');
  return answer;
}

export const emiRatesQueryOptions = () =>
  queryOptions({ queryKey: emiKeys.rates(), queryFn: ({ signal }) => getEmiRates(signal), staleTime: EMI_STALE_MS, retry: false });

/**
 * One request for a whole grid of product cards: each card works out its own "EMI from" with the
 * shared formula (the same the server uses for the plan table), and TanStack Query shares the answer.
 */
export function useEmiRates() {
  return useQuery(emiRatesQueryOptions());
}
