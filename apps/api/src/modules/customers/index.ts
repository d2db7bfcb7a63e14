import { bindRoutes } from '../../lib/app-module';
import { customerRoutes } from './customers.routes';
import { createCustomerService } from './customers.service';

export type { CustomerService } from './customers.service';

/** The customers module: the shop's read-only view of its customers, from the modules that own each figure. */
export function createCustomersModule(deps: Parameters<typeof createCustomerService>[0]) {
  const customers = createCustomerService(deps);
  return { customers, routes: bindRoutes(customerRoutes, { customers }) };
}
