import type { ConsentList, PrivacyPurpose } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { privacyKeys } from './keys';

/** GET /api/auth/consents: where each purpose's consent stands, with its notice version and time. */
export function useConsents() {
  return useQuery({ queryKey: privacyKeys.consents(), queryFn: ({ signal }) => apiRequest<ConsentList>('/api/auth/consents', { signal }) });
}

/** POST /api/auth/consents (give) or /api/auth/consents/withdraw: one click either way. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, give }: { purpose: PrivacyPurpose; give: boolean }) =>
      apiRequest<ConsentList>(give ? '/api/auth/consents' : '/api/auth/consents/withdraw', { method: 'POST', body: { purpose } }),
    onSuccess: (list, { give }) => {
      queryClient.setQueryData(privacyKeys.consents(), list);
      toast.success(give ? 'Consent given.' : 'Consent withdrawn.');
    },
    onError: (error) => toast.error(errorMessage(error, 'Your consent could not be changed. Please try again.')),
  });
}
