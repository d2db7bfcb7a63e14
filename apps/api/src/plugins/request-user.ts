import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type User } from '@store/shared';
import { HttpError } from './errors';

/**
 * Who is asking, as the auth module's access guard (modules/auth/access.ts) admitted them. Every
 * module's routes read it, so it lives with the cross-cutting plugins rather than in a module.
 */

/** The user the route's guard admitted; only for 'user' and 'admin' routes. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  return request.user;
}

/** The signed-in admin making a request, as the audit log names them (an audit Actor). */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const admin = currentUser(request);
  return { id: admin._id, email: admin.email };
}
