import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

let t: TestApp;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDist });
  // Routes that only tests have: an unexpected failure and a slow request.
  t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail: connection string postgres://x');
  });
  t.app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({ received: request.body }));
  t.app.addHook('onError', async (request, _reply, error) => {
    logged.push({ reqId: request.id, error: error.message });
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an unknown /api route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('message');
  });

  it('lets other unknown paths fall through to the web app', async () => {
    for (const url of ['/', '/products', '/some/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing picture or script with 404, never the app page an <img> or <script> cannot use', async () => {
    for (const url of ['/uploads/products/gone-1200.webp', '/images/products/gone.jpg', '/assets/app-old999.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers['content-type']], url).toEqual([404, expect.stringContaining('application/json')]);
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('logs an unexpected error with its request id and answers 500 without details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    const requestId = res.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    expect(logged).toContainEqual({ reqId: requestId, error: expect.stringContaining('secret') });
  });

  it('keeps a request id the client sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('operations', () => {
  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=24',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.products).toHaveLength(24);
  });

  it('has a non-zero request timeout', () => {
    expect((t.app.initialConfig as { requestTimeout?: number }).requestTimeout).toBeGreaterThan(0);
    expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024);
  });

  it('reports database reachability', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('health with the database down', () => {
  it('answers 503', async () => {
    const down = await createTestApp({ seed: false });
    try {
      await down.database.close();
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ database: 'down', message: 'Database unavailable' });
      // Other routes fail cleanly too: 503, try again shortly; never a 500 or a crash.
      const list = await down.app.inject({ method: 'GET', url: '/api/products' });
      expect(list.statusCode).toBe(503);
      expect(Number(list.headers['retry-after'])).toBeGreaterThan(0);
      expect(list.json()).toEqual({ message: 'We are having trouble reaching our systems. Please try again in a few seconds.' });
    } finally {
      await down.close();
    }
  });
});
