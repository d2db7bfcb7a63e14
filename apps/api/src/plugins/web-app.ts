import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@store/shared';
import type { AppShell } from './app-shell';
import type { PageRenderer } from './page-renderer';

export interface WebAppOptions {
  /** The built web app (vite's dist); may be absent, e.g. in API-only tests. */
  webDistDir: string;
  shell: AppShell;
  /** Public pages rendered on the server; the others get the shell. */
  pages: PageRenderer;
  /** Catalogue images and other files the API ships itself. */
  assetsDir: string;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built single-page app and the catalogue images from this same port (uploads are
 * served from the file store: plugins/uploads.ts). Unknown
 * /api paths answer 404 JSON; any other unknown GET gets the app's index.html, whose router
 * shows its own not-found page.
 */
export async function registerWebApp(app: FastifyInstance, { webDistDir, shell, pages, assetsDir }: WebAppOptions) {
  await app.register(fastifyStatic, {
    root: path.join(assetsDir, 'products'),
    prefix: '/images/products/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexHtml = shell.html();
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, filePath) {
        // Vite names these files by content hash, so they never change under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing picture or script is a 404, not the app's page: an <img> or <script> cannot show HTML
    // (nor the payment sandbox's checkout.js when the sandbox is off).
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|uploads|images|assets|sandbox)(\/|\?|$)/.test(request.url);
    if (isPage && request.method === 'GET' && (await pages.send(request, reply))) return reply;
    if (isPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
