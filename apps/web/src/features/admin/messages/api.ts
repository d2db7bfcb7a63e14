import type { AdminMessage, AdminMessagePage } from '@store/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

/** GET /api/admin/messages: the contact form's messages, newest first, with the unread count. */
export function useMessages(apiQuery: string) {
  return useQuery({
    queryKey: adminKeys.messages(apiQuery),
    queryFn: ({ signal }) => apiRequest<AdminMessagePage>(`/api/admin/messages${apiQuery ? `?${apiQuery}` : ''}`, { signal }),
    // The page and filter change the key: keep showing the last list while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/admin/messages/{id} {read}: marks a message read or unread again. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest<AdminMessage>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } }),
    onSuccess: (message) => toast.success(message.readAt ? 'Marked as read' : 'Marked as unread'),
    onError: (error) => toast.error(errorMessage(error, 'The message could not be updated. Please try again.')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'messages'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
