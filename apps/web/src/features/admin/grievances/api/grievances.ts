import type { AdminGrievance, AdminGrievanceList, GrievanceStatus } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

const grievanceKeys = {
  all: () => [...adminKeys.all, 'grievances'] as const,
  list: (status: GrievanceStatus | '') => [...adminKeys.all, 'grievances', status] as const,
};

/** GET /api/admin/grievances: open ones first, soonest due first; then the answered. */
export function useGrievances(status: GrievanceStatus | '') {
  return useQuery({
    queryKey: grievanceKeys.list(status),
    queryFn: ({ signal }) => apiRequest<AdminGrievanceList>(`/api/admin/grievances${status ? `?status=${status}` : ''}`, { signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/grievances/{id}/answer {answer}: answered once; the answer is mailed to the person through the queue. */
export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiRequest<AdminGrievance>(`/api/admin/grievances/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { answer } }),
    onSuccess: (grievance) => toast.success(`Answer to ${grievance.reference} sent.`),
    onError: (error) => toast.error(errorMessage(error, 'The answer could not be sent. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: grievanceKeys.all() }),
  });
}
