import type { Page } from '@playwright/test';
import type { Application } from '@store/shared';
import { createSession, newAccount } from '../accounts';
import { expect, expectAccessible, test, toast } from '../fixtures';

/**
 * Insurance and loan applications, the browser's side (SPEC §2, §4, §5): the shared form, the guest's
 * way through login and back, and My Applications with masked identity numbers. Every application
 * made here counts against the server's per-address limit (30 an hour, all tests share 127.0.0.1):
 * keep them few.
 */

const PAN = 'ABCDE1234F';
const AADHAR = '234567890123';

const form = (page: Page, title: string) => page.getByRole('form', { name: `${title} application` });

/** The parts every form shares; name, e-mail and phone come prefilled from the account. */
async function fillCommon(page: Page, title: string) {
  const f = form(page, title);
  await f.getByLabel('Date of Birth').fill('1991-08-24');
  await f.getByLabel('Gender').selectOption('female');
  await f.getByLabel('Marital Status').selectOption('single');
  await f.getByLabel('Street Address').fill('Flat 7, Mangal Apartments, Karve Road');
  await f.getByLabel('City').fill('Pune');
  await f.getByLabel('State').fill('Maharashtra');
  await f.getByLabel('PIN Code').fill('411004');
  await f.getByLabel('Monthly Income').fill('75,000');
  await f.getByLabel('Employment Type').selectOption('salaried');
  await f.getByLabel('Company Name').fill('Persistent Systems');
  await f.getByLabel('PAN Number').fill(PAN.toLowerCase());
  await f.getByLabel('Aadhar Number').fill('2345 6789 0123');
}

/** Clicks submit and returns the stored application from the server's 201 answer. */
async function submit(page: Page, title: string): Promise<Application> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/applications' && r.request().method() === 'POST');
  await form(page, title).getByRole('button', { name: 'Submit Application' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}

test('a signed-in customer applies for health insurance and a personal loan, and sees both, masked, in My Applications', async ({ page, login }) => {
  const account = await login('Meera Iyer');

  await page.goto('/insurance/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Health Insurance Application' })).toBeVisible();
  await expect(page).toHaveTitle('Health Insurance Application | TechStore');
  const health = form(page, 'Health Insurance');
  await expect(health.getByLabel('Full Name')).toHaveValue(account.name);
  await expect(health.getByLabel('Email')).toHaveValue(account.email);
  await expect(health.getByLabel('Phone')).toHaveValue(account.phone);
  await fillCommon(page, 'Health Insurance');
  await health.getByLabel('Coverage Amount').fill('5,00,000');
  await health.getByLabel('Family Members to Cover').fill('3');
  const insurance = await submit(page, 'Health Insurance');
  await expect(toast(page, 'Insurance application submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/applications');

  await page.goto('/loan/personal');
  const loanForm = form(page, 'Personal Loan');
  await fillCommon(page, 'Personal Loan');
  await loanForm.getByLabel('Loan Amount').fill('300000');
  await loanForm.getByLabel('Loan Tenure').fill('36');
  await loanForm.getByLabel('Purpose').selectOption({ label: 'Home Renovation' });
  const loan = await submit(page, 'Personal Loan');
  await expect(toast(page, 'Loan application submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/applications');

  const list = page.getByRole('region', { name: 'Your Applications' });
  const loanCard = list.getByRole('article', { name: 'Personal Loan' });
  const healthCard = list.getByRole('article', { name: 'Health Insurance' });
  await expect(loanCard).toBeVisible();
  await expect(healthCard).toBeVisible();
  for (const [card, application] of [
    [loanCard, loan],
    [healthCard, insurance],
  ] as const) {
    await expect(card).toContainText(`#${application._id.slice(-8)}`);
    await expect(card).not.toContainText(application._id);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card).toContainText(account.name);
    await expect(card).toContainText(account.email);
    await expect(card).toContainText(account.phone);
  }
  await expect(healthCard).toContainText(
    `Applied on ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())}`,
  );

  await loanCard.getByText('Application details').click();
  await expect(loanCard.getByText('XXXXXX234F', { exact: true })).toBeVisible();
  await expect(loanCard.getByText('XXXXXXXX0123', { exact: true })).toBeVisible();
  await expect(loanCard.getByText('Home Renovation', { exact: true })).toBeVisible();
  await expect(page.getByText(PAN)).toHaveCount(0);
  await expect(page.getByText(AADHAR)).toHaveCount(0);
  // Nothing identifying was left behind in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(PAN);
  expect(stored).not.toContain(AADHAR);
});

test('a guest may fill in a form, is sent to log in, and comes back to what they typed', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'Kiran Rao');
  await createSession(request, account);

  await page.goto('/loan/personal');
  const loanForm = form(page, 'Personal Loan');
  await expect(loanForm.getByText('You can fill in this form now, but you need to log in or register to submit it.', { exact: false })).toBeVisible();
  await loanForm.getByLabel('Full Name').fill('Kiran S. Rao');
  await loanForm.getByLabel('Loan Amount').fill('250000');
  await loanForm.getByLabel('PAN Number').fill(PAN);
  await loanForm.getByRole('button', { name: 'Login to Submit' }).click();

  await expect(toast(page, 'Please login to submit your application')).toBeVisible();
  await expect(page).toHaveURL('/login?redirect=/loan/personal');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/loan/personal');
  await expect(loanForm.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await expect(loanForm.getByText('We kept what you typed earlier', { exact: false })).toBeVisible();
  await expect(loanForm.getByLabel('Full Name')).toHaveValue('Kiran S. Rao');
  await expect(loanForm.getByLabel('Loan Amount')).toHaveValue('250000');
  await expect(loanForm.getByLabel('Email')).toHaveValue(account.email);
  await expect(loanForm.getByLabel('PAN Number')).toHaveValue(''); // never kept
});

test('My Applications asks a guest to log in', async ({ page }) => {
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 2, name: 'Please Login' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login?redirect=/applications');
});

test('an unknown type shows its message and a way home', async ({ page }) => {
  await page.goto('/loan/car');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Loan Type' })).toBeVisible();
  await expect(page).toHaveTitle('Invalid Loan Type | TechStore');

  await page.goto('/insurance/dental');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Insurance Type' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('accessibility: a form, with and without errors, and My Applications with an application', async ({ page, request, login }) => {
  // Three full axe scans and two form submissions: slow on the phone profile of a busy 2-core machine.
  test.slow();
  await page.goto('/insurance/vehicle');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Insurance Application' })).toBeVisible();
  await expectAccessible(page);

  // Signed in from the next page on.
  const account = await login('Farah Khan');
  const created = await request.post('/api/applications', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      type: 'loan',
      subType: 'gold',
      personalInfo: {
        fullName: account.name,
        email: account.email,
        phone: account.phone,
        dateOfBirth: '1985-02-11',
        gender: 'female',
        maritalStatus: 'married',
        address: { street: '21 Camp Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      },
      financialInfo: { monthlyIncome: 60000, employmentType: 'business', companyName: '', panNumber: PAN, aadharNumber: AADHAR },
      specificDetails: { loanAmount: 150000, loanTenure: 12, goldWeight: 60, goldPurity: '22k', ornamentType: 'Bangles' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/loan/home');
  await form(page, 'Home Loan').getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page, 'Home Loan').getByLabel('Date of Birth')).toBeFocused();
  await expectAccessible(page);

  await page.goto('/applications');
  await expect(page.getByRole('article', { name: 'Gold Loan' })).toBeVisible();
  await page.getByRole('article', { name: 'Gold Loan' }).getByText('Application details').click();
  await expectAccessible(page);
});
