import { createSession, expectSignedInAs, newAccount, resetLink } from '../accounts';
import { expect, test, toast } from '../fixtures';

/** Issue 4: forgot → the mailed link → reset → login with the new password (SPEC §2, §5). */

test('forgot password, reset from the mailed link, then log in with the new password', async ({ page, request, isPhone }, testInfo) => {
  const account = newAccount(testInfo, 'Farah Khan');
  await createSession(request, account);
  const newPassword = 'Brand-new#2025';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(toast(page, 'Password reset link sent to your email!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto(await resetLink(request, account.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  const requirements = page.getByRole('list', { name: 'Password requirements' });
  const rule = (name: string) => requirements.getByRole('listitem').filter({ hasText: name });

  // SPEC §5: the match check first, then the length.
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abc');
  await expect(rule('Passwords match')).toHaveAttribute('data-met', 'true');
  await expect(rule('At least 6 characters')).toHaveAttribute('data-met', 'false');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters long');

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await expect(rule('At least 6 characters')).toHaveAttribute('data-met', 'true');
  await expect(rule('Passwords match')).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(toast(page, 'Password reset successful! You can now login with your new password.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectSignedInAs(page, isPhone, account);
});

test("'Try Different Email' returns to the form", async ({ page }, testInfo) => {
  await page.goto('/forgot-password');
  // The answer is the same whether or not an account exists.
  await page.getByLabel('Email Address').fill(newAccount(testInfo, 'Nobody Here').email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toBeVisible();
});

test("a reset page without a token says 'Invalid reset link' and goes to /login", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(toast(page, 'Invalid reset link')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test("a used or made-up token gets the server's message", async ({ page }) => {
  await page.goto('/reset-password?token=made-up-token');
  await page.getByLabel('New Password', { exact: true }).fill('whatever-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('whatever-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');
});
