import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/paths';
import type { DatabaseHandle } from '../src/db/client';

/**
 * A data migration under test: a database brought to just before it, filled with rows as the old
 * schema had them, then migrated to the end. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */

/** The committed migrations up to (and including) `last`, in a folder of their own. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }));
  return folder;
}

export function migrationSteps(database: DatabaseHandle) {
  return {
    /** Migrates to the end of `folder` (all of them by default). */
    migrateTo: (folder: string = MIGRATIONS_DIR) =>
      process.env.TEST_DATABASE_URL
        ? migratePg(database.db as never, { migrationsFolder: folder })
        : migratePglite(database.db as never, { migrationsFolder: folder }),
    async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      const result = (await database.db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    /** One statement a call: PGlite's prepared statements take one command each. */
    async run(...statements: Array<ReturnType<typeof sql>>): Promise<void> {
      for (const statement of statements) await database.db.execute(statement);
    },
  };
}
