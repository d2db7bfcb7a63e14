import { AdminGrievances } from '@/features/admin/grievances';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/grievances: privacy grievances, answered once each within 90 days. */
export function AdminGrievancesPage() {
  usePageMeta('Grievances · Shop admin', 'Privacy grievances to the Grievance Officer.');
  return <AdminGrievances />;
}
