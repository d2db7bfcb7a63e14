import type { Page } from '@playwright/test';
import type { Product } from '@store/shared';
import { cartBadge, cartLine, expect, inr, seedStorage, test, toast } from '../fixtures';

/** The cart page (/cart, issue 3 point 6; SPEC §4 rules and texts, §9 tax and total). */

const line = (page: Page, product: Product) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
const quantityOf = (page: Page, product: Product) => page.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('status', { name: 'Quantity' });
const stepperButton = (page: Page, product: Product, name: 'Increase quantity' | 'Decrease quantity') =>
  page.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('button', { name });

async function expectSummary(page: Page, subtotal: number, itemCount: number) {
  await expect(page.getByText(`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`)).toBeVisible();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(inr(subtotal));
  await expect(page.getByTestId('summary-tax')).toHaveText(inr(Math.round(subtotal * 0.18)));
  await expect(page.getByTestId('summary-total')).toHaveText(inr(Math.round(subtotal * 1.18)));
}

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));

test.describe('with items', () => {
  let laptop: Product;
  let accessory: Product;

  test.beforeEach(async ({ page, products }) => {
    // A lakh-plus laptop shows the Indian grouping; the pair is chosen so that 18% of the subtotal ends
    // in half a rupee or more, where rounding differs from cutting the paise off.
    const laptops = products.filter((p) => p.category === 'laptop' && p.price >= 100_000 && p.stock >= 3);
    const accessories = products.filter((p) => p.category === 'accessories' && p.stock >= 3);
    const pair = laptops.flatMap((l) => accessories.map((a) => [l, a] as const)).find(([l, a]) => ((l.price + 2 * a.price) * 18) % 100 >= 50);
    if (!pair) throw new Error('The seeded catalogue has no laptop and accessory whose tax rounds up');
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

    await expect(line(page, laptop)).toContainText(`${inr(laptop.price)} each`);
    await expect(line(page, accessory)).toContainText(`${inr(accessory.price)} each`);
    await expect(line(page, accessory)).toContainText(`Line total ${inr(accessory.price * 2)}`);
    await expect(quantityOf(page, accessory)).toHaveText('2');

    const subtotal = laptop.price + 2 * accessory.price;
    await expectSummary(page, subtotal, 3);
    await expect(page.getByTestId('summary-tax')).not.toHaveText(inr(Math.floor(subtotal * 0.18)));
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
  });

  test('the stepper changes quantities up to the stock, and 0 removes the line', async ({ page }) => {
    await stepperButton(page, laptop, 'Increase quantity').click();
    await expect(quantityOf(page, laptop)).toHaveText('2');
    await expect(cartBadge(page)).toHaveText('4');
    await expect(line(page, laptop)).toContainText(inr(laptop.price * 2));
    await expectSummary(page, 2 * laptop.price + 2 * accessory.price, 4);

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
    await expectSummary(page, 2 * laptop.price, 2);
  });

  test("remove takes a line out and says 'Item removed from cart!'", async ({ page }) => {
    await page.getByRole('button', { name: `Remove ${laptop.name} from cart` }).click();
    await expect(toast(page, 'Item removed from cart!')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(line(page, laptop)).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('2');
    await expectSummary(page, 2 * accessory.price, 2);
    expect(JSON.parse((await storedCart(page))!)).toEqual([cartLine(accessory, 2)]);
  });

  test('clear cart empties it and deletes the stored cart', async ({ page }) => {
    await page.getByRole('button', { name: 'Clear Cart' }).click();
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
  const repriced = findProduct('in-stock product', (p) => p.stock >= 3 && p.price > 1000);
  const scarce = findProduct('product with 1–3 left', (p) => p.stock >= 1 && p.stock <= 3 && p._id !== repriced._id);
  const oldPrice = repriced.price - 500;
  const vanished = { ...cartLine(repriced, 1), _id: '00000000-0000-4000-8000-000000000000', name: 'Discontinued Gadget' };
  await cart([{ ...cartLine(repriced, 1), price: oldPrice }, [scarce, scarce.stock + 2], vanished]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  await expect(page.getByTestId('cart-line').filter({ hasText: 'Discontinued Gadget' })).toContainText(
    'This item is no longer available. Please remove it to continue.',
  );
  await expect(page.getByText('2 items need your attention before checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Discontinued Gadget from cart' }).click();
  await expect(toast(page, 'Item removed from cart!')).toBeVisible();

  await expect(page.getByText('Some prices have changed since you added these items.')).toBeVisible();
  await expect(page.getByText(`${repriced.name}: ${inr(oldPrice)} → ${inr(repriced.price)}`)).toBeVisible();
  await expect(line(page, repriced)).toContainText(`${inr(repriced.price)} each`);

  await expect(line(page, scarce)).toContainText(`Only ${scarce.stock} left in stock. Reduce the quantity to ${scarce.stock} to continue.`);
  await expect(page.getByRole('button', { name: 'Login to Checkout' })).toBeDisabled();
  await expect(page.getByText('One item needs your attention before checkout')).toBeVisible();

  for (let n = scarce.stock + 1; n >= scarce.stock; n--) {
    await stepperButton(page, scarce, 'Decrease quantity').click();
    await expect(quantityOf(page, scarce)).toHaveText(String(n));
  }
  await expect(page.getByRole('link', { name: 'Login to Checkout' })).toBeVisible();
  await expectSummary(page, repriced.price + scarce.stock * scarce.price, 1 + scarce.stock);
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
