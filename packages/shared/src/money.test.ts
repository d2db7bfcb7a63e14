import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, gstTotals, priceWithTax, savingsOf } from './money';

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

  it('charges 18% GST: exact per line in paise, the total rounded to the rupee (round(subtotal × 1.18))', () => {
    expect(gstTotals([{ price: 1000, quantity: 1 }])).toEqual({
      subtotal: 1000,
      tax: 180,
      total: 1180,
      lines: [{ taxablePaise: 100_000, gstPaise: 18_000 }],
      roundOffPaise: 0,
    });
    expect(gstTotals([{ price: 999, quantity: 1 }])).toMatchObject({ tax: 180, total: 1179, roundOffPaise: 18 }); // 1178.82
    expect(gstTotals([{ price: 54_999, quantity: 1 }]).total).toBe(64_899); // 64898.82
    // Half a rupee goes up: 25 × 1.18 = 29.50.
    expect(gstTotals([{ price: 25, quantity: 1 }])).toMatchObject({ total: 30, roundOffPaise: 50 });
    expect(priceWithTax(999)).toBe(1179);
  });

  it('adds lines before rounding, so the order total is not the sum of rounded lines', () => {
    const lines = [
      { price: 25, quantity: 1 },
      { price: 25, quantity: 1 },
    ];
    const totals = gstTotals(lines);
    expect(totals.total).toBe(59); // 29.50 + 29.50, while each line alone rounds to 30
    expect(totals.tax).toBe(totals.total - totals.subtotal);
    expect(totals.lines.reduce((sum, line) => sum + line.taxablePaise + line.gstPaise, 0) + totals.roundOffPaise).toBe(totals.total * 100);
  });

  it('taxes each line at its own rate (an order line keeps the rate of its sale)', () => {
    const totals = gstTotals([
      { price: 1000, quantity: 2, gstRate: 18 },
      { price: 500, quantity: 1, gstRate: 5 },
    ]);
    expect(totals.lines).toEqual([
      { taxablePaise: 200_000, gstPaise: 36_000 },
      { taxablePaise: 50_000, gstPaise: 2_500 },
    ]);
    expect(totals).toMatchObject({ subtotal: 2500, tax: 385, total: 2885, roundOffPaise: 0 });
  });

  it('never lets the round-off exceed half a rupee, for any cart', () => {
    for (let price = 1; price < 3000; price += 7) {
      const totals = gstTotals([
        { price, quantity: 1 + (price % 5) },
        { price: price * 3 + 1, quantity: 2 },
      ]);
      expect(totals.roundOffPaise).toBeGreaterThanOrEqual(-49);
      expect(totals.roundOffPaise).toBeLessThanOrEqual(50);
      expect(totals.subtotal + totals.tax).toBe(totals.total);
    }
  });

  it('computes savings in rupees and whole percent', () => {
    expect(savingsOf(75000, 100000)).toEqual({ amount: 25000, percent: 25 });
    expect(savingsOf(100, 100)).toEqual({ amount: 0, percent: 0 });
    expect(savingsOf(120, 100)).toEqual({ amount: 0, percent: 0 });
  });
});
