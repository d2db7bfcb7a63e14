import { GST_PERCENT } from './money';

/**
 * Prices as shoppers see and pay them (issue 24, docs/decisions/0006-gst-inclusive-prices.md): the shop
 * sets the price of one unit with GST in whole rupees, and that is the figure charged. What the GST
 * part of it is follows from the rate: for a line worth G paise with GST at r %, the taxable value is
 * round(G × 100 / (100 + r)) paise (half a paisa up) and the GST is the rest, so the two always add up
 * to what was paid, with no round-off line.
 */

/** A line as sold: the unit price with GST in whole rupees, how many, and its GST rate in whole percent. */
export interface InclusiveLine {
  priceInclGst?: number;
  /** The unit price with GST in paise instead, for lines kept in paise (orders sold before decision 0006 may hold fractions of a rupee). */
  unitPricePaise?: number;
  quantity: number;
  /** GST_PERCENT unless the line says otherwise (an order line keeps the rate of its sale). */
  gstRate?: number;
}

/** One line's split: what was paid, its taxable value and its GST, in paise. */
export interface InclusiveLineSplit {
  grossPaise: number;
  taxablePaise: number;
  gstPaise: number;
}

/** What a cart or order comes to, in paise (Σ of its lines, exact) and the total in whole rupees. */
export interface InclusiveTotals {
  /** Σ priceInclGst × quantity: the amount charged, whole rupees (lines in whole rupees add up to whole rupees). */
  total: number;
  totalPaise: number;
  /** Σ taxable values: the price before tax. */
  taxablePaise: number;
  /** Σ GST: totalPaise − taxablePaise. */
  gstPaise: number;
  lines: InclusiveLineSplit[];
}

/** The taxable value inside an amount that includes GST at `gstRate` %, in paise (half a paisa up). */
export function taxableOf(grossPaise: number, gstRate: number = GST_PERCENT): number {
  // Integer arithmetic first: (G × 100 × 2 + (100 + r)) / (2 × (100 + r)), floored, is G × 100 / (100 + r) rounded half up.
  const denominator = 100 + gstRate;
  return Math.floor((grossPaise * 200 + denominator) / (2 * denominator));
}

/** Splits one line. */
export function splitLine({ priceInclGst = 0, unitPricePaise = priceInclGst * 100, quantity, gstRate = GST_PERCENT }: InclusiveLine): InclusiveLineSplit {
  const grossPaise = unitPricePaise * quantity;
  const taxablePaise = taxableOf(grossPaise, gstRate);
  return { grossPaise, taxablePaise, gstPaise: grossPaise - taxablePaise };
}

/** The one rule for a cart's, a checkout's, an order's and an invoice's figures. */
export function inclusiveTotals(lines: readonly InclusiveLine[]): InclusiveTotals {
  const split = lines.map(splitLine);
  const totalPaise = split.reduce((sum, line) => sum + line.grossPaise, 0);
  const taxablePaise = split.reduce((sum, line) => sum + line.taxablePaise, 0);
  return { total: Math.round(totalPaise / 100), totalPaise, taxablePaise, gstPaise: totalPaise - taxablePaise, lines: split };
}

/** A unit price with GST as the SPEC's GST-exclusive `price`: rupees with paise (e.g. 50,846.61 for 59,999). */
export function exclusiveRupees(priceInclGst: number, gstRate: number = GST_PERCENT): number {
  return taxableOf(priceInclGst * 100, gstRate) / 100;
}

/**
 * "x% off" against the MRP, in whole percent, rounded down so it never claims more than is true; 0
 * without an MRP or when the MRP is not above the price (Legal Metrology: the MRP includes all taxes).
 */
export function discountPercent(priceInclGst: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= priceInclGst) return 0;
  return Math.floor(((mrp - priceInclGst) * 100) / mrp);
}

/** CGST and SGST of an intra-state GST amount: half each, an odd paisa to CGST. */
export function splitIntraState(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise };
}
