import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { after, cursorAt, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { invoiceCounters, invoices } from './invoices.schema';
import type { InvoiceDocument } from './invoice-document';

export type InvoiceKind = InvoiceDocument['kind'];

export function createInvoiceRepository(db: Database) {
  return {
    /**
     * The next number of a series in a financial year. The upsert holds the counter row's lock until
     * `tx` ends: concurrent issues queue behind it, and a rollback gives the number back (no gaps).
     */
    async nextSequence(kind: InvoiceKind, financialYear: string, tx: Database): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ kind, financialYear, lastNumber: 1 })
        .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.financialYear], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return row!.lastNumber;
    },

    async insert(orderId: string, financialYear: string, document: InvoiceDocument, tx: Database, reference = ''): Promise<void> {
      await tx.insert(invoices).values({ orderId, kind: document.kind, number: document.number, financialYear, document, reference });
    },

    /** The order's invoice, or its latest credit note. */
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

    /**
     * A page of the documents dated (India's calendar, as printed) from … to, in the order issued; a
     * credit note comes with the value of the invoice it reverses (what decides B2C large).
     */
    async issuedPage(from: string, to: string, cursor: Cursor | undefined, on: Database = db) {
      const original = alias(invoices, 'original');
      return on
        .select({
          id: invoices.id,
          cursorAt: cursorAt(invoices.issuedAt),
          orderId: invoices.orderId,
          document: invoices.document,
          invoiceValuePaise: sql<number | null>`(${original.document}->'totals'->>'total')::bigint`.mapWith(Number),
        })
        .from(invoices)
        .leftJoin(original, and(eq(original.orderId, invoices.orderId), eq(original.kind, 'invoice'), eq(invoices.kind, 'credit-note')))
        .where(and(sql`${invoices.document}->>'date' BETWEEN ${from} AND ${to}`, after(invoices.issuedAt, invoices.id, cursor)))
        .orderBy(asc(invoices.issuedAt), asc(invoices.id))
        .limit(PAGE_ROWS);
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
