/** The auth module's public entry: customers' contact details (its service) and the customers read model. */
export type { AuthService } from './auth.service';
export type { CustomerRow } from './auth.repository';
export { customers } from './customers';
/** For the seed and the test factories, which write accounts and sessions as this module does. */
export { createAuthRepository, toUser } from './auth.repository';
export { AUTH_LIMITS } from './auth.service';
export { hashPassword, hashToken, newToken } from './credentials';
