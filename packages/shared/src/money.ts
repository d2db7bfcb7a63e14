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

/** Tax on a subtotal, rounded to whole rupees (SPEC §9). */
export function taxOn(subtotal: number): number {
  return Math.round(subtotal * TAX_RATE);
}

/** The amount charged: round(subtotal × 1.18), the figure sent to the payment order (SPEC §9). */
export function totalWithTax(subtotal: number): number {
  return Math.round(subtotal * (1 + TAX_RATE));
}

/**
 * What one unit costs with GST, shown beside a price so the total is no surprise. For several
 * units the charge is totalWithTax of their sum, which may differ from this times the count by a
 * rupee of rounding.
 */
export function priceWithTax(price: number): number {
  return totalWithTax(price);
}

/** Savings of an offer, in rupees and whole percent of the original price. */
export function savingsOf(price: number, originalPrice: number): { amount: number; percent: number } {
  if (originalPrice <= price || originalPrice <= 0) return { amount: 0, percent: 0 };
  const amount = originalPrice - price;
  return { amount, percent: Math.round((amount / originalPrice) * 100) };
}
