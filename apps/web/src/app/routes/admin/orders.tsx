import { AdminOrdersList } from '@/features/admin/orders';
import { usePageMeta } from '@/hooks/use-page-meta';

export function AdminOrdersPage() {
  usePageMeta('Orders · Admin', "The shop's orders: find them, and move them from confirmed to delivered.");
  return <AdminOrdersList />;
}
