import type { FastifyInstance } from 'fastify';
import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { createSealer } from '../../lib/sealer';
import { registerAccessControl } from './access';
import { createAuthPersonalData } from './auth.personal-data';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** The auth module's public entry: customers' contact details (its service) and the customers read model. */
export type { AuthService } from './auth.service';
export type { CustomerRow } from './auth.repository';
export { customers } from './customers';
/** For the seed and the test factories, which write accounts and sessions as this module does. */
export { createAuthRepository, toUser } from './auth.repository';
export { AUTH_LIMITS } from './auth.service';
export { hashPassword, hashToken, newToken } from './credentials';

/**
 * The auth module: accounts, sign-in, sessions and password resets. `accessControl` puts each route's
 * `access` (public, user, admin) into force; `personalData` is the account's part of "My data".
 */
export function createAuthModule({ secureCookies, ...deps }: { secureCookies: boolean } & ModuleDeps<typeof createAuthService, 'resetSealer'>) {
  const auth = createAuthService({
    ...deps,
    repository: createAuthRepository(deps.db),
    resetSealer: createSealer(deps.config.AUTH_SECRET, 'techstore:password-reset-job'),
  });
  return {
    auth,
    routes: bindRoutes(authRoutes, { auth, secureCookies }),
    accessControl: (app: FastifyInstance) => registerAccessControl(app, auth),
    personalData: createAuthPersonalData(auth),
  };
}
