import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from './database';

/**
 * One row of `table` inserted by a CTE named `name` of another statement; with `after`, an earlier CTE
 * of that statement, only when that one wrote a row: a write that holds only if another does, in one
 * round trip (issue 28). It
 * answers with the row's `id`. Drizzle's insert … select takes every column in order, so the SQL is
 * built here: each value goes as a parameter through its column's own mapping (JSON, dates), cast to
 * the column's type (a parameter in a select list is otherwise taken as text); an SQL value is used
 * as given (`now()`).
 */
export function insertAfter<T extends PgTable>(
  on: Database,
  name: string,
  table: T,
  row: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  after?: WithSubquery,
  conflict: SQL = sql``,
) {
  const columns = getTableColumns(table);
  const given = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = given.map(([key]) => sql.identifier(columns[key]!.name));
  const values = given.map(([key, value]) => (is(value, SQL) ? value : sql`${sql.param(value, columns[key])}::${sql.raw(columns[key]!.getSQLType())}`));
  return on.$with(name, { id: sql<string>`id`.as('id') }).as(sql`
    INSERT INTO ${table} (${sql.join(names, sql`, `)})
    SELECT ${sql.join(values, sql`, `)} ${after ? sql`FROM ${sql.identifier(after._.alias)} LIMIT 1` : sql``}
    ${conflict}
    RETURNING id`);
}
