import type { AccountSummary, ProfileUpdate, User } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const updateProfile = (input: ProfileUpdate) => apiRequest<User>('/api/auth/profile', { method: 'PUT', body: input });

export const getAccountSummary = (signal?: AbortSignal) => apiRequest<AccountSummary>('/api/auth/summary', { signal });

/** Keyed by user, so one customer's figures are never shown to the next on a shared computer. */
export const accountSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'summary'] as const,
    queryFn: ({ signal }) => getAccountSummary(signal),
    staleTime: 0,
  });

export const useAccountSummary = (userId: string) => useQuery(accountSummaryQueryOptions(userId));
