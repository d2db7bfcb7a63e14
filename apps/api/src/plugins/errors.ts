import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@store/shared';

/** A failure the client caused or may see: its message is safe to show as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Further fields of the answer beside `message` (e.g. the userId of an unverified account). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

function validationMessage(error: { validation: { message?: string; instancePath: string }[] }): string {
  return error.validation
    .map(({ message = 'is invalid', instancePath }) => {
      const field = instancePath.split('/').filter(Boolean).join('.');
      // Shared schemas phrase their own messages with the field's name; Zod's stock ones don't.
      return field && !message.toLowerCase().includes(field.split('.').at(-1)!.toLowerCase())
        ? `${field}: ${message}`
        : message;
    })
    .join('; ');
}

/**
 * Every error leaves as `{ message }`. Client errors keep their message; anything unexpected is
 * logged with the request id and answered 500 'Internal server error', never with a stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internal });
  });
}
