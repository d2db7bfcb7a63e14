/** The customers module's public entry: the shop's read-only view of its customers. */
export type { CustomerService } from './customers.service';
