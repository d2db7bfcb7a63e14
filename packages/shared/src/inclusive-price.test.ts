import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, exclusiveRupees, inclusiveTotals, splitIntraState, splitLine, taxableOf } from './inclusive-price';

describe('GST-inclusive prices', () => {
  it('finds the taxable value inside a price with 18% GST, half a paisa up', () => {
    expect(taxableOf(118_00)).toBe(100_00);
    expect(taxableOf(5_999_900)).toBe(5_084_661); // ₹59,999 → ₹50,846.61 (50846.610…)
    expect(taxableOf(100)).toBe(85); // ₹1 → 84.745… paise
    expect(taxableOf(59)).toBe(50); // 50.0 exactly
    expect(taxableOf(2_95)).toBe(2_50);
    expect(taxableOf(1_05, 5)).toBe(1_00);
    expect(taxableOf(0)).toBe(0);
  });

  it('matches rounding the exact quotient half up, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(0, 5, 12, 18, 28), (gross, rate) => {
        const exact = (gross * 100) / (100 + rate);
        const expected = Math.floor(exact) + (exact - Math.floor(exact) >= 0.5 - 1e-9 ? 1 : 0);
        expect(taxableOf(gross, rate)).toBe(expected);
      }),
    );
  });

  it('splits a line so taxable value and GST add up to what was paid', () => {
    expect(splitLine({ priceInclGst: 59_999, quantity: 2 })).toEqual({ grossPaise: 11_999_800, taxablePaise: 10_169_322, gstPaise: 1_830_478 });
  });

  it('totals a cart to the sum of its shown prices, to the paisa, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ priceInclGst: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 10 }), gstRate: fc.constantFrom(5, 12, 18, 28) }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (lines) => {
          const totals = inclusiveTotals(lines);
          expect(totals.total).toBe(lines.reduce((sum, line) => sum + line.priceInclGst * line.quantity, 0));
          expect(totals.totalPaise).toBe(totals.total * 100);
          expect(totals.taxablePaise + totals.gstPaise).toBe(totals.totalPaise);
          expect(totals.lines.reduce((sum, line) => sum + line.taxablePaise + line.gstPaise, 0)).toBe(totals.totalPaise);
          for (const line of totals.lines) expect(line.gstPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("gives the SPEC's GST-exclusive price in rupees and paise", () => {
    expect(exclusiveRupees(59_999)).toBe(50_846.61);
    expect(exclusiveRupees(1_180)).toBe(1_000);
  });

  it('says "x% off" only against a higher MRP, rounded down', () => {
    expect(discountPercent(59_999, 74_990)).toBe(19); // 19.99… %
    expect(discountPercent(50_000, 50_000)).toBe(0);
    expect(discountPercent(50_000, 40_000)).toBe(0);
    expect(discountPercent(50_000, null)).toBe(0);
    expect(discountPercent(1, 3)).toBe(66);
  });

  it('halves GST into CGST and SGST, an odd paisa to CGST', () => {
    expect(splitIntraState(1_830_478)).toEqual({ cgstPaise: 915_239, sgstPaise: 915_239 });
    expect(splitIntraState(15)).toEqual({ cgstPaise: 8, sgstPaise: 7 });
  });
});
