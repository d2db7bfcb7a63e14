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

/** An amount in paise as a price is shown: ₹59,000 when whole rupees, ₹50,000.85 otherwise. */
export function formatMoney(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : formatPaise(paise);
}

/** The shop's one GST rate, in whole percent (what order lines store). */
export const GST_PERCENT = Math.round(TAX_RATE * 100);
