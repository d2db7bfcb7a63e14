import type { AdminApplication } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/applications/{id}: the application, its customer and every answer; PAN and Aadhaar masked. */
export const getAdminApplication = (id: string, signal?: AbortSignal) =>
  apiRequest<AdminApplication>(`/api/admin/applications/${encodeURIComponent(id)}`, { signal });

export const adminApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => getAdminApplication(id, signal),
    staleTime: 0,
  });

export const useAdminApplication = (id: string) => useQuery(adminApplicationQueryOptions(id));
