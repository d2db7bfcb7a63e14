import type { OrderDocumentKind } from '@store/shared';

/**
 * A GST tax invoice, credit note or delivery challan as issued (CGST Rules 46, 53 and 55): everything
 * printed on it, fixed when it is issued and stored as it was, so a later change to the shop's details,
 * a product or an address never rewrites a document the customer already has. Amounts are in paise
 * (integers).
 */
export interface InvoiceParty {
  name: string;
  /** Printed lines: street, city and PIN, as given. */
  addressLines: string[];
  /** The state's name and its two-digit GST code ('Maharashtra', '27'). */
  state: string;
  stateCode: string;
  /** Given for the shop always; for the customer only when they gave one at checkout. */
  gstin?: string;
  phone?: string;
  email?: string;
}

export interface InvoiceLine {
  description: string;
  /** HSN (goods) or SAC (services) code, as 'digits' or 'dddd dd'. */
  hsn: string;
  quantity: number;
  /** Price of one unit before GST. */
  unitPrice: number;
  /** quantity × unitPrice. */
  taxableValue: number;
  /** Percent, e.g. 18. */
  gstRate: number;
  /** Within the shop's state: CGST + SGST, half the rate each; otherwise IGST. Zero where not applied. */
  cgst: number;
  sgst: number;
  igst: number;
  /** taxableValue + cgst + sgst + igst. */
  total: number;
  /** The order line it bills (its position); absent on the delivery line and on documents issued before issue 26. */
  orderLine?: number;
  /** On a credit note: the line of the invoice it credits (index); absent on notes that reversed a whole invoice before issue 26. */
  invoiceLine?: number;
  /** On a delivery challan: one unit's value with GST, the price it was sold at (its taxable value and GST are information, not charged). */
  unitValue?: number;
}

export interface InvoiceDocument {
  kind: OrderDocumentKind;
  /** At most 16 characters, consecutive within its series and financial year. */
  number: string;
  /** ISO date (YYYY-MM-DD) in India's calendar. */
  date: string;
  /** A credit note names the invoice it reverses. */
  against?: { number: string; date: string };
  /** A delivery challan names the order whose goods it replaces, and that order's invoice when it has one. */
  replaces?: { orderNumber: string; invoice?: { number: string; date: string } };
  /** Our order number as the customer knows it ('#1A2B3C4D'). */
  orderNumber: string;
  seller: InvoiceParty & { gstin: string };
  buyer: InvoiceParty;
  /** Where the goods are delivered: decides CGST + SGST against IGST. */
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  /** True when CGST + SGST apply (place of supply is the shop's state). */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: {
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    /** What the lines' rounding leaves to reach the amount charged (a few paise either way). */
    roundOff: number;
    /** Equals what the customer was charged (on a challan: the value of the goods, nothing charged). */
    total: number;
  };
  /** The total in words, Indian style: 'Rupees One Lakh Eighteen Thousand Only'. */
  amountInWords: string;
  /** Rule 46(p): whether tax is payable on reverse charge. Always 'No' for this shop's sales. */
  reverseCharge: 'No';
  /** How it was paid, e.g. 'Paid online (UPI), payment pay_…'; on a challan, why the goods move without tax. */
  paymentNote: string;
}
