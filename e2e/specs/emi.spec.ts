import type { Page } from '@playwright/test';
import type { EmiRatesResponse, Product } from '@store/shared';
import { expect, inr, inrPaise, test } from '../fixtures';

/** EMI (issue 27 point 5): "EMI from" on cards and the product page, the plan table, the loan pages' calculator. */

/** The monthly instalment to the paisa, worked out here rather than by the shared rule. */
const monthlyPaise = (pricePaise: number, annualPercent: number, months: number) => {
  const r = annualPercent / 1200;
  return Math.round((pricePaise * r * (1 + r) ** months) / ((1 + r) ** months - 1));
};

/** The lowest monthly amount among the plans whose minimum the price meets (the sandbox configures no no-cost plan). */
async function cheapestFor(page: Page, priceRupees: number) {
  const response = await page.request.get('/api/payments/emi-rates');
  expect(response.ok()).toBe(true);
  const { options } = (await response.json()) as EmiRatesResponse;
  const open = options
    .filter((option) => option.minAmountPaise <= priceRupees * 100)
    .map((option) => ({ ...option, monthly: monthlyPaise(priceRupees * 100, option.annualRatePercent, option.tenureMonths) }))
    .sort((a, b) => a.monthly - b.monthly || a.annualRatePercent - b.annualRatePercent);
  expect(open.length, `some bank converts ${inr(priceRupees)}`).toBeGreaterThan(0);
  return open[0]!;
}

const laptopFor = (findProduct: (what: string, matches: (product: Product) => boolean) => Product) =>
  findProduct('laptop over ₹30,000', (product) => product.category === 'laptop' && product.priceInclGst >= 30_000 && product.stock > 0);

test('a product card says "EMI from ₹x/month" with the bank, tenure and rate', async ({ page, findProduct }) => {
  const laptop = laptopFor(findProduct);
  const cheapest = await cheapestFor(page, laptop.priceInclGst);
  await page.goto(`/products?search=${encodeURIComponent(laptop.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: laptop.name, exact: true }) });
  await expect(card.getByTestId('emi-from')).toHaveText(
    `EMI from ${inrPaise(cheapest.monthly)}/month with ${cheapest.bankName} credit card, ${cheapest.tenureMonths} months, ${cheapest.annualRatePercent}% p.a.; interest charged by your bank`,
  );
});

test('the product page shows EMI from, and its plan table opens', async ({ page, findProduct }) => {
  const laptop = laptopFor(findProduct);
  const cheapest = await cheapestFor(page, laptop.priceInclGst);
  await page.goto(`/products/${laptop._id}`);
  const emi = page.getByTestId('emi-plans');
  await expect(emi.getByTestId('emi-from')).toContainText(`EMI from ${inrPaise(cheapest.monthly)}/month with ${cheapest.bankName} credit card`);

  await emi.getByRole('button', { name: 'View EMI plans' }).click();
  const table = emi.getByRole('table', { name: `${cheapest.bankName} credit card EMI on ${inr(laptop.priceInclGst)}` });
  await expect(table).toBeVisible();
  const row = table
    .getByRole('row')
    .filter({ hasText: `${cheapest.tenureMonths} mo` })
    .first();
  const total = cheapest.monthly * cheapest.tenureMonths;
  await expect(row.getByRole('cell')).toHaveText([
    `${cheapest.tenureMonths} mo`,
    `${cheapest.annualRatePercent}%`,
    inrPaise(cheapest.monthly),
    inrPaise(total - laptop.priceInclGst * 100),
    inrPaise(total),
  ]);

  await emi.getByRole('combobox', { name: 'Card' }).selectOption({ label: 'All banks' });
  const all = emi.getByRole('table', { name: `Card EMI on ${inr(laptop.priceInclGst)}` });
  await expect(all.getByRole('columnheader').first()).toHaveText('Bank');
  expect(await all.getByRole('row').count()).toBeGreaterThan(6);
  // On a phone the table scrolls inside its box: the page itself never gets wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the loan page’s calculator and eligibility estimate compute as figures are typed', async ({ page }) => {
  await page.goto('/loan/personal');
  const calculator = page.getByRole('form', { name: 'EMI calculator' });
  await calculator.getByLabel('Amount to borrow (₹)').fill('10,00,000');
  await calculator.getByLabel('Interest rate (% p.a.)').fill('10.5');
  await calculator.getByLabel('Repay over (months)').fill('120');
  await expect(page.getByTestId('calculator-emi')).toHaveText(inrPaise(monthlyPaise(1_000_000_00, 10.5, 120)));
  await expect(page.getByTestId('calculator-total')).toHaveText(inrPaise(monthlyPaise(1_000_000_00, 10.5, 120) * 120));

  const estimate = page.getByRole('form', { name: 'Eligibility estimate' });
  await estimate.getByLabel('Take-home pay per month (₹)').fill('50000');
  await estimate.getByLabel('EMIs you already pay per month (₹)').fill('10000');
  await expect(page.getByTestId('eligibility-emi')).toHaveText('₹15,000.00');
  await expect(page.getByText(/An estimate at a FOIR of 50%/)).toBeVisible();
  await expect(page.getByText(/This is an estimate, not a loan offer/)).toBeVisible();
});
