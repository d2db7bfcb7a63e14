import type { Locator, Page } from '@playwright/test';
import type { Product } from '@store/shared';
import { expect, expectAccessible, test } from '../fixtures';

/**
 * Finding a product (issue 24, points 4–6): the header's search with its suggestions on every page,
 * the catalogue's filters, order and chips in the URL, a budget read from the search box. On phones
 * the filters are in a sheet behind a "Filters" button; on desktop in a sidebar.
 */

const results = (page: Page) => page.getByRole('main').locator('ul[data-layout]').first().getByRole('article');
const summary = (page: Page) => page.locator('#results-heading');
const chips = (page: Page) => page.getByRole('list', { name: 'Filters in use' });
/** The rupees of each card's price (incl. GST), in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await results(page).getByTestId('price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}
const queryOf = (page: Page) =>
  Object.fromEntries([...new URL(page.url()).searchParams].map(([key]) => [key, new URL(page.url()).searchParams.getAll(key).join('|')]));

/** The filter panel: the sidebar on desktop; on a phone, the sheet the "Filters" button opens. */
async function filterPanel(page: Page, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The count beside a filter value: its checkbox is named "Dell, 6 products". */
async function countOf(panel: Locator, name: string): Promise<number> {
  const label = await panel.getByRole('checkbox', { name: new RegExp(`^${name}, \\d+ products?$`) }).getAttribute('aria-label');
  return Number(label!.match(/(\d+) products?$/)![1]);
}

const laptopsOf = (products: Product[]) => products.filter((p) => p.category === 'laptop');
const ramOf = (p: Product) => (p.attributes && 'ramGb' in p.attributes ? p.attributes.ramGb : undefined);

test('filters by brand and RAM: the counts, the results and the URL follow', async ({ page, isPhone, products }) => {
  const dell = laptopsOf(products).filter((p) => p.brand === 'Dell');
  const dell16 = dell.filter((p) => ramOf(p) === 16);
  expect(dell16.length, 'the seed has 16 GB Dell laptops').toBeGreaterThan(0);
  expect(dell16.length).toBeLessThan(dell.length);

  await page.goto('/products?category=laptop');
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${laptopsOf(products).length} products`);
  let panel = await filterPanel(page, isPhone);
  expect(await countOf(panel, 'Dell')).toBe(dell.length);

  // Ticked once the URL has changed (a controlled box: .check() would look before the navigation lands).
  await panel.getByRole('checkbox', { name: /^Dell,/ }).click();
  await expect(panel.getByRole('checkbox', { name: /^Dell,/ })).toBeChecked();
  await expect(page).toHaveURL('/products?category=laptop&brand=Dell');
  // The RAM counts now say what each size gives among Dell's.
  await expect.poll(() => countOf(panel, '16 GB')).toBe(dell16.length);
  await panel.getByRole('checkbox', { name: /^16 GB,/ }).click();
  await expect(panel.getByRole('checkbox', { name: /^16 GB,/ })).toBeChecked();
  await expect(page).toHaveURL('/products?category=laptop&brand=Dell&ram=16');

  if (isPhone) {
    const show = panel.getByRole('button', { name: `Show ${dell16.length} ${dell16.length === 1 ? 'product' : 'products'}` });
    await show.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters, 2 on' })).toBeFocused();
  }
  await expect(summary(page)).toHaveText(`Showing 1–${dell16.length} of ${dell16.length} ${dell16.length === 1 ? 'product' : 'products'}`);
  expect((await results(page).getByRole('heading').allInnerTexts()).sort()).toEqual(dell16.map((p) => p.name).sort());
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Brand Dell' })).toBeVisible();
  await expect(chips(page).getByRole('button', { name: 'Remove filter: RAM 16 GB' })).toBeVisible();

  // Shareable: a reload shows the same; Back undoes the last filter.
  await page.reload();
  await expect(summary(page)).toHaveText(new RegExp(`of ${dell16.length} products?$`));
  await page.goBack();
  await expect(page).toHaveURL('/products?category=laptop&brand=Dell');
  await expect(summary(page)).toHaveText(`Showing 1–${Math.min(12, dell.length)} of ${dell.length} products`);
  panel = await filterPanel(page, isPhone);
  await expect(panel.getByRole('checkbox', { name: /^Dell,/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^16 GB,/ })).not.toBeChecked();
  await expectAccessible(page); // the sidebar, or the phone's open sheet
});

test('sorts by price, low to high', async ({ page, products }) => {
  const laptops = laptopsOf(products);
  await page.goto('/products?category=laptop');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/products?category=laptop&sort=price_asc');
  await expect
    .poll(() => shownPrices(page))
    .toEqual(
      laptops
        .map((p) => p.priceInclGst)
        .sort((a, b) => a - b)
        .slice(0, 12),
    );

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL('/products?category=laptop&sort=price_desc');
  await expect.poll(async () => (await shownPrices(page))[0]).toBe(Math.max(...laptops.map((p) => p.priceInclGst)));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Relevance' });
  await expect(page).toHaveURL('/products?category=laptop'); // the default is left out
});

test('each chip takes its filter off; Clear all takes them all off and keeps the category', async ({ page, products }) => {
  const laptops = laptopsOf(products);
  await page.goto('/products?category=laptop&brand=Dell&brand=HP&ram=16&maxPrice=100000&inStock=true');
  await expect(chips(page).getByRole('listitem')).toHaveCount(6); // 5 chips and Clear all
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Price up to ₹1,00,000' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1–/);
  for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(100_000);

  await chips(page).getByRole('button', { name: 'Remove filter: Brand HP' }).click();
  await expect(page).toHaveURL('/products?category=laptop&brand=Dell&ram=16&maxPrice=100000&inStock=true');
  await expect.poll(async () => (await results(page).allInnerTexts()).every((text) => text.startsWith('DELL'))).toBe(true);

  await chips(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL('/products?category=laptop');
  await expect(chips(page)).toBeHidden();
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${laptops.length} products`);
});

test('with nothing found, offers to clear the filters, the categories and popular products', async ({ page }) => {
  await page.goto('/products?category=laptop&brand=Apple&graphics=NVIDIA%20GeForce%20RTX%204060');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Accessories' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular right now' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL('/products?category=laptop');
  await expect(results(page)).toHaveCount(12);
});

test('a misspelt search shows the catalogue’s spelling, and "Search instead for" the words as typed', async ({ page }) => {
  await page.goto('/products?search=lenvo');
  const note = page.getByTestId('did-you-mean');
  await expect(note).toContainText('Showing results for lenovo');
  await expect(results(page).first()).toContainText(/lenovo/i);
  await note.getByRole('button', { name: '“lenvo”' }).click();
  await expect(page).toHaveURL(/[?&]exact=true/);
  await expect(summary(page)).toHaveText('0 products for “lenvo”');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(note).toBeVisible();
});

/** The header's search box: on a phone, behind the search button. */
async function headerSearch(page: Page, isPhone: boolean): Promise<Locator> {
  if (isPhone) await page.getByRole('banner').getByRole('button', { name: 'Show search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the store' });
  await expect(box).toBeVisible();
  return box;
}

test('header search: "mac", ArrowDown and Enter open the first suggested product', async ({ page, isPhone }) => {
  await page.goto('/about');
  const box = await headerSearch(page, isPhone);
  await box.click();
  await page.keyboard.type('mac');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const first = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(first).toContainText('MacBook');
  await expect(first).toContainText('incl. GST');
  await expect(list.getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Apple' })).toBeVisible();
  await expectAccessible(page); // the suggestions open

  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.innerText()).split('\n')[0]!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(list).toBeHidden();
});

test('header search: Escape closes the suggestions, a second Escape clears the box', async ({ page, isPhone }) => {
  await page.goto('/');
  const box = await headerSearch(page, isPhone);
  await box.fill('dell');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('dell');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL('/');
});

test('"laptop under 50000" in the header search shows a budget chip and only prices up to ₹50,000', async ({ page, isPhone, products }) => {
  const withinBudget = products.filter((p) => p.priceInclGst <= 50_000);
  await page.goto('/');
  const box = await headerSearch(page, isPhone);
  await box.fill('laptop under 50000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products?search=laptop%20under%2050000');
  const budget = chips(page).getByRole('button', { name: 'Remove filter: Budget up to ₹50,000' });
  await expect(budget).toBeVisible();
  await expect(summary(page)).toContainText('for “laptop under 50000”');
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(50_000);
  expect(prices.length).toBeLessThanOrEqual(withinBudget.length);

  // Taking the budget off keeps the words.
  await budget.click();
  await expect(page).toHaveURL('/products?search=laptop');
  await expect(chips(page)).toBeHidden();
  await expect.poll(async () => Math.max(...(await shownPrices(page)))).toBeGreaterThan(50_000);
  expect(queryOf(page)).toEqual({ search: 'laptop' });
});
