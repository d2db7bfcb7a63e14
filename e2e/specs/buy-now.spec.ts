import type { Locator, Page } from '@playwright/test';
import type { Product } from '@store/shared';
import { createSession, newAccount } from '../accounts';
import { cartBadge, expect, inclusiveAmounts, inr, storedCartLines, test, toast } from '../fixtures';

/**
 * Issue 27, point 4, end to end on the production build: Buy Now goes to a checkout of that product
 * alone and leaves the cart as it was (a guest logs in on the way and comes back to it); on a phone a
 * sticky bar keeps the price, Add to Cart and Buy Now in reach; the wishlist heart saves and removes;
 * the products visited show as "Recently viewed" on the home page. Runs at phone and desktop sizes.
 */

/** Products with plenty in stock, so parallel tests buying them never run short. */
function plentiful(products: Product[], count: number): Product[] {
  const found = products.filter((p) => p.stock >= 20 && p.images.length > 0).slice(0, count);
  if (found.length < count) throw new Error(`The seeded catalogue has fewer than ${count} products with 20 or more in stock`);
  return found;
}

const main = (page: Page) => page.getByRole('main');
const buyBar = (page: Page, product: Product): Locator => page.getByRole('region', { name: `Buy ${product.name}` });

test('Buy Now goes to checkout with that product alone, and the cart is unchanged', async ({ page, login, cart, products }) => {
  const [inCart, wanted] = plentiful(products, 2) as [Product, Product];
  await login('Kavya Menon');
  await cart([[inCart, 2]]);

  await page.goto(`/products/${wanted._id}`);
  await main(page).getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(`/checkout?buy=${wanted._id}&qty=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('buy-now-note')).toHaveText('Buying only this product now. Your cart stays as it is.');
  const { total } = inclusiveAmounts([[wanted, 1]]);
  await expect(page.getByRole('button', { name: `Pay ${inr(total)}`, exact: true })).toBeVisible();
  await expect(main(page).getByText(wanted.name, { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText(inCart.name, { exact: true })).toHaveCount(0);

  // The cart still holds what it held, untouched.
  await expect(cartBadge(page)).toHaveText('2');
  await expect.poll(() => storedCartLines(page)).toEqual([{ _id: inCart._id, quantity: 2 }]);
  await page.getByRole('link', { name: 'Back to the product' }).click();
  await expect(page).toHaveURL(`/products/${wanted._id}`);
});

test('a guest pressing Buy Now logs in and comes back to that checkout', async ({ page, request, products }, testInfo) => {
  const [wanted] = plentiful(products, 1) as [Product];
  const account = newAccount(testInfo, 'Rohan Desai');
  await createSession(request, account);

  await page.goto(`/products/${wanted._id}`);
  await main(page).getByRole('button', { name: 'Increase quantity' }).click();
  await main(page).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/checkout?buy=${wanted._id}&qty=2`).replace(/%2F/gi, '/')}`);

  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/checkout?buy=${wanted._id}&qty=2`);
  const { total } = inclusiveAmounts([[wanted, 2]]);
  await expect(page.getByRole('button', { name: `Pay ${inr(total)}`, exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
});

test('on a phone a sticky bar keeps the price, Add to Cart and Buy Now in reach (not on a desktop)', async ({ page, login, products, isPhone }) => {
  const [product] = plentiful(products, 1) as [Product];
  await login('Ishaan Gupta');
  await page.goto(`/products/${product._id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Scrolled down to the tabs, the page's own buttons are out of view.
  await page.getByRole('tab', { name: 'Specifications' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  if (!isPhone) {
    await expect(buyBar(page, product)).toBeHidden();
    return;
  }
  const bar = buyBar(page, product);
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('buy-bar-price')).toHaveText(inr(product.priceInclGst));
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  // At the very end of the page nothing is under the bar: the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => {
      const footer = await page.getByRole('contentinfo').boundingBox();
      const sticky = await bar.boundingBox();
      return footer && sticky ? Math.round(footer.y + footer.height - sticky.y) : 'unmeasured';
    })
    .toBeLessThanOrEqual(1);

  await bar.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(`/checkout?buy=${product._id}&qty=1`);
  await expect(cartBadge(page)).toHaveText('1');
});

test('the wishlist heart saves a product to the account and takes it off again', async ({ page, login, products, isPhone }) => {
  await login('Tara Joshi');
  await page.goto('/');
  const card = main(page)
    .getByRole('button', { name: /^Save to wishlist: / })
    .first();
  const name = ((await card.getAttribute('aria-label')) ?? '').replace('Save to wishlist: ', '');
  expect(products.some((product) => product.name === name)).toBe(true);
  await card.click();
  await expect(toast(page, 'Saved to your wishlist')).toBeVisible();
  await expect(
    main(page)
      .getByRole('button', { name: `Remove from wishlist: ${name}` })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // The wishlist page, from the account menu.
  if (isPhone) {
    // Back at the top, where the bottom bar shows (it hides while scrolling down).
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    await bar.getByRole('link', { name: 'Wishlist' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Tara' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  }
  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(main(page).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main(page).getByText('1 saved product')).toBeVisible();

  // Kept by the account, not the page: still there after a reload.
  await page.reload();
  await main(page)
    .getByRole('button', { name: `Remove from wishlist: ${name}` })
    .click();
  await expect(toast(page, 'Removed from your wishlist')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('a guest tapping the heart is asked to log in', async ({ page }) => {
  await page.goto('/products');
  await main(page)
    .getByRole('button', { name: /^Save to wishlist: / })
    .first()
    .click();
  await expect(page).toHaveURL('/login?redirect=/products');
  await expect(toast(page, 'Please log in to save products to your wishlist')).toBeVisible();
});

test('products visited show as Recently viewed on the home page, newest first, and not on their own page', async ({ page, products }) => {
  const visited = plentiful(products, 3);
  for (const product of visited) {
    await page.goto(`/products/${product._id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
  // The last one's page lists the two before it, not itself.
  const onPage = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onPage.getByRole('link')).toHaveCount(2);
  await expect(onPage.getByRole('link', { name: visited[2]!.name })).toHaveCount(0);

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveCount(3);
  const names = await recent.getByRole('link').allInnerTexts();
  expect(names.map((text) => text.split('\n')[0])).toEqual([...visited].reverse().map((product) => product.name));

  await recent.getByRole('button', { name: 'Clear history' }).click();
  await expect(recent).toHaveCount(0);
});
