import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  isId,
  OTP_TTL_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  PENDING_REGISTRATION_MESSAGES,
  type Address,
  type PendingRegistration,
  type User,
} from '@store/shared';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { pages } from '../../db/ranges';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { DeliveryService } from '../delivery';
import type { Sealer } from '../../lib/sealer';
import { PermanentJobError, type JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { passwordResetMail, verificationCodeMail } from './auth.mail';
import { toUser, type AuthRepository, type RegistrationBinding, type UserRow } from './auth.repository';
import { hashOtp, hashPassword, hashToken, newOtp, newToken, otpMatches, verifyPassword } from './credentials';

export const AUTH_LIMITS = {
  otpMaxAttempts: 5,
  otpResendGapSeconds: 60,
  otpPerHour: 5,
  /** A code mail is worth retrying only while the code lives (5 minutes): 30 s, 1 min, 2 min. */
  otpMailAttempts: 4,
  resetTtlMinutes: PASSWORD_RESET_TTL_MINUTES,
  resetsPerHour: 5,
  resetMailAttempts: 6,
  sessionTtlDays: 30,
  /**
   * Failed logins per e-mail address in a window, whether it has an account or not (so a 429 tells
   * nobody which addresses do); the next attempt, even with the right password, waits.
   */
  loginMaxFailures: 10,
  loginWindowSeconds: 15 * 60,
} as const;

const HOUR_MS = 60 * 60 * 1000;

interface Deps {
  db: Database;
  repository: AuthRepository;
  mail: MailQueue;
  jobs: JobQueue;
  /** Seals the address in a password-reset job (a key of its own, derived from AUTH_SECRET). */
  resetSealer: Sealer;
  limiter: RateLimiter;
  /** The PIN directory: a profile's PIN must be India Post's, in the state chosen. */
  delivery: Pick<DeliveryService, 'checkAddress'>;
  config: Pick<Config, 'AUTH_SECRET' | 'APP_URL' | 'LOGIN_FAILURES_PER_ADDRESS' | 'REGISTRATIONS_PER_ADDRESS' | 'PASSWORD_RESETS_PER_ADDRESS'>;
  logger: FastifyBaseLogger;
}

/** A registration's details, as submitted (the password already hashed). */
type Registration = Omit<RegistrationBinding, 'registrationKeyHash'>;

const tooMany = (message: (minutes: number) => string, waitSeconds: number) =>
  new HttpError(429, message(Math.max(1, Math.ceil(waitSeconds / 60))), { 'retry-after': String(waitSeconds) });

export function createAuthService({ db, repository, mail, jobs, resetSealer, limiter, delivery, config, logger }: Deps) {
  /**
   * Issues a fresh code bound to `registration` and queues its mail, in `tx`: at most one a minute
   * and five an hour per user, serialised on the user's row so concurrent requests cannot slip past
   * the limits. Returns the browser's new registration key (see registrationCookie).
   */
  async function issueCode(tx: Database, user: UserRow, registration: Registration, registrationKey = newToken()): Promise<string> {
    await repository.lockUser(user.id, tx);
    const recent = await repository.recentCodes(user.id, new Date(Date.now() - HOUR_MS), tx);
    const newest = recent[0]?.createdAt;
    if (newest) {
      const wait = AUTH_LIMITS.otpResendGapSeconds - Math.floor((Date.now() - newest.getTime()) / 1000);
      if (wait > 0) {
        throw new HttpError(429, `Please wait ${wait} seconds before requesting another code.`, { 'retry-after': String(wait) });
      }
    }
    if (recent.length >= AUTH_LIMITS.otpPerHour) {
      const oldest = recent.at(-1)!.createdAt.getTime();
      const wait = Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000));
      throw tooMany((minutes) => `Too many codes requested. Please try again in ${minutes} minutes.`, wait);
    }
    const code = newOtp();
    const issued = await repository.insertCode(
      { userId: user.id, codeHash: hashOtp(config.AUTH_SECRET, user.id, code), ...registration, registrationKeyHash: hashToken(registrationKey) },
      OTP_TTL_SECONDS,
      tx,
    );
    await mail.send(verificationCodeMail(user.email, registration.name, code, `${config.APP_URL}/verify-otp`), tx, {
      dedupeKey: `verification-code:${issued.id}`,
      maxAttempts: AUTH_LIMITS.otpMailAttempts,
    });
    return registrationKey;
  }

  async function startSession(userId: string, tx: Database = db): Promise<string> {
    const token = newToken();
    await repository.insertSession({ userId, tokenHash: hashToken(token) }, AUTH_LIMITS.sessionTtlDays, tx);
    return token;
  }

  async function unverifiedUser(userId: string): Promise<UserRow> {
    const user = isId(userId) ? await repository.findUserById(userId) : undefined;
    if (!user) throw new HttpError(404, AUTH_MESSAGES.accountNotFound);
    if (user.emailVerifiedAt) throw new HttpError(400, AUTH_MESSAGES.alreadyVerified);
    return user;
  }

  /** The address a password-reset job was queued for; throws if its payload does not open. */
  const resetAddressOf = (payload: { sealed: string }, jobId: string) => resetSealer.open(payload.sealed, jobId);

  // Runs in the worker, so a forgot-password request costs the same whether or not the account exists.
  jobs.handle('password-reset', async (payload, job) => {
    let email: string;
    try {
      email = resetAddressOf(payload, job.id);
    } catch {
      throw new PermanentJobError('the address does not open with this AUTH_SECRET');
    }
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    const recent = await repository.recentResets(user.id, new Date(Date.now() - HOUR_MS));
    if (recent.length >= AUTH_LIMITS.resetsPerHour) {
      logger.warn({ userId: user.id }, 'password reset mails limited for this hour');
      return;
    }
    const token = newToken();
    await inTransaction(db, async (tx) => {
      const reset = await repository.insertReset({ userId: user.id, tokenHash: hashToken(token) }, AUTH_LIMITS.resetTtlMinutes, tx);
      const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      await mail.send(passwordResetMail(user.email, user.name, link, AUTH_LIMITS.resetTtlMinutes), tx, {
        dedupeKey: `password-reset:${reset.id}`,
        maxAttempts: AUTH_LIMITS.resetMailAttempts,
      });
    });
  });

  return {
    // ── the shop's customer pages and export (issue 26): read only ──
    /** A page of customers, newest first, searched by name, e-mail or phone. */
    customerPage: (search: string | undefined, limit: number, offset: number) => repository.customerPage(search, limit, offset),
    /** The customer with this id (a UUID: the caller checks it), with their profile's address; undefined for none or an admin. */
    findCustomer: (id: string) => repository.findCustomer(id),
    /** The customers registered from … to (India's days), a page at a time. */
    customerExportPages: (from: string, to: string) => pages((cursor) => repository.customerExportPage(from, to, cursor)),

    /** The customer's name and e-mail (for the mails other modules send them); undefined for an unknown id. */
    async contactOf(userId: string, tx: Database = db): Promise<{ name: string; email: string; verified: boolean } | undefined> {
      const user = await repository.findUserById(userId, tx);
      return user && { name: user.name, email: user.email, verified: user.emailVerifiedAt !== null };
    },

    /**
     * A new account, or a fresh code for one registered but never verified. Nothing about the
     * account changes until a code is used: the code carries this registration's details, and
     * the browser that registered gets the key to ask for it again (resendOtp).
     */
    async register(input: { name: string; email: string; password: string; phone: string }, ip: string): Promise<{ userId: string; registrationKey: string }> {
      const { count, retryAfterSeconds } = await limiter.hit(`register:ip:${ip}`, HOUR_MS / 1000);
      if (count > config.REGISTRATIONS_PER_ADDRESS) {
        throw tooMany((minutes) => `Too many registrations from your network. Please try again in ${minutes} minutes.`, retryAfterSeconds);
      }
      const existing = await repository.findUserByEmail(input.email);
      if (existing?.emailVerifiedAt) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const registration = { passwordHash: await hashPassword(input.password), name: input.name, phone: input.phone };
      return inTransaction(db, async (tx) => {
        const user = existing ?? (await repository.insertUser({ email: input.email, ...registration }, tx));
        if (!user) throw new HttpError(409, AUTH_MESSAGES.emailTaken); // registered a moment ago by a parallel request
        return { userId: user.id, registrationKey: await issueCode(tx, user, registration) };
      });
    },

    /** A new code for the registration this browser made (its key), never for someone else's. */
    async resendOtp(userId: string, registrationKey: string | undefined): Promise<void> {
      const user = await unverifiedUser(userId);
      const binding = registrationKey ? await repository.bindingForKey(user.id, hashToken(registrationKey)) : undefined;
      if (!binding) throw new HttpError(400, AUTH_MESSAGES.resendNeedsSignIn);
      const { registrationKeyHash: _bound, ...registration } = binding;
      await inTransaction(db, (tx) => issueCode(tx, user, registration, registrationKey));
    },

    /**
     * The registration this browser started (its key) and has not verified: /verify-otp opened again
     * (a reload, a new tab, the mail's link) carries on with it instead of starting over.
     */
    async pendingRegistration(registrationKey: string | undefined): Promise<PendingRegistration> {
      const pending = registrationKey ? await repository.pendingForKey(hashToken(registrationKey), AUTH_LIMITS.otpMaxAttempts) : undefined;
      if (!pending) throw new HttpError(404, PENDING_REGISTRATION_MESSAGES.notFound);
      return { userId: pending.userId, email: pending.email, codeExpiresAt: pending.codeExpiresAt?.toISOString() ?? null };
    },

    /** Activates the registration the code was sent for: its password, name and phone. */
    async verifyOtp(userId: string, otp: string): Promise<{ token: string; user: User }> {
      const user = await unverifiedUser(userId);
      const attempt = await repository.spendCodeAttempt(user.id, AUTH_LIMITS.otpMaxAttempts);
      if (attempt.state === 'none' || attempt.state === 'expired') throw new HttpError(400, AUTH_MESSAGES.otpExpired);
      if (attempt.state === 'locked') throw new HttpError(429, AUTH_MESSAGES.otpLocked);
      const live = await repository.liveCodes(user.id);
      const used = live.find((code) => otpMatches(config.AUTH_SECRET, user.id, otp, code.codeHash));
      if (!used) {
        const left = AUTH_LIMITS.otpMaxAttempts - attempt.attempts;
        throw left > 0
          ? new HttpError(400, `${AUTH_MESSAGES.otpInvalid} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
          : new HttpError(429, AUTH_MESSAGES.otpLocked);
      }
      return inTransaction(db, async (tx) => {
        if (!(await repository.consumeCode(used.id, tx))) throw new HttpError(400, AUTH_MESSAGES.otpExpired);
        const verified = await repository.updateUser(
          user.id,
          {
            emailVerifiedAt: new Date(),
            // Codes from before registrations were bound carry no details: the account keeps its own.
            ...(used.passwordHash && used.name && used.phone ? { passwordHash: used.passwordHash, name: used.name, phone: used.phone } : {}),
          },
          tx,
        );
        return { token: await startSession(user.id, tx), user: toUser(verified!) };
      });
    },

    /**
     * Each attempt is counted before the password is checked, atomically (in Redis when several
     * processes share it), and taken back if it was right: concurrent guesses cannot all slip in
     * under the limit. Past the limit, even the right password waits for the window to end.
     */
    async login(email: string, password: string, ip: string): Promise<{ token: string; user: User }> {
      // Keyed on the address as the schema normalised it, before it is looked up: an address without
      // an account is counted, locked and answered like one with (verifyPassword hashes for it too).
      const keys = [`login:account:${email}`, `login:ip:${ip}`];
      const limits = [AUTH_LIMITS.loginMaxFailures, config.LOGIN_FAILURES_PER_ADDRESS];
      const counts = await Promise.all(keys.map((key) => limiter.hit(key, AUTH_LIMITS.loginWindowSeconds)));
      const blocked = counts.filter((count, i) => count.count > limits[i]!);
      if (blocked.length) {
        // No password was checked: nothing to count (a locked account does not use up its sender's address).
        await Promise.all(keys.map((key) => limiter.undo(key)));
        const wait = Math.max(...blocked.map((count) => count.retryAfterSeconds));
        throw tooMany((minutes) => `Too many failed login attempts. Please try again in ${minutes} minutes.`, wait);
      }
      const user = await repository.findUserByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      await Promise.all(keys.map((key) => limiter.undo(key)));
      if (!user.emailVerifiedAt) {
        // The UI takes the user to /verify-otp; a fresh code waits there unless one went out just now.
        // Knowing the password binds this browser to the account's own details.
        const registrationKey = await inTransaction(db, (tx) =>
          issueCode(tx, user, { passwordHash: user.passwordHash, name: user.name, phone: user.phone }),
        ).catch((err) => {
          if (err instanceof HttpError && err.statusCode === 429) return undefined;
          throw err;
        });
        throw new UnverifiedAccountError(user.id, registrationKey);
      }
      return { token: await startSession(user.id), user: toUser(user) };
    },

    /**
     * Only queues the request: the worker looks the address up and mails a link if it has an
     * account. The answer, and the time it takes, are the same either way.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const { count, retryAfterSeconds } = await limiter.hit(`forgot:ip:${ip}`, HOUR_MS / 1000);
      if (count > config.PASSWORD_RESETS_PER_ADDRESS) {
        throw tooMany((minutes) => `Too many reset requests. Please try again in ${minutes} minutes.`, retryAfterSeconds);
      }
      // Not woken now: with the embedded database the worker shares this thread, and looking the
      // address up right behind the answer could delay it by a telling amount.
      // The address is sealed, not looked up here: the job holds no readable address (a copy of the
      // database, a dead job kept for a retry), and the request does the same work for any address.
      const id = randomUUID();
      await jobs.enqueue({ id, kind: 'password-reset', payload: { sealed: resetSealer.seal(email, id) }, wake: false }, db);
    },

    /**
     * Erasure (auth.personal-data.ts): deletes, in `tx`, the reset requests for `email` not yet run or
     * given up on, so no job names the erased address. The sealed addresses are opened to find them.
     */
    forgetResetRequests: (email: string, tx: Database) =>
      jobs.forget(
        'password-reset',
        (payload, id) => {
          try {
            return resetAddressOf(payload, id) === email;
          } catch {
            return false; // sealed with another AUTH_SECRET: nobody's to read, it ends dead and is purged
          }
        },
        tx,
      ),
    /** Sets the new password and ends every session of the user, in one transaction. */
    async resetPassword(token: string, password: string): Promise<void> {
      // A made-up token costs no password hashing (tens of milliseconds of CPU each).
      if (!(await repository.isResetLive(hashToken(token)))) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        const userId = await repository.useReset(hashToken(token), tx);
        if (!userId) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
        // Following the mailed link proves the address, so an unverified account is verified too.
        await repository.setPasswordAndVerify(userId, passwordHash, tx);
        await repository.deleteUserSessions(userId, tx);
      });
    },

    async authenticate(token: string): Promise<{ user: User; tokenHash: string } | undefined> {
      const tokenHash = hashToken(token);
      const row = await repository.findSessionUser(tokenHash);
      return row ? { user: toUser(row.user), tokenHash } : undefined;
    },

    logout: (tokenHash: string) => repository.deleteSession(tokenHash),

    async updateProfile(userId: string, input: { name: string; phone: string; address: Address }): Promise<User> {
      // A PIN India Post lists, in the state chosen: the address checkout will start from.
      if (input.address.pincode !== '') await delivery.checkAddress(input.address);
      const row = await repository.updateUser(userId, {
        name: input.name,
        phone: input.phone,
        street: input.address.street,
        city: input.address.city,
        state: input.address.state,
        pincode: input.address.pincode,
      });
      if (!row) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      return toUser(row);
    },
  };
}

/** Login with the right password on an account whose e-mail is not verified yet. */
export class UnverifiedAccountError extends HttpError {
  constructor(
    readonly userId: string,
    /** Set when a new code went out: the browser keeps it to ask for another (registrationCookie). */
    readonly registrationKey?: string,
  ) {
    super(403, AUTH_MESSAGES.notVerified, {}, { userId });
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
