import { expect, expectAccessible, toast, test } from '../fixtures';

/**
 * axe-core on every page of issue 3 (point 9), at phone and desktop sizes: any serious or critical
 * violation fails. Each page is checked once its data has arrived, not in its loading state.
 */

test('home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular right now' }).getByRole('article')).toHaveCount(8);
  await expectAccessible(page);
});

test('catalogue, in grid and list views', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  await expectAccessible(page);
});

test('catalogue with no results', async ({ page }) => {
  await page.goto('/products?search=qqqzzzxxx');
  await expect(page.getByRole('link', { name: 'Show all products' })).toBeVisible();
  await expectAccessible(page);
});

test('product page, on each tab', async ({ page, findProduct }) => {
  const product = findProduct('product on offer', (p) => p.hasOffer && p.stock > 0 && p.images.length > 1);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible();
  await expectAccessible(page);
});

test('out-of-stock product page', async ({ page, findProduct }) => {
  const product = findProduct('out-of-stock product', (p) => p.stock === 0);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expectAccessible(page);
});

test('unknown product', async ({ page }) => {
  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  // Its toast fades out while axe reads the page, which then measures the contrast of half-faded
  // text: scan the page once it has gone.
  await expect(toast(page, 'Product not found')).toBeVisible();
  await expect(toast(page, 'Product not found')).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page);
});

test('empty cart', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectAccessible(page);
});

test('cart with items, including one that needs attention', async ({ page, findProduct, cart }) => {
  const product = findProduct('in-stock product', (p) => p.stock > 3);
  const scarce = findProduct('product with 1–3 left', (p) => p.stock >= 1 && p.stock <= 3);
  await cart([
    [product, 2],
    [scarce, scarce.stock + 1],
  ]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText(`Only ${scarce.stock} left in stock.`)).toBeVisible();
  await expectAccessible(page);
});

test('not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('open menus', async ({ page, isPhone, login }) => {
  // Desktop: the account dropdown of a signed-in customer (the guest header has no menu to open).
  if (!isPhone) {
    await login('Asha Kulkarni');
  }
  await page.goto('/');
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Profile' }).tap();
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
  } else {
    await page.getByRole('button', { name: 'Account menu for Asha' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Orders' })).toBeVisible();
    await expectAccessible(page);
  }
});
