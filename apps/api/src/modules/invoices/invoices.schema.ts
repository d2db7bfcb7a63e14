import { sql } from 'drizzle-orm';
import { ORDER_DOCUMENT_KINDS } from '@store/shared';
import { check, jsonb, uniqueIndex, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import type { InvoiceDocument } from './invoice-document';
import { orders } from '../orders/orders.schema';

/**
 * GST tax invoices and credit notes (CGST Rules 46 and 53), issued in the transaction that makes or
 * cancels the order, and the delivery challans (Rule 55) that move a replacement sent under warranty,
 * which is no sale. `document` is everything printed, as issued: the PDF is drawn from it, never from
 * today's products, addresses or shop details.
 */
export const INVOICE_KINDS = ORDER_DOCUMENT_KINDS;
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull().unique(),
    /** '2026-27': April to March, India's financial year. */
    financialYear: text('financial_year').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /**
     * What a credit note is for, unique per order: '' for the invoice and for the note crediting all that
     * was left, 'cancel:<id>' or 'return:<id>' for one crediting some lines (so a retried step issues none twice).
     */
    reference: text('reference').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_number_check', sql`length(${t.number}) <= 16`),
    // One invoice (or delivery challan) per order; credit notes, each for its own reason.
    uniqueIndex('invoices_order_kind_reference_idx').on(t.orderId, t.kind, t.reference),
  ],
);

/**
 * The last number used in each invoice series per financial year. Taken with an upsert in the
 * issuing transaction: the row lock queues concurrent issues, and a rolled-back issue gives its
 * number back, so the series has no gaps and no repeats.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
