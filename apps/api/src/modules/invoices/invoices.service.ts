import { createHash } from 'node:crypto';
import { documentSlug, isId, orderNumber, REPLACEMENT_PAYMENT_METHOD, shippingLine } from '@store/shared';
import type { Database } from '../../db/client';
import { pages } from '../../db/ranges';
import { inTransaction } from '../../db/transaction';
import type { FileStore } from '../../plugins/file-store';
import {
  buildCreditNote,
  buildDeliveryChallan,
  buildInvoice,
  financialYear,
  indiaDate,
  valueOfUnits,
  type Credited,
  type RefundedAs,
  type Seller,
} from './invoice-builder';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf, type DispatchPapers } from './invoice-pdf';
import type { InvoiceableOrder, OrderService } from '../orders';
import type { InvoiceKind, InvoiceRepository } from './invoices.repository';

/**
 * GST tax invoices: one for every paid order, issued in the transaction that makes the order, and a
 * credit note when an invoiced order is cancelled, issued in the cancelling transaction; a replacement
 * sent under warranty is no sale and goes with a delivery challan instead. Each series counts from 1
 * every financial year without gaps (see the repository's insertNumbered).
 */
interface Deps {
  db: Database;
  repository: InvoiceRepository;
  /** The orders module: a paid order as invoiced, its lock and its owner; a replacement order as sent (forReturn: its lines and address). */
  orders: Pick<OrderService, 'invoiceable' | 'lock' | 'ownerOf' | 'forReturn' | 'dispatchPapers'>;
  /** The state India Post's directory puts a PIN in: the place of supply follows the PIN (undefined: one it does not list). */
  stateOfPincode: (pincode: string, on: Database) => Promise<string | undefined>;
  seller: Seller;
  /** Where each document's PDF is kept once rendered: a document never changes after it is issued. */
  files: FileStore;
  now?: () => Date;
}

/**
 * The stored PDF of an order's document. A number is unique within its kind (INV/26-27/00001); the
 * order's id in front keeps two databases' documents apart (a test's, a copy's) in one store.
 */
const pdfKey = (orderId: string, document: InvoiceDocument, papers: DispatchPapers) => {
  // A print with the goods' papers (recorded after the document was issued) is a file of its own.
  const printed = papers.ewayBill || papers.serials ? `-${createHash('sha256').update(JSON.stringify(papers)).digest('hex').slice(0, 12)}` : '';
  return `invoices/${orderId}/${documentSlug(document.number)}${printed}.pdf`;
};

/** What a document's file is called when downloaded: Invoice-TS-26-27-00042.pdf. */
const FILE_NAMES: Record<InvoiceDocument['kind'], string> = { invoice: 'Invoice', 'credit-note': 'Credit-note', 'delivery-challan': 'Delivery-challan' };

/** Who asks for an order's documents: its customer, or an admin. */
type Viewer = { id: string; role: string };

export function createInvoiceService({ db, repository, orders, stateOfPincode, seller, files, now = () => new Date() }: Deps) {
  /** Whether the viewer may read the order's documents: its owner or an admin. An unknown or malformed id is refused alike. */
  async function mayRead(viewer: Viewer, orderId: string): Promise<boolean> {
    if (!isId(orderId)) return false;
    const owner = await orders.ownerOf(orderId);
    return owner !== undefined && (owner === viewer.id || viewer.role === 'admin');
  }

  /** An order paid before invoices existed gets its invoice when it is first asked for. */
  const issueLate = (orderId: string) =>
    inTransaction(db, async (tx) => {
      await orders.lock(orderId, tx);
      return issue(orderId, tx);
    });

  async function issue(orderId: string, tx: Database): Promise<InvoiceDocument | undefined> {
    const existing = await repository.find(orderId, 'invoice', tx);
    if (existing) return existing;
    const paid = await orders.invoiceable(orderId, tx);
    // A cancelled order that was never invoiced (cancelled before invoices existed) sold nothing.
    if (!paid || paid.status === 'cancelled') return undefined;
    return issueOf(paid, tx);
  }

  /** The invoice of an order as sold, with the buyer's GSTIN ('' for none), not yet numbered, and its financial year. */
  async function draftOf(paid: InvoiceableOrder, tx: Database): Promise<{ year: string; document: InvoiceDocument }> {
    // The place of supply (CGST+SGST or IGST) is where the goods go: the PIN's state, whatever an older order's address says.
    const pinState = await stateOfPincode(paid.shippingAddress.pincode, tx);
    const order = {
      ...paid,
      shippingAddress: pinState ? { ...paid.shippingAddress, state: pinState } : paid.shippingAddress,
      gstin: paid.buyerGstin,
      businessName: paid.buyerBusinessName,
    };
    const date = indiaDate(now());
    // Numbered by the statement that stores it.
    return { year: financialYear(date), document: buildInvoice({ number: '', date, order, seller }) };
  }

  /** Numbers and stores the invoice of an order as sold. */
  async function issueOf(paid: InvoiceableOrder, tx: Database): Promise<InvoiceDocument> {
    const { year, document } = await draftOf(paid, tx);
    return { ...document, number: await repository.insertNumbered(paid.id, year, document, tx) };
  }

  /** Units and value of each invoice line credited so far; a note from before issue 26 (no line indexes) credited the whole invoice. */
  async function creditedSoFar(orderId: string, invoice: InvoiceDocument, tx: Database): Promise<Credited[]> {
    const credited = invoice.lines.map(() => ({ units: 0, paise: 0 }));
    for (const { document } of await repository.creditNotes(orderId, tx)) {
      for (const line of document.lines) {
        if (line.invoiceLine === undefined) return invoice.lines.map((whole) => ({ units: whole.quantity, paise: whole.total }));
        credited[line.invoiceLine]!.units += line.quantity;
        credited[line.invoiceLine]!.paise += line.total;
      }
    }
    return credited;
  }

  /**
   * The value credited per line for `request`, from what is left of each (`before`). Units name lines and
   * how many of their units; their value is the amount refunded for them (at most their full price), shared
   * among them in proportion to their price. A value alone comes off the goods left, in proportion (then the
   * delivery line, only if more is asked than the goods have left: the delivery charge is credited only when
   * it is refunded, issue 40). 'rest' credits everything left.
   */
  function creditsFor(invoice: InvoiceDocument, before: Credited[], request: CreditRequest): Credited[] {
    const after = before.map((credited) => ({ ...credited }));
    const left = invoice.lines.map((line, index) => Math.max(0, line.total - before[index]!.paise));
    if (request === 'rest') return invoice.lines.map((line) => ({ units: line.quantity, paise: line.total }));
    if ('units' in request) {
      const legacy = invoice.lines.every((line) => line.orderLine === undefined);
      const named = new Map<number, number>();
      for (const { position, quantity } of request.units) {
        // Invoices before issue 26 name no order lines: they list every one in order, the delivery line last.
        const index = legacy ? position : invoice.lines.findIndex((line) => line.orderLine === position);
        if (index < 0) throw new Error(`order has no invoiced line at position ${position}`);
        named.set(index, (named.get(index) ?? 0) + quantity);
      }
      const weights = invoice.lines.map((line, index) => {
        const units = Math.min(named.get(index) ?? 0, line.quantity - before[index]!.units);
        const full = valueOfUnits(line, before[index]!.units + units) - valueOfUnits(line, before[index]!.units);
        return Math.min(full, left[index]!);
      });
      const wanted = Math.min(
        request.amountPaise ?? Infinity,
        weights.reduce((sum, weight) => sum + weight, 0),
      );
      const shares = shareOut(wanted, weights);
      for (const [index, units] of named) {
        after[index]!.units = Math.min(invoice.lines[index]!.quantity, before[index]!.units + units);
        after[index]!.paise += shares[index]!;
      }
      return after;
    }
    const delivery = invoice.lines.findIndex((line) => line.description === shippingLine(0).name);
    const goods = left.map((paise, index) => (index === delivery ? 0 : paise));
    const goodsLeft = goods.reduce((sum, paise) => sum + paise, 0);
    const shares = shareOut(Math.min(request.amountPaise, goodsLeft), goods);
    if (delivery >= 0 && request.amountPaise > goodsLeft) shares[delivery] = Math.min(left[delivery]!, request.amountPaise - goodsLeft);
    return after.map((credited, index) => ({ ...credited, paise: credited.paise + shares[index]! }));
  }

  async function credit(
    orderId: string,
    reference: string,
    request: CreditRequest,
    refunded: RefundedAs,
    tx: Database,
  ): Promise<{ totalPaise: number; number: string } | undefined> {
    const invoice = await repository.find(orderId, 'invoice', tx);
    if (!invoice) return undefined;
    if (reference !== '' && (await repository.creditNotes(orderId, tx)).some((note) => note.reference === reference)) return undefined;
    const before = await creditedSoFar(orderId, invoice, tx);
    const after = creditsFor(invoice, before, request);
    const date = indiaDate(now());
    const year = financialYear(date);
    const draft = buildCreditNote(invoice, { number: '', date, before, after, refunded });
    if (!draft) return undefined;
    const number = await repository.insertNumbered(orderId, year, draft, tx, reference);
    return { totalPaise: draft.totals.total, number };
  }

  return {
    /** Issues the order's invoice in `tx`; nothing if it has one or is unpaid. */
    issueInvoice: (orderId: string, tx: Database) => issue(orderId, tx).then(() => undefined),

    /**
     * The invoice of a paid order, as CTEs of the statement that makes it (issue 28: one round trip for
     * the sale), from the sale as its maker holds it: the order is new, so there is nothing to look up
     * (its number is fixed by that statement, at the sale).
     */
    issuingForSale: async (order: InvoiceableOrder, tx: Database) => {
      const { year, document } = await draftOf(order, tx);
      return repository.numbering(order.id, year, document, tx);
    },

    /**
     * Issues, in `tx` (the one that cancels the order or takes its parcel back), the credit note for all of
     * its invoice not yet credited, saying how its money went back; false if there is none to issue.
     */
    issueCreditNote: async (orderId: string, refunded: RefundedAs, tx: Database): Promise<boolean> =>
      (await credit(orderId, '', 'rest', refunded, tx)) !== undefined,

    /**
     * Issues, in `tx`, a credit note for units of some order lines (by position), once per `reference`
     * ('cancel:<id>', 'return:<id>'), for `amountPaise` (what is refunded for them; their full price when
     * not given, as for units cancelled unpaid). Its total in paise, or undefined when the order has no
     * invoice yet (a COD order not dispatched) or nothing is left.
     */
    creditLines: (
      orderId: string,
      reference: string,
      units: Array<{ position: number; quantity: number }>,
      refunded: RefundedAs,
      tx: Database,
      amountPaise?: number,
    ) => credit(orderId, reference, amountPaise === undefined ? { units } : { units, amountPaise }, refunded, tx),

    /**
     * Issues, in `tx`, a credit note for a value refunded of the order as a whole (a goodwill or price
     * adjustment, a refund made on the gateway's dashboard), once per `reference` ('refund:<id>'):
     * CGST s.34, a reduction of the value of a supply.
     */
    creditValue: (orderId: string, reference: string, amountPaise: number, refunded: RefundedAs, tx: Database) =>
      credit(orderId, reference, { amountPaise }, refunded, tx),

    /**
     * Issues, in `tx` (the one that closes the return and makes the replacement order), the delivery challan
     * the replacement travels on in place of a tax invoice: CGST Rule 55(1)(c), goods moved other than by way
     * of supply, since a replacement under warranty without consideration is no supply and bears no GST (CBIC
     * Circular 195/07/2023-GST). Each of `lines` names a line of the replacement order by its position and
     * the value of one unit, paise with GST: the price the goods it replaces were sold at. `replacing` is the
     * order whose goods it replaces: its invoice names the consignee (and their GSTIN). Once per order.
     */
    async issueDeliveryChallan(
      replacementOrderId: string,
      lines: Array<{ position: number; unitValuePaise: number }>,
      tx: Database,
      replacing?: string,
    ): Promise<{ number: string; totalPaise: number }> {
      const existing = await repository.find(replacementOrderId, 'delivery-challan', tx);
      if (existing) return { number: existing.number, totalPaise: existing.totals.total };
      const order = await orders.forReturn(replacementOrderId, undefined, tx);
      if (!order) throw new Error(`no order ${replacementOrderId} to send on a delivery challan`);
      // A sale is taxed on its invoice: only a replacement moves on a challan.
      if (order.paymentMethod !== REPLACEMENT_PAYMENT_METHOD) throw new Error(`order ${replacementOrderId} is a sale, not a replacement`);
      const challaned = lines.map(({ position, unitValuePaise }) => {
        const line = order.lines.find((candidate) => candidate.position === position);
        if (!line || line.quantity <= 0) throw new Error(`replacement order ${replacementOrderId} has no line at position ${position}`);
        return { position, name: line.name, hsn: line.hsn, gstRate: line.gstRate, quantity: line.quantity, unitValuePaise };
      });
      const original = replacing ? await repository.find(replacing, 'invoice', tx) : undefined;
      const pinState = await stateOfPincode(order.shippingAddress.pincode, tx);
      const shippingAddress = pinState ? { ...order.shippingAddress, state: pinState } : order.shippingAddress;
      const date = indiaDate(now());
      const draft = buildDeliveryChallan({
        number: '',
        date,
        order: { id: order.id, lines: challaned, shippingAddress },
        seller,
        ...(original ? { buyer: original.buyer } : {}),
        ...(replacing
          ? { replaces: { orderNumber: `#${orderNumber(replacing)}`, ...(original ? { invoice: { number: original.number, date: original.date } } : {}) } }
          : {}),
      });
      const number = await repository.insertNumbered(replacementOrderId, financialYear(date), draft, tx);
      return { number, totalPaise: draft.totals.total };
    },

    /**
     * The value of the goods an order's parcel carries, paise with GST, when it is no sale: its delivery
     * challan's total and each order line's unit value by position (a replacement's own prices are ₹0, but
     * the courier's liability is what the goods are worth). Undefined for an order without a challan: its
     * invoice value stands.
     */
    async goodsValueOf(orderId: string, on: Database = db): Promise<{ total: number; unitValueOfLine: Record<number, number> } | undefined> {
      const challan = await repository.find(orderId, 'delivery-challan', on);
      if (!challan) return undefined;
      const unitValueOfLine: Record<number, number> = {};
      for (const line of challan.lines) if (line.orderLine !== undefined && line.unitValue !== undefined) unitValueOfLine[line.orderLine] = line.unitValue;
      return { total: challan.totals.total, unitValueOfLine };
    },

    /**
     * The document of an order for its customer or an admin, undefined for anyone else (the same
     * 404 as an unknown id). An order paid before invoices existed gets its invoice now.
     */
    async documentFor(viewer: Viewer, orderId: string, kind: InvoiceKind): Promise<InvoiceDocument | undefined> {
      if (!(await mayRead(viewer, orderId))) return undefined;
      const found = await repository.find(orderId, kind);
      if (found || kind !== 'invoice') return found;
      return issueLate(orderId);
    },

    /**
     * Every document of an order (its invoice or delivery challan, each credit note), in the order issued,
     * for its customer or an admin; undefined for anyone else, as for an unknown id. An order paid before
     * invoices existed gets its invoice now, as documentFor gives it.
     */
    async documentsFor(viewer: Viewer, orderId: string): Promise<InvoiceDocument[] | undefined> {
      if (!(await mayRead(viewer, orderId))) return undefined;
      const documents = await repository.ofOrder(orderId);
      if (documents.some((document) => document.kind !== 'credit-note')) return documents;
      const invoice = await issueLate(orderId);
      return invoice ? repository.ofOrder(orderId) : documents;
    },

    /** The order's document numbered `slug` ('/' written '-': CN-26-27-00003) for its customer or an admin; undefined otherwise. */
    async numberedFor(viewer: Viewer, orderId: string, slug: string): Promise<InvoiceDocument | undefined> {
      if (!(await mayRead(viewer, orderId))) return undefined;
      return repository.byNumber(orderId, slug);
    },

    /**
     * The invoices and credit notes dated from … to (India's calendar days, both included), a page at
     * a time: what the reports sum, so they agree with what was issued to the paisa. Delivery challans
     * are left out: they move goods that are no sale.
     */
    async *issued(from: string, to: string): AsyncGenerator<IssuedDocument[]> {
      for await (const rows of pages((cursor) => repository.issuedPage(from, to, cursor)))
        yield rows.map(({ orderId, document, invoiceValuePaise }) => ({ orderId, document, invoiceValuePaise: invoiceValuePaise ?? document.totals.total }));
    },

    /**
     * The PDF of a document, with the file name it downloads as. Rendered on its first download (about
     * 20 ms of CPU, kept off the purchase) and kept in the file store; later downloads read it back.
     * Two first downloads at once both render the same bytes, and the store writes whole files only.
     */
    async pdf(orderId: string, document: InvoiceDocument): Promise<{ filename: string; content: Buffer }> {
      // The invoice of goods that went out names their e-way bill and serial numbers; notes and challans as issued.
      const papers = document.kind === 'invoice' ? await orders.dispatchPapers(orderId) : {};
      const key = pdfKey(orderId, document, papers);
      let content = await files.get(key);
      if (!content) {
        content = await renderInvoicePdf(document, papers);
        await files.put(key, content, 'application/pdf');
      }
      return { filename: `${FILE_NAMES[document.kind]}-${documentSlug(document.number)}.pdf`, content };
    },
  };
}

/** What a credit note credits: units of order lines (for what was refunded for them), a value off the order, or all that is left. */
type CreditRequest = { units: Array<{ position: number; quantity: number }>; amountPaise?: number } | { amountPaise: number } | 'rest';

/**
 * `amount` shared out over `weights` in proportion, each share at most its weight (amount ≤ their sum),
 * whole paise by the largest remainders: the shares add up to the amount exactly.
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * amount) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < weights[index]!) {
      shares[index]!++;
      left--;
    }
  }
  return shares;
}

/** An invoice or credit note as issued, with the value of the invoice it belongs to (its own, for an invoice). */
export interface IssuedDocument {
  orderId: string;
  document: InvoiceDocument;
  invoiceValuePaise: number;
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
