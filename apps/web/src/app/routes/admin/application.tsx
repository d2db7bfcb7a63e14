import { shortId } from '@store/shared';
import { useParams } from 'react-router';
import { AdminApplication } from '@/features/admin/applications';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/applications/{id}: one application, its customer, and the team's decision. */
export function AdminApplicationPage() {
  const { id = '' } = useParams();
  usePageMeta(`Application #${shortId(id)} · Shop admin`, 'An insurance or loan application and its decision.');
  return <AdminApplication key={id} id={id} />;
}
