import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SANDBOX_MIGRATIONS } from './migrations';

/** Any drizzle PostgreSQL handle: the shop's (mounted) or the sandbox's own (standalone), PGlite or pg. */
export type Database = PgDatabase<PgQueryResultHKT>;

// Any number serves, as long as every sandbox process uses the same one (and it is not the shop's).
const MIGRATION_LOCK_ID = 727_402;

/**
 * Applies the sandbox's own migrations (migrations.ts, in order) in its own schema,
 * each once, recorded in razorpay_sandbox.migrations; one process at a time (an advisory lock), so
 * two processes on one database do not both apply them. Works alike on PGlite and PostgreSQL.
 */
export async function migrateSandbox(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS razorpay_sandbox`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS razorpay_sandbox.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      ((await tx.execute(sql`SELECT name FROM razorpay_sandbox.migrations`)) as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name),
    );
    for (const { name, sql: text } of SANDBOX_MIGRATIONS) {
      if (done.has(name)) continue;
      for (const statement of text.split(/;\s*$/m)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO razorpay_sandbox.migrations (name) VALUES (${name})`);
    }
  });
}

export interface OwnDatabase {
  db: Database;
  close(): Promise<void>;
}

/** The standalone sandbox's own database: PostgreSQL at `url`, or PGlite in `dataDir` (in memory without one). */
export async function openSandboxDatabase(options: { url?: string | undefined; dataDir?: string | undefined }): Promise<OwnDatabase> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    return { db: drizzle(pool) as unknown as Database, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  return { db: drizzle(client) as unknown as Database, close: () => client.close() };
}
