import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib, { createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerEntry } from '@store/shared';
import type { AppShell, PageMeta } from './app-shell';
import { deferAppScripts } from './page-boot';

/** Where `npm run build` puts the server build: beside dist, never under it (dist is served as files). */
export const serverEntryOf = (webDistDir: string) => path.join(webDistDir, '..', 'dist-server', 'entry-server.js');

/** Loads the server build once at start; none (API-only tests, no build) leaves every page to the browser. */
export async function loadServerEntry(webDistDir: string): Promise<ServerEntry | undefined> {
  const file = serverEntryOf(webDistDir);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

const ROOT = '<div id="root"></div>';

/**
 * Public pages as HTML rendered on the server around the app shell (the page's meta tags stay the
 * shell's), so a phone paints the page before its JavaScript arrives and crawlers read it whole.
 * `send` answers false when the page is not one the server renders (account, checkout, admin).
 */
export function createPageRenderer(app: FastifyInstance, { shell, entry, appUrl }: { shell: AppShell; entry: ServerEntry | undefined; appUrl: string }) {
  // The page's data comes from this same app, in-process: no socket, no second trip through a proxy.
  // It asks as a guest (no session header): a server-rendered page holds nothing personal.
  const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };

  return {
    available: entry !== undefined && shell.available,
    async send(request: FastifyRequest, reply: FastifyReply, { meta, status }: { meta?: PageMeta; status?: number } = {}): Promise<boolean> {
      if (!entry || !shell.html()?.includes(ROOT)) return false;
      const url = new URL(request.url, 'http://localhost');
      let page: Awaited<ReturnType<ServerEntry['renderPage']>>;
      try {
        page = await entry.renderPage(new Request(url, { method: 'GET' }), { fetchApi });
      } catch (error) {
        // A page that fails to render on the server still works in the browser: send the shell.
        request.log.error({ err: error }, 'server render failed; the app shell was sent');
        return false;
      }
      if (page === null) return false;
      if (page instanceof Response) {
        await reply.redirect(page.headers.get('location') ?? '/', page.status);
        return true;
      }
      // The head carries the page's own title and description (a product's fuller meta when given).
      const pageMeta = meta ?? (page.meta && { ...page.meta, canonicalUrl: new URL(url.pathname + url.search, appUrl).toString() });
      const { html, boot } = deferAppScripts(shell.html(pageMeta)!);
      const [head, tail] = html.split(ROOT) as [string, string];
      const out = new PassThrough();
      // The page shows its content without JavaScript: the shell's "needs JavaScript" notice would be wrong.
      out.write(`${head}<div id="root">`);
      const body = new PassThrough();
      body.on('data', (chunk: Buffer) => out.write(chunk));
      body.on('end', () => out.end(`</div>${page.dataScript}${boot}${tail.replace(/<noscript>[\s\S]*?<\/noscript>/, '')}`));
      page.pipe(body);
      // Revalidated every time: the HTML carries prices and stock, which must never show stale.
      reply
        .code(status ?? page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // Compressed here: the not-found handler, which serves most pages, runs none of the compression
      // plugin's hooks (a home page went out as 100 kB of plain HTML).
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted))
        reply.header('content-encoding', 'br').send(out.pipe(createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })));
      else if (/\bgzip\b/.test(accepted)) reply.header('content-encoding', 'gzip').send(out.pipe(createGzip()));
      else reply.send(out);
      return true;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
