import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatPaise } from '@store/shared';
import { createSession, newAccount } from '../accounts';
import { escapeRegExp, expect, expectAccessible, inclusiveAmounts, inr, inrPaise, test } from '../fixtures';
import { buy, SHIPPING_ADDRESS, stockedProducts } from '../purchases';

/** My Orders and order detail, the read side (SPEC §2 /orders, /orders/{id}). */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

test('a guest on My Orders is asked to log in, and comes back to the page after', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  const login = page.getByRole('main').getByRole('link', { name: 'Login', exact: true });
  await expect(login).toHaveAttribute('href', '/login?redirect=/orders');
  await expect(page).toHaveTitle('My Orders | TechStore');
  await expectAccessible(page);

  await login.click();
  await expect(page).toHaveURL('/login?redirect=/orders');
});

test("a customer without orders sees 'No orders yet', and Start Shopping leads to the catalogue", async ({ page, login }) => {
  await login('Kavya Reddy');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test("an order id that is not the customer's shows 'Order Not Found' and the way back", async ({ page, login }) => {
  await login('Arjun Mehta');
  await page.goto(`/orders/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByText("The order you're looking for doesn't exist or you don't have permission to view it.")).toBeVisible();
  await expect(page).toHaveTitle('Order Not Found | TechStore');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
});

test('the API keeps orders to their owner: a guest gets 401, a customer 404 for an unknown or malformed id', async ({ request }, testInfo) => {
  expect((await request.get('/api/orders/my-orders')).status()).toBe(401);
  const { token } = await createSession(request, newAccount(testInfo, 'Rohan Iyer'));
  const headers = { authorization: `Bearer ${token}` };
  const mine = await request.get('/api/orders/my-orders', { headers });
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toEqual([]);
  for (const id of [randomUUID(), 'not-an-id']) {
    const response = await request.get(`/api/orders/${id}`, { headers });
    expect(response.status(), id).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found' });
  }
});

test("the phone bottom bar's Orders link leads to My Orders", async ({ page, isPhone }) => {
  test.skip(!isPhone, 'the bottom bar exists below the md breakpoint only');
  await page.goto('/');
  await bottomBar(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(bottomBar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
});

test('real orders: the list and a detail page show what was bought and charged, and are accessible', async ({ page, products, login, request }) => {
  // Three purchases through the sandbox and two accessibility scans.
  test.slow();
  const { token } = await login('Meera Nair');
  const stocked = stockedProducts(products).slice(0, 4);
  expect(stocked, 'four software or service products with 20 or more in stock').toHaveLength(4);
  const four = await buy(
    request,
    token,
    stocked.map((product, index) => [product, index + 1]),
  );
  const one = await buy(request, token, [[stocked[0]!, 1]]);
  const cancelled = await buy(request, token, [[stocked[1]!, 1]]);
  const cancel = await request.post(`/api/orders/${cancelled._id}/cancel`, { headers: { authorization: `Bearer ${token}` } });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(3);
  // Newest first.
  const tails = [cancelled, one, four].map((order) => order._id.slice(-8).toUpperCase());
  for (const [index, tail] of tails.entries()) await expect(cards.nth(index).getByRole('heading', { name: `Order #${tail}` })).toBeVisible();
  await expect(cards.nth(2)).toContainText('+2 more items');
  await expect(cards.nth(2)).toContainText(inr(four.totalAmount));
  await expect(cards.nth(0).getByTestId('order-status')).toHaveText('Status: Cancelled');
  const refunded = escapeRegExp(formatPaise(cancelled.totalAmount * 100));
  await expect(cards.nth(0).getByTestId('refund-status')).toHaveText(new RegExp(`^(Refund of ${refunded} on its way|Refunded ${refunded})$`));
  await expectAccessible(page);

  const tail = tails[2]!;
  await page.getByRole('link', { name: `View Details of order #${tail}` }).click();
  await expect(page).toHaveURL(`/orders/${four._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${tail}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Confirmed'); // paid at once, so confirmed at once
  const { total, taxablePaise, gstPaise } = inclusiveAmounts(stocked.map((product, index) => [product, index + 1] as const));
  await expect(page.getByTestId('order-total')).toHaveText(inr(total));
  await expect(page.getByTestId('order-subtotal')).toHaveText(inrPaise(taxablePaise));
  await expect(page.getByTestId('order-tax')).toHaveText(inrPaise(gstPaise));
  for (const product of stocked) await expect(page.getByRole('main')).toContainText(product.name);
  await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText(SHIPPING_ADDRESS.street);
  await expectAccessible(page);
});
