// Rendered on the server (apps/api loads the build of this file once, see plugins/page-renderer.ts).
import '@/lib/zod-jitless';
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { HydrationGate } from '@/hooks/use-hydrated';
import { isPublicPage, type RenderedPage, type ServerEntry } from '@store/shared';
import { PageMetaSink, type PageMetaText } from '@/hooks/use-page-meta';
import { setServerFetch } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { PageHandle } from './app/page-handle';
import { routes } from './app/router';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';

/**
 * The pages rendered on the server: the public ones (PUBLIC_PAGES), the same for every visitor, and
 * the not-found page. The rest get the app's empty shell and render in the browser.
 */
export function isServerRendered(pathname: string): boolean {
  return isPublicPage(pathname) || isUnknownPage(pathname);
}

/** A path no page of the app matches: its not-found page is rendered here and answered with 404, so a crawler never takes it for a page. */
function isUnknownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !matches || matches[matches.length - 1]!.route.path === '*';
}

/** Rounds of queries a page may ask for before it is sent as it is (a product page needs two). */
const MAX_DATA_ROUNDS = 3;
/** A query still unanswered by then is left to the browser (it renders its skeleton on both sides). */
const DATA_WAIT_MS = 2_000;

let handler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * Renders one public page for `request` with a query cache of its own (never shared between requests,
 * so nothing of one visitor's page reaches another's). Returns null for a page left to the browser,
 * or a Response for a redirect.
 */
export const renderPage: ServerEntry['renderPage'] = async (request, { fetchApi }) => {
  if (!isServerRendered(new URL(request.url).pathname)) return null;
  setServerFetch(fetchApi);
  handler ??= createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return context;

  const queryClient = createQueryClient({ server: true });
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMetaText | undefined;
  const app = (
    <PageMetaSink value={(text) => (meta = text)}>
      <HydrationGate>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </HydrationGate>
    </PageMetaSink>
  );
  const pipe = await renderWithData(queryClient, app);

  const data: SsrData = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  };
  const page = context.matches.at(-1);
  const nothingThere = isUnknownPage(new URL(request.url).pathname) || (page?.route.handle as PageHandle | undefined)?.found?.(page!.params) === false;
  const status = nothingThere ? 404 : context.statusCode;
  return { status, pipe, dataScript: scriptJson(SSR_DATA_ID, data), meta };
};

/**
 * Renders the page; if it asked for queries not in the cache yet, fetches them and renders again (a
 * product's reviews and EMI plans appear once the product is there), until a render asks for nothing
 * new. The queries are the components' own: the same keys, the same fetchers as in the browser.
 */
async function renderWithData(queryClient: QueryClient, app: ReactNode): Promise<RenderedPage['pipe']> {
  for (let round = 0; ; round++) {
    const render = await renderWhole(app);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
    if (waiting.length === 0 || round === MAX_DATA_ROUNDS) return render.pipe;
    render.abort();
    const answered = Promise.allSettled(waiting.map((query) => query.fetch()));
    const late = await Promise.race([answered.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, DATA_WAIT_MS, true))]);
    // A query unanswered in time is dropped, not left pending: the next render must not wait for it,
    // and the browser asks for it itself (rendering its skeleton first, as the server does).
    if (late) for (const query of waiting) if (query.state.status === 'pending') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** The page rendered whole, ready to be piped: every part written in place, none left for later. */
function renderWhole(app: ReactNode): Promise<{ pipe: RenderedPage['pipe']; abort: () => void }> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // React would otherwise send a large page's later Suspense parts after it, with an inline script
      // to move each into place, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve({ pipe: stream.pipe, abort: stream.abort }),
      onShellError: reject,
      onError: (error) => {
        console.error('Server render failed', error);
      },
    });
  });
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** JSON inside a <script>: "</script>" or "<!--" in a product's name must not end the element. */
function scriptJson(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
