import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, NOT_FOUND_ISSUE } from '@store/shared';
import { describeUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import { loggableError } from './log-serializers';

/** Seconds a client is asked to wait when the database is unreachable (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A failure the client caused or may see: its message is safe to show as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Further fields of the answer beside `message` (e.g. the userId of an unverified account). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const isNotFoundIssue = (params: unknown): boolean =>
  (params as { params?: Record<string, unknown> } | undefined)?.params?.notFound === NOT_FOUND_ISSUE.notFound;

/** Words of Zod's own messages ("expected number, received string"): they do not name a field. */
const ZOD_WORDS = new Set(['number', 'string', 'object', 'array', 'boolean', 'input', 'option']);

/** "panNumber" → pan; "subType" → type; "dateOfBirth" → date, birth. */
const fieldWords = (field: string) =>
  field
    .split(/(?=[A-Z])|[^A-Za-z]/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && !ZOD_WORDS.has(word));

function validationAnswer(error: { validation: { message?: string; instancePath: string }[] }) {
  const errors = error.validation.map(({ message = 'is invalid', instancePath }) => ({
    field: instancePath.split('/').filter(Boolean).join('.'),
    message,
  }));
  const message = errors
    .map(({ field, message }) => {
      // Shared schemas phrase their own messages with the field's name ("Please enter a valid PAN");
      // Zod's stock ones don't, so those get the field's path in front.
      const said = message.toLowerCase().replace(/\s/g, ''); // "PIN code" names pincode
      const last = field.split('.').at(-1) ?? '';
      // A field named by one of Zod's words alone (an e-way bill's `number`) is named by a message that says it.
      const words = fieldWords(last);
      const named = (words.length ? words : last.length >= 3 ? [last.toLowerCase()] : []).some((word) => said.includes(word));
      return field && !named ? `${field}: ${message}` : message;
    })
    .join('; ');
  return { message, errors: errors.filter(({ field }) => field !== '') };
}

/**
 * Every error leaves as `{ message }`. Client errors keep their message; anything unexpected is
 * logged with the request id and answered 500 'Internal server error', never with a stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A value that cannot be an id (idParamsSchema) names nothing: the same 404 as an unknown id.
      const notFound = error.validation.find((issue) => isNotFoundIssue(issue.params));
      if (notFound) return reply.code(404).send({ message: notFound.message });
      return reply.code(400).send(validationAnswer(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.invalidJson
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? MESSAGES.bodyTooLarge
            : error.message;
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // One short line: during an outage every request fails this way, and a dump each would drown the log.
      request.log.warn(`database unavailable: ${describeUnavailable(error)}`);
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: MESSAGES.serviceUnavailable });
    }
    // A failed query's error spells out its parameters (a review's words, an address, an e-mail) in
    // its message, its params and the database's detail: the log gets the statement and the database's
    // own error only (loggableError), whatever logger the app was given.
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internal });
  });
}
