import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatPaise, orderTotals, type Product, type User } from '@store/shared';
import { cartBadge, escapeRegExp, expect, expectAccessible, inclusiveAmounts, inr, inrPaise, seedStorage, test, toast } from '../fixtures';

/**
 * Checkout end to end (SPEC §2 /checkout, §4 payment flow, §5, §8): a real payment order on the
 * server, paid or failed through the sandbox's Razorpay dialog, and the order it makes. Runs at
 * phone and desktop sizes (the config's two projects).
 */

const ADDRESS = { street: '221 Residency Road, Ashok Nagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };

const razorpay = (page: Page) => page.getByRole('dialog', { name: 'Razorpay test payment' });
const payButton = (page: Page, total: number) => page.getByRole('button', { name: `Pay ${inr(total)}`, exact: true });

async function fillAddress(page: Page, name: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill('98765 43210');
  await page.getByLabel('Street Address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').fill(ADDRESS.state);
  await page.getByLabel('PIN Code').fill(ADDRESS.pincode);
}

/** A product plenty of which are in stock, so parallel tests buying it never run short. */
function plentiful(products: Product[], category: Product['category']): Product {
  const found = products.filter((p) => p.category === category && p.stock >= 20).sort((a, b) => b.stock - a.stock)[0];
  if (!found) throw new Error(`The seeded catalogue has no ${category} with 20 or more in stock`);
  return found;
}

const panel = (page: Page, name: string): Locator => page.getByRole('region', { name });

test('a guest is sent to log in first, and an empty cart back to the cart', async ({ page, login }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login?redirect=/checkout');

  await login('Meera Pillai');
  await page.goto('/checkout');
  await expect(page).toHaveURL('/cart');
});

test('buys a product end to end: address, summary as charged, sandbox payment, order page, cart emptied, cancel with refund', async ({
  page,
  login,
  cart,
  products,
  isPhone,
}) => {
  // A whole purchase, a cancellation and two accessibility scans: over 30 s on a busy CI machine.
  test.slow();
  const laptop = plentiful(products, 'laptop');
  const accessory = plentiful(products, 'accessories');
  // Charged: the prices with GST as shown, added up; inside, the price before tax and the GST, to the paisa.
  const { total, taxablePaise, gstPaise } = inclusiveAmounts([
    [laptop, 1],
    [accessory, 2],
  ]);
  await login('Ananya Rao');
  await cart([
    [laptop, 1],
    [accessory, 2],
  ]);

  // The price a shopper sees before the cart is the one charged, GST included, with its break-up.
  await page.goto(`/products/${laptop._id}`);
  await expect(page.getByRole('main').getByTestId('price')).toHaveText(inr(laptop.priceInclGst));
  const laptopTaxable = Math.round((laptop.priceInclGst * 100 * 100) / 118);
  await expect(page.getByTestId('price-break-up')).toHaveText(
    `Price before tax ${inrPaise(laptopTaxable)} + GST 18% ${inrPaise(laptop.priceInclGst * 100 - laptopTaxable)}`,
  );

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle('Checkout | TechStore');

  // SPEC §5: every field is required, and says so; a bad PIN and mobile number are caught too.
  await page.getByLabel('Full Name').fill('');
  await payButton(page, total).click();
  await expect(toast(page, 'Please fill in name')).toBeVisible();
  await expect(page.getByText('Please fill in street')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.getByLabel('PIN Code').fill('012345');
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByLabel('PIN Code').blur();
  await expect(page.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();

  await fillAddress(page, 'Ananya Rao');
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(inrPaise(taxablePaise));
  await expect(page.getByTestId('checkout-tax')).toHaveText(inrPaise(gstPaise));
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(total));
  await expectAccessible(page);

  await payButton(page, total).click();
  const dialog = razorpay(page);
  await expect(dialog).toBeVisible();
  // The dialog asks for exactly what the summary showed.
  await expect(dialog).toContainText(inr(total));
  const method = isPhone ? 'UPI' : 'Card';
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const number = orderId.slice(-8).toUpperCase();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  // The terms: an order is confirmed once its online payment succeeds.
  await expect(page.getByRole('main').getByTestId('order-status')).toHaveText('Status: Confirmed');
  await expect(page.getByTestId('order-total')).toHaveText(inr(total));
  await expect(page.getByTestId('order-subtotal')).toHaveText(inrPaise(taxablePaise));
  await expect(page.getByTestId('order-tax')).toHaveText(inrPaise(gstPaise));
  await expect(page.getByTestId('payment-status')).toHaveText('Completed');
  await expect(panel(page, 'Payment Information')).toContainText(method);
  await expect(panel(page, 'Payment Information')).toContainText(/pay_\w+/);
  await expect(panel(page, 'Shipping Address')).toContainText(ADDRESS.street);
  // The GST tax invoice downloads as a PDF named for its number.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Invoice' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Invoice-TS-\d{2}-\d{2}-\d{5}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(cartBadge(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // My Orders lists it, and it can still be cancelled: confirmed, then refunded.
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Order #${number}` }) });
  await expect(card).toContainText(inr(total));
  await card.getByRole('button', { name: `Cancel Order #${number}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel order #${number}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(toast(page, 'Order cancelled. Your refund is on its way.')).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Status: Cancelled');
  const refunded = escapeRegExp(formatPaise(total * 100));
  await expect(card.getByTestId('refund-status')).toHaveText(new RegExp(`^(Refund of ${refunded} on its way|Refunded ${refunded})$`));
  await expect(card.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);
});

test('a failed payment says so, leaves the cart alone, and can be paid after all', async ({ page, login, cart, products, request }) => {
  const accessory = plentiful(products, 'accessories');
  // The goods and, on ₹5,000 or less of them, the delivery fee.
  const total = orderTotals([{ category: accessory.category, priceInclGst: accessory.priceInclGst, quantity: 1 }]).total;
  const session = await login('Vikram Nair');
  // The profile's address, for the saved-address toggle.
  const saved = await request.put('/api/auth/profile', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: 'Vikram Nair', phone: '9876543210', address: ADDRESS },
  });
  expect(saved.ok(), `PUT /api/auth/profile: ${await saved.text()}`).toBe(true);
  await seedStorage(page, { user: (await saved.json()) as User });
  await cart([[accessory, 1]]);

  await page.goto('/checkout');
  await page.getByLabel('Use my saved address').check();
  await expect(page.getByLabel('Street Address')).toHaveValue(ADDRESS.street);
  await expect(page.getByLabel('PIN Code')).toHaveValue(ADDRESS.pincode);

  await payButton(page, total).click();
  const dialog = razorpay(page);
  await dialog.getByRole('radio', { name: 'Netbanking' }).check();
  await dialog.getByRole('button', { name: 'Fail payment' }).click();
  await expect(toast(page, 'Payment failed. Please try again.')).toBeVisible();
  // Focus lands on the dialog's failure message, read out on arrival (the page behind the modal dialog,
  // the toast's live region with it, is inert until the dialog closes); the next Tab is Pay, for another try.
  const failure = dialog.getByRole('alert');
  await expect(failure).not.toBeEmpty();
  await expect(failure).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toBeFocused();

  // Closing the dialog gives the page back, unchanged, with focus on its Pay button.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(payButton(page, total)).toBeEnabled();
  await expect(payButton(page, total)).toBeFocused();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('1');

  // Turning the toggle off clears the address for a new one.
  await page.getByLabel('Use my saved address').uncheck();
  await expect(page.getByLabel('Street Address')).toHaveValue('');
  await fillAddress(page, 'Vikram Nair');

  await payButton(page, total).click();
  await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText(inr(total));
});
