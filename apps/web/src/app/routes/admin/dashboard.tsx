import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DashboardError, DashboardSkeleton, DashboardView, useDashboard } from '@/features/admin/dashboard';
import { usePaymentsAttention } from '@/features/admin/payments';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin: how the shop is doing today and what needs doing. */
export function AdminDashboardPage() {
  usePageMeta('Dashboard · Shop admin', 'How the shop is doing today and what needs doing.');
  const dashboard = useDashboard();
  // The Payments page's own list, counted here: the dashboard's endpoint does not carry it.
  const attention = usePaymentsAttention();
  return (
    <>
      <AdminPageHeader title="Dashboard" description="How the shop is doing today, and what needs doing." />
      {dashboard.data ? (
        <DashboardView dashboard={dashboard.data} paymentsNeedingAttention={attention.data?.items.length} />
      ) : dashboard.isError ? (
        <DashboardError />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}
