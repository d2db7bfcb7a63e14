/** The invoices module's public entry: issuing and reading GST invoices and credit notes. */
export type { InvoiceService, IssuedDocument } from './invoices.service';
export type { InvoiceDocument, InvoiceLine } from './invoice-document';
export type { RefundedAs } from './invoice-builder';
