import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPaise, formatRupees } from './money';

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

  it("writes exactly what Intl's en-IN formatters write (the browser's and the server's text must agree)", () => {
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const counts = new Intl.NumberFormat('en-IN');
    // Deterministic spread over every digit length, signs, halves and the edges.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const wholes = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 1_00_000, 12_34_567, 1_00_00_000, 99_99_99_999, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits++) for (let i = 0; i < 20; i++) wholes.push(Math.floor(next() * 10 ** digits));
    for (const whole of wholes) {
      for (const value of whole === 0 ? [0] : [whole, -whole]) {
        expect(formatCount(value), String(value)).toBe(counts.format(value));
        if (Math.abs(value) <= 1e13) expect(formatPaise(value), `${value} paise`).toBe(paise.format(value / 100));
        for (const rupeesValue of [value, value + 0.5, value - 0.5, value + 0.49, value / 100]) {
          if (Math.abs(rupeesValue) <= 1e15) expect(formatRupees(rupeesValue), `₹${rupeesValue}`).toBe(rupees.format(rupeesValue));
        }
      }
    }
    expect(formatRupees(-0.4)).toBe(rupees.format(-0.4));
    expect(formatPaise(-0)).toBe(paise.format(-0));
  });
});
