import type { Application } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** GET /api/applications/my-applications: the signed-in user's applications, PAN and Aadhaar masked. */
export const getMyApplications = (signal?: AbortSignal) => apiRequest<Application[]>('/api/applications/my-applications', { signal });

export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.mine(userId),
    queryFn: ({ signal }) => getMyApplications(signal),
    // A status changes on the team's side: show the latest whenever the page is opened.
    staleTime: 0,
  });

export const useMyApplications = (userId: string) => useQuery(myApplicationsQueryOptions(userId));
