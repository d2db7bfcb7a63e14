import type { Database } from './client';

interface Buildable<Params, Row> {
  prepare(name: string): { execute(params: Params): Promise<Row[]> };
  execute(params: Params): Promise<Row[]>;
}

/**
 * A hot read, prepared once on the pool by name (and on PostgreSQL planned once: client.ts sets
 * plan_cache_mode; planning these queries costs more than running them), or built afresh on the
 * transaction it is given, so it also reads that transaction's own writes.
 */
export function preparedRead<Params extends Record<string, unknown>, Row>(
  db: Database,
  name: string,
  build: (on: Database) => Buildable<Params, Row>,
): (params: Params, tx?: Database) => Promise<Row[]> {
  const statement = build(db).prepare(name);
  return (params, tx = db) => (tx === db ? statement.execute(params) : build(tx).execute(params));
}
