import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_PATH } from '../modules/payments/payments-settings';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  // The test app runs the payment sandbox, so its /sandbox routes are registered (and must stay out).
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(() => t.close());

/** Fastify's `/api/products/:id` as OpenAPI writes it, `/api/products/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document at /api/docs/openapi.json', () => {
  it('is an OpenAPI 3 document named after the shop, every operation with its responses', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'TechStore API', version: expect.any(String) });
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
  });

  it('describes every /api route the app registered, and nothing else', () => {
    const registered = new Set(
      t.app.routeAccess
        .filter(({ method, url }) => method !== 'HEAD' && (url === '/api' || url.startsWith('/api/')))
        .map(({ method, url }) => `${method} ${openApiPath(url)}`),
    );
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    expect([...documented].sort()).toEqual([...registered].sort());
    expect(t.app.routeAccess.some(({ url }) => url.startsWith(SANDBOX_PATH))).toBe(true);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it("lists the catalogue's query parameters and the login's body", () => {
    const list = document.paths['/api/products']?.get;
    const query = (list?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['category', 'search', 'page']));

    const login = document.paths['/api/auth/login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('email');
    expect(login?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('password');
  });

  it('marks the routes that need a session', () => {
    expect(document.paths['/api/products']?.get?.security).toBeUndefined();
    expect(document.paths['/api/admin/products']?.get?.security).toEqual([{ session: [] }]);
  });
});

describe('the page at /api/docs', () => {
  it('lists every operation as HTML, without scripts, under the site CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) expect(res.body).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
  });

  it('is compressed like any other answer', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
