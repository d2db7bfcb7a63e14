import { AdminNotifications } from '@/features/admin/notifications';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/notifications: the shop's alerts, newest first; each opens what it is about. */
export function AdminNotificationsPage() {
  usePageMeta('Notifications · Shop admin', "The shop's alerts: orders, payments, returns, stock, applications and messages.");
  return <AdminNotifications />;
}
