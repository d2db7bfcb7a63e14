import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { after, cursorAt, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { invoices } from './invoices.schema';
import { DOCUMENT_NUMBER_DIGITS, documentPrefix } from './invoice-builder';
import type { InvoiceDocument } from './invoice-document';

export type InvoiceKind = InvoiceDocument['kind'];

export function createInvoiceRepository(db: Database) {
  return {
    /**
     * Stores `document` under the next number of its series in the financial year and returns that
     * number, in one statement: the counter's upsert and the row's insert (issue 28). The upsert holds
     * the counter row's lock until `tx` ends: concurrent issues queue behind it, and a rollback gives
     * the number back (no gaps). The number is written into the document as stored.
     */
    async insertNumbered(orderId: string, financialYear: string, document: InvoiceDocument, tx: Database, reference = ''): Promise<string> {
      const result = await tx.execute(sql`
        WITH counter AS (
          INSERT INTO invoice_counters (kind, financial_year, last_number) VALUES (${document.kind}, ${financialYear}, 1)
          ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
          RETURNING last_number
        ), numbered AS (
          SELECT ${documentPrefix(document.kind, financialYear)}
            || repeat('0', greatest(0, ${DOCUMENT_NUMBER_DIGITS}::int - length(last_number::text))) || last_number::text AS number
          FROM counter
        )
        INSERT INTO invoices (order_id, kind, number, financial_year, document, reference)
        SELECT ${orderId}, ${document.kind}, number, ${financialYear}, jsonb_set(${JSON.stringify(document)}::jsonb, '{number}', to_jsonb(number)), ${reference}
        FROM numbered
        RETURNING number`);
      // Both drivers answer raw SQL with { rows } (node-postgres' QueryResult, PGlite's Results).
      return (result as unknown as { rows: Array<{ number: string }> }).rows[0]!.number;
    },

    /**
     * insertNumbered() as two CTEs of another statement in `tx` (the sale's: one round trip for all of
     * it, issue 28), the counter's upsert and the row's insert; the counter row stays locked to the end
     * of `tx` as there. (A data-modifying WITH cannot be nested in a CTE: the two stand side by side.)
     */
    numbering(orderId: string, financialYear: string, document: InvoiceDocument, tx: Database) {
      const counter = tx.$with('invoice_counter', { lastNumber: sql<number>`last_number`.as('last_number') }).as(sql`
        INSERT INTO invoice_counters (kind, financial_year, last_number) VALUES (${document.kind}, ${financialYear}, 1)
        ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`);
      const number = sql`${documentPrefix(document.kind, financialYear)}
        || repeat('0', greatest(0, ${DOCUMENT_NUMBER_DIGITS}::int - length(last_number::text))) || last_number::text`;
      const issued = tx.$with('invoice_issued', { number: sql<string>`number`.as('number') }).as(sql`
        INSERT INTO invoices (order_id, kind, number, financial_year, document, reference)
        SELECT ${orderId}, ${document.kind}, ${number}, ${financialYear}, jsonb_set(${JSON.stringify(document)}::jsonb, '{number}', to_jsonb(${number})), ''
        FROM invoice_counter
        RETURNING number`);
      return [counter, issued];
    },

    /** The order's invoice (or delivery challan), or its latest credit note. */
    async find(orderId: string, kind: InvoiceKind, on: Database = db): Promise<InvoiceDocument | undefined> {
      const [row] = await on
        .select({ document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
        .limit(1);
      return row?.document;
    },

    /** The order's credit notes, oldest first, with what each was for. */
    async creditNotes(orderId: string, on: Database = db): Promise<Array<{ reference: string; document: InvoiceDocument }>> {
      return on
        .select({ reference: invoices.reference, document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit-note')))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    },

    /** Every document of the order, in the order issued. */
    async ofOrder(orderId: string, on: Database = db): Promise<InvoiceDocument[]> {
      const rows = await on
        .select({ document: invoices.document })
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
      return rows.map((row) => row.document);
    },

    /** The order's document whose number, written with '-' for '/' (CN-26-27-00003), is `slug`. */
    async byNumber(orderId: string, slug: string, on: Database = db): Promise<InvoiceDocument | undefined> {
      const [row] = await on
        .select({ document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), sql`replace(${invoices.number}, '/', '-') = ${slug}`));
      return row?.document;
    },

    /**
     * A page of the tax documents dated (India's calendar, as printed) from … to, in the order issued; a
     * credit note comes with the value of the invoice it reverses (what decides B2C large).
     */
    async issuedPage(from: string, to: string, cursor: Cursor | undefined, on: Database = db) {
      const original = alias(invoices, 'original');
      return (
        on
          .select({
            id: invoices.id,
            cursorAt: cursorAt(invoices.issuedAt),
            orderId: invoices.orderId,
            document: invoices.document,
            invoiceValuePaise: sql<number | null>`(${original.document}->'totals'->>'total')::bigint`.mapWith(Number),
          })
          .from(invoices)
          .leftJoin(original, and(eq(original.orderId, invoices.orderId), eq(original.kind, 'invoice'), eq(invoices.kind, 'credit-note')))
          // A delivery challan moves goods that are no sale (a replacement under warranty): it is in no sales figure or return.
          .where(
            and(
              sql`${invoices.document}->>'date' BETWEEN ${from} AND ${to}`,
              ne(invoices.kind, 'delivery-challan'),
              after(invoices.issuedAt, invoices.id, cursor),
            ),
          )
          .orderBy(asc(invoices.issuedAt), asc(invoices.id))
          .limit(PAGE_ROWS)
      );
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
