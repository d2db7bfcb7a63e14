import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { freePort, startServer, waitForHealth } from './processes';

/** One GET on a connection of its own: the status, or the socket error's code. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes === Number(res.headers['content-length']) ? res.statusCode! : 'truncated'));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    request.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

describe('server process', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    // A bucket without its region and keys: no silent fall back to one machine's disk.
    ['S3_BUCKET', 'shop-files'],
  ])('refuses to start on a bad %s and names it', async (name, value) => {
    const server = startServer({ [name]: value, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'srv-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${name}:`);
    expect(server.output()).toContain('Invalid environment configuration');
  });

  it('creates, migrates and seeds the embedded database on first start, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'srv-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(url);
    const first = (await (await fetch(`${url}/api/products`)).json()) as { total: number };
    expect(first.total).toBeGreaterThanOrEqual(48);

    // A burst of requests, each on its own connection, then SIGTERM while they are being answered.
    // Every answer that began arrives whole (none 'truncated'); requests not yet taken up are
    // refused or reset by the operating system before any byte of an answer, safe to retry. Each
    // asks a search never asked before (no cached answer: the embedded database answers them one at
    // a time), and the signal goes as the first answer arrives, so most are in flight whatever the
    // machine's speed (a fixed wait let a quiet machine answer all 120 before the signal).
    const burst = Array.from({ length: 120 }, (_, i) => get(`${url}/api/products?search=laptop${i}`));
    let sigtermAt = Infinity;
    const completedAt = burst.map((p) => p.then((o) => (o === 200 ? Date.now() : 0)));
    await Promise.race(burst);
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(burst);
    // Requests in flight when the signal came were finished, not dropped.
    expect((await Promise.all(completedAt)).filter((t) => t > sigtermAt).length).toBeGreaterThan(0);
    expect(await server.exited, server.output().slice(-2000)).toBe(0);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(0);
    for (const outcome of outcomes) expect([200, 503, 'ECONNREFUSED', 'ECONNRESET']).toContain(outcome);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('shutdown complete');

    // The database was closed cleanly: it opens again with its data.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const { rows } = (await reopened.db.execute('SELECT count(*)::int AS n FROM products')) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(first.total);
    await reopened.close();
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server dropping its connections, and reconnects', async () => {
    const { openTestDatabase } = await import('./test-app');
    const { database, drop, url } = await openTestDatabase();
    try {
      await database.migrate();
      await database.ping();
      const name = new URL(url!).pathname.slice(1);
      const killer = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
      await killer.db.execute(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
      await killer.close();
      await new Promise((r) => setTimeout(r, 200));
      // The idle clients' 'error' events were handled (an unhandled one would have crashed this
      // process); the pool opens fresh connections for the next queries.
      let ok = false;
      for (let i = 0; i < 5 && !ok; i++)
        ok = await database.ping().then(
          () => true,
          () => false,
        );
      expect(ok).toBe(true);
    } finally {
      await database.close().catch(() => {});
      await drop();
    }
  });

  it("survives the same in a sandbox's own pool (its idle connections' errors heard, not crashing the process)", async () => {
    const { openOwnDatabase } = await import('@store/sandbox-kit');
    const { sql } = await import('drizzle-orm');
    const { openTestDatabase } = await import('./test-app');
    const { drop, url, database } = await openTestDatabase();
    const lost: Error[] = [];
    const own = await openOwnDatabase({ url, poolSize: 2, onConnectionLost: (error) => lost.push(error) });
    try {
      await own.db.execute(sql`SELECT 1`);
      const name = new URL(url!).pathname.slice(1);
      const killer = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
      await killer.db.execute(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
      await killer.close();
      for (let i = 0; i < 20 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(lost.map((error) => (error as Error & { code?: string }).code)).toContain('57P01');
      await expect(own.db.execute(sql`SELECT 1`)).resolves.toBeDefined();
    } finally {
      await own.close().catch(() => {});
      await database.close().catch(() => {});
      await drop();
    }
  });
});
