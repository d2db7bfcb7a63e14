import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHIPROCKET_SANDBOX_PATH, TOKEN_SECONDS } from './account';

/** How Shiprocket answers: its errors, its dates, its tokens. */

/** An answer Shiprocket would give, as it gives it: the status and the body. */
export class ShiprocketSandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown> | string,
  ) {
    super(typeof body === 'string' ? body : String(body.message));
  }
}

/** Laravel's 422: "The order id field is required." per field. */
export function invalid(errors: Record<string, string[]>, message = 'Oops! Invalid Data.'): ShiprocketSandboxError {
  return new ShiprocketSandboxError(422, { message, errors, status_code: 422 });
}
export const refused = (message: string, status = 400) => new ShiprocketSandboxError(status, { message, status_code: status });
export const fieldName = (field: string) => field.replace(/_/g, ' ');
export const required = (field: string) => `The ${fieldName(field)} field is required.`;

/** "YYYY-MM-DD HH:MM:SS" in India's time, as Shiprocket writes dates. */
export function istDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
/** The webhook's own format: "DD MM YYYY HH:MM:SS". */
export const webhookTimestamp = (date: Date) => {
  const [day, time] = istDateTime(date).split(' ');
  const [y, m, d] = day!.split('-');
  return `${d} ${m} ${y} ${time}`;
};

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A JWT as Shiprocket's are (HS256), signed with the sandbox's secret; tests make expired ones with it. */
export function signSandboxToken(secret: string, issuedAtSeconds: number, userId = 1000001): string {
  const head = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const body = base64url(
    JSON.stringify({ sub: userId, iss: `${SHIPROCKET_SANDBOX_PATH}/v1/external/auth/login`, iat: issuedAtSeconds, exp: issuedAtSeconds + TOKEN_SECONDS }),
  );
  return `${head}.${body}.${base64url(createHmac('sha256', secret).update(`${head}.${body}`).digest())}`;
}

/** Checks a bearer token as Shiprocket's API does (tymon/jwt-auth's words), or throws its 401. */
export function checkSandboxToken(secret: string, authorization: string | undefined, nowSeconds: number): void {
  const unauthorized = (message: string) => new ShiprocketSandboxError(401, { message, status_code: 401 });
  const token = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (!token) throw unauthorized('Token not provided');
  const [head, body, signature] = token.split('.');
  if (!head || !body || signature === undefined || token.split('.').length !== 3) throw unauthorized('Wrong number of segments');
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const sent = Buffer.from(signature, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw unauthorized('Token Signature could not be verified.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: number };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw unauthorized('Token has expired');
}
