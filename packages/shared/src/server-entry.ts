import type { PageText } from './page-meta';

/**
 * What the web app's server build (apps/web/src/entry-server.tsx) exports and the API's page renderer
 * (apps/api/src/plugins/page-renderer.ts) calls: one type, so the two sides cannot drift apart.
 */
export interface ServerEntry {
  /**
   * Renders one public page for `request` with a query cache of its own. Null for a page left to the
   * browser, or a Response for a redirect.
   */
  renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | Response | null>;
}

export interface RenderOptions {
  /** The API, asked in-process (Fastify's inject): the page's data never crosses the network. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** 200, the status a route said, or 404 for a path no page matches. */
  status: number;
  /**
   * Writes the page's HTML (the inside of #root) to `destination`; called once React has the whole
   * page, so no inline script is needed to fill in late parts (the CSP allows none).
   */
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  /** The `<script type="application/json">` the browser hydrates from: the router's state and the queries' answers. */
  dataScript: string;
  /** The title and description the page set (usePageMeta), for the HTML's head. */
  meta?: PageText;
}
