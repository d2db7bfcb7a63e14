/** The auth module's public entry: customers' contact details (its service) and the customers read model. */
export type { AuthService } from './auth.service';
export type { CustomerRow } from './auth.repository';
export { customers } from './customers';
