import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Order, Product } from '@store/shared';
import { createSession, newAccount } from '../accounts';
import { expect, expectAccessible, test } from '../fixtures';

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

/**
 * Checkout, the only writer of orders, does not exist yet: so that the populated screens are checked
 * for accessibility (badge contrast, tracker, layout at phone width) the orders API answers here come
 * from page.route, shaped by the shared contract. Replace with real orders once checkout places them.
 */
test.describe('with orders (answers stubbed until checkout exists)', () => {
  function sampleOrder(products: Product[], status: Order['status'], count: number): Order {
    const items = products.slice(0, count).map((product, position) => ({
      _id: randomUUID(),
      quantity: position + 1,
      price: product.price,
      product: { _id: product._id, name: product.name, brand: product.brand, images: product.images.slice(0, 1) },
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const tax = Math.round(subtotal * 0.18);
    return {
      _id: randomUUID(),
      status,
      createdAt: new Date().toISOString(),
      totalAmount: subtotal + tax,
      subtotal,
      tax,
      trackingNumber: status === 'shipped' ? 'BLUEDART1234567' : '',
      items,
      shippingAddress: { name: 'Meera Nair', street: '4th Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038', phone: '9845012345' },
      paymentDetails: { method: 'upi', status: status === 'pending' ? 'pending' : 'completed', paymentId: 'pay_Nq4XyZ12345678' },
      refund: status === 'cancelled' ? { status: 'processed', amount: subtotal + tax, refundId: 'rfnd_Nq4XyZ12345678' } : null,
    };
  }

  test('the list and a detail page are accessible', async ({ page, products, login }) => {
    await login('Meera Nair');
    const shipped = sampleOrder(products, 'shipped', 4);
    const list = [shipped, sampleOrder(products, 'pending', 1), sampleOrder(products, 'cancelled', 2), sampleOrder(products, 'delivered', 2)];
    await page.route('**/api/orders/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/api/orders/my-orders') return route.fulfill({ json: list });
      const order = list.find((o) => path === `/api/orders/${o._id}`);
      return order ? route.fulfill({ json: order }) : route.fulfill({ status: 404, json: { message: 'Order not found' } });
    });

    await page.goto('/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(4);
    await expect(page.getByTestId('order-card').first()).toContainText('+2 more items');
    await expectAccessible(page);

    const tail = shipped._id.slice(-8).toUpperCase();
    await page.getByRole('link', { name: `View Details of order #${tail}` }).click();
    await expect(page).toHaveURL(`/orders/${shipped._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${tail}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Shipped');
    await expect(page.getByText('BLUEDART1234567')).toBeVisible();
    await expectAccessible(page);
  });
});
