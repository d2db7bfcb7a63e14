import { createSession, expectSignedInAs, logOut, newAccount } from '../accounts';
import { expect, seedStorage, test, toast } from '../fixtures';

/**
 * Issue 4: login with a redirect, logout, and sessions the server no longer knows. Failed logins are
 * kept few: the server locks an IP out after 10 in 15 minutes, and every test shares 127.0.0.1.
 */

test('login follows ?redirect= (/login?redirect=/cart lands on /cart)', async ({ page, request, isPhone }, testInfo) => {
  const account = newAccount(testInfo, 'Meera Iyer');
  await createSession(request, account);

  await page.goto('/login?redirect=/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  // Signing up instead goes on to the same place (issue 27).
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register?redirect=/cart');
  await page.getByLabel('Email Address').fill(account.email.toUpperCase()); // addresses are case-insensitive
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await expectSignedInAs(page, isPhone, account);
});

test("a wrong password says 'Invalid email or password' and keeps the e-mail", async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'Kabir Singh');
  await createSession(request, account);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('logout ends the session here and on the server', async ({ page, request, isPhone, login }) => {
  const account = await login('Nisha Rao');
  await page.goto('/products');
  await expectSignedInAs(page, isPhone, account);

  await logOut(page, isPhone, 'Nisha');

  await expect(toast(page, 'Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  // The token is dead on the server too (best-effort POST /api/auth/logout).
  await expect.poll(async () => (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${account.token}` } })).status()).toBe(401);
  if (isPhone) {
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  }
});

test('a stored session the server no longer knows is signed out cleanly', async ({ page, isPhone }) => {
  await seedStorage(page, { token: 'a-token-the-server-never-issued', user: { name: 'Asha Kulkarni', email: 'asha@example.in' } });
  await page.goto('/');

  await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  if (!isPhone) await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
