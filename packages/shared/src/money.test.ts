import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, savingsOf, taxOn, totalWithTax } from './money';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(25000)).toBe('₹25,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('formats paise as rupees with two decimals', () => {
    expect(formatPaise(11_790_000)).toBe('₹1,17,900.00');
    expect(formatPaise(1050)).toBe('₹10.50');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(-2)).toBe('-₹0.02');
    expect(formatPaise(123_456_789_01)).toBe('₹12,34,56,789.01');
  });

  it('charges 18% tax rounded, and totals as round(subtotal × 1.18)', () => {
    expect(taxOn(1000)).toBe(180);
    expect(taxOn(999)).toBe(180); // 179.82
    expect(totalWithTax(999)).toBe(1179); // 1178.82
    expect(totalWithTax(54999)).toBe(64899); // 64898.82
  });

  it('computes savings in rupees and whole percent', () => {
    expect(savingsOf(75000, 100000)).toEqual({ amount: 25000, percent: 25 });
    expect(savingsOf(100, 100)).toEqual({ amount: 0, percent: 0 });
    expect(savingsOf(120, 100)).toEqual({ amount: 0, percent: 0 });
  });
});
