import { FREE_SHIPPING_THRESHOLD, TAX_RATE } from './constants';

/**
 * Whole digits grouped the Indian way: the last three, then pairs (1,23,45,678). Written out rather
 * than asked of Intl.NumberFormat: a browser's first en-IN formatter loads ICU's locale data, 45-65 ms
 * of a phone page's main thread before anything else runs (issue 28), and the same text must come out
 * of the server's render and the browser's hydration. money.test.ts holds it to Intl's output.
 */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3 || !Number.isFinite(whole)) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A number as the site shows it: 1,00,000 (Indian grouping); a fraction goes to Intl as before. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-IN');
  return `${count < 0 ? '-' : ''}${groupIndian(Math.abs(count))}`;
}

/** As Intl writes it, an amount below zero keeps its sign even when it rounds to nothing ("-₹0"). */
const negative = (amount: number) => amount < 0 || Object.is(amount, -0);

/** ₹1,23,456: Indian digit grouping, whole rupees (half a rupee rounds away from zero). */
export function formatRupees(amount: number): string {
  return `${negative(amount) ? '-' : ''}₹${groupIndian(Math.round(Math.abs(amount)))}`;
}

/** ₹1,17,900.00: an amount in paise (invoices), Indian digit grouping, always two decimals. */
export function formatPaise(paise: number): string {
  const abs = Math.round(Math.abs(paise));
  return `${negative(paise) ? '-' : ''}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in paise as a price is shown: ₹59,000 when whole rupees, ₹50,000.85 otherwise. */
export function formatMoney(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : formatPaise(paise);
}

/** The shop's one GST rate, in whole percent (what order lines store). */
export const GST_PERCENT = Math.round(TAX_RATE * 100);

/** The free-delivery promise as the pages state it ("free delivery over ₹5,000"): the fee itself is delivery.ts's shippingFeeFor. */
export const FREE_DELIVERY_OVER = `free delivery over ${formatRupees(FREE_SHIPPING_THRESHOLD)}`;
