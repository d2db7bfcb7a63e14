import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any drizzle PostgreSQL handle: the shop's (a sandbox mounted in it) or a sandbox's own, PGlite or pg. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface SchemaMigrations {
  /** The sandbox's own PostgreSQL schema, apart from the shop's tables even in the shop's database. */
  schema: string;
  /** An advisory lock id of this sandbox's (any number, as long as its processes share it and no one else uses it). */
  lockId: number;
  /** Its migrations in order, each applied once by name. */
  migrations: ReadonlyArray<{ name: string; sql: string }>;
}

/**
 * Applies a sandbox's own migrations in its own schema, each once, recorded in <schema>.migrations;
 * one process at a time (an advisory lock), so two processes on one database do not both apply them.
 * Works alike on PGlite and PostgreSQL. The migrations are text in the sandbox's code, not files: a
 * server that bundles the sandbox (the shop's dist/server.js) carries them.
 */
export async function migrateSchema(db: Database, { schema, lockId, migrations }: SchemaMigrations): Promise<void> {
  const table = sql.raw(`${schema}.migrations`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockId})`);
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(((await tx.execute(sql`SELECT name FROM ${table}`)) as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name));
    for (const { name, sql: text } of migrations) {
      if (done.has(name)) continue;
      for (const statement of text.split(/;\s*$/m)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO ${table} (name) VALUES (${name})`);
    }
  });
}

export interface OwnDatabase {
  db: Database;
  close(): Promise<void>;
}

/** A sandbox's own database: PostgreSQL at `url` (`poolSize` connections at most, 10 by default), or PGlite in `dataDir` (in memory without one). */
export async function openOwnDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Told when the server drops an idle connection (a restart, pg_terminate_backend); the pool makes a new one on the next query. */
  onConnectionLost?: (error: Error) => void;
}): Promise<OwnDatabase> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error is emitted on the pool: unheard, it would end the process (node-postgres's advice).
    pool.on('error', (error) => (options.onConnectionLost ?? ((lost) => console.warn(`sandbox: idle PostgreSQL connection lost: ${lost.message}`)))(error));
    return { db: drizzle(pool) as unknown as Database, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  return { db: drizzle(client) as unknown as Database, close: () => client.close() };
}
