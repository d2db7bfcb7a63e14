import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * How errors and requests are written to the log, without the personal data they may carry (DPDP Act
 * 2023, s. 8(5): reasonable safeguards): the log is read by whoever runs the servers and kept longer
 * than any customer's data, so it gets what a failure was, never the values it was about.
 */

/** Fields of a PostgreSQL error (pg's and PGlite's DatabaseError) that name the failure, not the values. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** A database's own error: it has a severity and a SQLSTATE code (pg's and PGlite's DatabaseError). */
const isDatabaseError = (error: unknown): error is Error & Record<string, unknown> =>
  error instanceof Error && typeof (error as { severity?: unknown }).severity === 'string' && typeof (error as { code?: unknown }).code === 'string';

/**
 * An error as the log may keep it. A failed query (DrizzleQueryError) spells out its parameters in its
 * message and its `params`: it gives way to the statement (placeholders only) and the database's error.
 * The database's error keeps its code, table, column and constraint, not its `detail` ("Failing row
 * contains (…, asha@example.in, …)", "Key (email)=(…) already exists"), `where` or `hint`, and its
 * message loses what follows its first colon (PostgreSQL quotes the offending value there: 'invalid
 * input syntax for type uuid: "…"'); its stack, which repeats the message, is left out. A cause is
 * written the same way, as `cause`, rather than folded into the message as pino does.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    const cause = loggableError(error.cause);
    return { ...(typeof cause === 'object' && cause ? cause : { message: String(cause) }), query: error.query };
  }
  if (isDatabaseError(error)) {
    const kept: Record<string, unknown> = { type: error.constructor.name, message: error.message.split(': ')[0] };
    for (const field of DATABASE_FIELDS) if (error[field] !== undefined) kept[field] = error[field];
    return kept;
  }
  if (!(error instanceof Error)) return error;
  if (error.cause === undefined) return pino.stdSerializers.err(error);
  const fields = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause'));
  return { type: error.constructor.name, message: error.message, stack: error.stack, ...fields, cause: loggableError(error.cause) };
}

/** Matches one query value, to blank it: `?search=asha%40example.in&page=2` → `?search=…&page=…`. */
const QUERY_VALUE = /=[^&]*/g;

/**
 * A request as Fastify logs it ("incoming request"), with its query's values blanked: a search for a
 * customer puts their name, e-mail or phone there, a signed link its signature. The path stays.
 */
function loggableRequest(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2) as [string, string | undefined];
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?${query.replace(QUERY_VALUE, '=…')}`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The serializers of every logger of the app (server.ts's and the one buildApp is given). */
export const LOG_SERIALIZERS = {
  // Typed as pino's own: a database error's answer has no stack, on purpose.
  err: loggableError as (error: Error) => pino.SerializedError,
  req: loggableRequest,
};
