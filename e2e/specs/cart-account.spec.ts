import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart, Product } from '@store/shared';
import { createSession, logOut, newAccount, type Account } from '../accounts';
import { cartBadge, cartLine, expect, seedStorage, test, toast } from '../fixtures';

/**
 * Issue 27 point 3: the cart follows the account. A cart filled as a guest merges into the one saved
 * for the account at login (told in one message), and another browser signed in to the same account
 * shows it; a change on one device reaches the other; logging out forgets it here, not on the server.
 */

const stepper = (page: Page, product: Product) => page.getByRole('group', { name: `Quantity of ${product.name}` });
const quantityOf = (page: Page, product: Product) => stepper(page, product).getByRole('status', { name: 'Quantity' });

async function loginThroughForm(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
}

async function savedCart(request: APIRequestContext, token: string): Promise<Cart> {
  const response = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Cart;
}

test('a guest cart merges at login and shows on a second device signed in to the same account', async ({ page, browser, request, findProduct }, testInfo) => {
  const laptop = findProduct('laptop with 3+ in stock', (p) => p.category === 'laptop' && p.stock >= 3);
  const mouse = findProduct('accessory with 5+ in stock', (p) => p.category === 'accessories' && p.stock >= 5);
  const account = newAccount(testInfo, 'Meera Iyer');
  const session = await createSession(request, account);
  // Saved for the account earlier, on another device: one laptop.
  const put = await request.put('/api/cart', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { items: [{ productId: laptop._id, quantity: 1 }] },
  });
  expect(put.ok()).toBe(true);

  // As a guest on this phone: two mice (with a stale price in the stored line: it must not count).
  await seedStorage(page, { cart: [{ ...cartLine(mouse, 2), priceInclGst: 1 }] });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await loginThroughForm(page, account);
  await expect(toast(page, 'We added 2 items from this device to the cart saved in your account.')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('3');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(quantityOf(page, laptop)).toHaveText('1');
  await expect(quantityOf(page, mouse)).toHaveText('2');
  await expect(page.getByTestId('summary-total')).toContainText(new Intl.NumberFormat('en-IN').format(laptop.priceInclGst + 2 * mouse.priceInclGst));
  // The guest cart is merged, so no longer kept as one: a second login could not add it again.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect((await savedCart(request, session.token)).items.map((item) => [item.product._id, item.quantity])).toEqual([
    [laptop._id, 1],
    [mouse._id, 2],
  ]);

  // A second device (its own browser) signs in to the same account: the same cart.
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const second = await login.json();
  const other = await browser.newContext({ ...testInfo.project.use, serviceWorkers: 'block' });
  try {
    const tablet = await other.newPage();
    await seedStorage(tablet, { token: second.token, user: second.user });
    await tablet.goto('/cart');
    await expect(tablet.getByTestId('cart-line')).toHaveCount(2);
    await expect(quantityOf(tablet, mouse)).toHaveText('2');

    // A change there reaches the account, and this phone when it looks again.
    await stepper(tablet, mouse).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(tablet, mouse)).toHaveText('3');
    await expect.poll(async () => (await savedCart(request, session.token)).items.find((item) => item.product._id === mouse._id)?.quantity).toBe(3);
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(quantityOf(page, mouse)).toHaveText('3');
  await expect(cartBadge(page)).toHaveText('4');
});

test('logging out forgets the cart on this device; logging in again brings it back', async ({ page, request, findProduct }, testInfo) => {
  const mouse = findProduct('accessory with 5+ in stock', (p) => p.category === 'accessories' && p.stock >= 5);
  const account = newAccount(testInfo, 'Kabir Shah');
  await createSession(request, account);
  await page.goto(`/products/${mouse._id}`);
  await loginThroughForm(page, account);
  await page.goto(`/products/${mouse._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click(); // not the phone's sticky bar's
  await expect(cartBadge(page)).toHaveText('1');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect.poll(async () => (await savedCart(request, token!)).items.map((item) => item.quantity)).toEqual([1]);

  // The bottom bar hides while scrolled down the page: back to the top, where it shows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await logOut(page, true, 'Kabir');
  await expect(toast(page, 'Logged out successfully!')).toBeVisible();
  await expect(cartBadge(page)).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('accountCart')])).toEqual([null, null]);

  await loginThroughForm(page, account);
  await expect(cartBadge(page)).toHaveText('1');
});
