import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { shopSeller } from './invoice-builder';
import { createAdminInvoiceDownloads } from './invoices.admin';
import { invoicesPersonalData } from './invoices.personal-data';
import { createInvoiceRepository } from './invoices.repository';
import { invoiceRoutes } from './invoices.routes';
import { createInvoiceService } from './invoices.service';

/** The invoices module's public entry: issuing and reading GST invoices and credit notes. */
export type { InvoiceService, IssuedDocument } from './invoices.service';
export type { InvoiceDocument, InvoiceLine } from './invoice-document';
export type { RefundedAs } from './invoice-builder';

/**
 * The invoices module: GST tax invoices, credit notes and delivery challans, numbered without gaps per
 * financial year, their PDFs drawn on first download. The place of supply is the state of the buyer's
 * PIN (`stateOfPincode`, the delivery module's directory); the seller is the shop's GSTIN.
 */
export function createInvoicesModule({
  db,
  config,
  audit,
  ...deps
}: { db: Database; config: Pick<Config, 'SHOP_GSTIN' | 'EWAY_BILL_THRESHOLD' | 'SHIPPING_PICKUP_PINCODE'>; audit: AuditLog } & Omit<
  Parameters<typeof createInvoiceService>[0],
  'db' | 'repository' | 'seller' | 'now'
>) {
  const invoices = createInvoiceService({ ...deps, db, repository: createInvoiceRepository(db), seller: shopSeller(config.SHOP_GSTIN) });
  const ewayBills = { thresholdRupees: config.EWAY_BILL_THRESHOLD, fromPincode: config.SHIPPING_PICKUP_PINCODE };
  return {
    invoices,
    routes: bindRoutes(invoiceRoutes, { invoices, adminDownloads: createAdminInvoiceDownloads({ db, invoices, audit, ewayBills }) }),
    personalData: invoicesPersonalData(),
  };
}
