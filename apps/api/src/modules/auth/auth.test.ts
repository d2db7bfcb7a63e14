import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailCodes, jobs, passwordResets, sessions, users } from '../../schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeIn, resetLinkIn, startMailbox, type Mailbox } from '../../../test/mailbox';

let t: TestApp;
let mailbox: Mailbox;
let counter = 0;

const unique = (name = 'user') => `${name}.${Date.now().toString(36)}.${++counter}@example.in`;
const person = (email: string, password = 'secret123') => ({ name: 'Asha Verma', email, password, phone: '+91 98765 43210' });

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string, ip = '10.0.0.1', cookie?: string) {
  const res = await t.app.inject({
    method,
    url,
    payload: body,
    remoteAddress: ip,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The registration cookie an answer sets, as a browser sends it back ("name=value"). */
const cookieFrom = (headers: Record<string, unknown>) => String(headers['set-cookie'] ?? '').split(';')[0]!;

async function register(email: string, password?: string, details: Partial<ReturnType<typeof person>> = {}) {
  const before = mailbox.received.length;
  const res = await call('POST', '/api/auth/register', { ...person(email, password), ...details });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await mailbox.nextFor(email, before);
  return { userId: res.body.userId as string, code: codeIn(mail), cookie: cookieFrom(res.headers) };
}

const login = (email: string, password: string, ip = '10.0.0.1') => call('POST', '/api/auth/login', { email, password }, undefined, ip);

type LoginAnswer = { status: number; body: unknown; headers: Record<string, unknown> };

/**
 * Eleven wrong passwords for an e-mail with an account and one without, each pair sent at the same
 * moment from one address (so both windows start and end together), answered without what differs
 * for every request anyway.
 */
async function failedLogins(on: TestApp, known: string, unknown: string): Promise<{ known: LoginAnswer[]; unknown: LoginAnswer[] }> {
  const result = { known: [] as LoginAnswer[], unknown: [] as LoginAnswer[] };
  const attempt = async (who: 'known' | 'unknown', email: string) => {
    const res = await on.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-pass' }, remoteAddress: '10.20.0.1' });
    const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
    result[who].push({ status: res.statusCode, body: res.json(), headers });
  };
  for (let i = 0; i < 11; i++) await Promise.all([attempt('known', known), attempt('unknown', unknown)]);
  return result;
}

/**
 * The password is hashed for an e-mail without an account too: a wrong password for it takes about
 * as long (tens of milliseconds of Argon2) as for an account, where the lookup alone takes one or two.
 * Timed one after the other, below the limits.
 */
async function expectSimilarTimes(on: TestApp) {
  const { email } = await on.make.makeUser();
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 7; i++) {
    for (const [who, address] of [
      ['known', email],
      ['unknown', unique('nobody')],
    ] as const) {
      const started = performance.now();
      const res = await on.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: address, password: 'wrong-pass' },
        remoteAddress: `10.21.${i}.1`,
      });
      times[who].push(performance.now() - started);
      expect(res.statusCode).toBe(401);
    }
  }
  // What a request costs this app on this machine without any password to check.
  const bare: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const res = await on.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: `10.22.${i}.1` });
    bare.push(performance.now() - started);
    expect(res.statusCode).toBe(401);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [withAccount, without] = [median(times.known), median(times.unknown)];
  // The password is really checked (argon2: milliseconds, many times a bare request); not a fixed
  // figure, which a fast machine goes under (9.1 ms on one, against a bound of 10).
  expect(withAccount).toBeGreaterThan(5 * median(bare));
  expect(without / withAccount).toBeGreaterThan(0.5);
  expect(without / withAccount).toBeLessThan(2);
}

/** Moves a user's codes back in time, as if they had been sent earlier. */
async function ageCodes(userId: string, seconds: number) {
  await t.database.db
    .update(emailCodes)
    .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
    .where(eq(emailCodes.userId, userId));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  mailbox = await startMailbox();
  // Quick retries, so a mail server that comes back is seen within the test.
  t = await createTestApp({
    env: { SMTP_URL: mailbox.url, APP_URL: 'https://shop.example.in', SMTP_TIMEOUT_MS: '1000', JOB_POLL_MS: '50', JOB_RETRY_BASE_SECONDS: '0.2' },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('registration and e-mail codes', () => {
  it('registers, mails a 6-digit code, and signs in with it', async () => {
    const email = unique();
    const { userId, code } = await register(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = mailbox.received.at(-1)!;
    expect(mail.body).toContain('Content-Type: text/html');
    expect(mail.body).toContain('Content-Type: text/plain');

    const res = await call('POST', '/api/auth/verify-otp', { userId, otp: code });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toEqual({
      _id: userId,
      name: 'Asha Verma',
      email,
      phone: '9876543210',
      address: { street: '', city: '', state: '', pincode: '' },
      role: 'customer',
    });
  });

  it('stores codes as keyed hashes, not as the code', async () => {
    const { userId, code } = await register(unique());
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  it('hashes passwords with Argon2id at OWASP parameters', async () => {
    const { userId } = await register(unique());
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an address already registered and verified, whatever its case and spaces', async () => {
    const { email } = await t.make.makeUser();
    for (const variant of [email, `  ${email.toUpperCase()}  `]) {
      const res = await call('POST', '/api/auth/register', person(variant));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this email already exists. Please log in.');
    }
    const matching = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(matching).toHaveLength(1);
  });

  it('gives an unverified address a fresh code instead of an error', async () => {
    const email = unique();
    const first = await register(email);
    await ageCodes(first.userId, 120);
    const again = await register(email.toUpperCase());
    expect(again.userId).toBe(first.userId);
    expect(again.code).toMatch(/^\d{6}$/);
    expect((await call('POST', '/api/auth/verify-otp', { userId: first.userId, otp: again.code })).status).toBe(200);
  });

  it("activates the password of the registration a code was sent for, never a later stranger's", async () => {
    const email = unique('owner');
    const owner = await register(email, 'owners-secret', { name: 'Owner Person', phone: '9876500001' });
    await ageCodes(owner.userId, 120);
    // Someone else registers the same, still unverified, address with their own password and details.
    const stranger = await register(email, 'strangers-secret', { name: 'Someone Else', phone: '9876500002' });
    expect(stranger.userId).toBe(owner.userId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row!.name).toBe('Owner Person'); // nothing changes before a code is used

    // The owner's browser asks for another code: it is bound to the owner's registration, not the newest.
    await ageCodes(owner.userId, 61);
    const before = mailbox.received.length;
    expect((await call('POST', '/api/auth/resend-otp', { userId: owner.userId }, undefined, '10.0.0.1', owner.cookie)).status).toBe(200);
    const resent = codeIn(await mailbox.nextFor(email, before));

    const verified = await call('POST', '/api/auth/verify-otp', { userId: owner.userId, otp: resent });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ name: 'Owner Person', phone: '9876500001' });
    expect((await login(email, 'strangers-secret', '10.4.0.1')).status).toBe(401);
    expect((await login(email, 'owners-secret', '10.4.0.2')).status).toBe(200);
    // The stranger's code, mailed to the owner, is dead with the verification.
    expect((await call('POST', '/api/auth/verify-otp', { userId: owner.userId, otp: stranger.code })).status).toBe(400);
  });

  it("the owner's first code still works after a stranger registered again", async () => {
    const email = unique('first');
    const owner = await register(email, 'owners-secret');
    await ageCodes(owner.userId, 120);
    await register(email, 'strangers-secret');
    expect((await call('POST', '/api/auth/verify-otp', { userId: owner.userId, otp: owner.code })).status).toBe(200);
    expect((await login(email, 'strangers-secret', '10.4.1.1')).status).toBe(401);
    expect((await login(email, 'owners-secret', '10.4.1.2')).status).toBe(200);
  });

  it('sends a new code only to the browser that registered (or signed in)', async () => {
    const email = unique('bound');
    const { userId, cookie } = await register(email);
    await ageCodes(userId, 61);
    const stranger = await call('POST', '/api/auth/resend-otp', { userId });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('Please sign in or register again to get a new code.');
    expect((await call('POST', '/api/auth/resend-otp', { userId }, undefined, '10.0.0.1', 'techstore_registration=made-up-key')).status).toBe(400);
    expect(cookie).toMatch(/^techstore_registration=[A-Za-z0-9_-]{43}$/);
    expect((await call('POST', '/api/auth/resend-otp', { userId }, undefined, '10.0.0.1', cookie)).status).toBe(200);
  });

  it('sets the registration cookie HttpOnly, SameSite=Strict, for the auth routes only, and Secure on https', async () => {
    const res = await call('POST', '/api/auth/register', person(unique()));
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('Secure'); // APP_URL is https in this file
  });

  it('limits registrations per address, with Retry-After', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 20; i++) {
      expect((await call('POST', '/api/auth/register', person(unique('many')), undefined, ip)).status).toBe(201);
    }
    const refused = await call('POST', '/api/auth/register', person(unique('many')), undefined, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/^Too many registrations from your network\. Please try again in \d+ minutes\.$/);
    expect((await call('POST', '/api/auth/register', person(unique('other')), undefined, '10.5.0.2')).status).toBe(201);
  });

  it('tells a wrong code from a right one, and counts the tries left', async () => {
    const { userId, code } = await register(unique());
    const res = await call('POST', '/api/auth/verify-otp', { userId, otp: wrongCode(code) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP. Please check the code and try again. 4 attempts left.');
  });

  it('kills a code after 5 wrong tries, even when the guesses arrive together', async () => {
    const { userId, code } = await register(unique());
    const guesses = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/auth/verify-otp', { userId, otp: wrongCode(code) })));
    expect(guesses.filter((g) => g.status === 400)).toHaveLength(4);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(16);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
    expect(row!.attempts).toBe(5);
    const right = await call('POST', '/api/auth/verify-otp', { userId, otp: code });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('lets a code expire after 300 seconds', async () => {
    const { userId, code } = await register(unique());
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.userId, userId));
    const res = await call('POST', '/api/auth/verify-otp', { userId, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired or was already used. Please request a new one.');
  });

  it('uses a code once', async () => {
    const { userId, code } = await register(unique());
    expect((await call('POST', '/api/auth/verify-otp', { userId, otp: code })).status).toBe(200);
    const again = await call('POST', '/api/auth/verify-otp', { userId, otp: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This account is already verified. Please log in.');
  });

  it('resends at most once a minute and five times an hour', async () => {
    const email = unique();
    const { userId, cookie } = await register(email);
    const soon = await call('POST', '/api/auth/resend-otp', { userId }, undefined, '10.0.0.1', cookie);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);

    for (let sent = 2; sent <= 5; sent++) {
      await ageCodes(userId, 61);
      const before = mailbox.received.length;
      const res = await call('POST', '/api/auth/resend-otp', { userId }, undefined, '10.0.0.1', cookie);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('OTP sent successfully!');
      await mailbox.nextFor(email, before);
    }
    await ageCodes(userId, 61);
    const sixth = await call('POST', '/api/auth/resend-otp', { userId }, undefined, '10.0.0.1', cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes requested/);
  });

  it.each([
    [{ name: 'A', email: 'a@b.in', password: '12345', phone: '9876543210' }, 'Password must be at least 6 characters long'],
    [{ name: 'A', email: 'a@b.in', password: '123456', phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
    [{ name: 'A', email: 'nope', password: '123456', phone: '9876543210' }, 'Please enter a valid email address'],
    [{ name: ' ', email: 'a@b.in', password: '123456', phone: '9876543210' }, 'Name is required'],
    [{ email: 'a@b.in', password: '123456', phone: '9876543210' }, 'Name is required'],
  ])('rejects a bad registration with a clear message (%#)', async (body, message) => {
    const res = await call('POST', '/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('answers unknown or malformed user ids clearly', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('POST', '/api/auth/verify-otp', { userId, otp: '123456' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Account not found. Please register again.');
    }
    expect((await call('POST', '/api/auth/verify-otp', { userId: 'x', otp: '12' })).body.message).toBe('Please enter complete OTP');
  });
});

describe('login', () => {
  it('signs in a verified account, whatever the case of the address', async () => {
    const { email, password, id } = await t.make.makeUser();
    const res = await call('POST', '/api/auth/login', { email: ` ${email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(id);
    expect(Object.keys(res.body.user).sort()).toEqual(['_id', 'address', 'email', 'name', 'phone', 'role']);
  });

  it('answers a wrong address and a wrong password alike', async () => {
    const { email, password } = await t.make.makeUser();
    const wrongPassword = await call('POST', '/api/auth/login', { email, password: 'not-it' }, undefined, '10.1.0.1');
    const wrongEmail = await call('POST', '/api/auth/login', { email: unique('nobody'), password }, undefined, '10.1.0.2');
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
  });

  it('sends an unverified account to verification with its id and a fresh code', async () => {
    const email = unique();
    const { userId } = await register(email);
    await ageCodes(userId, 120);
    const before = mailbox.received.length;
    const res = await call('POST', '/api/auth/login', { email, password: 'secret123' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ userId, message: 'Please verify your email to continue. We have sent a new code to your email.' });
    const mail = await mailbox.nextFor(email, before);
    expect((await call('POST', '/api/auth/verify-otp', { userId, otp: codeIn(mail) })).status).toBe(200);
  });

  it('locks an account out after 10 failures in 15 minutes, with Retry-After', async () => {
    const { email, password } = await t.make.makeUser();
    for (let i = 0; i < 10; i++) {
      // From different addresses, so only the account's counter is reached.
      expect((await call('POST', '/api/auth/login', { email, password: 'wrong-pass' }, undefined, `10.2.${i}.1`)).status).toBe(401);
    }
    const locked = await call('POST', '/api/auth/login', { email, password }, undefined, '10.2.99.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/);
  });

  it('answers an e-mail without an account exactly as one with: the same ten 401s, then the same 429 with Retry-After, in about the same time', async () => {
    const { email } = await t.make.makeUser();
    // Date stands still, so both windows say the same Retry-After to the second.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    try {
      const { known, unknown } = await failedLogins(t, email, unique('nobody'));
      expect(unknown).toEqual(known);
      expect(known.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
      expect(known[10]).toMatchObject({
        body: { message: 'Too many failed login attempts. Please try again in 15 minutes.' },
        headers: { 'retry-after': '900' },
      });
    } finally {
      vi.useRealTimers();
    }
    await expectSimilarTimes(t);
  });

  it('does not lock out a shared address (an office, a carrier) after a few customers mistype', async () => {
    const { email, password } = await t.make.makeUser();
    const typos = await Promise.all(Array.from({ length: 15 }, () => login(unique('typo'), 'x', '10.3.0.1')));
    expect(typos.every((res) => res.status === 401)).toBe(true);
    expect((await login(email, password, '10.3.0.1')).status).toBe(200);
  });

  it('checks at most 10 passwords of 100 simultaneous guesses, then refuses even the right one', async () => {
    const { email, password } = await t.make.makeUser();
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(email, `wrong-${i}`, `10.6.${i}.1`)));
    const checked = guesses.filter((res) => res.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(guesses.filter((res) => res.status === 429)).toHaveLength(100 - checked);
    const right = await login(email, password, '10.6.200.1');
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('a right password does not count as a failure', async () => {
    const { email, password } = await t.make.makeUser();
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong-pass', `10.7.${i}.1`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(email, password, `10.7.50.${i}`)).status).toBe(200);
    expect((await login(email, 'wrong-pass', '10.7.60.1')).status).toBe(401); // the 10th failure
    expect((await login(email, password, '10.7.60.2')).status).toBe(429);
  });

  it('requires both fields', async () => {
    expect((await call('POST', '/api/auth/login', { email: '', password: 'x' })).body.message).toBe('Email is required');
    expect((await call('POST', '/api/auth/login', { email: 'a@b.in', password: '' })).body.message).toBe('Password is required');
  });
});

describe('sessions', () => {
  it('keeps only a hash of the bearer token, and ends it at logout', async () => {
    const { token, id: userId } = await t.make.makeUser();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000 - 5000);

    expect((await call('GET', '/api/auth/me', undefined, token)).body._id).toBe(userId);
    expect((await call('POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    const after = await call('GET', '/api/auth/me', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('ends a session at its expiry', async () => {
    const { token, id: userId } = await t.make.makeUser();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
  });

  it('turns away missing and made-up tokens', async () => {
    expect((await call('GET', '/api/auth/me')).body).toEqual({ message: 'Please log in to continue.' });
    expect((await call('GET', '/api/auth/me', undefined, 'made-up')).status).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, 'x'.repeat(5000))).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link valid for 30 minutes, and ends every session on reset', async () => {
    const { email, password: oldPassword, token: oldSession, id: userId } = await t.make.makeUser();
    const before = mailbox.received.length;
    const res = await call('POST', '/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    const link = resetLinkIn(await mailbox.nextFor(email, before));
    expect(link.startsWith('https://shop.example.in/reset-password?token=')).toBe(true);
    const resetToken = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(Buffer.from(resetToken, 'base64url').length).toBeGreaterThanOrEqual(16);

    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(resetToken).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);

    const reset = await call('POST', '/api/auth/reset-password', { token: resetToken, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful! You can now login with your new password.');
    expect((await call('GET', '/api/auth/me', undefined, oldSession)).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { email, password: oldPassword }, undefined, '10.4.0.1')).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { email, password: 'brand-new-pass' }, undefined, '10.4.0.1')).status).toBe(200);

    const again = await call('POST', '/api/auth/reset-password', { token: resetToken, password: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const { email } = await t.make.makeUser();
    const known = await call('POST', '/api/auth/forgot-password', { email });
    const nobody = unique('nobody');
    const unknown = await call('POST', '/api/auth/forgot-password', { email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailbox.countFor(nobody)).toBe(0);
  });

  it('refuses an expired link', async () => {
    const { email, id: userId } = await t.make.makeUser();
    const before = mailbox.received.length;
    await call('POST', '/api/auth/forgot-password', { email });
    const token = new URL(resetLinkIn(await mailbox.nextFor(email, before))).searchParams.get('token')!;
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, userId));
    expect((await call('POST', '/api/auth/reset-password', { token, password: 'whatever1' })).status).toBe(400);
  });

  it('checks the new password like registration does', async () => {
    const res = await call('POST', '/api/auth/reset-password', { token: 'abc', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at least 6 characters long');
  });
});

describe('profile', () => {
  it('updates name, phone and address, and ignores email and role', async () => {
    const { token, email } = await t.make.makeUser();
    const res = await call(
      'PUT',
      '/api/auth/profile',
      {
        name: 'Asha V.',
        phone: '9123456780',
        address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        email: 'attacker@example.in',
        role: 'admin',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Asha V.',
      phone: '9123456780',
      email,
      role: 'customer',
      address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    });
    expect((await call('GET', '/api/auth/me', undefined, token)).body.role).toBe('customer');
  });

  it.each([
    [{ name: 'A', phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
    [{ name: 'A', phone: '9876543210', address: { pincode: '12345' } }, 'Please enter a valid 6-digit PIN code'],
    [{ name: '', phone: '9876543210' }, 'Name is required'],
    [
      { name: 'A', phone: '9876543210', address: { street: '1 Park Street', city: 'Kolkata', state: 'Karnataka', pincode: '700016' } },
      'PIN code 700016 is in West Bengal, not Karnataka. Please choose West Bengal.',
    ],
    [{ name: 'A', phone: '9876543210', address: { street: '', city: '', state: '', pincode: '999999' } }, "PIN code 999999 is not in India Post's directory"],
  ])('rejects a bad profile with a clear message (%#)', async (body, message) => {
    const { token } = await t.make.makeUser();
    const res = await call('PUT', '/api/auth/profile', body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('keeps the address on one line: a street typed on several is joined, a control character or a line break elsewhere refused', async () => {
    const { token } = await t.make.makeUser();
    const address = { street: 'Flat 4B, Sunrise Apartments,\r\n12 MG Road\n', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    const saved = await call('PUT', '/api/auth/profile', { name: 'Asha', phone: '9876543210', address }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.address.street).toBe('Flat 4B, Sunrise Apartments, 12 MG Road');
    for (const [change, message] of [
      [{ street: '12 MG Road\u001b[2J' }, 'Street address contains a character that is not allowed'],
      [{ street: '12 MG\u0085Road' }, 'Street address contains a character that is not allowed'],
      [{ city: 'Pune\nMumbai' }, 'City contains a character that is not allowed'],
      [{ state: 'Maha\u0000rashtra' }, 'address.state: contains a character that is not allowed'],
      [{ state: 'Maha\u0007rashtra' }, 'State contains a character that is not allowed'],
    ] as const) {
      const res = await call('PUT', '/api/auth/profile', { name: 'Asha', phone: '9876543210', address: { ...address, ...change } }, token);
      expect([res.status, res.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect((await call('GET', '/api/auth/me', undefined, token)).body.address.street).toBe('Flat 4B, Sunrise Apartments, 12 MG Road');
  });

  it('needs a session', async () => {
    expect((await call('PUT', '/api/auth/profile', { name: 'A', phone: '9876543210' })).status).toBe(401);
    expect((await call('GET', '/api/auth/summary')).status).toBe(401);
  });

  it('reports the account summary from the server: orders, applications and rupees spent', async () => {
    const { token, id: userId } = await t.make.makeUser();
    const other = await t.make.makeUser();
    expect((await call('GET', '/api/auth/summary', undefined, token)).body).toEqual({ orders: 0, applications: 0, totalSpent: 0 });
    const product = await t.make.makeProduct();

    const priced = (price: number) => [
      { product: { _id: product._id, name: product.name, brand: product.brand, images: product.images, priceInclGst: price }, quantity: 1 },
    ];
    await t.make.makeOrder(userId, priced(50_000), { status: 'delivered' });
    await t.make.makeOrder(userId, priced(1_000), { status: 'delivered' });
    await t.make.makeOrder(userId, priced(9_000), { status: 'cancelled' });
    await t.make.makeOrder(other.id, priced(7_000), { status: 'delivered' });
    await t.make.makeApplication(userId);
    await t.make.makeApplication(userId);
    await t.make.makeApplication(other.id);

    // Cancelled orders count as orders but not as money spent; another customer's count for nothing.
    expect((await call('GET', '/api/auth/summary', undefined, token)).body).toEqual({ orders: 3, applications: 2, totalSpent: 50_000 + 1_000 });
  });
});

describe('when the mail server fails', () => {
  /** The mail jobs to `email`'s codes and links, newest first (state and attempts only: payloads are sealed). */
  const mailJobs = async () =>
    t.database.db
      .select({ state: jobs.state, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.kind, 'mail'))
      .orderBy(desc(jobs.createdAt));

  it('answers at once, and the code arrives once the server is back', async () => {
    const email = unique();
    mailbox.state.mode = 'fail';
    let userId: string;
    try {
      const res = await call('POST', '/api/auth/register', person(email));
      expect(res.status).toBe(201);
      userId = res.body.userId;
      // Delivery is tried, fails, and is kept for another try: logged, not lost.
      await expect
        .poll(async () => (await mailJobs())[0], { timeout: 5000 })
        .toMatchObject({ state: 'queued', lastError: expect.stringMatching(/mailbox unavailable/) });
      expect(mailbox.countFor(email)).toBe(0);
    } finally {
      mailbox.state.mode = 'accept';
    }
    const code = codeIn(await mailbox.nextFor(email));
    expect((await call('POST', '/api/auth/verify-otp', { userId, otp: code })).status).toBe(200);
  });

  it('never holds a request while the server is silent', async () => {
    const { email } = await t.make.makeUser();
    mailbox.state.mode = 'hang';
    try {
      const started = Date.now();
      const res = await call('POST', '/api/auth/forgot-password', { email });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      // The worker's attempt times out (SMTP_TIMEOUT_MS) and is queued again.
      await expect.poll(async () => (await mailJobs())[0], { timeout: 8000 }).toMatchObject({ state: 'queued', lastError: expect.any(String) });
    } finally {
      mailbox.state.mode = 'accept';
    }
    const link = resetLinkIn(await mailbox.nextFor(email));
    const token = new URL(link).searchParams.get('token')!;
    expect((await call('POST', '/api/auth/reset-password', { token, password: 'brand-new-1' })).status).toBe(200);
  });
});

describe('forgot-password gives nothing away', () => {
  // An app of its own whose worker polls once a minute, so not during the test: the jobs these requests leave (a
  // link for the known address, nothing for the other) run later, at a moment the requester cannot
  // time, and here they would only add bursts of noise that make two medians of the same thing differ.
  // What is timed is the answer; had it waited on the mail server, "hang" and "fail" would show it.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ env: { SMTP_URL: mailbox.url, SMTP_TIMEOUT_MS: '1000', JOB_POLL_MS: '60000' }, seed: false });
  });
  afterAll(() => quiet.close());
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it.each(['accept', 'fail', 'hang'] as const)('answers known and unknown addresses alike and in the same time, the mail server doing "%s"', async (mode) => {
    const { email: known } = await quiet.make.makeUser();
    const round = ['accept', 'fail', 'hang'].indexOf(mode); // a different range of client addresses for each case
    mailbox.state.mode = mode;
    try {
      const times = { known: [] as number[], unknown: [] as number[] };
      const answers = new Set<string>();
      // 30 tries each would do on a quiet machine; 200 keep a busy one's noise out of the medians.
      for (let i = -10; i < 200; i++) {
        // Interleaved, in a random order each time; the first ten of each are warm-up.
        const pair = [
          ['known', known],
          ['unknown', unique('nobody')],
        ] as const;
        for (const [which, email] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
          const started = performance.now();
          const res = await quiet.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email },
            remoteAddress: `10.${20 + round}.${(i + 20) >> 8}.${(i + 20) & 255}`,
          });
          const took = performance.now() - started;
          answers.add(`${res.statusCode} ${res.body}`);
          if (i >= 0) times[which].push(took);
        }
      }
      expect([...answers]).toEqual([`200 ${JSON.stringify({ message: 'If an account exists for this email, a password reset link is on its way.' })}`]);
      // Each known try is set against the unknown one timed next to it, so a burst of load on a busy
      // machine (which can move a plain median by 20%) lands on both sides of a pair alike.
      const ratio = median(times.known.map((took, i) => took / times.unknown[i]!));
      const medians = `median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, median ratio ${ratio.toFixed(3)}`;
      expect(ratio, medians).toBeGreaterThan(0.9);
      expect(ratio, medians).toBeLessThan(1.1);
    } finally {
      mailbox.state.mode = 'accept';
    }
  });

  it('limits requests per address, whatever the address asked about', async () => {
    for (let i = 0; i < 20; i++) expect((await call('POST', '/api/auth/forgot-password', { email: unique('f') }, undefined, '10.21.0.1')).status).toBe(200);
    const refused = await call('POST', '/api/auth/forgot-password', { email: unique('f') }, undefined, '10.21.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('the per-address login limit', () => {
  it('holds LOGIN_FAILURES_PER_ADDRESS failures across accounts, then makes the address wait', async () => {
    const small = await createTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS: '5' }, seed: false });
    try {
      const { email, password } = await small.make.makeUser();
      const attempt = (body: object, ip: string) => small.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await attempt({ email: unique('guess'), password: 'x' }, '10.3.9.1')).statusCode).toBe(401);
      const waiting = await attempt({ email, password }, '10.3.9.1');
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(800);
      expect((await attempt({ email, password }, '10.3.9.2')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

// With REDIS_URL, the login limit holds across processes: two apps sharing one Redis.
describe.skipIf(!process.env.REDIS_URL)('login limits across processes', () => {
  it('answers an e-mail without an account exactly as one with, counted in Redis', async () => {
    // A prefix of its own: counts left in Redis by earlier runs (the same client address) stay out of it.
    const shared = await createTestApp({
      env: { SMTP_URL: mailbox.url, REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: `test-${unique('run')}:` },
      seed: false,
    });
    try {
      const { email } = await shared.make.makeUser();
      const { known, unknown } = await failedLogins(shared, email, unique('nobody'));
      expect(known.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
      // Redis times each window by its own clock: the two, started together, may be a second apart when read.
      const waits = [known, unknown].map((answers) => Number(answers[10]!.headers['retry-after']));
      expect(waits[0]).toBeGreaterThan(890);
      expect(Math.abs(waits[0]! - waits[1]!)).toBeLessThanOrEqual(1);
      const withoutWait = (answers: LoginAnswer[]) => answers.map(({ headers: { 'retry-after': _wait, ...headers }, ...answer }) => ({ ...answer, headers }));
      expect(withoutWait(unknown)).toEqual(withoutWait(known));
      await expectSimilarTimes(shared);
    } finally {
      await shared.close();
    }
  });

  it('counts failures made through either process', async () => {
    const second = await createTestApp({ env: { SMTP_URL: mailbox.url, REDIS_URL: process.env.REDIS_URL! }, seed: false });
    const first = await createTestApp({ env: { SMTP_URL: mailbox.url, REDIS_URL: process.env.REDIS_URL! }, seed: false });
    try {
      const email = unique('shared');
      for (const [i, app] of [first, second, first, second, first, second, first, second, first, second].entries()) {
        const res = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'x' }, remoteAddress: `10.9.${i}.1` });
        expect(res.statusCode).toBe(401);
      }
      const res = await first.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'x' }, remoteAddress: '10.9.99.1' });
      expect(res.statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('checks at most 10 passwords of 100 simultaneous guesses split between them, then refuses the right one', async () => {
    const env = { SMTP_URL: mailbox.url, REDIS_URL: process.env.REDIS_URL! };
    const [first, second] = await Promise.all([createTestApp({ env, seed: false }), createTestApp({ env, seed: false })]);
    try {
      const { email, password } = await first.make.makeUser();
      await second.make.makeUser({ email, password });
      const guess = (app: TestApp, i: number, pass: string) =>
        app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass }, remoteAddress: `10.8.${i}.1` });
      const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(i % 2 ? first : second, i, `wrong-${i}`)));
      const checked = guesses.filter((res) => res.statusCode === 401).length;
      expect(checked).toBeLessThanOrEqual(10);
      expect(guesses.filter((res) => res.statusCode === 429)).toHaveLength(100 - checked);
      for (const app of [first, second]) {
        const right = await guess(app, 200, password);
        expect(right.statusCode).toBe(429);
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
