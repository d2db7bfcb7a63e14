import { readFile } from 'node:fs/promises';
import { NOTICE_VERSION, type AdminGrievanceList, type MyData } from '@store/shared';
import { expect, test, toast } from '../fixtures';

/** Issue 27, privacy rights (DPDP Act 2023, Rules 2025): the notice, My data (download, consents, erase) and grievances. */

test('sign-up shows the itemised privacy notice with its version', async ({ page }) => {
  await page.goto('/register');
  const notice = page.getByTestId('privacy-notice');
  await expect(notice.getByText('Privacy notice: your account')).toBeVisible();
  await expect(notice.getByText('Name, e-mail address and mobile number')).toBeVisible();
  await expect(notice.getByText(/How long:/)).toBeVisible();
  await expect(notice.getByText(/Withdraw or complain:/)).toBeVisible();
  await expect(notice.getByText(`Notice version ${NOTICE_VERSION}`)).toBeVisible();
});

test('My data: download it as JSON, withdraw a consent, erase the account with the password; signing in then fails', async ({ page, login }) => {
  const account = await login('Priya Nair');
  await page.goto('/profile');
  await page.getByRole('link', { name: /My data/ }).click();
  await expect(page).toHaveURL('/profile/data');
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^techstore-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MyData;
  expect(data.user.email).toBe(account.email);
  expect(data.data.find((held) => held.table === 'users')?.rows).toEqual([expect.objectContaining({ name: 'Priya Nair', email: account.email })]);
  expect(data.data.map((held) => held.table)).toEqual(expect.arrayContaining(['orders', 'invoices', 'applications', 'consents', 'security_events']));

  // The readable page shows the same, table by table.
  await page.getByRole('button', { name: 'Show it on this page' }).click();
  await expect(page.getByTestId('my-data-readable').getByText('Your account: name, e-mail, mobile number and address')).toBeVisible();

  // Consent to the account's notice was recorded at sign-up; withdrawing is one click, and so is giving it again.
  await page.getByRole('button', { name: 'Withdraw consent: Your account' }).click();
  await expect(toast(page, 'Consent withdrawn.')).toBeVisible();
  await page.getByRole('button', { name: 'Give consent: Your account' }).click();
  await expect(toast(page, 'Consent given.')).toBeVisible();

  // Erasure asks for the password, and says what the law makes the shop keep.
  const erase = page.getByRole('region', { name: 'Erase your account' });
  await expect(erase.getByText(/Section 36 of the CGST Act/)).toBeVisible();
  await erase.getByRole('button', { name: 'Erase my account…' }).click();
  await page.getByLabel('Your password, to confirm', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(page.getByLabel('Your password, to confirm', { exact: true })).toHaveAccessibleDescription(
    'That password is not right. Your account was not erased.',
  );
  await page.getByLabel('Your password, to confirm', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(toast(page, 'Your account has been erased. We have e-mailed you a confirmation.')).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the privacy page names the Grievance Officer and takes a grievance, which the admin answers', async ({ page, request, loginAsAdmin }, testInfo) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: /Grievance Officer/ })).toBeVisible();
  await expect(page.getByText('Meera Deshpande').first()).toBeVisible();

  const email = `grievance-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.getByLabel('Your name').fill('Farah Khan');
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByLabel('What is it about?').selectOption('access');
  await page.getByLabel('Your grievance').fill('Please tell me what you hold about me.');
  await page.getByRole('button', { name: 'Send to the Grievance Officer' }).click();
  const receipt = page.getByTestId('grievance-receipt');
  await expect(receipt).toContainText(/Grievance GRV-[A-Z2-9]{8} received\./);
  const reference = /GRV-[A-Z2-9]{8}/.exec((await receipt.textContent())!)![0];

  const admin = await loginAsAdmin();
  await page.goto('/admin/grievances');
  const card = page.getByTestId('admin-grievance').filter({ hasText: reference });
  await expect(card).toContainText('Farah Khan');
  await card.getByLabel(`Answer to ${reference}`).fill('We hold only this grievance. Nothing else.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(toast(page, `Answer to ${reference} sent.`)).toBeVisible();
  const answered = await request.get('/api/admin/grievances?status=answered', { headers: { authorization: `Bearer ${admin.token}` } });
  expect(((await answered.json()) as AdminGrievanceList).grievances.find((grievance) => grievance.reference === reference)).toMatchObject({
    status: 'answered',
    answer: 'We hold only this grievance. Nothing else.',
  });
});
