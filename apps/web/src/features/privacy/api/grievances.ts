import type { GrievanceInput, GrievanceReceipt } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/grievances: 201 with the reference and the date the answer is due by. */
export function useFileGrievance() {
  return useMutation({ mutationFn: (input: GrievanceInput) => apiRequest<GrievanceReceipt>('/api/grievances', { method: 'POST', body: input }) });
}
