import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Actor, AuditLog } from '../audit';
import type { InvoiceDocument } from './invoice-document';
import type { InvoiceService } from './invoices.service';

type Kind = 'invoice' | 'credit-note';

/**
 * The shop's download of an order's invoice, credit notes or delivery challan. The document names the
 * customer, their address, phone and any GSTIN: each download by an admin is written in the audit log
 * (the order's history), as the reveal of an application's PAN is (DPDP Act 2023, s. 8(5): reasonable
 * safeguards).
 */
export function createAdminInvoiceDownloads({ db, invoices, audit }: { db: Database; invoices: InvoiceService; audit: AuditLog }) {
  async function audited(actor: Extract<Actor, { id: string }>, orderId: string, document: InvoiceDocument) {
    const file = await invoices.pdf(orderId, document);
    await inTransaction(db, (tx) =>
      audit.record(
        actor,
        { action: `order.${document.kind}-download`, targetType: 'order', targetId: orderId, before: null, after: { number: document.number } },
        tx,
      ),
    );
    return file;
  }

  return {
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
