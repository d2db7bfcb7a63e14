import {
  amountInWords,
  COD_PAYMENT_METHOD,
  gstStateOf,
  GST_STATES,
  inclusiveTotals,
  orderNumber,
  shippingLine,
  splitIntraState,
  SHOP,
  type ShippingAddress,
} from '@store/shared';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document';

/** The shop as its invoices name it (Rule 46 (a)): from the shared business constants and SHOP_GSTIN. */
export type Seller = InvoiceParty & { gstin: string };

export function shopSeller(gstin: string): Seller {
  const { address } = SHOP;
  return {
    name: SHOP.name,
    addressLines: [`${address.line1}, ${address.line2}`, `${address.city} ${address.pincode}`],
    state: address.state,
    stateCode: gstStateOf(address.state)!.code,
    gstin,
    phone: SHOP.phone,
    email: SHOP.email,
  };
}

/** What an invoice is made from: the order as charged, its lines' HSN codes and GST rates as they were at the sale. */
export interface InvoicedOrder {
  id: string;
  /** The lines still sold (cancelled units left out), each with its position in the order. */
  lines: Array<{ position: number; name: string; hsn: string; gstRate: number; unitPricePaise: number; quantity: number }>;
  /** Whole rupees, as charged. */
  total: number;
  /** The delivery charge, paise with GST (0: free): a line of its own, at its SAC and rate. */
  shippingPaise: number;
  shippingAddress: ShippingAddress;
  gstin: string;
  /** The legal name the GSTIN is registered to ('' with no GSTIN). */
  businessName: string;
  paymentMethod: string;
  paymentId: string;
}

/** India's calendar date (YYYY-MM-DD) of an instant. */
export function indiaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** India's financial year (April to March) of a calendar date: '2026-27'. */
export function financialYear(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document's number is its series' prefix and its sequence in the financial year, zero-padded to
 * at least this many digits (TS/26-27/00001). The database writes it (invoices.repository.ts, insertNumbered).
 */
export const DOCUMENT_NUMBER_DIGITS = 5;

/** Each kind counts on its own: 'TS/26-27/00042' for invoices, 'CN/26-27/00003' for credit notes, 'DC/26-27/00001' for delivery challans. */
const SERIES: Record<InvoiceDocument['kind'], string> = { invoice: 'TS', 'credit-note': 'CN', 'delivery-challan': 'DC' };

export const documentPrefix = (kind: InvoiceDocument['kind'], year: string) => `${SERIES[kind]}/${year.slice(2)}/`;

/**
 * A registered buyer is the business its GSTIN names (CGST Rule 46(e)): its legal name, and the state
 * and code the GSTIN's first two digits give; the address is the one given, as no other is asked for.
 */
function businessBuyer(address: ShippingAddress, gstin: string, businessName: string): InvoiceParty {
  const state = GST_STATES.find(({ code }) => code === gstin.slice(0, 2));
  const party = partyFromAddress(address, gstin);
  return { ...party, name: businessName || party.name, ...(state ? { state: state.name, stateCode: state.code } : {}) };
}

export function partyFromAddress(address: ShippingAddress, gstin: string): InvoiceParty {
  const state = gstStateOf(address.state);
  return {
    name: address.name,
    addressLines: [address.street, `${address.city} ${address.pincode}`.trim()].filter(Boolean),
    state: state?.name ?? address.state,
    stateCode: state?.code ?? '',
    ...(gstin ? { gstin } : {}),
    ...(address.phone ? { phone: `+91 ${address.phone}` } : {}),
  };
}

/**
 * Lines priced with GST as a document prints them, taxed by the shared rule (inclusiveTotals, decision
 * 0006): each line's taxable value found inside its price at its rate, the GST the rest, CGST and SGST
 * within the shop's state (an odd paisa to CGST), IGST elsewhere.
 */
function taxedLines(
  sold: ReadonlyArray<{ position?: number; name: string; hsn: string; gstRate: number; unitPricePaise: number; quantity: number }>,
  intraState: boolean,
): InvoiceLine[] {
  const taxed = inclusiveTotals(sold);
  return sold.map((line, index) => {
    const { taxablePaise, gstPaise } = taxed.lines[index]!;
    // An odd paisa of GST goes to CGST: the two halves still add up to the line's GST exactly.
    const { cgstPaise, sgstPaise } = splitIntraState(gstPaise);
    const [cgst, sgst, igst] = intraState ? [cgstPaise, sgstPaise, 0] : [0, 0, gstPaise];
    return {
      description: line.name,
      hsn: line.hsn,
      quantity: line.quantity,
      // The invoice's rate column is before tax: the line's taxable value per unit.
      unitPrice: Math.round(taxablePaise / line.quantity),
      taxableValue: taxablePaise,
      gstRate: line.gstRate,
      cgst,
      sgst,
      igst,
      total: taxablePaise + gstPaise,
      ...(line.position !== undefined ? { orderLine: line.position } : {}),
    };
  });
}

/**
 * The invoice of a paid order, taxed by the shared rule (inclusiveTotals, decision 0006): each line's
 * taxable value found inside what was paid for it at its rate of sale, the GST the rest; goods
 * delivered in the shop's own state pay CGST and SGST (half each, an odd paisa to CGST), elsewhere
 * IGST. Lines add up to what was charged; only an order made before decision 0006 (charged its exact
 * sum rounded to the rupee) has a round-off line.
 */
export function buildInvoice(input: { number: string; date: string; order: InvoicedOrder; seller: Seller }): InvoiceDocument {
  const { order, seller } = input;
  const shipTo = partyFromAddress(order.shippingAddress, '');
  const buyer = order.gstin ? businessBuyer(order.shippingAddress, order.gstin, order.businessName) : shipTo;
  // The place of supply of goods that move is where the movement ends (IGST Act s.10(1)(a)): the delivery
  // address's state, for a registered buyer too (its GSTIN's state is printed with its name).
  const intraState = shipTo.stateCode === seller.stateCode;
  const sold = order.shippingPaise > 0 ? [...order.lines, { ...shippingLine(0), unitPricePaise: order.shippingPaise }] : order.lines;
  const lines = taxedLines(sold, intraState);
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const total = order.total * 100;
  const linesTotal = sum((line) => line.total);
  return {
    kind: 'invoice',
    number: input.number,
    date: input.date,
    orderNumber: `#${orderNumber(order.id)}`,
    seller,
    buyer,
    shipTo,
    placeOfSupply: { state: shipTo.state, stateCode: shipTo.stateCode },
    intraState,
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      roundOff: total - linesTotal,
      total,
    },
    amountInWords: amountInWords(total),
    reverseCharge: 'No',
    paymentNote:
      order.paymentMethod === COD_PAYMENT_METHOD
        ? CASH_ON_DELIVERY_NOTE
        : `Paid online${order.paymentMethod ? ` (${order.paymentMethod.toUpperCase()})` : ''}${order.paymentId ? `, payment ${order.paymentId}` : ''}`,
  };
}

/**
 * What a delivery challan says of itself. A replacement sent free under warranty is no supply for
 * consideration: no GST is charged on it (CBIC Circular 195/07/2023-GST), and goods that move other
 * than by way of supply travel on a delivery challan in place of a tax invoice (CGST Rule 55(1)(c)).
 */
export const DELIVERY_CHALLAN_NOTE = 'Delivery challan — replacement under warranty, not a supply for consideration; no tax charged';

/** What a delivery challan is made from: the replacement order, each line valued at the price its goods were sold at (paise with GST). */
export interface ChallanedOrder {
  id: string;
  lines: Array<{ position: number; name: string; hsn: string; gstRate: number; quantity: number; unitValuePaise: number }>;
  shippingAddress: ShippingAddress;
}

/**
 * A delivery challan (CGST Rule 55) for a replacement sent under warranty (CBIC Circular 195/07/2023-GST):
 * the goods, their HSN and quantity, and their value, the original sale's price with GST, its taxable value
 * and GST shown as Rule 55 asks but not charged. Its total is the value of the goods, what the courier is
 * told the parcel is worth; it counts as no sale (the reports skip it).
 */
export function buildDeliveryChallan(input: {
  number: string;
  date: string;
  order: ChallanedOrder;
  seller: Seller;
  /** The consignee as the replaced order's invoice named them (their GSTIN too); from the address when there is none. */
  buyer?: InvoiceParty;
  replaces?: InvoiceDocument['replaces'];
}): InvoiceDocument {
  const { order, seller } = input;
  const shipTo = partyFromAddress(order.shippingAddress, '');
  const buyer = input.buyer ?? shipTo;
  const intraState = shipTo.stateCode === seller.stateCode;
  const lines = taxedLines(
    order.lines.map(({ unitValuePaise, ...line }) => ({ ...line, unitPricePaise: unitValuePaise })),
    intraState,
  ).map((line, index) => ({ ...line, unitValue: order.lines[index]!.unitValuePaise }));
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const total = sum((line) => line.total);
  return {
    kind: 'delivery-challan',
    number: input.number,
    date: input.date,
    ...(input.replaces ? { replaces: input.replaces } : {}),
    orderNumber: `#${orderNumber(order.id)}`,
    seller,
    buyer,
    shipTo,
    placeOfSupply: { state: shipTo.state, stateCode: shipTo.stateCode },
    intraState,
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      roundOff: 0,
      total,
    },
    amountInWords: amountInWords(total),
    reverseCharge: 'No',
    paymentNote: DELIVERY_CHALLAN_NOTE,
  };
}

/** A COD invoice is issued when the parcel leaves, before the cash is collected. */
const CASH_ON_DELIVERY_NOTE = 'Cash on delivery: payable to the courier on delivery';

/** What has been credited of an invoice line: units, and value in paise with GST (a refund of part of a line credits value, not units). */
export interface Credited {
  units: number;
  paise: number;
}

/** The value of the first `units` units of an invoice line, exact to the paisa however they are split into notes. */
export const valueOfUnits = (line: Pick<InvoiceLine, 'total' | 'quantity'>, units: number) => Math.round((line.total * units) / line.quantity);

/** How the money of a credit note went back (or did not), as its payment note says it (issue 40). */
export type RefundedAs =
  | { kind: 'gateway' }
  | { kind: 'by-hand'; method: 'bank-transfer' | 'upi'; reference: string }
  /** A COD parcel that came back (or units cancelled before it left): nothing was paid, nothing goes back. */
  | { kind: 'unpaid' };

export function creditNoteWording(refunded: RefundedAs): string {
  switch (refunded.kind) {
    case 'gateway':
      return 'Refunded to the original payment method';
    case 'by-hand':
      return refunded.method === 'upi'
        ? `Refunded by UPI to the customer (reference ${refunded.reference})`
        : `Refunded by bank transfer to the customer (UTR ${refunded.reference})`;
    case 'unpaid':
      return 'Cash on delivery: the goods came back unpaid';
  }
}

/** Whether an invoice was of a cash-on-delivery sale (its payment note says so). */
export const isCashOnDeliveryInvoice = (invoice: Pick<InvoiceDocument, 'paymentNote'>) => invoice.paymentNote === CASH_ON_DELIVERY_NOTE;

/**
 * A credit note (CGST s.34, Rule 53) for value and units of an invoice's lines: `before[i]` of line i was
 * credited by earlier notes, `after[i]` will have been with this one. Each line's taxable value and GST
 * are differences of cumulative amounts found inside the value credited at the line's rate (its taxable
 * value rounded, the GST the rest), so however a line is credited, note by note and in part, the notes
 * add up to the invoice exactly; the invoice's round-off (orders before decision 0006) goes with the note
 * that completes it. Undefined when nothing is credited.
 */
export function buildCreditNote(
  invoice: InvoiceDocument,
  input: { number: string; date: string; before: Credited[]; after: Credited[]; refunded: RefundedAs },
): InvoiceDocument | undefined {
  const upTo = (line: InvoiceLine, paise: number) => {
    const taxableValue = Math.round((line.taxableValue * paise) / line.total);
    const gst = paise - taxableValue;
    const { cgstPaise, sgstPaise } = invoice.intraState ? splitIntraState(gst) : { cgstPaise: 0, sgstPaise: 0 };
    return { total: paise, taxableValue, cgst: cgstPaise, sgst: sgstPaise, igst: invoice.intraState ? 0 : gst };
  };
  const lines: InvoiceLine[] = invoice.lines.flatMap((line, index) => {
    const from = input.before[index] ?? { units: 0, paise: 0 };
    const to = input.after[index] ?? from;
    const paiseTo = Math.min(to.paise, line.total);
    if (paiseTo <= from.paise && to.units <= from.units) return [];
    const [a, b] = [upTo(line, from.paise), upTo(line, paiseTo)];
    const quantity = Math.max(0, Math.min(to.units, line.quantity) - from.units);
    const taxableValue = b.taxableValue - a.taxableValue;
    return [
      {
        ...line,
        quantity,
        // A credit of value alone (part of a line's price back) names no units: its rate column is empty (0).
        unitPrice: quantity > 0 ? Math.round(taxableValue / quantity) : 0,
        taxableValue,
        cgst: b.cgst - a.cgst,
        sgst: b.sgst - a.sgst,
        igst: b.igst - a.igst,
        total: b.total - a.total,
        invoiceLine: index,
      },
    ];
  });
  if (lines.length === 0) return undefined;
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const wasWhole = invoice.lines.every((line, index) => (input.before[index]?.paise ?? 0) >= line.total);
  const isWhole = invoice.lines.every((line, index) => (input.after[index]?.paise ?? 0) >= line.total);
  const roundOff = isWhole && !wasWhole ? invoice.totals.roundOff : 0;
  const total = sum((line) => line.total) + roundOff;
  return {
    ...invoice,
    kind: 'credit-note',
    number: input.number,
    date: input.date,
    against: { number: invoice.number, date: invoice.date },
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      roundOff,
      total,
    },
    amountInWords: amountInWords(total),
    paymentNote: creditNoteWording(input.refunded),
  };
}
