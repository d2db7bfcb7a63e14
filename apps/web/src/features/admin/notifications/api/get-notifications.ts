import type { NotificationPage } from '@store/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/notifications: the shop's alerts, newest first, with how many are unread. */
export function getNotifications(apiQuery: string, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest<NotificationPage>(`/api/admin/notifications${apiQuery ? `?${apiQuery}` : ''}`, { signal });
}

/** One page of the panel (apiQuery: its filter and page, as useListParams gives them). */
export function useNotifications(apiQuery: string) {
  return useQuery({
    queryKey: adminKeys.notifications(apiQuery),
    queryFn: ({ signal }) => getNotifications(apiQuery, signal),
    // The page and filter change the key: keep showing the last list while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** How many alerts are unread, for the admin navigation's badge: asked again every minute. */
export function useUnreadNotificationCount(): number | undefined {
  const query = useQuery({
    queryKey: adminKeys.notifications('unread=true'),
    queryFn: ({ signal }) => getNotifications('unread=true', signal),
    refetchInterval: 60_000,
    select: (page) => page.unread,
  });
  return query.data;
}
