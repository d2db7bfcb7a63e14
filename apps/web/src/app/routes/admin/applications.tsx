import { AdminApplications } from '@/features/admin/applications';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/applications: the team's list of insurance and loan applications. */
export function AdminApplicationsPage() {
  usePageMeta('Applications · Shop admin', 'Insurance and loan applications from TechStore customers.');
  return <AdminApplications />;
}
