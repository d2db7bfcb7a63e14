import type { NotificationsRead, NotificationsReadResponse } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest, errorMessage } from '@/lib/api-client';

/** POST /api/admin/notifications/read: these alerts, or all unread ones, marked read. */
export function markNotificationsRead(which: NotificationsRead): Promise<NotificationsReadResponse> {
  return apiRequest<NotificationsReadResponse>('/api/admin/notifications/read', { method: 'POST', body: which });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onError: (error) => toast.error(errorMessage(error, 'The notifications could not be marked read. Please try again.')),
    // The list and the navigation's count alike.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allNotifications() }),
  });
}
