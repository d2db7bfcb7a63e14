import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type User } from '@store/shared';
import { HttpError } from '../../plugins/errors';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by requireUser. */
    user?: User;
    sessionTokenHash?: string;
  }
}

/** A preHandler that admits only requests with a live session (Authorization: Bearer <token>). */
export function createRequireUser(auth: AuthService) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
    const session = token.length <= 200 ? await auth.authenticate(token) : undefined;
    if (!session) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
  };
}

export type RequireUser = ReturnType<typeof createRequireUser>;

/** The user requireUser admitted; only for routes that use it. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  return request.user;
}
