import { once } from 'node:events';
import { createServer, Socket, type Server } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createFactories } from '../src/seed/factories';
import { seedCatalogueIfNew } from '../src/seed/seed';
import { createPostgresDatabase, POSTGRES_SERVER_URL } from './test-app';

/**
 * The app reaches PostgreSQL through a TCP proxy this test controls, so it can cut the database
 * away (every open connection dropped, new ones refused) and bring it back, as a restart or a
 * network fault would. Always on PostgreSQL: the embedded database cannot be unreachable.
 */

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
async function startProxy(target: URL) {
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = new Socket();
    upstream.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: { url: string; drop: () => Promise<void> };
let proxy: Awaited<ReturnType<typeof startProxy>>;
let handle: DatabaseHandle;
let app: App;
let token: string;
let productId: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase(POSTGRES_SERVER_URL);
  const direct = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  await direct.migrate();
  await seedCatalogueIfNew(direct.db);
  await direct.close();

  const target = new URL(database.url);
  proxy = await startProxy(target);
  const proxied = new URL(database.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  );
  handle = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolSize: 5, logger });
  // The cache off, so every read goes to the database.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: proxied.toString(), CATALOG_CACHE_MAX_BYTES: '0' });
  app = await buildApp({ config, database: handle, logger, webDistDir: '/nonexistent' });
  await app.ready();
  const make = createFactories(handle.db, { catalog: app.catalog, secret: config.AUTH_SECRET });
  token = (await make.makeUser()).token;
  productId = (await make.makeProduct())._id;
}, 60_000);

afterAll(async () => {
  proxy?.restore();
  await app?.close();
  await handle?.close().catch(() => {});
  await proxy?.close();
  await database?.drop();
});

/** A mix of what customers do, each needing the database: browse, search, a product, their account, sign in. */
function load(round: number) {
  const auth = { authorization: `Bearer ${token}` };
  return Promise.all(
    Array.from({ length: 40 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return app.inject({ url: `/api/products?search=laptop${round}${i}` });
        case 1:
          return app.inject({ url: `/api/products/${productId}` });
        case 2:
          return app.inject({ url: '/api/auth/me', headers: auth });
        case 3:
          return app.inject({ url: '/api/orders', headers: auth });
        default:
          return app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `nobody${i}@example.in`, password: 'x' },
            remoteAddress: `10.50.${round}.${i}`,
          });
      }
    }),
  );
}

describe('when the database is cut away', () => {
  it('answers 503 with Retry-After and a message (never 500), logs short lines, and recovers', async () => {
    const before = await load(0);
    expect(before.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);

    // Cut while requests are in flight, then keep the load on while it is down.
    const during = load(1);
    proxy.cut();
    const answers = [...(await during), ...(await load(2)), ...(await load(3))];
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    const unavailable = answers.filter((res) => res.statusCode === 503);
    expect(unavailable.length).toBeGreaterThan(60);
    for (const res of unavailable) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ message: 'We are having trouble reaching our systems. Please try again in a few seconds.' });
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);

    proxy.restore();
    await expect.poll(async () => (await app.inject({ url: `/api/products/${productId}` })).statusCode, { timeout: 15_000 }).toBe(200);
    const after = await load(4);
    expect(after.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);

    expect(logLines.some((line) => line.includes('database unavailable'))).toBe(true);
    const longest = Math.max(...logLines.map((line) => line.length));
    expect(
      longest,
      logLines.find((line) => line.length === longest),
    ).toBeLessThan(500);
  }, 60_000);
});
