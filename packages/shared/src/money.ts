import { TAX_RATE } from './constants';

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,23,456: Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupeeFormatter.format(amount);
}

const paiseFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,17,900.00: an amount in paise (invoices), Indian digit grouping, always two decimals. */
export function formatPaise(paise: number): string {
  return paiseFormatter.format(paise / 100);
}

/** The shop's one GST rate, in whole percent (what order lines store). */
export const GST_PERCENT = Math.round(TAX_RATE * 100);

/** A line to be taxed: a unit price in whole rupees before GST, how many, and its GST rate (whole percent). */
export interface TaxableLine {
  price: number;
  quantity: number;
  /** GST_PERCENT unless the line says otherwise (an order line keeps the rate of its sale). */
  gstRate?: number;
}

/** What gstTotals gives: the order's figures in whole rupees, and each line's in paise. */
export interface GstTotals {
  /** Σ price × quantity, whole rupees. */
  subtotal: number;
  /** total − subtotal, whole rupees. */
  tax: number;
  /** The amount charged, whole rupees. */
  total: number;
  /** Per line: taxable value and GST in paise, exact (a whole-rupee price at a whole-percent rate is whole paise). */
  lines: Array<{ taxablePaise: number; gstPaise: number }>;
  /** total − Σ (taxable + GST), in paise: the invoice's round-off line (−49 to +50). */
  roundOffPaise: number;
}

/**
 * The one GST rounding rule (docs/decisions/0004-gst-rounding.md), called by the server's checkout,
 * the web's cart and checkout, the invoices and the tests alike: each line's GST is exact in paise;
 * the order is charged their sum rounded to the whole rupee (half a rupee up); the difference is the
 * invoice's round-off. With one rate this is round(subtotal × 1.18) of SPEC §9.
 */
export function gstTotals(lines: readonly TaxableLine[]): GstTotals {
  const taxed = lines.map(({ price, quantity, gstRate = GST_PERCENT }) => {
    const taxablePaise = price * quantity * 100;
    return { taxablePaise, gstPaise: price * quantity * gstRate };
  });
  const exactPaise = taxed.reduce((sum, line) => sum + line.taxablePaise + line.gstPaise, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const total = Math.round(exactPaise / 100);
  return { subtotal, tax: total - subtotal, total, lines: taxed, roundOffPaise: total * 100 - exactPaise };
}

/**
 * What one unit costs with GST, shown beside a price so the total is no surprise. For several
 * units the charge is gstTotals of the lines, which may differ from this times the count by a
 * rupee of rounding.
 */
export function priceWithTax(price: number): number {
  return gstTotals([{ price, quantity: 1 }]).total;
}

/** Savings of an offer, in rupees and whole percent of the original price. */
export function savingsOf(price: number, originalPrice: number): { amount: number; percent: number } {
  if (originalPrice <= price || originalPrice <= 0) return { amount: 0, percent: 0 };
  const amount = originalPrice - price;
  return { amount, percent: Math.round((amount / originalPrice) * 100) };
}
