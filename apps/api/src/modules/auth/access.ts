import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES, type User } from '@store/shared';
import { HttpError } from '../../plugins/errors';
import type { AuthService } from './auth.service';

/** Who may call a route: anyone, a signed-in customer (or admin), or an admin. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route (the app refuses to start otherwise); see registerAccessControl. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route and the access it has, as registered: what the generated access test walks. */
    routeAccess: ReadonlyArray<{ method: string; url: string; access: Access }>;
    /** On a public route: who is signed in, if anyone (a missing or stale token is just a guest). */
    viewerOf(request: FastifyRequest): Promise<User | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard of a 'user' or 'admin' route. */
    user?: User;
    sessionTokenHash?: string;
  }
}

/** Routes outside /api that are public without saying so: pages, files, sitemap. */
const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Guards every route by the access it declares in `config.access`. They run first (onRequest), so an
 * anonymous caller gets 401 before anything about its request is looked at. The user, and so the
 * role, is read from the database on every request through the session: never from the client.
 */
export function registerAccessControl(app: FastifyInstance, auth: AuthService): void {
  async function requireUser(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
    const session = token.length <= 200 ? await auth.authenticate(token) : undefined;
    if (!session) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
  }

  async function requireAdmin(request: FastifyRequest) {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly);
  }

  app.decorate('viewerOf', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token || token.length > 200) return undefined;
    return (await auth.authenticate(token))?.user;
  });

  const guards: Record<Exclude<Access, 'public'>, onRequestHookHandler> = { user: requireUser, admin: requireAdmin };
  const routes: Array<{ method: string; url: string; access: Access }> = [];
  app.decorate('routeAccess', routes);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (declared === undefined && isApiRoute(route.url)) throw new Error(`${String(route.method)} ${route.url} must declare config.access`);
    const access = declared ?? 'public';
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
    if (access === 'public') return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guards[access], ...own];
  });
}
