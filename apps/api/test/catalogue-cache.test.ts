import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@store/shared';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createFactories } from '../src/seed/factories';
import { seedCatalogueIfNew } from '../src/seed/seed';
import { freePort, startServer, waitForHealth } from './processes';
import { createPostgresDatabase } from './test-app';

/**
 * Two server processes on one PostgreSQL database, as in production: this test's own app (A) and
 * a child process running src/server.ts (B). Each keeps its own catalogue cache; a change made
 * through either, or straight in the database, must reach the other within 1 s.
 */

const BOUND_MS = 1000;

let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let a: App;
let b: ReturnType<typeof startServer>;
let bUrl: string;
let sql: pg.Client;
let adminToken: string;
let product: Product;

async function priceIn(where: 'a' | 'b', id: string): Promise<number> {
  if (where === 'a') return (await a.inject({ url: `/api/products/${id}` })).json<Product>().priceInclGst;
  return ((await (await fetch(`${bUrl}/api/products/${id}`)).json()) as Product).priceInclGst;
}

async function listedPriceIn(where: 'a' | 'b', id: string): Promise<number | undefined> {
  const body =
    where === 'a'
      ? (await a.inject({ url: '/api/products?limit=48' })).json<ProductListResponse>()
      : ((await (await fetch(`${bUrl}/api/products?limit=48`)).json()) as ProductListResponse);
  return body.products.find((p) => p._id === id)?.priceInclGst;
}

/** Milliseconds until `read` returns `expected`, failing past the bound (read every 10 ms). */
async function timeUntil(read: () => Promise<number | undefined>, expected: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > BOUND_MS + 500) throw new Error(`still not ${expected} after ${Date.now() - started} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Both processes have the product's page and the first list page cached. */
async function warm(id: string) {
  for (const where of ['a', 'b'] as const) {
    for (let i = 0; i < 2; i++) {
      await priceIn(where, id);
      await listedPriceIn(where, id);
    }
  }
}

beforeAll(async () => {
  database = await createPostgresDatabase();
  handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
  await handle.migrate();
  await seedCatalogueIfNew(handle.db);
  a = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: handle, webDistDir: '/nonexistent' });
  adminToken = (await createFactories(handle.db).makeUser({ role: 'admin' })).token;

  const port = await freePort();
  bUrl = `http://127.0.0.1:${port}`;
  b = startServer({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  await waitForHealth(bUrl);

  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  product = (await a.inject({ url: '/api/products?limit=1' })).json<ProductListResponse>().products[0]!;
}, 60_000);

afterAll(async () => {
  b?.child.kill('SIGTERM');
  await b?.exited;
  await sql?.end();
  await a?.close();
  await handle?.close();
  await database?.drop();
});

describe('the catalogue cache across two processes on PostgreSQL', () => {
  it('shows a price change at once in the process that made it, and within 1 s in the other', async () => {
    await warm(product._id);
    const price = (await priceIn('a', product._id)) + 7;

    const changed = await a.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product._id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      // An MRP may not be below the price: it is dropped.
      payload: { priceInclGst: price, mrp: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The writer: the very next reads, detail and list, already carry it.
    expect(await priceIn('a', product._id)).toBe(price);
    expect(await listedPriceIn('a', product._id)).toBe(price);
    // The other process: within the bound.
    expect(await timeUntil(() => priceIn('b', product._id), price)).toBeLessThan(BOUND_MS);
    expect(await timeUntil(() => listedPriceIn('b', product._id), price)).toBeLessThan(BOUND_MS);
  });

  it('picks up a change made straight in the database (a script, psql) in every process', async () => {
    await warm(product._id);
    const price = (await priceIn('a', product._id)) + 11;
    await sql.query('UPDATE products SET price_incl_gst = $1, mrp = NULL WHERE id = $2', [price, product._id]);
    const [inA, inB] = await Promise.all([timeUntil(() => priceIn('a', product._id), price), timeUntil(() => priceIn('b', product._id), price)]);
    expect(inA).toBeLessThan(BOUND_MS);
    expect(inB).toBeLessThan(BOUND_MS);
  });

  it('stays within the bound when the LISTEN connections are cut, and listens again after', async () => {
    await warm(product._id);
    const listeners = () =>
      sql.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'store-listen-catalogue_changed'");
    expect((await listeners()).rows).toHaveLength(2);
    await sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'store-listen-catalogue_changed'",
    );
    // Written while nobody listens: its notification is lost for good.
    const price = (await priceIn('a', product._id)) + 13;
    await sql.query('UPDATE products SET price_incl_gst = $1, mrp = NULL WHERE id = $2', [price, product._id]);
    const [inA, inB] = await Promise.all([timeUntil(() => priceIn('a', product._id), price), timeUntil(() => priceIn('b', product._id), price)]);
    expect(inA).toBeLessThan(BOUND_MS);
    expect(inB).toBeLessThan(BOUND_MS);
    await expect.poll(async () => (await listeners()).rows.length, { timeout: 10_000 }).toBe(2);
  });
});
