import { bindRoutes } from '../../lib/app-module';
import type { CatalogService } from '../catalog';
import type { AppShell } from '../../plugins/app-shell';
import type { PageRenderer } from '../../plugins/page-renderer';
import { seoRoutes } from './seo.routes';

/**
 * The seo module: robots.txt, the sitemap (the public pages' list and every product on sale), and the
 * product page served with its own title, description and JSON-LD.
 */
export function createSeoModule(deps: { catalog: CatalogService; shell: AppShell; pages: PageRenderer; appUrl: string }) {
  return { routes: bindRoutes(seoRoutes, deps) };
}
