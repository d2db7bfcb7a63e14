import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { AuthResponse, User } from '@store/shared';

/**
 * Accounts for end-to-end tests: unique addresses, the development outbox (the e2e server runs with
 * no SMTP_URL, so mail lands in GET /api/dev/outbox), and real sessions made through the API.
 */

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export const PASSWORD = 'Secret#2024';

/** An address no other test (or project, or run) uses: "asha-desktop-1732180000000-x1y2@example.in". */
export function uniqueEmail(testInfo: TestInfo, who = 'asha'): string {
  const random = Math.random().toString(36).slice(2, 6);
  return `${who}-${testInfo.project.name}-${Date.now()}-${random}@example.in`;
}

/** The newest mail to `to` that `matches`, waiting for it to arrive. */
export async function waitForMail(request: APIRequestContext, to: string, matches: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        expect(response.ok(), 'GET /api/dev/outbox').toBe(true);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && matches(mail));
        return Boolean(found);
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest verification mail to `to`. */
export async function verificationCode(request: APIRequestContext, to: string, newerThan?: string): Promise<string> {
  const mail = await waitForMail(request, to, (m) => /^\d{6} is your TechStore verification code$/.test(m.subject) && m.id !== newerThan);
  return mail.subject.slice(0, 6);
}

/** The reset link of the newest password-reset mail to `to`, as a path on this site. */
export async function resetLink(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, (m) => m.subject === 'Reset your TechStore password');
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, 'the reset mail holds a link').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  phone: string;
}

export function newAccount(testInfo: TestInfo, name = 'Asha Kulkarni'): Account {
  return { name, email: uniqueEmail(testInfo, name.split(' ')[0]!.toLowerCase()), password: PASSWORD, phone: '9876543210' };
}

/** Registers without verifying: the account exists, its code waits in the outbox. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), `POST /api/auth/register: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { userId: string }).userId;
}

/** A verified account and a live session for it, made through the API. */
export async function createSession(request: APIRequestContext, account: Account): Promise<{ token: string; user: User }> {
  const userId = await registerAccount(request, account);
  const otp = await verificationCode(request, account.email);
  const response = await request.post('/api/auth/verify-otp', { data: { userId, otp } });
  expect(response.ok(), `POST /api/auth/verify-otp: ${await response.text()}`).toBe(true);
  return (await response.json()) as AuthResponse;
}

/** The signed-in state as the layout shows it: the desktop account button, or the phone's Profile popup. */
export async function expectSignedInAs(page: Page, isPhone: boolean, account: Pick<Account, 'name' | 'email'>) {
  const firstName = account.name.split(' ')[0]!;
  if (isPhone) {
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    await expect(bar.getByText(account.name)).toBeVisible();
    await expect(bar.getByText(account.email)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  }
}

/** Logs out through the layout: the desktop dropdown, or the phone's Profile popup. */
export async function logOut(page: Page, isPhone: boolean, firstName: string) {
  if (isPhone) {
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    await bar.getByRole('button', { name: 'Logout' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${firstName}` })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
}

/** Types a code into the six boxes (each digit moves focus to the next box). */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}
