import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startMailbox, type Mailbox } from './mailbox';
import { freePort, startServer, waitForHealth } from './processes';
import { createPostgresDatabase } from './test-app';

/**
 * Real server processes on one PostgreSQL database (always PostgreSQL: two processes cannot share
 * the embedded one) and one Redis. A process killed in the middle of delivering a mail must leave
 * that mail to another once the dead one's lease has run out; login limits hold across processes.
 */

const INBOX = 'inbox@techstore.example.in';

const redisPrefix = `test-${Date.now()}-${process.pid}:`;
let database: { url: string; drop: () => Promise<void> };
let mailbox: Mailbox;
let sql: pg.Client;
const children: ReturnType<typeof startServer>[] = [];

async function server() {
  const port = await freePort();
  const started = startServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    SMTP_URL: mailbox.url,
    CONTACT_INBOX: INBOX,
    // A silent mail server holds an attempt this long: the process is killed well inside it.
    SMTP_TIMEOUT_MS: '60000',
    JOB_LEASE_SECONDS: '2',
    JOB_POLL_MS: '100',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: redisPrefix, // limits counted by earlier runs stay out of this one
  });
  children.push(started);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, ...started };
}

const mailJob = async () =>
  (await sql.query<{ state: string; attempts: number; locked_by: string | null }>(`SELECT state, attempts, locked_by FROM jobs WHERE kind = 'mail'`)).rows;

beforeAll(async () => {
  database = await createPostgresDatabase();
  mailbox = await startMailbox();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  for (const { child } of children) child.kill('SIGKILL');
  await sql?.end();
  await mailbox?.close();
  await database?.drop();
});

describe('a server process killed in the middle of a job', () => {
  it('leaves the job to another process, which delivers the mail once the lease has run out', async () => {
    mailbox.state.mode = 'hang'; // takes the message and never answers: the first attempt cannot finish
    const first = await server();
    const sent = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: '',
        subject: 'support',
        message: 'Is my laptop repaired yet? Job card 4411.',
      }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(mailJob, { timeout: 10_000 }).toEqual([{ state: 'running', attempts: 1, locked_by: expect.any(String) }]);

    first.child.kill('SIGKILL');
    await first.exited;
    mailbox.state.mode = 'accept';

    const second = await server();
    const mail = await mailbox.nextFor(INBOX); // after the dead process's lease (2 s) has run out
    expect(mail.body).toContain('Job card 4411');
    await expect.poll(mailJob, { timeout: 5000 }).toEqual([{ state: 'done', attempts: 2, locked_by: null }]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});

describe('login guesses split between two processes', () => {
  it('check at most 10 passwords of 100 sent at once; then even the right password waits', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const post = (url: string, path: string, body: object) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const email = `target.${Date.now()}@example.in`;
    const registered = await post(one.url, '/api/auth/register', { name: 'Kiran Rao', email, password: 'right-password', phone: '9876543210' });
    expect(registered.status).toBe(201);
    const { userId } = (await registered.json()) as { userId: string };
    const verified = await post(two.url, '/api/auth/verify-otp', { userId, otp: codeIn(await mailbox.nextFor(email)) });
    expect(verified.status).toBe(200);

    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(i % 2 ? one.url : two.url, '/api/auth/login', { email, password: `guess-${i}` })),
    );
    const statuses = guesses.map((res) => res.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    for (const { url } of [one, two]) {
      const right = await post(url, '/api/auth/login', { email, password: 'right-password' });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  }, 60_000);
});
