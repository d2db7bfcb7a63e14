import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SHOP } from '@store/shared';
import { API_ROOT } from '../paths';

export const DOCS_PATH = '/api/docs';

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The parts of the generated document the page shows. */
type Content = Record<string, { schema?: unknown }>;
interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  'x-access'?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

/**
 * Collects every route's Zod schemas into an OpenAPI 3.1 document, served at /api/docs. Must be
 * registered after access control (these routes declare theirs) and before the modules:
 * @fastify/swagger sees only the routes added after it (its onRoute hook).
 *
 * Only /api routes are described. The rest are not part of the API: the web app's pages and its
 * not-found fallback, static files (/images, /uploads, /assets), the SEO files, the development
 * outbox page, and the payment sandbox under /sandbox, which stands in for Razorpay's own API in
 * test mode (registered only then) and is documented by Razorpay, not by us.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const { version } = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SHOP.name} API`,
        version,
        description:
          'Generated from the route schemas. Operations with the session security need `Authorization: Bearer <token>`, the token /api/auth/login answers with.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      if (access === 'public') return transformed;
      // Who may call it, as access control (modules/auth/access.ts) enforces it.
      return { ...transformed, schema: { ...transformed.schema, security: [{ session: [] }], 'x-access': access } };
    },
    transformObject: jsonSchemaTransformObject,
  });

  // The document as JSON, and a plain page listing every operation. The page is rendered here,
  // without scripts, so it works offline and under the site's CSP (inline styles only); Swagger UI
  // would need scripts of its own. Both are public, in production too: they show only the shapes
  // of requests and answers the web app already sends, and each route enforces its own access.
  // The document is made on the first request for it and kept (the routes do not change once the app
  // is ready): some 0.3 s of CPU that every start of the app, each test's included, would otherwise pay.
  // openapi.test.ts makes it from every route, so a route whose schema cannot be described fails there.
  let made: { json: string; page: string } | undefined;
  const documents = () => {
    if (!made) {
      const document = app.swagger();
      made = { json: JSON.stringify(document), page: renderDocsPage(document as unknown as Document) };
    }
    return made;
  };
  app.get(`${DOCS_PATH}/openapi.json`, { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(documents().json),
  );
  app.get(DOCS_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(documents().page),
  );
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

function renderOperation(method: string, url: string, operation: Operation): string {
  const parts = [`<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(url)}</code></h3>`];
  if (operation.summary) parts.push(`<p>${escape(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${escape(operation.description)}</p>`);
  if (operation.security) parts.push(`<p class="access">Needs a session${operation['x-access'] === 'admin' ? ' of an admin' : ''}.</p>`);
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    const rows = parameters
      .map(
        (p) =>
          `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'required' : ''}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
      )
      .join('');
    parts.push(`<table><tr><th>Parameter</th><th>In</th><th></th><th>Schema</th></tr>${rows}</table>`);
  }
  for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) parts.push(schemaBlock(`Request body (${type})`, content.schema ?? {}));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const content = Object.entries(response.content ?? {});
    parts.push(
      content.length > 0 ? content.map(([type, c]) => schemaBlock(`${status} (${type})`, c.schema ?? {})).join('') : `<p class="status">${escape(status)}</p>`,
    );
  }
  return `<section id="${escape(`${method}-${url}`).replace(/"/g, '&quot;')}">${parts.join('')}</section>`;
}

function renderDocsPage(document: Document): string {
  const sections: string[] = [];
  for (const [url, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) sections.push(renderOperation(method, url, operation));
    }
  }
  const { title, version, description } = document.info;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}section{border-top:1px solid #cbd5e1;padding:.5rem 0}h3{font-size:1rem;margin:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#1d4ed8}table{border-collapse:collapse;font-size:.85rem}td,th{text-align:left;padding:.15rem .5rem .15rem 0;vertical-align:top}details{margin:.25rem 0}summary{cursor:pointer;font-size:.9rem}pre{background:#f1f5f9;padding:.5rem;overflow:auto;font-size:.8rem}.status,.access{font-size:.9rem;margin:.25rem 0}.access{color:#b45309}</style></head><body><h1>${escape(title)} <small>${escape(version)}</small></h1><p>${escape(description ?? '')}</p><p>The same document as JSON: <a href="${DOCS_PATH}/openapi.json">${DOCS_PATH}/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>${sections.join('')}</body></html>`;
}
