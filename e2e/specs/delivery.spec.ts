import type { Product } from '@store/shared';
import { createSession, newAccount } from '../accounts';
import { expect, expectAccessible, seedStorage, test } from '../fixtures';
import { buy } from '../purchases';

/**
 * Delivery (issue 25): "Deliver to" on a product page, the PIN remembered on the device, and the
 * address form taking the state from the PIN.
 */

const shippedLaptop = (products: Product[]) => products.find((p) => p.category === 'laptop' && p.stock > 0)!;

test('a product page tells where, when and for what it is delivered, and remembers the PIN', async ({ page, products }) => {
  const laptop = shippedLaptop(products);
  await page.goto(`/products/${laptop._id}`);
  const deliverTo = page.getByRole('region', { name: 'Deliver to' });
  const status = deliverTo.getByTestId('delivery-status');
  await deliverTo.getByLabel('PIN code').fill('12345');
  await deliverTo.getByRole('button', { name: 'Check' }).click();
  await expect(status).toHaveText('Please enter a valid 6-digit PIN code');

  await deliverTo.getByLabel('PIN code').fill('999999');
  await deliverTo.getByRole('button', { name: 'Check' }).click();
  await expect(status).toHaveText("PIN code 999999 is not in India Post's directory. Please check it.");

  await deliverTo.getByLabel('PIN code').fill('110001');
  await deliverTo.getByRole('button', { name: 'Check' }).click();
  await expect(status).toContainText('New Delhi, Delhi 110001');
  await expect(status).toContainText(/Delivery by \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}/);
  // A laptop is well over ₹5,000: delivered free; cash on delivery is taken there, up to ₹50,000 (COD_MAX_TOTAL).
  await expect(status).toContainText('Free delivery');
  await expect(status).toContainText(laptop.priceInclGst <= 50_000 ? 'Cash on delivery available' : 'Cash on delivery on orders up to ₹50,000');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Deliver to' }).getByTestId('delivery-status')).toContainText('New Delhi, Delhi 110001');
});

test('the cart prices delivery on ₹5,000 or less of goods, and says so before checkout', async ({ page, products, cart }) => {
  const cheap = products.find((p) => p.category === 'accessories' && p.priceInclGst <= 2_000 && p.stock > 0)!;
  await cart([[cheap, 1]]);
  await page.goto('/cart');
  await expect(page.getByTestId('summary-items')).toHaveText(`₹${cheap.priceInclGst.toLocaleString('en-IN')}`);
  await expect(page.getByTestId('summary-shipping')).toHaveText('₹99');
  await expect(page.getByTestId('summary-total')).toHaveText(`₹${(cheap.priceInclGst + 99).toLocaleString('en-IN')}`);
});

test('the checkout form takes the state from the PIN code', async ({ page, products, cart, login }) => {
  await login('Farah Khan');
  await cart([[shippedLaptop(products), 1]]);
  await page.goto('/checkout');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('PIN Code').fill('700016');
  await expect(page.getByLabel('State')).toHaveValue('West Bengal');
  await expect(page.getByText('Kolkata, West Bengal')).toBeVisible();
});

test('a cash-on-delivery order: chosen at checkout, placed at once, paid on delivery', async ({ page, products, cart, login }) => {
  const accessory = products.filter((p) => p.category === 'accessories' && p.stock >= 20).sort((a, b) => b.stock - a.stock)[0]!;
  const goods = accessory.priceInclGst;
  const total = goods + (goods > 5000 ? 0 : 99);
  await login('Sunita Rao');
  await cart([[accessory, 1]]);
  await page.goto('/checkout');
  await page.getByLabel('Full Name').fill('Sunita Rao');
  await page.getByLabel('Phone Number').fill('98450 12345');
  await page.getByLabel('Street Address').fill('14 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('PIN Code').fill('700016');
  await expect(page.getByLabel('State')).toHaveValue('West Bengal');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${total.toLocaleString('en-IN')}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: `Place order: pay ₹${total.toLocaleString('en-IN')} on delivery` }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText(`₹${total.toLocaleString('en-IN')}`);
  await expect(page.getByRole('main')).toContainText('Cash on delivery');
});

test('the shop books a courier in one action; the shopper follows the parcel to the door', async ({
  page,
  browser,
  request,
  products,
  loginAsAdmin,
}, testInfo) => {
  // A purchase through the payment sandbox, a booking through the courier sandbox, its journey by webhooks.
  test.slow();
  const accessory = products.filter((p) => p.category === 'accessories' && p.stock >= 20).sort((a, b) => b.stock - a.stock)[0]!;
  const customer = newAccount(testInfo, 'Kiran Desai');
  const session = await createSession(request, customer);
  const order = await buy(request, session.token, [[accessory, 1]]);

  await loginAsAdmin();
  await page.goto(`/admin/orders/${order._id}`);
  const courier = page.getByRole('region', { name: 'Courier' });
  await courier.getByRole('button', { name: 'Book courier' }).click();
  // Login, order, serviceability, AWB, pickup and label: six calls to the courier.
  await expect(courier.getByRole('button', { name: 'Download label' })).toBeVisible({ timeout: 30_000 });
  const awb = /AWB (\S+)/.exec((await courier.getByTestId('shipment').textContent()) ?? '')![1]!;
  const download = page.waitForEvent('download');
  await courier.getByRole('button', { name: 'Download label' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The courier's scans, played at once by the sandbox; its webhooks reach the shop.
  const moved = await request.post('/sandbox/shiprocket/advance', { data: { awb, status: 'delivered' } });
  expect(moved.ok(), await moved.text()).toBe(true);

  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await seedStorage(customerPage, { token: session.token, user: session.user });
    await customerPage.goto(`/orders/${order._id}`);
    const updates = customerPage.getByRole('list', { name: 'Parcel updates' }).getByRole('listitem');
    await expect(async () => {
      await customerPage.reload();
      await expect(updates.first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await expect(customerPage.getByTestId('shipment')).toContainText(`AWB ${awb}`);
    await expect(updates.filter({ hasText: 'Picked up by the courier' })).toHaveCount(1);
    await expect(customerPage.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Delivered');
  } finally {
    await customerContext.close();
  }
});
