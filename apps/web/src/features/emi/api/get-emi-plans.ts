import type { EmiPlansResponse } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMI_STALE_MS, emiKeys } from './query-keys';

/** GET /api/payments/emi-plans?amount= (rupees): the plans open to one price, worked out by the server. */
export async function getEmiPlans(amountRupees: number, signal?: AbortSignal): Promise<EmiPlansResponse> {
  const answer = await apiRequest<EmiPlansResponse>(`/api/payments/emi-plans?amount=${encodeURIComponent(amountRupees)}`, { signal });
  if (!Array.isArray(answer?.plans)) throw new Error('EMI plans: unexpected answer');
  return answer;
}

export const emiPlansQueryOptions = (amountRupees: number) =>
  queryOptions({
    queryKey: emiKeys.plans(amountRupees),
    queryFn: ({ signal }) => getEmiPlans(amountRupees, signal),
    staleTime: EMI_STALE_MS,
    retry: false,
  });

export function useEmiPlans(amountRupees: number) {
  return useQuery({ ...emiPlansQueryOptions(amountRupees), enabled: amountRupees > 0 });
}
