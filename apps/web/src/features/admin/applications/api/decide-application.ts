import type { AdminApplication, ApplicationDecision } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { ApiError, apiRequest } from '@/lib/api-client';

/** PATCH /api/admin/applications/{id}: a new status, the note the customer reads, or both; 409 for a move the status graph forbids. */
export const decideApplication = (id: string, decision: ApplicationDecision) =>
  apiRequest<AdminApplication>(`/api/admin/applications/${encodeURIComponent(id)}`, { method: 'PATCH', body: decision });

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication(id, decision),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(id), application);
      // The lists and the dashboard's open-applications count may have changed with it.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'applications', 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
    onError: (error) => {
      // A 409 means someone else moved it first: show where it stands now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.application(id) });
    },
  });
}
