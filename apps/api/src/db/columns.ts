import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, which Drizzle has no column for. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `column IN ('a', 'b')` for a check constraint, from the shared list the API validates against. */
export const oneOf = (column: SQL | AnyPgColumn, values: readonly string[]) => sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
