import type { FastifyRequest } from 'fastify';

const NAME = 'techstore_registration';
/** Long enough for every code of one registration (five an hour), no longer. */
const MAX_AGE_SECONDS = 60 * 60;

/**
 * The registering browser's key, in an HttpOnly cookie only the auth routes see. A new code can be
 * sent only for the registration this key belongs to, so someone who registers the same address
 * later cannot get the owner's "resend" to activate their password.
 */
export function registrationCookie(key: string, secure: boolean): string {
  return `${NAME}=${key}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function registrationKeyFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === NAME && value && /^[A-Za-z0-9_-]{1,100}$/.test(value)) return value;
  }
  return undefined;
}
