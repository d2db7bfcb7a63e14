import type { AdminReturn, AdminReturnPage, Payout, ReturnStatus } from '@store/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

/** GET /api/admin/returns: a page of returns, by status (all but turned-down ones when none is chosen). */
export function useAdminReturns(status: ReturnStatus | '', page: number) {
  const query = new URLSearchParams({ ...(status ? { status } : {}), page: String(page) }).toString();
  return useQuery({
    queryKey: adminKeys.returns(query),
    queryFn: ({ signal }) => apiRequest<AdminReturnPage>(`/api/admin/returns?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const DONE: Record<string, string> = {
  approve: 'Return approved',
  reject: 'Return turned down',
  receive: 'Return received and counted',
  close: 'Return settled',
};

/** POST /api/admin/returns/{id}/{approve|reject|receive|close}: one step of a return, then every list again. */
export function useReturnStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: string; step: 'approve' | 'reject' | 'receive' | 'close'; body: object }) =>
      apiRequest<AdminReturn>(`/api/admin/returns/${encodeURIComponent(id)}/${step}`, { method: 'POST', body }),
    onSuccess: (_answer, { step }) => toast.success(DONE[step]!),
    onError: (error) => toast.error(errorMessage(error, 'That step did not go through. Please try again.')),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.allReturns() }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() })]),
  });
}

/** POST /api/admin/returns/{id}/payout/reveal: the refund account in full, each call logged with the admin's name. */
export const revealPayout = (id: string) => apiRequest<Payout>(`/api/admin/returns/${encodeURIComponent(id)}/payout/reveal`, { method: 'POST' });
