import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_LENGTH } from '@store/shared';

// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot import: 2 is Argon2id.
const ARGON2ID = 2;

/** Argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verified against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}

/** A 6-digit code from the CSPRNG. */
export const newOtp = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

/**
 * Codes have only a million values, so a plain hash would fall to a lookup table; keyed with the
 * server's secret and the user id, a leaked table is useless without the secret.
 */
export const hashOtp = (secret: string, userId: string, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

export function otpMatches(secret: string, userId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** 256-bit random tokens for sessions and password resets; only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
