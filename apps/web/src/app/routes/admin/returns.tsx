import { AdminReturns } from '@/features/admin/returns';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/returns: the shop's returns and replacements, each with its next step. */
export function AdminReturnsPage() {
  usePageMeta('Returns · Shop admin', 'Returns and replacements: approve, receive, refund or replace.');
  return <AdminReturns />;
}
