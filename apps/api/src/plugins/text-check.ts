import type { FastifyInstance } from 'fastify';
import { findUnstorableText, TEXT_MESSAGES } from '@store/shared';
import { HttpError } from './errors';

/**
 * Refuses, before any schema sees it, a request with text the database cannot keep (NUL, half a
 * surrogate pair) anywhere in its body, query or path: 400 naming the field, the shared rule for all.
 */
export function registerTextCheck(app: FastifyInstance): void {
  // Callback style, not async: it runs on every request, cached answers included.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      // A raw body (the payment webhook's, kept as bytes for its signature) is not text to store.
      if (Buffer.isBuffer(part)) continue;
      const field = findUnstorableText(part);
      if (field === undefined) continue;
      const shown = field.replace(/[^\x20-\x7E]/g, '?') || 'value'; // the name itself may hold the character
      const message = `${shown}: ${TEXT_MESSAGES.unstorable}`;
      return done(new HttpError(400, message, {}, { errors: [{ field: shown, message: TEXT_MESSAGES.unstorable }] }));
    }
    done();
  });
}
