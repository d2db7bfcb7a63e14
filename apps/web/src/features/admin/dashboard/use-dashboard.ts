import type { Dashboard } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/dashboard: today's and this month's trade and what waits for the shop. */
export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => apiRequest<Dashboard>('/api/admin/dashboard', { signal }),
    // Orders come in while the page is open: look again every minute and on return to the tab.
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
