import type { Page } from '@playwright/test';
import { enterCode, newAccount, registerAccount, verificationCode, waitForMail } from '../accounts';
import { expect, storedCartLines, test, toast } from '../fixtures';
import { stockedProducts } from '../purchases';

/**
 * Issue 27, a new buyer on a phone: from a cart to checkout, sent to log in, signing up instead, the
 * code page surviving a reload and a new tab, and back on checkout with the cart as it was; an
 * address saved there is in the profile's address book.
 */

const ADDRESS = { street: '221 Residency Road, Ashok Nagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };

const codeGroup = (page: Page, email: string) => page.getByRole('group', { name: `Enter the 6-digit code sent to ${email}` });

test('a guest with a cart signs up from checkout, verifies, and is back on checkout with the cart; the address saved there is in the profile', async ({
  page,
  context,
  request,
  cart,
  products,
}, testInfo) => {
  test.slow(); // a registration, a code, a checkout and the profile: several page loads on a busy machine
  const product = stockedProducts(products)[0]!;
  const account = newAccount(testInfo, 'Kavya Iyer');
  await cart([[product, 2]]);

  await page.goto('/cart');
  await page.getByRole('main').getByRole('link', { name: 'Login to Checkout' }).click();
  await expect(page).toHaveURL('/login?redirect=/checkout');

  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/register?redirect=/checkout');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Phone Number').fill('98765 43210');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/verify-otp?redirect=/checkout');
  await expect(codeGroup(page, account.email)).toBeVisible();

  // Opened again: a reload, and the mail's link in a tab of its own. Neither goes back to /register.
  await page.reload();
  await expect(codeGroup(page, account.email)).toBeVisible();
  await expect(page).toHaveURL('/verify-otp?redirect=/checkout');
  const mail = await waitForMail(request, account.email, (m) => /verification code$/.test(m.subject));
  const link = /https?:\/\/\S+\/verify-otp/.exec(mail.text)?.[0];
  expect(link, 'the code mail links to the code page').toBeTruthy();
  const fromMail = await context.newPage();
  await fromMail.goto(new URL(link!).pathname);
  await expect(codeGroup(fromMail, account.email)).toBeVisible();
  await expect(fromMail.getByRole('timer')).toHaveText(/^[0-5]:\d\d$/);
  await fromMail.close();

  await enterCode(page, await verificationCode(request, account.email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // Back where they were going, signed in, the cart as it was; one toast for the one event.
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(toast(page, 'Email verified successfully!')).toBeVisible();
  await expect(toast(page, 'Logged in successfully!')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  await expect.poll(() => storedCartLines(page)).toEqual([{ _id: product._id, quantity: 2 }]);

  // A new address, saved to the address book as the order goes ahead.
  await page.getByLabel('Street Address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').fill(ADDRESS.state);
  await page.getByLabel('PIN Code').fill(ADDRESS.pincode);
  await page.getByLabel('Save to my addresses').check();
  await page.getByRole('button', { name: /^(Pay ₹|Place order)/ }).click();
  await expect(toast(page, 'Address saved to your address book')).toBeVisible();

  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Saved Addresses' });
  const saved = book.getByRole('listitem').filter({ hasText: ADDRESS.street });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Default');
  await expect(saved).toContainText(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.pincode}`);

  // And checkout's toggle fills it in next time.
  await page.goto('/checkout');
  await page.getByLabel('Use my saved address').check();
  await expect(page.getByLabel('Street Address')).toHaveValue(ADDRESS.street);
  await expect(page.getByLabel('PIN Code')).toHaveValue(ADDRESS.pincode);
});

test('the code page on another device asks for the e-mail and password, sends a code and signs in', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'Rohan Das');
  // Registered elsewhere: this browser has no registration cookie.
  await registerAccount(request, account);

  await page.goto('/verify-otp');
  await expect(page).toHaveURL('/verify-otp');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Send me a new code' }).click();

  await expect(codeGroup(page, account.email)).toBeVisible();
  await enterCode(page, await verificationCode(request, account.email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Email verified successfully!')).toBeVisible();
});
