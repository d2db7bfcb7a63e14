import type { Application } from '@store/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** GET /api/applications/{id}: one of the signed-in customer's applications; 404 for any other id. */
export const getApplication = (id: string, signal?: AbortSignal) => apiRequest<Application>(`/api/applications/${encodeURIComponent(id)}`, { signal });

export const applicationQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(userId, id),
    queryFn: ({ signal }) => getApplication(id, signal),
    // The team moves it along on their side: show the latest status and note whenever the page opens.
    staleTime: 0,
  });

/** The application; coming from My Applications, the list's copy shows at once while the fresh one loads. */
export function useApplication(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...applicationQueryOptions(userId, id),
    placeholderData: () => queryClient.getQueryData<Application[]>(applicationKeys.mine(userId))?.find((application) => application._id === id),
  });
}
