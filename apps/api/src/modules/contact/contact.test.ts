import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let mailbox: Mailbox;
const INBOX = 'shop-inbox@techstore.example.in';

const message = (overrides: object = {}) => ({
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '+91 98450 12345',
  subject: 'sales',
  message: 'Do you have the Dell XPS 13 in stock at the Pune store? I would like to see it this Saturday.',
  ...overrides,
});

const send = (body: object, ip = '10.20.0.1') => t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: mailbox.url, CONTACT_INBOX: INBOX, SMTP_TIMEOUT_MS: '1000', JOB_POLL_MS: '50', JOB_RETRY_BASE_SECONDS: '0.05', JOB_MAX_ATTEMPTS: '3' },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('POST /api/contact', () => {
  it('stores the message and delivers it to the business inbox, replying to the sender', async () => {
    const before = mailbox.received.length;
    const res = await send(message());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Message sent successfully! We'll get back to you soon." });

    const mail = await mailbox.nextFor(INBOX, before);
    expect(mail.subject).toBe('[Contact] Sales enquiry from Meera Iyer');
    expect(mail.body).toMatch(/^Reply-To: meera\.iyer@example\.in/m);
    expect(mail.body).toContain('Do you have the Dell XPS 13 in stock');
    expect(mail.body).toContain('9845012345');

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'meera.iyer@example.in'));
    expect(row).toMatchObject({ name: 'Meera Iyer', subject: 'sales', phone: '9845012345', ip: '10.20.0.1' });
  });

  it('takes the phone as optional', async () => {
    const res = await send(message({ phone: undefined, email: 'no.phone@example.in' }), '10.20.0.2');
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ subject: 'complaint' }, 'Please choose a subject'],
    [{ message: '   ' }, 'Message is required'],
    [{ phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
  ])('rejects a bad message with a clear 400 (%#)', async (overrides, text) => {
    const res = await send(message(overrides), '10.20.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('limits each address to 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await send(message(), '10.20.1.1')).statusCode).toBe(201);
    const sixth = await send(message(), '10.20.1.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You have sent several messages in a short time. Please try again in a few minutes.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message(), '10.20.1.2')).statusCode).toBe(201);
  });

  it('keeps the message when the mail server is down; the mail is retried, kept dead, and an admin can send it again', async () => {
    const admin = await t.make.makeUser({ role: 'admin' });
    const asAdmin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` } });
    await t.app.jobs.drain(); // the mail of the tests before goes first
    mailbox.state.mode = 'fail';
    let deadId: string;
    try {
      const res = await send(message({ email: 'kept.mail@example.in' }), '10.20.2.1');
      expect(res.statusCode).toBe(201);
      expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'kept.mail@example.in'))).toHaveLength(1);
      // JOB_MAX_ATTEMPTS tries with backoff, then the job is dead: kept, with its last error, for an admin to see.
      await expect
        .poll(async () => (await asAdmin('GET', '/api/admin/jobs?state=dead')).json().jobs, { timeout: 5000 })
        .toEqual([
          expect.objectContaining({ kind: 'mail', state: 'dead', attempts: 3, maxAttempts: 3, lastError: expect.stringMatching(/mailbox unavailable/) }),
        ]);
      deadId = (await asAdmin('GET', '/api/admin/jobs')).json().jobs[0]._id;
      expect(mailbox.received.some((m) => m.body.includes('kept.mail@example.in'))).toBe(false);
    } finally {
      mailbox.state.mode = 'accept';
    }
    const before = mailbox.received.length;
    const retried = await asAdmin('POST', `/api/admin/jobs/${deadId}/retry`);
    expect(retried.statusCode).toBe(200);
    const mail = await mailbox.nextFor(INBOX, before);
    expect(mail.body).toContain('kept.mail@example.in');
    await expect.poll(async () => (await asAdmin('GET', '/api/admin/jobs?state=dead')).json().jobs).toEqual([]);
    // Only a dead job can be retried; an unknown one is not found; customers cannot see the queue.
    expect((await asAdmin('POST', `/api/admin/jobs/${deadId}/retry`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ url: '/api/admin/jobs', headers: { authorization: `Bearer ${customer.token}` } })).statusCode).toBe(403);
  });
});
