import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION, type MyData } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { jobs, outboxMessages } from '../../schema';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

describe('development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('keeps the mail the site would send, readable at /dev/outbox', async () => {
    const email = `outbox.${Date.now()}@example.in`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ravi Kumar', email, password: 'secret123', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(201);

    await t.app.jobs.drain(); // mail goes out through the job queue
    const messages = (await t.app.inject({ url: '/api/dev/outbox' })).json();
    expect(messages[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^\d{6} is your TechStore verification code$/) });
    const code = /^(\d{6})/.exec(messages[0].subject)![1]!;
    expect(messages[0].text).toContain(code);

    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    expect(page.body).toContain(code);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { userId: res.json().userId, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  /** The outbox holds every mail's recipient and words (DPDP Act 2023): mail.personal-data.ts. */
  const mailTo = (email: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)).orderBy(outboxMessages.createdAt, outboxMessages.id);
  const exportOf = async (user: MadeUser) => {
    const res = await t.app.inject({ url: '/api/auth/me/export', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyData>().data.find((held) => held.table === 'outbox_messages')!;
  };
  /** A reset-link mail and a grievance receipt to `email`, delivered. */
  async function mailsFor(email: string) {
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const grievance = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { name: 'Asha Verma', email, category: 'access', message: 'What do you hold about me?' },
    });
    expect(grievance.statusCode, grievance.body).toBe(201);
    await t.app.jobs.drain();
    await t.app.jobs.drain(); // the reset job queues its mail
  }

  it("is in the customer's export: to whom, the subject and when, not the words (a live reset link)", async () => {
    const user = await t.make.makeUser();
    const other = await t.make.makeUser();
    await mailsFor(user.email);
    await mailsFor(other.email);
    const sent = await mailTo(user.email);
    expect(sent.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Reset your TechStore password', expect.stringMatching(/^TechStore grievance GRV-/)]),
    );
    const link = /(https?:\/\/\S*token=\S+)/.exec(sent.find((mail) => mail.subject.startsWith('Reset'))!.text)![1]!;

    const held = await exportOf(user);
    expect(held).toMatchObject({ erasure: 'deleted' });
    expect(held.rows).toEqual(sent.map((mail) => ({ id: mail.id, to: user.email, subject: mail.subject, createdAt: mail.createdAt.toISOString() })));
    const text = JSON.stringify(held);
    expect(text).not.toContain(link);
    expect(text).not.toContain(other.email);
  });

  it('is erased with the account: the mail already sent goes, the erasure’s own confirmation still goes out, another’s mail stays', async () => {
    const user = await t.make.makeUser();
    const other = await t.make.makeUser();
    await mailsFor(user.email);
    await mailsFor(other.email);
    const othersBefore = await mailTo(other.email);
    expect((await mailTo(user.email)).length).toBeGreaterThanOrEqual(2);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/me/erase', headers: bearer(user), payload: { password: user.password } });
    expect(res.statusCode, res.body).toBe(200);
    // Queued in the erasure's transaction, delivered after it: the one copy left, until the retention takes it.
    await t.app.jobs.drain();
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual(['Your TechStore account has been erased']);
    expect(await mailTo(other.email)).toEqual(othersBefore);
  });

  it('is kept RETENTION.sentMailDays after sending, then deleted by the retention job; mail not yet delivered waits in its job', async () => {
    const { db } = t.database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [old, fresh] = await db
      .insert(outboxMessages)
      .values([
        { to: 'old@example.in', subject: 'Old', text: 'old', html: '<p>old</p>', createdAt: daysAgo(RETENTION.sentMailDays + 1) },
        { to: 'fresh@example.in', subject: 'Fresh', text: 'fresh', html: '<p>fresh</p>', createdAt: daysAgo(RETENTION.sentMailDays - 1) },
      ])
      .returning();
    // Mail not delivered yet, queued as long ago: retrying (next try tomorrow), and given up (an admin may retry it).
    const undelivered = await db
      .insert(jobs)
      .values([
        {
          kind: 'mail',
          payload: { sealed: 'retrying' },
          state: 'queued',
          attempts: 2,
          maxAttempts: 8,
          runAt: sql`now() + interval '1 day'`,
          createdAt: daysAgo(RETENTION.sentMailDays + 1),
        },
        { kind: 'mail', payload: { sealed: 'dead' }, state: 'dead', attempts: 8, maxAttempts: 8, createdAt: daysAgo(RETENTION.sentMailDays + 1) },
      ])
      .returning({ id: jobs.id });
    const undeliveredIds = undelivered.map((job) => job.id);

    await t.app.jobs.enqueue({ kind: 'privacy-retention', payload: { day: 'outbox-test' } }, db);
    await t.app.jobs.drain();

    const left = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [old!.id, fresh!.id]));
    expect(left).toEqual([{ id: fresh!.id }]);
    const waiting = await db.select({ state: jobs.state, payload: jobs.payload }).from(jobs).where(inArray(jobs.id, undeliveredIds)).orderBy(jobs.state);
    expect(waiting).toEqual([
      { state: 'dead', payload: { sealed: 'dead' } },
      { state: 'queued', payload: { sealed: 'retrying' } },
    ]);
  });
});

describe('anywhere but development (issue 40)', () => {
  // It holds everyone's codes and reset links: a server run as 'test' (a staging box) or 'production' never serves it.
  it.each([
    ['test', {}],
    ['production', { AUTH_SECRET: 'a'.repeat(40), SHOP_GSTIN: '27AAPFU0939F1ZV' }],
  ] as const)('has no outbox when NODE_ENV is %s', async (NODE_ENV, env) => {
    const t = await createTestApp({ seed: false, env: { NODE_ENV, ...env } });
    try {
      expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
