import { sql, type SQL } from 'drizzle-orm';

/**
 * A write of several tables in one statement with no transaction around it (issue 28), made only
 * when `condition` holds (read in the same statement, e.g. "the checkout was still open"): the new
 * row's id is NULL otherwise, and its NOT NULL constraint fails the whole statement, undoing every
 * write in it (its CTEs included). The caller knows that failure by gateClosed() and takes the slow,
 * locked way, which says what changed.
 */
export const idOnlyIf = (id: string, condition: SQL) => sql`(SELECT ${id}::uuid WHERE ${condition})`;

/** Whether `error` is a statement of `table` failed by idOnlyIf's condition. */
export function gateClosed(error: unknown, table: string): boolean {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const failure = (cause ?? {}) as { code?: string; table?: string; column?: string };
  return failure.code === '23502' && failure.table === table && failure.column === 'id';
}
