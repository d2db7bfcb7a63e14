import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
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

const send = (body: object, ip = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ seed: false, env: { SMTP_URL: mailbox.url, CONTACT_INBOX: INBOX, SMTP_TIMEOUT_MS: '1000' } });
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

  it('answers with the failure text and keeps nothing when the mail cannot go', async () => {
    mailbox.state.mode = 'fail';
    try {
      const res = await send(message({ email: 'lost.mail@example.in' }), '10.20.2.1');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Failed to send message. Please try again.' });
      expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'lost.mail@example.in'))).toEqual([]);
    } finally {
      mailbox.state.mode = 'accept';
    }
  });
});
