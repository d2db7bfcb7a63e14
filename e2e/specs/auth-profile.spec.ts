import type { Page } from '@playwright/test';
import { createSession, newAccount } from '../accounts';
import { expect, test, toast } from '../fixtures';

/** Issue 4: the profile page, view and edit modes (SPEC §2, §4). */

const details = (page: Page) => page.getByRole('region', { name: 'Personal Information' });
const shown = (page: Page, label: string) =>
  details(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('guests are sent to login and come back to their profile', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'Vikram Joshi');
  await createSession(request, account);
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirect=/profile');

  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('view, edit and cancel, then save', async ({ page, login }) => {
  const account = await login('Sneha Patil');
  await page.goto('/profile');

  const header = page.getByRole('region', { name: 'Account' });
  await expect(header.getByText(account.name)).toBeVisible();
  await expect(header.getByText(account.email)).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Account summary' });
  await expect(tiles).toContainText('0Total Orders');
  await expect(tiles).toContainText('0Applications');
  await expect(tiles).toContainText('₹0Total Spent');
  await expect(shown(page, 'Phone Number')).toHaveText('9876543210');
  await expect(shown(page, 'City')).toHaveText('Not provided');

  // Edit, then Cancel: the stored values come back.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await page.getByLabel('Full Name').fill('Somebody Else');
  await page.getByLabel('City').fill('Nagpur');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown(page, 'Full Name')).toHaveText(account.name);
  await expect(shown(page, 'City')).toHaveText('Not provided');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
  await expect(page.getByLabel('City')).toHaveValue('');

  // Client-side checks with the shared rules.
  await page.getByLabel('PIN Code').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
  await expect(page.getByLabel('PIN Code')).toBeFocused();

  await page.getByLabel('Full Name').fill('Sneha P. Deshmukh');
  await page.getByLabel('Phone Number').fill('91234 56789');
  await page.getByLabel('Street Address').fill('Flat 4, Shanti Niwas\nFC Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN Code').fill('411004');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(shown(page, 'Full Name')).toHaveText('Sneha P. Deshmukh');
  await expect(shown(page, 'Phone Number')).toHaveText('9123456789');
  await expect(shown(page, 'PIN Code')).toHaveText('411004');

  // Stored on the server: a fresh page load shows it.
  await page.reload();
  // Typed on two lines, kept as one (labels and invoices print one line): joined with a comma.
  await expect(shown(page, 'Street Address')).toHaveText('Flat 4, Shanti Niwas, FC Road');
  await expect(header.getByText('Sneha P. Deshmukh')).toBeVisible();
});
