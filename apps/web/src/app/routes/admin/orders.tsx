import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminOrdersList } from '@/features/admin/orders/components/admin-orders-list';
import { usePageMeta } from '@/hooks/use-page-meta';

export function AdminOrdersPage() {
  usePageMeta('Orders · Admin', "The shop's orders: find them, and move them from confirmed to delivered.");
  return (
    <>
      <AdminPageHeader title="Orders" description="Find an order by its number or its customer, and move it along to delivery." />
      <AdminOrdersList />
    </>
  );
}
