import { EWAY_BILL_MESSAGES, isCourierGoods, needsEwayBill, ORDER_MESSAGES } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import { roadDistanceKm } from '../delivery';
import { destinationPincode, ewayBillPartA, type EwayBillPartA } from './eway-bill';
import type { InvoiceDocument } from './invoice-document';
import type { InvoiceService } from './invoices.service';

type Kind = 'invoice' | 'credit-note';

/**
 * The shop's download of an order's invoice, credit notes or delivery challan. The document names the
 * customer, their address, phone and any GSTIN: each download by an admin is written in the audit log
 * (the order's history), as the reveal of an application's PAN is (DPDP Act 2023, s. 8(5): reasonable
 * safeguards).
 */
export function createAdminInvoiceDownloads({
  db,
  invoices,
  audit,
  ewayBills,
}: {
  db: Database;
  invoices: InvoiceService;
  audit: AuditLog;
  /** Goods worth more than `thresholdRupees` move with an e-way bill; they leave from `fromPincode`. */
  ewayBills: { thresholdRupees: number; fromPincode: string };
}) {
  const recordDownload = (actor: Extract<Actor, { id: string }>, orderId: string, action: string, number: string) =>
    inTransaction(db, (tx) => audit.record(actor, { action, targetType: 'order', targetId: orderId, before: null, after: { number } }, tx));

  async function audited(actor: Extract<Actor, { id: string }>, orderId: string, document: InvoiceDocument) {
    const file = await invoices.pdf(orderId, document);
    await recordDownload(actor, orderId, `order.${document.kind}-download`, document.number);
    return file;
  }

  return {
    /**
     * Part A of the e-way bill of an order whose goods are worth more than the threshold, from its tax
     * invoice (a cash-on-delivery order's is issued here once it is being packed: CGST s.31(1)(a), the
     * invoice is due before or at the removal of the goods). 404 unknown order, 409 none needed or no invoice.
     */
    async ewayBill(actor: Extract<Actor, { id: string }>, orderId: string): Promise<EwayBillPartA> {
      const documents = await invoices.documentsFor({ id: actor.id, role: 'admin' }, orderId);
      if (!documents) throw new HttpError(404, ORDER_MESSAGES.notFound);
      // A sale moves on its tax invoice; a replacement under warranty on its delivery challan.
      const invoice = documents.find((document) => document.kind === 'invoice' || document.kind === 'delivery-challan');
      if (!invoice) throw new HttpError(409, EWAY_BILL_MESSAGES.noInvoice);
      const goodsPaise = invoice.lines.filter((line) => isCourierGoods(line.hsn)).reduce((total, line) => total + line.total, 0);
      if (!needsEwayBill(goodsPaise, ewayBills.thresholdRupees)) throw new HttpError(409, EWAY_BILL_MESSAGES.notNeeded(ewayBills.thresholdRupees));
      // Estimated from the two PINs' post offices (road-distance.ts); the portal accepts a figure near its own.
      const distanceKm = roadDistanceKm(ewayBills.fromPincode, destinationPincode(invoice)) ?? 1;
      await recordDownload(actor, orderId, 'order.eway-bill-download', invoice.number);
      return ewayBillPartA(invoice, { fromPincode: ewayBills.fromPincode, distanceKm });
    },

    /** The PDF and its file name; undefined for an unknown order or one without this document. */
    async download(actor: Extract<Actor, { id: string }>, orderId: string, kind: Kind): Promise<{ filename: string; content: Buffer } | undefined> {
      const document = await invoices.documentFor({ id: actor.id, role: 'admin' }, orderId, kind);
      return document && audited(actor, orderId, document);
    },

    /** The order's document numbered `slug` (CN-26-27-00003) as a PDF; undefined for an unknown order or number. */
    async downloadNumbered(actor: Extract<Actor, { id: string }>, orderId: string, slug: string): Promise<{ filename: string; content: Buffer } | undefined> {
      const document = await invoices.numberedFor({ id: actor.id, role: 'admin' }, orderId, slug);
      return document && audited(actor, orderId, document);
    },
  };
}

export type AdminInvoiceDownloads = ReturnType<typeof createAdminInvoiceDownloads>;
