import { isId } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { buildCreditNote, buildInvoice, documentNumber, financialYear, indiaDate, type Seller } from './invoice-builder';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import type { OrderService } from '../orders';
import type { InvoiceKind, InvoiceRepository } from './invoices.repository';

/**
 * GST tax invoices: one for every paid order, issued in the transaction that makes the order, and a
 * credit note when an invoiced order is cancelled, issued in the cancelling transaction. Each series
 * counts from 1 every financial year without gaps (see the repository's nextSequence).
 */
interface Deps {
  db: Database;
  repository: InvoiceRepository;
  /** The orders module: a paid order as invoiced, its lock and its owner. */
  orders: Pick<OrderService, 'invoiceable' | 'lock' | 'ownerOf'>;
  /** The buyer's GSTIN given at the order's checkout ('' for none), asked of the checkout module. */
  buyerGstin: (checkoutId: string, on: Database) => Promise<string>;
  /** The state India Post's directory puts a PIN in: the place of supply follows the PIN (undefined: one it does not list). */
  stateOfPincode: (pincode: string, on: Database) => Promise<string | undefined>;
  seller: Seller;
  now?: () => Date;
}

export function createInvoiceService({ db, repository, orders, buyerGstin, stateOfPincode, seller, now = () => new Date() }: Deps) {
  async function issue(orderId: string, tx: Database): Promise<InvoiceDocument | undefined> {
    const existing = await repository.find(orderId, 'invoice', tx);
    if (existing) return existing;
    const paid = await orders.invoiceable(orderId, tx);
    // A cancelled order that was never invoiced (cancelled before invoices existed) sold nothing.
    if (!paid || paid.status === 'cancelled') return undefined;
    // The place of supply (CGST+SGST or IGST) is where the goods go: the PIN's state, whatever an older order's address says.
    const pinState = await stateOfPincode(paid.shippingAddress.pincode, tx);
    const order = {
      ...paid,
      shippingAddress: pinState ? { ...paid.shippingAddress, state: pinState } : paid.shippingAddress,
      gstin: paid.checkoutId ? await buyerGstin(paid.checkoutId, tx) : '',
    };
    const date = indiaDate(now());
    const year = financialYear(date);
    const number = documentNumber('invoice', year, await repository.nextSequence('invoice', year, tx));
    const document = buildInvoice({ number, date, order, seller });
    await repository.insert(orderId, year, document, tx);
    return document;
  }

  return {
    /** Issues the order's invoice in `tx` (the one that made the order); nothing if it has one or is unpaid. */
    issueInvoice: (orderId: string, tx: Database) => issue(orderId, tx).then(() => undefined),

    /** Issues, in `tx` (the one that cancels the order), the credit note reversing its invoice; false if it had none. */
    async issueCreditNote(orderId: string, tx: Database): Promise<boolean> {
      const invoice = await repository.find(orderId, 'invoice', tx);
      if (!invoice || (await repository.find(orderId, 'credit-note', tx))) return false;
      const date = indiaDate(now());
      const year = financialYear(date);
      const number = documentNumber('credit-note', year, await repository.nextSequence('credit-note', year, tx));
      await repository.insert(orderId, year, buildCreditNote(invoice, { number, date }), tx);
      return true;
    },

    /**
     * The document of an order for its customer or an admin, undefined for anyone else (the same
     * 404 as an unknown id). An order paid before invoices existed gets its invoice now.
     */
    async documentFor(viewer: { id: string; role: string }, orderId: string, kind: InvoiceKind): Promise<InvoiceDocument | undefined> {
      if (!isId(orderId)) return undefined;
      const owner = await orders.ownerOf(orderId);
      if (!owner || (owner !== viewer.id && viewer.role !== 'admin')) return undefined;
      const found = await repository.find(orderId, kind);
      if (found || kind === 'credit-note') return found;
      return inTransaction(db, async (tx) => {
        await orders.lock(orderId, tx);
        return issue(orderId, tx);
      });
    },

    /** The document as issued, for the mail that carries it. */
    find: (orderId: string, kind: InvoiceKind) => repository.find(orderId, kind),

    /** The PDF of a document, with the file name it downloads as. */
    async pdf(document: InvoiceDocument): Promise<{ filename: string; content: Buffer }> {
      return {
        filename: `${document.kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${document.number.replaceAll('/', '-')}.pdf`,
        content: await renderInvoicePdf(document),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
