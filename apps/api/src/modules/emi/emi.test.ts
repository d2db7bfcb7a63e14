import { EMI_MESSAGES, emiBreakdown, noCostDiscountPaise, type EmiPlansResponse, type EmiRatesResponse } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp } from '../../../test/purchases';
import type { TestApp } from '../../../test/test-app';
import { GatewayUnavailableError, type RazorpayMethods } from '../payments';
import { createEmiService, EMI_CACHE_MS, EMI_STALE_MS } from './emi.service';

/** GET /api/payments/emi-plans and /emi-rates through the real server, the plans coming from the built-in Razorpay sandbox over HTTP. */
describe('EMI plans from the payment gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await listeningApp();
  });
  afterAll(() => t.close());

  const plans = async (query: string) => t.app.inject({ method: 'GET', url: `/api/payments/emi-plans${query}` });

  it('refuses an amount that is not a price in rupees, with a clear 400', async () => {
    for (const query of ['', '?amount=', '?amount=abc', '?amount=0', '?amount=-100', '?amount=1.005', '?amount=100000001', '?amount=1e400']) {
      const res = await plans(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(EMI_MESSAGES.amountInvalid);
    }
  });

  it('lists only the banks whose minimum the price meets, by bank then tenure', async () => {
    const cheap = (await plans('?amount=2000')).json<EmiPlansResponse>();
    expect(cheap.amountPaise).toBe(2000_00);
    // Of the sandbox's banks only ICICI (₹1,500) converts ₹2,000; SBI Card starts at ₹2,500, the others higher.
    expect(new Set(cheap.plans.map((plan) => plan.bank))).toEqual(new Set(['ICIC']));
    expect(cheap.plans.map((plan) => plan.tenureMonths)).toEqual([3, 6, 9, 12, 18, 24]);
    expect((await plans('?amount=1499.99')).json<EmiPlansResponse>()).toEqual({ amountPaise: 1499_99, plans: [], cheapest: null });

    const laptop = (await plans('?amount=59999')).json<EmiPlansResponse>();
    expect([...new Set(laptop.plans.map((plan) => plan.bankName))]).toEqual([
      'American Express',
      'Axis Bank',
      'HDFC Bank',
      'ICICI Bank',
      'Kotak Mahindra Bank',
      'SBI Card',
    ]);
    for (let i = 1; i < laptop.plans.length; i++) {
      const [a, b] = [laptop.plans[i - 1]!, laptop.plans[i]!];
      expect(
        a.bankName < b.bankName || (a.bankName === b.bankName && a.tenureMonths < b.tenureMonths),
        `${a.bank}/${a.tenureMonths} before ${b.bank}/${b.tenureMonths}`,
      ).toBe(true);
    }
    const hdfc12 = laptop.plans.find((plan) => plan.bank === 'HDFC' && plan.tenureMonths === 12)!;
    expect(hdfc12).toMatchObject({ annualRatePercent: 15, noCost: false, discountPaise: 0, principalPaise: 59_999_00, ...emiBreakdown(59_999_00, 15, 12) });
    expect(hdfc12.totalPaise).toBe(hdfc12.monthlyPaise * 12);
    expect(hdfc12.interestPaise).toBe(hdfc12.totalPaise - 59_999_00);
    // The lowest monthly amount: American Express over 24 months at 14%, below ICICI's 24 months at 14.99%.
    expect(laptop.cheapest).toMatchObject({ bank: 'AMEX', tenureMonths: 24, annualRatePercent: 14 });
    expect(Math.min(...laptop.plans.map((plan) => plan.monthlyPaise))).toBe(laptop.cheapest!.monthlyPaise);
    expect(laptop.plans.some((plan) => plan.noCost)).toBe(false);
  });

  it('gives every bank’s rates for the cards to work out "EMI from" themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/emi-rates' });
    expect(res.statusCode).toBe(200);
    const { options } = res.json<EmiRatesResponse>();
    expect(options.find((option) => option.bank === 'SBIN' && option.tenureMonths === 12)).toEqual({
      bank: 'SBIN',
      bankName: 'SBI Card',
      cardKind: 'credit',
      tenureMonths: 12,
      annualRatePercent: 14,
      minAmountPaise: 2500_00,
      noCost: false,
    });
    expect(options.filter((option) => option.bank === 'SBIN').map((option) => option.tenureMonths)).toEqual([3, 6, 9, 12]);
  });
});

describe('no-cost EMI only where the shop configured it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await listeningApp({ EMI_NO_COST: 'HDFC:6,ICIC:3' });
  });
  afterAll(() => t.close());

  it('HDFC 6 months and ICICI 3 months are no-cost: the interest comes off the price upfront; nothing else is', async () => {
    const { plans } = (await t.app.inject({ method: 'GET', url: '/api/payments/emi-plans?amount=60000' })).json<EmiPlansResponse>();
    expect(plans.filter((plan) => plan.noCost).map((plan) => `${plan.bank}/${plan.tenureMonths}`)).toEqual(['HDFC/6', 'ICIC/3']);
    const hdfc6 = plans.find((plan) => plan.bank === 'HDFC' && plan.tenureMonths === 6)!;
    expect(hdfc6.discountPaise).toBe(noCostDiscountPaise(60_000_00, 15, 6));
    expect(hdfc6.principalPaise).toBe(60_000_00 - hdfc6.discountPaise);
    expect(Math.abs(hdfc6.totalPaise - 60_000_00)).toBeLessThanOrEqual(6);
    expect(plans.find((plan) => plan.bank === 'HDFC' && plan.tenureMonths === 12)).toMatchObject({ noCost: false, discountPaise: 0 });
  });

  it('a bad EMI_NO_COST stops the app at start rather than claiming no-cost EMI wrongly', async () => {
    const { loadConfig } = await import('../../config/env');
    expect(() => loadConfig({ NODE_ENV: 'test', EMI_NO_COST: 'HDFC 6 months' })).toThrow(/EMI_NO_COST/);
    expect(loadConfig({ NODE_ENV: 'test' }).EMI_NO_COST).toEqual([]);
  });
});

describe('the per-process cache of the gateway’s answer', () => {
  const methods: RazorpayMethods = {
    entity: 'methods',
    emi: true,
    emi_options: { HDFC: [{ duration: 12, interest: 15, subvention: 'customer', min_amount: 300000, merchant_payback: '7.67' }] },
  };
  const logger = { warn: () => {}, error: () => {} } as never;

  it('asks the gateway once per ten minutes, once for requests arriving together, and again after', async () => {
    let calls = 0;
    let clock = 0;
    const emi = createEmiService({ gateway: { fetchMethods: async () => (calls++, methods) }, noCost: [], logger, now: () => clock });
    await Promise.all([emi.plans(50_000_00), emi.plans(60_000_00), emi.rates()]);
    expect(calls).toBe(1);
    clock += EMI_CACHE_MS - 1;
    await emi.rates();
    expect(calls).toBe(1);
    clock += 1;
    expect((await emi.rates()).options).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('serves the last answer for a day while the gateway is down; then, or with no answer ever, none (the pages show no EMI)', async () => {
    let down = false;
    let clock = 0;
    const emi = createEmiService({
      gateway: {
        fetchMethods: async () => {
          if (down) throw new GatewayUnavailableError('down');
          return methods;
        },
      },
      noCost: [],
      logger,
      now: () => clock,
    });
    await emi.rates();
    down = true;
    clock += EMI_CACHE_MS;
    expect((await emi.plans(50_000_00)).plans).toHaveLength(1);
    clock = EMI_STALE_MS;
    expect(await emi.rates()).toEqual({ options: [] });

    const never = createEmiService({ gateway: { fetchMethods: () => Promise.reject(new GatewayUnavailableError('down')) }, noCost: [], logger });
    expect(await never.plans(50_000_00)).toEqual({ amountPaise: 50_000_00, plans: [], cheapest: null });
  });

  it('without online payment there is no EMI to show', async () => {
    const emi = createEmiService({ gateway: undefined, noCost: [], logger });
    expect(await emi.plans(60_000_00)).toEqual({ amountPaise: 60_000_00, plans: [], cheapest: null });
  });
});
