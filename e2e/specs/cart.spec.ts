import type { Page } from '@playwright/test';
import type { Product } from '@store/shared';
import { cartBadge, cartLine, expect, inclusiveAmounts, inr, inrPaise, seedStorage, test, toast } from '../fixtures';

/** The cart page (/cart, issue 3 point 6; SPEC §4 rules and texts; prices with GST, decision 0006). */

const line = (page: Page, product: Product) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
const quantityOf = (page: Page, product: Product) => page.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('status', { name: 'Quantity' });
const stepperButton = (page: Page, product: Product, name: 'Increase quantity' | 'Decrease quantity') =>
  page.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('button', { name });

/** The summary: the total is the sum of the prices shown × quantities; inside it, the price before tax and the GST, to the paisa. */
async function expectSummary(page: Page, lines: Array<[Product, number]>) {
  const { total, goods, shippingFee, taxablePaise, gstPaise, units } = inclusiveAmounts(lines);
  await expect(page.getByText(`${units} ${units === 1 ? 'item' : 'items'} (incl. GST)`)).toBeVisible();
  await expect(page.getByTestId('summary-items')).toHaveText(inr(goods));
  await expect(page.getByTestId('summary-shipping')).toHaveText(shippingFee ? inr(shippingFee) : 'Free');
  await expect(page.getByTestId('summary-subtotal')).toHaveText(inrPaise(taxablePaise));
  await expect(page.getByTestId('summary-tax')).toHaveText(inrPaise(gstPaise));
  await expect(page.getByTestId('summary-total')).toHaveText(inr(total));
}

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));

test.describe('with items', () => {
  let laptop: Product;
  let accessory: Product;

  test.beforeEach(async ({ page, products }) => {
    // A lakh-plus laptop shows the Indian grouping; the pair is chosen so that the tax inside the total
    // is split line by line (as the invoice does): the lines' values before tax, each to the paisa, add up
    // to a paisa other than that of the total's alone.
    const laptops = products.filter((p) => p.category === 'laptop' && p.priceInclGst >= 100_000 && p.stock >= 3);
    const accessories = products.filter((p) => p.category === 'accessories' && p.stock >= 3);
    const pairs = laptops.flatMap((l) => accessories.map((a) => [l, a] as const));
    const splitLineByLine = ([l, a]: readonly [Product, Product]) =>
      inclusiveAmounts([
        [l, 1],
        [a, 2],
      ]).taxablePaise !== Math.round(((l.priceInclGst + 2 * a.priceInclGst) * 100 * 100) / 118);
    const pair = pairs.find(splitLineByLine) ?? pairs[0];
    if (!pair) throw new Error('The seeded catalogue has no lakh-plus laptop and accessory with 3 in stock');
    [laptop, accessory] = pair;
    await seedStorage(page, { cart: [cartLine(laptop, 1), cartLine(accessory, 2)] });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });

  test('shows the lines, the header badge and the order summary in rupees', async ({ page }) => {
    expect(inr(123456)).toBe('₹1,23,456'); // the test's own formatter groups the Indian way

    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3 items in your cart' })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('3');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    await expect(line(page, laptop)).toContainText(`${inr(laptop.priceInclGst)} each incl. GST`);
    await expect(line(page, accessory)).toContainText(`${inr(accessory.priceInclGst)} each incl. GST`);
    await expect(line(page, accessory)).toContainText(`Line total ${inr(accessory.priceInclGst * 2)}`);
    await expect(quantityOf(page, accessory)).toHaveText('2');

    await expectSummary(page, [
      [laptop, 1],
      [accessory, 2],
    ]);
    // The total is what the lines show added up: never those prices taxed again.
    await expect(page.getByTestId('summary-total')).toHaveText(inr(laptop.priceInclGst + 2 * accessory.priceInclGst));
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
  });

  test('the stepper changes quantities up to the stock, and 0 removes the line', async ({ page }) => {
    await stepperButton(page, laptop, 'Increase quantity').click();
    await expect(quantityOf(page, laptop)).toHaveText('2');
    await expect(cartBadge(page)).toHaveText('4');
    await expect(line(page, laptop)).toContainText(inr(laptop.priceInclGst * 2));
    await expectSummary(page, [
      [laptop, 2],
      [accessory, 2],
    ]);

    // Saved on every change: a reload shows the same cart.
    await page.reload();
    await expect(quantityOf(page, laptop)).toHaveText('2');
    await expect(cartBadge(page)).toHaveText('4');

    await stepperButton(page, accessory, 'Decrease quantity').click();
    await expect(quantityOf(page, accessory)).toHaveText('1');
    await stepperButton(page, accessory, 'Decrease quantity').click();
    await expect(toast(page, 'Item removed from cart!')).toBeVisible();
    await expect(line(page, accessory)).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('2');
    await expectSummary(page, [[laptop, 2]]);
  });

  test("remove takes a line out and says 'Item removed from cart!'", async ({ page }) => {
    await page.getByRole('button', { name: `Remove ${laptop.name} from cart` }).click();
    await expect(toast(page, 'Item removed from cart!')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(line(page, laptop)).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('2');
    await expectSummary(page, [[accessory, 2]]);
    expect(JSON.parse((await storedCart(page))!)).toEqual([cartLine(accessory, 2)]);
  });

  test('clear cart asks first, then empties it and deletes the stored cart', async ({ page }) => {
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
    await expect(dialog).toContainText('All 3 items in your cart will be removed.');
    await dialog.getByRole('button', { name: 'Keep items' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('alertdialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect(cartBadge(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    expect(await storedCart(page)).toBeNull();
  });

  test("guests get 'Login to Checkout', which asks to log in and come back to checkout", async ({ page }) => {
    const login = page.getByRole('link', { name: 'Login to Checkout' });
    await expect(login).toHaveAttribute('href', '/login?redirect=/checkout');
    await login.click();
    await expect(page).toHaveURL('/login?redirect=/checkout');
  });
});

test('the stepper stops at the stock', async ({ page, findProduct, cart }) => {
  const scarce = findProduct('product with 2–3 left', (p) => p.stock >= 2 && p.stock <= 3);
  await cart([[scarce, scarce.stock - 1]]);
  await page.goto('/cart');
  await expect(stepperButton(page, scarce, 'Increase quantity')).toBeEnabled();
  await stepperButton(page, scarce, 'Increase quantity').click();
  await expect(quantityOf(page, scarce)).toHaveText(String(scarce.stock));
  await expect(stepperButton(page, scarce, 'Increase quantity')).toBeDisabled();
});

test("signed-in customers get 'Proceed to Checkout'", async ({ page, findProduct, login, cart }) => {
  const product = findProduct('in-stock product', (p) => p.stock > 0);
  await login();
  await cart([[product, 1]]);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('link', { name: 'Login to Checkout' })).toHaveCount(0);
});

test('stored lines are re-checked: new prices are applied, and short stock or a vanished product blocks checkout', async ({ page, findProduct, cart }) => {
  const repriced = findProduct('in-stock product', (p) => p.stock >= 3 && p.priceInclGst > 1000);
  const scarce = findProduct('product with 1–3 left', (p) => p.stock >= 1 && p.stock <= 3 && p._id !== repriced._id);
  const oldPrice = repriced.priceInclGst - 500;
  const vanished = { ...cartLine(repriced, 1), _id: '00000000-0000-4000-8000-000000000000', name: 'Discontinued Gadget' };
  await cart([{ ...cartLine(repriced, 1), priceInclGst: oldPrice }, [scarce, scarce.stock + 2], vanished]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  await expect(page.getByTestId('cart-line').filter({ hasText: 'Discontinued Gadget' })).toContainText(
    'This item is no longer available. Please remove it to continue.',
  );
  await expect(page.getByText('2 items need your attention before checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Discontinued Gadget from cart' }).click();
  await expect(toast(page, 'Item removed from cart!')).toBeVisible();

  await expect(page.getByText('Some prices have changed since you added these items.')).toBeVisible();
  await expect(page.getByText(`${repriced.name}: ${inr(oldPrice)} → ${inr(repriced.priceInclGst)}`)).toBeVisible();
  await expect(line(page, repriced)).toContainText(`${inr(repriced.priceInclGst)} each`);

  await expect(line(page, scarce)).toContainText(`Only ${scarce.stock} left in stock. Reduce the quantity to ${scarce.stock} to continue.`);
  await expect(page.getByRole('button', { name: 'Login to Checkout' })).toBeDisabled();
  await expect(page.getByText('One item needs your attention before checkout')).toBeVisible();

  for (let n = scarce.stock + 1; n >= scarce.stock; n--) {
    await stepperButton(page, scarce, 'Decrease quantity').click();
    await expect(quantityOf(page, scarce)).toHaveText(String(n));
  }
  await expect(page.getByRole('link', { name: 'Login to Checkout' })).toBeVisible();
  await expectSummary(page, [
    [repriced, 1],
    [scarce, scarce.stock],
  ]);
});

test('a cart stored before prices included GST is kept, priced as it was shown, and re-checked against the catalogue', async ({ page, findProduct }) => {
  const product = findProduct('in-stock product without an MRP', (p) => p.stock >= 2 && p.mrp === null && p.priceInclGst > 2000);
  // Stored then: the price before GST in whole rupees, shown with GST as round(price × 1.18).
  const { _id, name, brand, category, stock, images } = product;
  await seedStorage(page, { cart: [{ _id, name, brand, category, price: 1000, originalPrice: 1000, hasOffer: false, stock, images, quantity: 2 }] });
  await page.goto('/cart');

  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByText(`${name}: ${inr(1180)} → ${inr(product.priceInclGst)}`)).toBeVisible();
  await expect(line(page, product)).toContainText(`${inr(product.priceInclGst)} each`);
  await expectSummary(page, [[product, 2]]);
  const stored = JSON.parse((await storedCart(page))!) as Array<Record<string, unknown>>;
  expect(stored).toEqual([cartLine(product, 2)]);
});

test('a corrupt stored cart is discarded, not a crash', async ({ page }) => {
  await seedStorage(page, { cart: '{"not":"a cart"' });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await storedCart(page)).toBeNull();
});

test('an empty cart offers the catalogue', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartBadge(page)).toBeHidden();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL('/products');
});
