import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createFactories, type Factories, type MadeUser } from '../src/seed/factories';
import { seedCatalogueIfNew } from '../src/seed/seed';
import type { ServerEntry } from '@store/shared';
import type { PlaceOf } from '@store/shiprocket-sandbox';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Users, products, orders and applications, written as the app writes them (products through its catalogue). */
  make: Factories;
  close(): Promise<void>;
}

/**
 * A real app on a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database created on it for this test file and dropped after.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; webDistDir?: string; serverEntry?: ServerEntry; seed?: boolean; logger?: FastifyBaseLogger; placeOf?: PlaceOf } = {},
): Promise<TestApp> {
  // Test mode is switched on explicitly, as the quick start does (without it, checkout is off).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENTS_SANDBOX: 'true', ...options.env });
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  if (options.seed !== false) await seedCatalogueIfNew(database.db);
  const app = await buildApp({
    config,
    database,
    logger: options.logger,
    webDistDir: options.webDistDir ?? '/nonexistent',
    serverEntry: options.serverEntry,
    placeOf: options.placeOf,
  });
  return {
    app,
    database,
    config,
    make: createFactories(database.db, { catalog: app.catalog, secret: config.AUTH_SECRET }),
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the one every machine of ours runs. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty database on the PostgreSQL server, for one test file; drop() removes it. */
export async function createPostgresDatabase(serverUrl = POSTGRES_SERVER_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  // Named after the server URL's database, so a CI run can drop everything its suite made.
  const base = new URL(serverUrl).pathname.slice(1) || 'test';
  const name = `${base}_f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const { url, drop } = await createPostgresDatabase(serverUrl);
  return { database: await openDatabase({ kind: 'postgres', url, poolSize: 5 }), url, drop };
}

/** A test app without the seed catalogue, and an admin signed in on it: the admin console's tests. */
export async function createAdminTestApp(): Promise<{ t: TestApp; admin: MadeUser }> {
  const t = await createTestApp({ seed: false });
  return { t, admin: await t.make.makeUser({ role: 'admin' }) };
}

/** The Authorization header of a session. */
export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
