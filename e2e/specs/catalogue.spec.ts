import type { Page } from '@playwright/test';
import { addToCartButton, cartBadge, expect, freezeClock, test, toast } from '../fixtures';

/**
 * Catalogue (/products, issue 3 point 4): search, category, page and view live in the URL, so
 * back/forward, reload and shared links restore them.
 */

const PAGE_SIZE = 12;
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Product pages' });
const results = (page: Page) => page.getByRole('main').getByRole('article');
const summary = (page: Page) => page.locator('#results-heading');
/** The product names on the page, in order. */
const shownNames = (page: Page) => results(page).getByRole('heading').allInnerTexts();

/** The query string as a plain object, to compare regardless of parameter order. */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test('lists the catalogue 12 at a time with numbered pages and previous/next', async ({ page, products }) => {
  const totalPages = Math.ceil(products.length / PAGE_SIZE);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${products.length} products`);
  await expect(results(page)).toHaveCount(PAGE_SIZE);
  expect(await shownNames(page)).toEqual(products.slice(0, PAGE_SIZE).map((p) => p.name));

  const nav = pagination(page);
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: `Page ${totalPages}` })).toBeVisible();
  await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/products?page=2');
  await expect(summary(page)).toHaveText(`Showing 13–24 of ${products.length} products`);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await shownNames(page)).toEqual(products.slice(12, 24).map((p) => p.name));

  await nav.getByRole('link', { name: `Page ${totalPages}` }).click();
  await expect(page).toHaveURL(`/products?page=${totalPages}`);
  const lastCount = products.length - (totalPages - 1) * PAGE_SIZE;
  await expect(results(page)).toHaveCount(lastCount);
  await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/products?page=${totalPages - 1}`);
  await expect(nav.getByRole('link', { name: `Page ${totalPages - 1}` })).toHaveAttribute('aria-current', 'page');
});

test('search waits for a pause in typing, then goes into the URL, tolerates typos and starts again at page 1', async ({ page }) => {
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products' && url.searchParams.has('search')) searched.push(url.searchParams.get('search')!);
  });
  await page.clock.install();
  await page.goto('/products?page=2');
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Typing with time frozen: no keystroke reaches the URL (or the API) until typing has paused for 300 ms.
  await freezeClock(page);
  await searchBox(page).pressSequentially('lenvo');
  await page.clock.runFor(250);
  await expect(page).toHaveURL('/products?page=2');
  await page.clock.runFor(100);
  await expect(page).toHaveURL('/products?search=lenvo');
  await page.clock.resume(); // the query library needs timers to deliver results

  await expect(summary(page)).toContainText('for “lenvo”');
  const names = await shownNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names[0]).toContain('Lenovo');
  expect(searched).toEqual(['lenvo']);
  await expect(page).toHaveTitle('Search results for “lenvo” | TechStore');
});

test("says 'No products found' when nothing matches, with a way back to everything", async ({ page, products }) => {
  await page.goto('/products');
  await searchBox(page).fill('qqqzzzxxx');
  await expect(page).toHaveURL('/products?search=qqqzzzxxx');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(summary(page)).toHaveText('0 products for “qqqzzzxxx”');
  // Never a dead end (issue 24): popular products are offered instead.
  await expect(page.getByRole('region', { name: 'Popular right now' }).getByRole('article').first()).toBeVisible();
  await expect(pagination(page)).toBeHidden();

  await page.getByRole('link', { name: 'Show all products' }).click();
  await expect(page).toHaveURL('/products');
  await expect(searchBox(page)).toHaveValue('');
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${products.length} products`);
});

test('filters by category and starts again at page 1', async ({ page, products }) => {
  const accessories = products.filter((p) => p.category === 'accessories');
  await page.goto('/products?page=3');
  await categorySelect(page).selectOption({ label: 'Accessories' });
  await expect(page).toHaveURL('/products?category=accessories');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing 1–${Math.min(accessories.length, PAGE_SIZE)} of ${accessories.length} products`);
  expect(await shownNames(page)).toEqual(accessories.slice(0, PAGE_SIZE).map((p) => p.name));

  await categorySelect(page).selectOption({ label: 'All categories' });
  await expect(page).toHaveURL('/products');
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${products.length} products`);
});

test('back and forward restore search, category and page', async ({ page, products }) => {
  const laptops = products.filter((p) => p.category === 'laptop');
  await page.goto('/products');
  await categorySelect(page).selectOption('laptop');
  await expect(page).toHaveURL('/products?category=laptop');
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/products?category=laptop&page=2');
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/products?category=laptop&page=3');
  await expect(summary(page)).toHaveText(`Showing 25–36 of ${laptops.length} products`);

  await page.goBack();
  await expect(page).toHaveURL('/products?category=laptop&page=2');
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(summary(page)).toHaveText(`Showing 13–24 of ${laptops.length} products`);
  expect(await shownNames(page)).toEqual(laptops.slice(12, 24).map((p) => p.name));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect(categorySelect(page)).toHaveValue('all');
  await page.goForward();
  await expect(page).toHaveURL('/products?category=laptop');
  await expect(categorySelect(page)).toHaveValue('laptop');

  // A search replaced by another: back shows the first one again, in the box and in the results.
  await searchBox(page).fill('dell');
  await expect(page).toHaveURL(/search=dell/);
  await expect(results(page).first()).toContainText('Dell');
  await searchBox(page).fill('asus');
  await expect(page).toHaveURL(/search=asus/);
  await expect(results(page).first()).toContainText('Asus');
  await page.goBack();
  await expect(page).toHaveURL(/search=dell/);
  await expect(searchBox(page)).toHaveValue('dell');
  await expect(results(page).first()).toContainText('Dell');
  expect(queryOf(page)).toEqual({ category: 'laptop', search: 'dell' });
});

test('back from a product page returns to the same results, scrolled where they were', async ({ page, products }) => {
  const laptops = products.filter((p) => p.category === 'laptop');
  await page.goto('/products?category=laptop&page=2&view=list');
  await expect(summary(page)).toHaveText(`Showing 13–24 of ${laptops.length} products`);
  const target = laptops[19]!; // well below the fold
  const card = results(page).filter({ hasText: target.name });
  await card.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await card.getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(`/products/${target._id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // a new page starts at the top

  await page.goBack();
  await expect(page).toHaveURL('/products?category=laptop&page=2&view=list');
  await expect(summary(page)).toHaveText(`Showing 13–24 of ${laptops.length} products`);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categorySelect(page)).toHaveValue('laptop');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
});

test('grid/list toggle, and a reload keeps search, category, page and view', async ({ page, products }) => {
  const laptops = products.filter((p) => p.category === 'laptop');
  await page.goto('/products');
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ul[data-layout="grid"]')).toBeVisible();
  // The list layout adds each product's description.
  await expect(results(page).first()).not.toContainText(products[0]!.description.slice(0, 30));

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL('/products?view=list');
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  await expect(results(page).first()).toContainText(products[0]!.description.slice(0, 30));

  await categorySelect(page).selectOption('laptop');
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(queryOf(page)).toEqual({ view: 'list', category: 'laptop', page: '2' });

  await page.reload();
  await expect(summary(page)).toHaveText(`Showing 13–24 of ${laptops.length} products`);
  await expect(categorySelect(page)).toHaveValue('laptop');
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await grid.click();
  await expect(page.locator('ul[data-layout="grid"]')).toBeVisible();
  expect(queryOf(page)).toEqual({ category: 'laptop', page: '2' });
});

test('a shared link opens the same results', async ({ page, products }) => {
  const dell = products.filter((p) => p.brand === 'Dell' && p.category === 'laptop');
  await page.goto('/products?search=dell&category=laptop');
  await expect(searchBox(page)).toHaveValue('dell');
  await expect(categorySelect(page)).toHaveValue('laptop');
  await expect(summary(page)).toContainText('for “dell”');
  const names = await shownNames(page);
  for (const product of dell) expect(names).toContain(product.name);
});

test('adds to the cart from a card; out-of-stock cards cannot be added', async ({ page, findProduct }) => {
  const inStock = findProduct('in-stock accessory', (p) => p.category === 'accessories' && p.stock > 0);
  const soldOut = findProduct('out-of-stock accessory', (p) => p.category === 'accessories' && p.stock === 0);
  await page.goto('/products?category=accessories');

  const soldOutCard = results(page).filter({ hasText: soldOut.name });
  await expect(soldOutCard.getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
  await expect(soldOutCard.getByText('Out of stock', { exact: true })).toBeVisible();

  await addToCartButton(page, inStock.name).click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await addToCartButton(page, inStock.name).click();
  await expect(toast(page, 'Item quantity updated in cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
});
