import type { Page } from '@playwright/test';
import type { Order } from '@store/shared';
import { addToCartButton, cartBadge, expect, inr, test, toast } from '../fixtures';
import { SHIPPING_ADDRESS, stockedProducts } from '../purchases';

/**
 * Issue 24 points 1–2, decision 0006: the price on a product card is what is charged. Two products are
 * put in the cart from their cards (one of the first, two of the second); the figures read off the cards,
 * times the quantities, are the amount on the Pay button, the amount the sandbox's dialog asks for and
 * the order's total once paid.
 */

/** "₹1,23,456" → 123456. */
const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[₹,\s]/g, ''));

async function fillAddress(page: Page) {
  await page.getByLabel('Full Name').fill(SHIPPING_ADDRESS.name);
  await page.getByLabel('Phone Number').fill(SHIPPING_ADDRESS.phone);
  await page.getByLabel('Street Address').fill(SHIPPING_ADDRESS.street);
  await page.getByLabel('City').fill(SHIPPING_ADDRESS.city);
  await page.getByLabel('State').fill(SHIPPING_ADDRESS.state);
  await page.getByLabel('PIN Code').fill(SHIPPING_ADDRESS.pincode);
}

test('the figure on the card equals the one charged: card prices × quantities = the Pay button = the order total', async ({
  page,
  login,
  products,
  request,
}) => {
  // Two catalogue searches, a checkout and a sandbox payment.
  test.slow();
  // Products whose stock no other spec reads (purchases.ts), so buying them in parallel disturbs nothing.
  const [first, second] = stockedProducts(products);
  expect(second, 'two software or service products with 20 or more in stock').toBeDefined();
  const { token } = await login('Kavya Iyer');

  const bought: Array<{ name: string; figure: number; quantity: number }> = [];
  let units = 0;
  for (const [product, quantity] of [
    [first!, 1],
    [second!, 2],
  ] as const) {
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(card).toHaveCount(1);
    // The card's large figure is the price with GST, labelled so; the figure before tax is not on the card.
    const price = card.getByTestId('price');
    await expect(price).toHaveText(inr(product.priceInclGst));
    await expect(card).toContainText('incl. GST');
    const figure = rupeesOf(await price.textContent());
    for (let added = 0; added < quantity; added++) {
      await addToCartButton(card, product.name).click();
      units += 1;
      await expect(cartBadge(page)).toHaveText(String(units));
    }
    await expect(toast(page, quantity === 1 ? 'Item added to cart!' : 'Item quantity updated in cart!')).toBeVisible();
    bought.push({ name: product.name, figure, quantity });
  }
  const expected = bought.reduce((sum, line) => sum + line.figure * line.quantity, 0);

  await page.goto('/cart');
  await expect(page.getByTestId('summary-total')).toHaveText(inr(expected));
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillAddress(page);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(expected));

  const pay = page.getByRole('button', { name: `Pay ${inr(expected)}`, exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Razorpay test payment' });
  await expect(dialog).toContainText(inr(expected));
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText(inr(expected));
  const items = page.getByRole('region', { name: /^Items/ }).getByRole('listitem');
  for (const { name, figure, quantity } of bought) {
    await expect(items.filter({ hasText: name })).toContainText(`Quantity: ${quantity} × ${inr(figure)}`);
  }

  // And as the shop keeps it: the total charged and each line's price as on its card.
  const orderId = page.url().split('/').pop()!;
  const response = await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const order = (await response.json()) as Order;
  expect(order.totalAmount).toBe(expected);
  // (The server keeps the lines in its own order, by product id.)
  const byName = (a: [string, number, number], b: [string, number, number]) => a[0].localeCompare(b[0]);
  expect(order.items.map((item): [string, number, number] => [item.product.name, item.priceInclGst, item.quantity]).sort(byName)).toEqual(
    bought.map(({ name, figure, quantity }): [string, number, number] => [name, figure, quantity]).sort(byName),
  );
});
