/** The invoices module's public entry: issuing and reading GST invoices and credit notes. */
export type { InvoiceService } from './invoices.service';
