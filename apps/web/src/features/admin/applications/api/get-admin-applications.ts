import type { AdminApplicationPage } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/applications?type&subType&status&page: newest first, a page at a time. */
export const getAdminApplications = (query: string, signal?: AbortSignal) =>
  apiRequest<AdminApplicationPage>(`/api/admin/applications${query ? `?${query}` : ''}`, { signal });

export const adminApplicationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.applications(query),
    queryFn: ({ signal }) => getAdminApplications(query, signal),
    staleTime: 0,
  });

/** The page for `query`; the previous page stays on screen while the next loads, so the table does not jump. */
export const useAdminApplications = (query: string) => useQuery({ ...adminApplicationsQueryOptions(query), placeholderData: keepPreviousData });
