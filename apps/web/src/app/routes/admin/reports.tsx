import { ReportsScreen } from '@/features/admin/reports';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/reports: sales, GSTR-1 and the CSV downloads over a range of days. */
export function AdminReportsPage() {
  usePageMeta('Reports · Admin', 'Sales by day and month, GSTR-1, and CSV downloads.');
  return <ReportsScreen />;
}
