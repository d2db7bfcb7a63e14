import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RazorpayMethods } from '../payments';
import { emiOptionsFromMethods } from './emi-options';

/** Razorpay's documented GET /v1/methods body (test/razorpay-docs), read as the shop reads it. */
const documented = JSON.parse(readFileSync(new URL('../../../test/razorpay-docs/methods-response.json', import.meta.url), 'utf8')) as RazorpayMethods;

describe('EMI options from a documented methods body', () => {
  const options = emiOptionsFromMethods(documented);
  const of = (bank: string) => options.filter((option) => option.bank === bank);

  it('one plan per bank and tenure, with the bank’s name, minimum in paise and annual rate', () => {
    expect(of('HDFC').map((option) => [option.tenureMonths, option.annualRatePercent, option.minAmountPaise])).toEqual([
      [3, 15, 300000],
      [6, 15, 300000],
      [9, 15, 300000],
      [12, 15, 300000],
      [18, 15, 300000],
      [24, 15, 300000],
    ]);
    expect(of('ICIC').map((option) => option.annualRatePercent)).toEqual([12.99, 13.99, 13.99, 13.99, 14.99, 14.99]);
    expect(of('IDFB').at(-1)).toMatchObject({ bankName: 'IDFC FIRST Bank', tenureMonths: 36 });
    expect(of('onecard')[0]).toMatchObject({ bankName: 'OneCard', cardKind: 'credit' });
    expect(of('HDFC_DC')[0]).toMatchObject({ bankName: 'HDFC Bank', cardKind: 'debit', minAmountPaise: 500000 });
    expect(new Set(options.map((option) => option.bank)).size).toBe(Object.keys(documented.emi_options!).length);
  });

  it('a tenure the sample lists twice keeps its higher rate (Axis Bank 3 months at 12% and 13%; RBL 12 months at 13% and 15%)', () => {
    expect(of('UTIB').map((option) => [option.tenureMonths, option.annualRatePercent])).toEqual([
      [3, 13],
      [6, 13],
      [9, 14],
      [12, 14],
      [18, 15],
      [24, 15],
    ]);
    expect(of('RATN').find((option) => option.tenureMonths === 12)!.annualRatePercent).toBe(15);
  });

  it('never no-cost unless configured, whatever the gateway says; only the configured bank and tenure when it is', () => {
    expect(options.some((option) => option.noCost)).toBe(false);
    const configured = emiOptionsFromMethods(documented, [{ bank: 'HDFC', months: 3 }]);
    expect(configured.filter((option) => option.noCost).map((option) => `${option.bank}/${option.tenureMonths}`)).toEqual(['HDFC/3']);
  });

  it('leaves out what is not a plan, and everything when EMI is off', () => {
    const odd = emiOptionsFromMethods({
      entity: 'methods',
      emi_options: {
        HDFC: [
          { duration: 0, interest: 15, subvention: 'customer', min_amount: 1 },
          { duration: 6, interest: -1, subvention: 'customer', min_amount: 1 },
          { duration: 12, interest: 15, subvention: 'customer', min_amount: 300000 },
        ],
        XYZ: 'nonsense' as never,
      },
    });
    expect(odd.map((option) => `${option.bank}/${option.tenureMonths}`)).toEqual(['HDFC/12']);
    expect(emiOptionsFromMethods({ ...documented, emi: false })).toEqual([]);
    expect(emiOptionsFromMethods({ entity: 'methods' })).toEqual([]);
  });
});
