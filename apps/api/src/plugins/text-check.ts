import type { FastifyInstance } from 'fastify';
import { findUnstorableText, TEXT_MESSAGES } from '@store/shared';
import { HttpError } from './errors';

/** The 400 for text the database cannot keep (NUL, half a surrogate pair) in `value`, naming the field; undefined when all is fine. */
export function unstorableTextError(value: unknown): HttpError | undefined {
  const field = findUnstorableText(value);
  if (field === undefined) return undefined;
  const shown = field.replace(/[^\x20-\x7E]/g, '?') || 'value'; // the name itself may hold the character
  return new HttpError(400, `${shown}: ${TEXT_MESSAGES.unstorable}`, {}, { errors: [{ field: shown, message: TEXT_MESSAGES.unstorable }] });
}

/**
 * Refuses, before any schema sees it, a request with text the database cannot keep anywhere in its
 * body, query or path: 400 naming the field, the shared rule for all. A multipart form is read by
 * its route, which checks its fields with unstorableTextError.
 */
export function registerTextCheck(app: FastifyInstance): void {
  // Callback style, not async: it runs on every request, cached answers included.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      // A raw body (the payment webhook's, kept as bytes for its signature) is not text to store.
      if (Buffer.isBuffer(part)) continue;
      const refusal = unstorableTextError(part);
      if (refusal) return done(refusal);
    }
    done();
  });
}
