import { AdminReviews } from '@/features/admin/reviews';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/reviews: moderating customers' product reviews. */
export function AdminReviewsPage() {
  usePageMeta('Reviews · Shop admin', 'Product reviews from TechStore customers, to publish or reject.');
  return <AdminReviews />;
}
