import { describe, expect, it } from 'vitest';
import { emiCalculatorSchema, emiPlansQuerySchema, type EmiOption } from './emi';
import {
  cheapestEmi,
  EMI_FOIR_PERCENT,
  emiBreakdown,
  emiFromLabel,
  emiMonthlyPaise,
  emiPlansFor,
  loanForEmiPaise,
  maxAffordableEmiPaise,
  noCostDiscountPaise,
} from './emi-rules';

const option = (bank: string, bankName: string, tenureMonths: number, annualRatePercent: number, minAmountPaise: number, noCost = false): EmiOption => ({
  bank,
  bankName,
  cardKind: 'credit',
  tenureMonths,
  annualRatePercent,
  minAmountPaise,
  noCost,
});

describe('EMI arithmetic against published figures', () => {
  it('₹1,00,000 at 12% a year for 12 months is ₹8,885 a month (₹8,884.88 to the paisa)', () => {
    const { monthlyPaise, totalPaise, interestPaise } = emiBreakdown(100_000_00, 12, 12);
    expect(monthlyPaise).toBe(8_884_88);
    expect(Math.round(monthlyPaise / 100)).toBe(8885);
    expect(totalPaise).toBe(8_884_88 * 12);
    expect(interestPaise).toBe(8_884_88 * 12 - 100_000_00);
  });

  it('emicalculator.net’s worked example: ₹10,00,000 at 10.5% for 120 months is ₹13,493 a month (₹13,493.50 to the paisa)', () => {
    // The formula gives ₹13,493.4997: the page rounds that to the rupee, we to the paisa.
    const monthlyPaise = emiMonthlyPaise(1_000_000_00, 10.5, 120);
    expect(monthlyPaise).toBe(13_493_50);
    expect(Math.abs(monthlyPaise - 13_493_00)).toBeLessThanOrEqual(50);
  });

  it('HDFC Bank’s card EMI on ₹20,000 as Snapdeal publishes it, to the paisa', () => {
    // Snapdeal help centre, "How does credit card EMI payment work": 3 and 6 months at 12%, 9 and 12 at 13%.
    expect(emiMonthlyPaise(20_000_00, 12, 3)).toBe(6_800_44);
    expect(emiMonthlyPaise(20_000_00, 12, 6)).toBe(3_450_97);
    expect(emiMonthlyPaise(20_000_00, 13, 9)).toBe(2_344_32);
    expect(emiMonthlyPaise(20_000_00, 13, 12)).toBe(1_786_35);
  });

  it('the no-cost discount is the share Razorpay documents as merchant_payback (HDFC at 15%, ICICI at 13.99% and 14.99%)', () => {
    const share = (rate: number, months: number) => Number(((noCostDiscountPaise(1_000_000_00, rate, months) / 1_000_000_00) * 100).toFixed(2));
    expect([3, 6, 9, 12, 18, 24].map((months) => share(15, months))).toEqual([2.45, 4.23, 5.97, 7.67, 10.95, 14.07]);
    expect(share(13.99, 12)).toBe(7.18);
    expect(share(14.99, 24)).toBe(14.06);
  });

  it('a no-cost plan’s instalments add up to the price, within the paise of rounding', () => {
    const [plan] = emiPlansFor([option('HDFC', 'HDFC Bank', 6, 15, 3000_00, true)], 59_999_00);
    expect(plan!.discountPaise).toBeGreaterThan(0);
    expect(plan!.principalPaise).toBe(59_999_00 - plan!.discountPaise);
    expect(plan!.interestPaise).toBe(plan!.totalPaise - plan!.principalPaise);
    expect(Math.abs(plan!.totalPaise - 59_999_00)).toBeLessThanOrEqual(6);
    expect(emiFromLabel(plan!)).toMatch(
      /^No-cost EMI ₹9,999\.8\d\/month with HDFC Bank credit card, 6 months; the bank's interest is given as an upfront discount of ₹/,
    );
  });

  it('at 0% the instalment is the price split evenly', () => {
    expect(emiBreakdown(30_000_00, 0, 3)).toEqual({ monthlyPaise: 10_000_00, totalPaise: 30_000_00, interestPaise: 0 });
  });
});

describe('plans for a price', () => {
  const options = [
    option('ICIC', 'ICICI Bank', 3, 12.99, 1500_00),
    option('HDFC', 'HDFC Bank', 24, 15, 3000_00),
    option('HDFC', 'HDFC Bank', 6, 15, 3000_00),
    option('AMEX', 'American Express', 24, 14, 5000_00),
  ];

  it('leaves out banks whose minimum the price does not meet, and sorts by bank then tenure', () => {
    const plans = emiPlansFor(options, 4000_00);
    expect(plans.map((plan) => `${plan.bank}/${plan.tenureMonths}`)).toEqual(['HDFC/6', 'HDFC/24', 'ICIC/3']);
    expect(emiPlansFor(options, 1499_00)).toEqual([]);
    expect(emiPlansFor(options, 5000_00).map((plan) => plan.bank)).toContain('AMEX');
  });

  it('the cheapest is the lowest monthly amount, said honestly with bank, tenure and rate', () => {
    const cheapest = cheapestEmi(emiPlansFor(options, 60_000_00))!;
    expect([cheapest.bank, cheapest.tenureMonths]).toEqual(['AMEX', 24]);
    expect(cheapest.noCost).toBe(false);
    expect(emiFromLabel(cheapest)).toBe(`EMI from ₹2,880.77/month with American Express credit card, 24 months, 14% p.a.; interest charged by your bank`);
    expect(cheapestEmi([])).toBeNull();
  });
});

describe('eligibility (FOIR)', () => {
  it('emicalculator.net’s example: ₹50,000 net with a ₹10,000 EMI at 50% FOIR leaves ₹15,000 for a new EMI', () => {
    expect(EMI_FOIR_PERCENT).toBe(50);
    expect(maxAffordableEmiPaise(50_000_00, 10_000_00)).toBe(15_000_00);
    expect(maxAffordableEmiPaise(50_000_00, 30_000_00)).toBe(0);
  });

  it('the loan an EMI repays is the EMI formula turned round', () => {
    const loan = loanForEmiPaise(8_884_88, 12, 12);
    expect(Math.abs(loan - 100_000_00)).toBeLessThan(2);
    expect(emiMonthlyPaise(loan, 12, 12)).toBeLessThanOrEqual(8_884_88);
  });
});

describe('inputs', () => {
  it('takes the amount in rupees and gives paise; refuses what is not a price', () => {
    expect(emiPlansQuerySchema.parse({ amount: '59999.5' })).toEqual({ amount: 59_999_50 });
    for (const amount of ['', 'abc', '0', '-5', '1.005', '100000001', undefined])
      expect(emiPlansQuerySchema.safeParse({ amount }).success, String(amount)).toBe(false);
  });

  it('the calculator needs a whole number of months and a sane rate', () => {
    expect(emiCalculatorSchema.safeParse({ amount: 100000, annualRatePercent: 12, tenureMonths: 12 }).success).toBe(true);
    expect(emiCalculatorSchema.safeParse({ amount: 100000, annualRatePercent: 12, tenureMonths: 1.5 }).success).toBe(false);
    expect(emiCalculatorSchema.safeParse({ amount: 100000, annualRatePercent: 80, tenureMonths: 12 }).success).toBe(false);
  });
});
