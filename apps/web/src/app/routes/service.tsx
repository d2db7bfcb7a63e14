import { useParams } from 'react-router';
import { isServiceSlug, SERVICE_PAGES, ServiceDetail } from '@/features/services';
import { usePageMeta } from '@/hooks/use-page-meta';
import type { PageHandle } from '../page-handle';
import { NotFoundPage } from './not-found';

/** A service the shop does not offer: the not-found page, answered 404 by the server. */
export const serviceHandle: PageHandle = { found: (params) => isServiceSlug(params.slug ?? '') };

/** /services/{slug}: one of the four service pages, or the not-found page for any other slug. */
export function ServicePage() {
  const { slug } = useParams();
  if (!isServiceSlug(slug)) return <NotFoundPage />;
  return <KnownServicePage key={slug} slug={slug} />;
}

function KnownServicePage({ slug }: { slug: keyof typeof SERVICE_PAGES }) {
  const page = SERVICE_PAGES[slug];
  usePageMeta(page.meta.title, page.meta.description);
  return <ServiceDetail page={page} />;
}
