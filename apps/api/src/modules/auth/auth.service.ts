import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  isId,
  OTP_TTL_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  type Address,
  type User,
} from '@store/shared';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { MailUnavailableError, type Mailer, type MailMessage } from '../mail/mailer';
import { passwordResetMail, verificationCodeMail } from '../mail/templates';
import { toUser, type AuthRepository, type UserRow } from './auth.repository';
import {
  hashOtp,
  hashPassword,
  hashToken,
  newOtp,
  newToken,
  otpMatches,
  verifyPassword,
} from './credentials';

export const AUTH_LIMITS = {
  otpMaxAttempts: 5,
  otpResendGapSeconds: 60,
  otpPerHour: 5,
  resetTtlMinutes: PASSWORD_RESET_TTL_MINUTES,
  resetsPerHour: 5,
  sessionTtlDays: 30,
  loginMaxFailures: 10,
  loginWindowSeconds: 15 * 60,
} as const;

const HOUR_MS = 60 * 60 * 1000;

interface Deps {
  db: Database;
  repository: AuthRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Pick<Config, 'AUTH_SECRET' | 'APP_URL'>;
  logger: FastifyBaseLogger;
}

export function createAuthService({ db, repository, mailer, limiter, config, logger }: Deps) {
  async function sendOrUndo(message: MailMessage, undo: () => Promise<void>) {
    try {
      await mailer.send(message);
    } catch (err) {
      // Nothing half-done: what the mail was for is taken back, and the same request can be retried.
      await undo().catch((undoErr) => logger.error({ err: undoErr }, 'could not undo after a failed mail'));
      if (err instanceof MailUnavailableError) throw new HttpError(503, AUTH_MESSAGES.mailUnavailable);
      throw err;
    }
  }

  /**
   * Issues a fresh code and mails it: at most one a minute and five an hour per user, serialised
   * on the user's row so concurrent requests cannot slip past the limits.
   */
  async function issueCode(user: UserRow, undoUser?: () => Promise<void>): Promise<void> {
    const code = newOtp();
    const issued = await inTransaction(db, async (tx) => {
      await repository.lockUser(user.id, tx);
      const recent = await repository.recentCodes(user.id, new Date(Date.now() - HOUR_MS), tx);
      const newest = recent[0]?.createdAt;
      if (newest) {
        const wait = AUTH_LIMITS.otpResendGapSeconds - Math.floor((Date.now() - newest.getTime()) / 1000);
        if (wait > 0) {
          throw new HttpError(429, `Please wait ${wait} seconds before requesting another code.`, {
            'retry-after': String(wait),
          });
        }
      }
      if (recent.length >= AUTH_LIMITS.otpPerHour) {
        const oldest = recent.at(-1)!.createdAt.getTime();
        const wait = Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000));
        throw new HttpError(429, `Too many codes requested. Please try again in ${Math.ceil(wait / 60)} minutes.`, {
          'retry-after': String(wait),
        });
      }
      return repository.insertCode({ userId: user.id, codeHash: hashOtp(config.AUTH_SECRET, user.id, code) }, OTP_TTL_SECONDS, tx);
    });
    await sendOrUndo(verificationCodeMail(user.email, user.name, code), async () => {
      await repository.deleteCode(issued.id);
      await undoUser?.();
    });
  }

  async function startSession(userId: string): Promise<string> {
    const token = newToken();
    await repository.insertSession({ userId, tokenHash: hashToken(token) }, AUTH_LIMITS.sessionTtlDays);
    return token;
  }

  async function unverifiedUser(userId: string): Promise<UserRow> {
    const user = isId(userId) ? await repository.findUserById(userId) : undefined;
    if (!user) throw new HttpError(404, AUTH_MESSAGES.accountNotFound);
    if (user.emailVerifiedAt) throw new HttpError(400, AUTH_MESSAGES.alreadyVerified);
    return user;
  }

  return {
    async register(input: { name: string; email: string; password: string; phone: string }): Promise<{ userId: string }> {
      const existing = await repository.findUserByEmail(input.email);
      if (existing?.emailVerifiedAt) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);

      if (existing) {
        // Registered before but never verified: a fresh code instead of an error. The new details
        // apply once the code is on its way.
        await issueCode(existing);
        await repository.updateUser(existing.id, { name: input.name, phone: input.phone, passwordHash });
        return { userId: existing.id };
      }
      const user = await repository.insertUser({ name: input.name, email: input.email, phone: input.phone, passwordHash });
      if (!user) throw new HttpError(409, AUTH_MESSAGES.emailTaken); // registered a moment ago by a parallel request
      await issueCode(user, () => repository.deleteUser(user.id));
      return { userId: user.id };
    },

    async resendOtp(userId: string): Promise<void> {
      await issueCode(await unverifiedUser(userId));
    },

    async verifyOtp(userId: string, otp: string): Promise<{ token: string; user: User }> {
      const user = await unverifiedUser(userId);
      const attempt = await repository.spendCodeAttempt(user.id, AUTH_LIMITS.otpMaxAttempts);
      if (attempt.state === 'none' || attempt.state === 'expired') throw new HttpError(400, AUTH_MESSAGES.otpExpired);
      if (attempt.state === 'locked') throw new HttpError(429, AUTH_MESSAGES.otpLocked);
      if (!otpMatches(config.AUTH_SECRET, user.id, otp, attempt.codeHash)) {
        const left = AUTH_LIMITS.otpMaxAttempts - attempt.attempts;
        throw left > 0
          ? new HttpError(400, `${AUTH_MESSAGES.otpInvalid} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
          : new HttpError(429, AUTH_MESSAGES.otpLocked);
      }
      if (!(await repository.consumeCode(attempt.id))) throw new HttpError(400, AUTH_MESSAGES.otpExpired);
      const verified = await repository.updateUser(user.id, { emailVerifiedAt: new Date() });
      return { token: await startSession(user.id), user: toUser(verified!) };
    },

    async login(email: string, password: string, ip: string): Promise<{ token: string; user: User }> {
      const accountKey = `login:account:${email}`;
      const addressKey = `login:ip:${ip}`;
      const [account, address] = await Promise.all([limiter.peek(accountKey), limiter.peek(addressKey)]);
      const blocked = [account, address].filter((c) => c.count >= AUTH_LIMITS.loginMaxFailures);
      if (blocked.length) {
        const wait = Math.max(...blocked.map((c) => c.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many failed login attempts. Please try again in ${Math.ceil(wait / 60)} minutes.`,
          { 'retry-after': String(wait) },
        );
      }

      const user = await repository.findUserByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await Promise.all([
          limiter.hit(accountKey, AUTH_LIMITS.loginWindowSeconds),
          limiter.hit(addressKey, AUTH_LIMITS.loginWindowSeconds),
        ]);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (!user.emailVerifiedAt) {
        // The UI takes the user to /verify-otp; a fresh code waits there unless one went out just now.
        await issueCode(user).catch((err) => {
          if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
        });
        throw new UnverifiedAccountError(user.id);
      }
      await limiter.reset(accountKey);
      return { token: await startSession(user.id), user: toUser(user) };
    },

    /** Same answer whether or not the account exists; a link goes out only if it does. */
    async forgotPassword(email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const recent = await repository.recentResets(user.id, new Date(Date.now() - HOUR_MS));
      if (recent.length >= AUTH_LIMITS.resetsPerHour) {
        logger.warn({ userId: user.id }, 'password reset mails limited for this hour');
        return;
      }
      const token = newToken();
      const reset = await repository.insertReset({ userId: user.id, tokenHash: hashToken(token) }, AUTH_LIMITS.resetTtlMinutes);
      const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      await sendOrUndo(passwordResetMail(user.email, user.name, link, AUTH_LIMITS.resetTtlMinutes), () =>
        repository.deleteReset(reset.id),
      );
    },

    /** Sets the new password and ends every session of the user, in one transaction. */
    async resetPassword(token: string, password: string): Promise<void> {
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
  constructor(readonly userId: string) {
    super(403, AUTH_MESSAGES.notVerified, {}, { userId });
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
