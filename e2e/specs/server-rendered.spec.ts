import type { Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS, type Product } from '@store/shared';
import { cartBadge, expect, inr, test, waitForHydration } from '../fixtures';

/**
 * Issue 28 point 3: public pages arrive as HTML rendered on the server. Without JavaScript each shows
 * its content; with JavaScript React takes the HTML over without a hydration mismatch (React 19 reports
 * one through console.error and the window's error event, and then renders the page again in the browser).
 */

/** Text some public pages show in their server's HTML besides their heading. */
const SHOWS: Record<string, (string | RegExp)[]> = {
  '/': ['The right laptop, honestly priced.', 'Popular right now', 'Services for your home and business'],
  '/products': ['All products', /Showing 1[–-]12 of \d+/],
  '/products?category=laptop': ['Laptops'],
  '/services': ['Technology services for your home and business', 'Laptop Services', 'CCTV Installation'],
  '/services/laptop-services': ['Laptop repair, servicing and new laptops', 'Hardware Repair'],
  '/insurance': ['Insurance that is simple to buy and easy to claim'],
  '/insurance/health': [/Health Insurance/i],
  '/loans': ['Loans for every need, with help at every step'],
  '/loan/personal': [/Personal Loan/i],
  '/about': [/^A Pune technology shop, since \d{4}$/],
  '/contact': ['Get in touch'],
  '/support': ['How can we help?'],
  '/terms': ['Terms & Conditions'],
  '/privacy': ['Privacy Policy'],
};

/** Every page of the one list of public pages (packages/shared's PUBLIC_PAGES, which the server renders and the sitemap lists), and a category of the product list. */
const PAGES = [...PUBLIC_PAGE_PATHS, '/products?category=laptop'].map((path) => ({ path, shows: SHOWS[path] ?? [] }));

const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(418|419|422|423|425)/i;

/** Every console error or warning and uncaught error of the page that speaks of hydration. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Until React has hydrated the page and its lazy parts have loaded (and hydrated in turn). */
async function hydrated(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One test for the pages: a browser context each would cost more than the pages themselves.
  test('every public page shows its content', async ({ page }) => {
    test.setTimeout(8_000 * PAGES.length);
    for (const { path, shows } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      for (const text of shows) await expect(page.getByRole('main').getByText(text).first(), `${path}: ${text}`).toBeVisible();
      await expect(page.getByText('needs JavaScript'), path).toHaveCount(0);
    }
  });

  test('a product page shows the product, its price in rupees and its meta tags', async ({ page, findProduct }) => {
    const product = findProduct('product in stock', (p) => p.stock > 0);
    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(inr(product.priceInclGst)).first()).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} — ${product.brand} | TechStore`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${product.name} — ${product.brand} | TechStore`);
  });

  test('an unknown product and an unknown path answer 404 with a page that says so', async ({ page }) => {
    const product = await page.goto('/products/00000000-0000-4000-8000-000000000000');
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Product Not Found | TechStore');
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const loan = await page.goto('/loan/car');
    expect(loan?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Loan Type' })).toBeVisible();
  });

  test('the product list shows the products of its page', async ({ page, products }) => {
    await page.goto('/products?sort=price_asc');
    const cheapest = [...products].sort((a, b) => a.priceInclGst - b.priceInclGst)[0] as Product;
    await expect(page.getByRole('main').getByText(cheapest.name).first()).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  // Each page loaded afresh (goto is a whole document load), in one test: a browser context each would cost more.
  test('every public page hydrates without a mismatch', async ({ page }) => {
    test.setTimeout(10_000 * PAGES.length);
    const problems = hydrationProblems(page);
    for (const { path } of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      expect(problems, path).toEqual([]);
    }
  });

  test('a product page hydrates without a mismatch and then works', async ({ page, findProduct }) => {
    const product = findProduct('product in stock', (p) => p.stock > 0 && p.category === 'laptop');
    const problems = hydrationProblems(page);
    await page.goto(`/products/${product._id}`);
    await hydrated(page);
    expect(problems).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await expect(cartBadge(page)).toHaveText('1');
  });

  test('the not-found pages hydrate without a mismatch and keep saying so', async ({ page }) => {
    const problems = hydrationProblems(page);
    for (const [path, heading] of [
      ['/products/00000000-0000-4000-8000-000000000000', 'Product Not Found'],
      ['/no-such-page', 'Page not found'],
      ['/services/unknown-service', 'Page not found'],
      ['/loan/car', 'Invalid Loan Type'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test("a signed-in shopper's session and cart show after hydration, with no mismatch", async ({ page, login, cart, findProduct }) => {
    const product = findProduct('product in stock', (p) => p.stock > 1);
    await login('Hema Hydrated');
    await cart([[product, 2]]);
    const problems = hydrationProblems(page);
    await page.goto('/');
    await hydrated(page);
    expect(problems).toEqual([]);
    await expect(cartBadge(page)).toHaveText('2');
    // Signed in: no way to log in is offered any more (the guest's header had one on the server's HTML).
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });
});
