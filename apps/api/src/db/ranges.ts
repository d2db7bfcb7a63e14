import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Reading a table over a range of India's calendar days, a page at a time (the reports and CSV
 * exports): rows come in (timestamp, id) order, each page after the last row of the one before, so
 * an export of a year holds one page in memory, never the year.
 */

/** Where a page ended: the last row's timestamp as PostgreSQL prints it (microseconds kept) and its id. */
export interface Cursor {
  at: string;
  id: string;
}

/** `at` falls on one of India's calendar days `from` … `to` (YYYY-MM-DD, both included). */
export const onIndiaDays = (at: AnyColumn | SQL, from: string, to: string): SQL =>
  sql`${at} >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata' AND ${at} < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

/** India's calendar day (YYYY-MM-DD) of a timestamp. */
export const indiaDayOf = (at: AnyColumn | SQL): SQL<string> => sql<string>`to_char(${at} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** The timestamp as text for a cursor: a JavaScript Date would drop the microseconds and repeat or skip rows. */
export const cursorAt = (at: AnyColumn): SQL<string> => sql<string>`${at}::text`;

/** Rows after the cursor in (timestamp, id) order; no condition for the first page. */
export const after = (at: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL =>
  cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`;

/** Page size of exports and reports: small enough to hold, large enough that round trips do not dominate. */
export const PAGE_ROWS = 500;

/** Every page `read` gives, in order, until one comes back short. */
export async function* pages<Row extends { cursorAt: string; id: string }>(read: (cursor: Cursor | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_ROWS) return;
    const last = rows.at(-1)!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
