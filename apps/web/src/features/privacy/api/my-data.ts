import type { EraseAccountInput, ErasureResult, MyData } from '@store/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { privacyKeys } from './keys';

/** GET /api/auth/me/export: everything the shop holds about the signed-in customer, table by table. */
export const getMyData = (signal?: AbortSignal) => apiRequest<MyData>('/api/auth/me/export', { signal });

/** Fetched when the page asks (each export is written in the security log), never kept between visits. */
export function useMyData(enabled: boolean) {
  return useQuery({ queryKey: privacyKeys.myData(), queryFn: ({ signal }) => getMyData(signal), enabled, staleTime: 0, gcTime: 0 });
}

/** POST /api/auth/me/erase {password}: 200 with what is kept and why; 400 wrong password; 409 an order still open. */
export function useEraseAccount() {
  return useMutation({ mutationFn: (input: EraseAccountInput) => apiRequest<ErasureResult>('/api/auth/me/erase', { method: 'POST', body: input }) });
}
