import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
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
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) } });
  });
  afterAll(() => t.close());

  it('has no outbox', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
