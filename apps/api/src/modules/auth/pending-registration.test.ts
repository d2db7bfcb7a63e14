import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_REGISTRATION_MESSAGES, type PendingRegistration } from '@store/shared';
import { emailCodes } from '../../schema';
import { codeIn, startMailbox, type Mailbox } from '../../../test/mailbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * /verify-otp opened again (issue 27): the browser that registered finds its registration by its
 * registration cookie, and no other browser does. The mail's link leads to that page.
 */

let t: TestApp;
let mailbox: Mailbox;
let counter = 0;
const unique = () => `pending.${Date.now().toString(36)}.${++counter}@example.in`;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, APP_URL: 'https://shop.example.in', JOB_POLL_MS: '50' }, seed: false });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

async function register(email: string, ip = '10.30.0.1') {
  const before = mailbox.received.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { name: 'Asha Verma', email, password: 'secret123', phone: '9876543210' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailbox.nextFor(email, before);
  return { userId: res.json<{ userId: string }>().userId, cookie: String(res.headers['set-cookie']).split(';')[0]!, mail };
}

const pending = async (cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/pending-registration', headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json(), cacheControl: res.headers['cache-control'] };
};

describe('GET /api/auth/pending-registration', () => {
  it("gives the registering browser its account's id, e-mail and the code's deadline; never cached", async () => {
    const email = unique();
    const { userId, cookie } = await register(email);
    const res = await pending(cookie);
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('no-store');
    const body = res.body as PendingRegistration;
    expect(body).toEqual({ userId, email, codeExpiresAt: expect.any(String) });
    const left = new Date(body.codeExpiresAt!).getTime() - Date.now();
    expect(left).toBeGreaterThan(200_000);
    expect(left).toBeLessThanOrEqual(300_000);
  });

  it('answers 404 without the cookie, with a made-up one, and once the address is verified', async () => {
    const email = unique();
    const { userId, cookie, mail } = await register(email);
    expect(await pending()).toMatchObject({ status: 404, body: { message: PENDING_REGISTRATION_MESSAGES.notFound } });
    expect((await pending('techstore_registration=made-up-key')).status).toBe(404);

    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { userId, otp: codeIn(mail) } });
    expect(verified.statusCode).toBe(200);
    expect((await pending(cookie)).status).toBe(404);
  });

  it('says when no code is live any more, so the page offers a new one at once', async () => {
    const email = unique();
    const { userId, cookie } = await register(email);
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.userId, userId));
    expect((await pending(cookie)).body).toEqual({ userId, email, codeExpiresAt: null });
  });

  it("finds the registration by each browser's own key when the address is registered twice", async () => {
    const email = unique();
    const first = await register(email, '10.30.0.2');
    // The code limit is one a minute: the second registration waits for it.
    await t.database.db
      .update(emailCodes)
      .set({ createdAt: sql`created_at - interval '2 minutes'` })
      .where(eq(emailCodes.userId, first.userId));
    const second = await register(email, '10.30.0.3');
    expect(second.cookie).not.toBe(first.cookie);
    // Each browser finds the one account (the address's), by its own key only.
    expect((await pending(first.cookie)).body).toMatchObject({ userId: first.userId, email });
    expect((await pending(second.cookie)).body).toMatchObject({ userId: first.userId, email });
  });
});

describe('the verification mail', () => {
  it('links to the code page', async () => {
    const { mail } = await register(unique());
    expect(mail.body).toContain('https://shop.example.in/verify-otp');
  });
});
