import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './pglite-lock';
import { withPreparedStatements } from './pglite-prepared';
import { describeUnavailable } from './unavailable';

/** The one database type the modules see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, the server's connection string: a stand-in service mounted in this process opens its own pool on it. */
  url?: string;
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** SQL statements sent so far on PostgreSQL (BEGIN and COMMIT included), all pooled connections together; undefined on PGlite. */
  statements(): number | undefined;
  /**
   * Calls onNotify for every NOTIFY on `channel` (a constant identifier), and once more whenever
   * a lost listening connection is back, since notifications sent meanwhile are gone.
   */
  listen(channel: string, onNotify: () => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; logger?: FastifyBaseLogger }
  /** dataDir undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

// Any number serves, as long as every process of this app uses the same one.
const MIGRATION_LOCK_ID = 727_401;

/** PGlite's own start parameters (not in its types), which startParams replaces rather than extends. */
const PGLITE_START_PARAMS: string[] = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/**
 * PGlite's default shared_buffers (128 MB) grows its WebAssembly memory, which never shrinks, past the
 * 128 MB it starts with: the server idled near 400 MB. The whole catalogue and its indexes take a few
 * MB, so 16 MB of buffers cost no speed here (docs/benchmarks.md) and keep the memory at its start size.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

/** Where PGlite keeps the database under DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(path.resolve(dataDir)) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dataDir ? pgliteDir(dataDir) : undefined,
      extensions: { pg_trgm },
      startParams: [...PGLITE_START_PARAMS, ...PGLITE_MEMORY_SETTINGS],
    });
  } catch (err) {
    unlock();
    throw err;
  }
  // As on PostgreSQL (see openPostgres): each statement is prepared once and planned once.
  await client.exec('SET plan_cache_mode = force_generic_plan');
  const db = drizzlePglite({ client: withPreparedStatements(client) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one process's private database: nobody else can migrate it concurrently.
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    statements: () => undefined,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      // Closing the database first ends the listening too.
      return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(options: { url: string; poolSize?: number; logger?: FastifyBaseLogger }): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded default does without node-postgres (some 10 MB, issue 28).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Statements are prepared by name once per connection (drizzle's .prepare). A generic plan is
    // made once; by default PostgreSQL re-plans the first five runs and may keep re-planning, and
    // on tables this size planning costs more than running.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client losing its connection (e.g. the server restarts) emits 'error' on the pool;
  // unhandled, that would kill the process. The pool replaces the client on the next query.
  // One short line: the error carries its client, some 10 KB when logged whole.
  pool.on('error', (err) => options.logger?.warn(`idle PostgreSQL connection lost: ${describeUnavailable(err)}`));
  // Counted per connection's query(): what the benchmark and a test report per purchase (one increment a statement).
  let statements = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url: options.url,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    statements: () => statements,
    listen: (channel, onNotify) => listenOnPostgres(pg, options, channel, onNotify),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * with backoff for as long as it is open. Callers must not rely on it alone: a connection can die
 * silently, so they also poll (see catalog.changes.ts).
 */
async function listenOnPostgres(
  { Client }: typeof pg,
  options: { url: string; logger?: FastifyBaseLogger },
  channel: string,
  onNotify: () => void,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs).unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const candidate = new Client({
      connectionString: options.url,
      application_name: `store-listen-${channel}`,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    candidate.on('error', (err) => options.logger?.warn(`LISTEN ${channel}: connection lost (${err.message})`));
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      retry();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (err) {
      options.logger?.warn(`LISTEN ${channel}: cannot connect (${(err as Error).message}); retrying`);
      await candidate.end().catch(() => {});
      retry();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    retryMs = LISTEN_RETRY_MIN_MS;
    onNotify();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
