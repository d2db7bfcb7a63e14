import type { Application, ApplicationRequest } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** POST /api/applications: 201 with the stored application; 400, 401 and 429 answer { message }. */
export const submitApplication = (request: ApplicationRequest) => apiRequest<Application>('/api/applications', { method: 'POST', body: request });

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
