import { describe, expect, it } from 'vitest';
import { formatMoney, formatPaise, formatRupees } from './money';

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

  it('shows an amount in paise as a price: whole rupees when whole, else with paise', () => {
    expect(formatMoney(5_900_000)).toBe('₹59,000');
    expect(formatMoney(117_882)).toBe('₹1,178.82');
  });
});
