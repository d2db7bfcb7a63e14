import { newAccount, registerAccount } from '../accounts';
import { expect, expectAccessible, test } from '../fixtures';

/** axe-core on every accounts page (issue 4), as first shown and with its errors showing. */

test('login, with and without errors', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Email is required');
  await expectAccessible(page);
});

test('register, with and without errors', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required');
  await expectAccessible(page);
});

test('verify-otp', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'Ishaan Das');
  await registerAccount(request, account);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/verify-otp');
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter complete OTP')).toBeVisible();
  await expectAccessible(page);
});

test('forgot-password and its Check Your Email view', async ({ page }, testInfo) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email Address').fill(newAccount(testInfo).email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expectAccessible(page);
});

test('reset-password', async ({ page }) => {
  await page.goto('/reset-password?token=x');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
  await expectAccessible(page);
});

test('profile, in view and edit modes', async ({ page, login }) => {
  await login('Tara Nair');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('₹0');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('PIN Code').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
  await expectAccessible(page);
});
