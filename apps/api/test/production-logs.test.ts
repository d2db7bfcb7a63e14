import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './captured-log';
import { createTestApp, type TestApp } from './test-app';

/**
 * What a production server writes to its log (issue 40, point 11): no e-mail address, no words a
 * customer typed, and none of a failed statement's values (PostgreSQL's `detail`, "Failing row
 * contains …", Drizzle's `params`), whichever part of the server logged the failure. The real app in
 * production mode, without SMTP (so mail goes to the outbox), its logger's every line captured.
 */

let t: TestApp;
const log = capturedLog('info');

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    logger: log.logger as FastifyBaseLogger,
    env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), SHOP_GSTIN: '27AAAAA0000A1Z2', LOG_LEVEL: 'info', JOB_POLL_MS: '60000' },
  });
});
afterAll(() => t.close());

const contact = (email: string, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Lata Iyer', email, subject: 'general', message } });

/** The lines logged while `run` ran. */
async function loggedBy(run: () => Promise<void>): Promise<string> {
  const from = log.lines.length;
  await run();
  return log.lines.slice(from).join('');
}

/** Makes every insert into `table` fail with a check violation (PostgreSQL's detail then quotes the whole row), while `run` runs. */
async function refusingInserts(table: string, run: () => Promise<void>) {
  await t.database.db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT refuse_for_test CHECK (false) NOT VALID`));
  try {
    await run();
  } finally {
    await t.database.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT refuse_for_test`));
  }
}

describe('a production server’s log', () => {
  it('names no recipient of the mail it keeps in the outbox', async () => {
    const email = `lata.${Date.now()}@example.in`;
    const logged = await loggedBy(async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Lata Iyer', email, password: 'secret123', phone: '9876501234' },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      await t.app.jobs.drain();
    });
    expect(logged).toContain('mail kept in the development outbox');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('Lata');
    // The verification code is in the subject: not logged either.
    expect(logged).not.toMatch(/\d{6} is your/);
  });

  it('keeps a failed statement’s values out: the request that failed, and a consent that could not be recorded', async () => {
    const email = `failing.${Date.now()}@example.in`;
    const words = 'Please call me on my private line after six.';
    const failedRequest = await loggedBy(() =>
      refusingInserts('contact_messages', async () => {
        const res = await contact(email, words);
        expect([res.statusCode, res.json()]).toEqual([500, { message: 'Internal server error' }]);
      }),
    );
    expect(failedRequest).toContain('request failed');
    expect(failedRequest).toContain('refuse_for_test'); // the database's own error, which names no value
    const failedConsent = await loggedBy(() =>
      refusingInserts('consents', async () => {
        expect((await contact(email, words)).statusCode).toBe(201);
      }),
    );
    expect(failedConsent).toContain('could not record consent');
    expect(failedConsent).toContain('refuse_for_test');
    for (const logged of [failedRequest, failedConsent]) {
      expect(logged).not.toContain(email);
      expect(logged).not.toContain(words);
      expect(logged).not.toContain('Lata');
      expect(logged).not.toMatch(/Failing row contains|"detail"|"params"/);
    }
  });

  it('shows an admin’s search for a customer without the words searched for', async () => {
    const email = `searched.${Date.now()}@example.in`;
    const admin = await t.make.makeUser({ role: 'admin' });
    const logged = await loggedBy(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers?search=${encodeURIComponent(email)}&page=1`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(logged).toContain('/api/admin/customers');
    expect(logged).not.toContain(email.split('@')[0]);
  });
});
