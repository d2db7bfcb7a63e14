import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { shortId, type Application, type User } from '@store/shared';
import { createSession, newAccount, type Account } from '../accounts';
import { expect, expectAccessible, seedStorage, test, toast } from '../fixtures';

/**
 * The team's side of applications (issue 11) and what the customer sees of it: the admin finds an
 * application, reviews it, approves it with a note; its owner sees the decision, the dated steps and
 * the note; any other customer sees nothing of it. Each test makes its own customer and application
 * (a secured loan, which no other spec applies for), so the phone and desktop runs never meet.
 */

const PAN = 'FGHIJ5678K';
const AADHAR = '345678901234';
const NOTE = 'Documents verified… Your loan will be disbursed within 3 working days.';

/** A secured loan sent through the API as `account`, as the form would send it. */
async function applyForSecuredLoan(request: APIRequestContext, token: string, account: Account): Promise<Application> {
  const response = await request.post('/api/applications', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: 'loan',
      subType: 'secured',
      personalInfo: {
        fullName: account.name,
        email: account.email,
        phone: account.phone,
        dateOfBirth: '1987-11-03',
        gender: 'male',
        maritalStatus: 'married',
        address: { street: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
      },
      financialInfo: { monthlyIncome: 120000, employmentType: 'salaried', companyName: 'Wipro', workExperience: 9, panNumber: PAN, aadharNumber: AADHAR },
      specificDetails: { loanAmount: 800000, loanTenure: 5, collateralType: 'fixed_deposit', collateralValue: 1000000, loanPurpose: 'Home renovation' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}

/**
 * A second signed-in person in a browser context of their own (the page fixture holds the admin),
 * with the project's settings; `errors` collects what the page throws, as the page fixture does.
 */
async function openAs(browser: Browser, session: { token: string; user: User }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await seedStorage(page, { token: session.token, user: session.user });
  return { page, errors };
}

test('the team reviews and approves an application with a note, and its customer sees the decision, the steps and the note', async ({
  page,
  request,
  browser,
  loginAsAdmin,
}, testInfo) => {
  // Two people, two full axe scans and many round trips: slow on a busy 2-core machine shared by several runs.
  test.setTimeout(150_000);
  const account = newAccount(testInfo, `Rohan ${testInfo.project.name === 'phone' ? 'Phadke' : 'Desai'}`);
  const session = await createSession(request, account);
  const application = await applyForSecuredLoan(request, session.token, account);
  const number = `#${shortId(application._id)}`;

  // The admin finds it: secured loans, pending.
  await loginAsAdmin();
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter applications' });
  await filters.getByLabel('Type').selectOption({ label: 'Loan' });
  await filters.getByLabel('Plan').selectOption({ label: 'Secured Loan' });
  await filters.getByLabel('Status').selectOption({ label: 'Pending' });
  // The filters in the address, in whatever order the selects were applied.
  await expect(page).toHaveURL(
    (url) =>
      [...url.searchParams]
        .map(([key, value]) => `${key}=${value}`)
        .sort()
        .join('&') === 'status=pending&subType=secured&type=loan',
  );
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
  await expect(row).toContainText(account.name);
  await expect(row).toContainText('Secured Loan');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: number, exact: true }).click();

  // Its page: the account, the answers, identity masked until revealed.
  await expect(page).toHaveURL(`/admin/applications/${application._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Secured Loan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer account' })).toContainText(account.email);
  await expect(page.getByRole('region', { name: 'Loan Details' })).toContainText('Fixed Deposit');
  const identity = page.getByRole('region', { name: 'Identity documents' });
  await expect(identity).toContainText('XXXXXX678K');
  await expect(identity).not.toContainText(PAN);
  await identity.getByRole('button', { name: 'Reveal' }).click();
  await expect(identity.getByText(PAN, { exact: true })).toBeVisible();
  await expect(identity.getByText(AADHAR, { exact: true })).toBeVisible();
  await identity.getByRole('button', { name: 'Hide' }).click();
  await expect(identity).not.toContainText(PAN);

  // Review, then approve with a note, confirming.
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Start review' }).click();
  await expect(toast(page, 'Review started')).toBeVisible();
  await expect(page.locator('header').getByText('Under Review', { exact: true })).toBeVisible();
  await actions.getByLabel('Note to the customer').fill(NOTE);
  await actions.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this application?' });
  await expect(dialog).toContainText(`${number} will be approved`);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Application approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('header').getByText('Approved', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(actions.getByLabel('Note to the customer')).toHaveValue(NOTE);
  await expectAccessible(page);

  // The customer follows the link from My Applications.
  const { page: customerPage, errors: customerErrors } = await openAs(browser, session);
  await customerPage.goto('/applications');
  await customerPage
    .getByRole('article', { name: 'Secured Loan' })
    .getByRole('link', { name: `View details of application ${number}` })
    .click();
  await expect(customerPage).toHaveURL(`/applications/${application._id}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Secured Loan' })).toBeVisible();
  await expect(customerPage.locator('main header')).toContainText(`Application ID ${number}`);
  await expect(customerPage.locator('main header').getByText('Approved', { exact: true })).toBeVisible();
  const steps = customerPage.getByRole('list', { name: 'Application progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(steps.nth(0)).toContainText('Submitted');
  await expect(steps.nth(1)).toContainText('Under review');
  await expect(steps.nth(2)).toContainText('Approved');
  for (const index of [0, 1, 2]) await expect(steps.nth(index)).toContainText(today);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(customerPage.getByRole('region', { name: 'Note from our team' })).toContainText(NOTE);
  await expect(customerPage.getByRole('region', { name: 'Your answers' })).toContainText('XXXXXXXX1234');
  await expect(customerPage.getByText(PAN)).toHaveCount(0);
  await expectAccessible(customerPage);

  expect(customerErrors, "uncaught errors in the customer's page").toEqual([]);
  await customerPage.context().close();
});

test("another customer opening the application's address is told it is not found", async ({ page, request, login }, testInfo) => {
  const owner = newAccount(testInfo, 'Ishaan Kapoor');
  const ownerSession = await createSession(request, owner);
  const application = await applyForSecuredLoan(request, ownerSession.token, owner);

  await login('Kavya Nair');
  await page.goto(`/applications/${application._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
  await expect(page.getByText(owner.name)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Applications' }).click();
  await expect(page).toHaveURL('/applications');
});

test('a guest opening an application page is asked to log in and brought back', async ({ page }) => {
  await page.goto('/applications/6650f1c2a9b8e4d3c2b1a0f9');
  await expect(page.getByRole('heading', { level: 2, name: 'Please Login' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login?redirect=/applications/6650f1c2a9b8e4d3c2b1a0f9');
});
