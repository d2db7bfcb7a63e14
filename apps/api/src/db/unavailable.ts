/**
 * Failures that say the database cannot be reached right now (down, restarting, shutting down, out
 * of connections), as opposed to a bad query: the request may succeed if tried again shortly.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection timeout|encountered a connection error|Cannot use a pool after calling end|Client was closed|PGlite is closed|the database system is (starting up|shutting down|in recovery mode)/i;

/** Walks the error and its causes (Drizzle wraps the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let err = error, depth = 0; err && depth < 6; err = (err as { cause?: unknown }).cause, depth++) {
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true; // 08: connection_exception
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432", from the innermost cause: one short log line. */
export function describeUnavailable(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < 6; depth++) {
    const cause = (innermost as { cause?: unknown }).cause;
    if (!cause) break;
    innermost = cause;
  }
  const { code, message } = innermost as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(innermost);
  return (typeof code === 'string' ? `${code}: ${text}` : text).replace(/\s+/g, ' ').slice(0, 200);
}
