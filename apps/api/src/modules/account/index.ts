import { bindRoutes } from '../../lib/app-module';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The account module: a customer's account at a glance (orders, applications, spend). */
export function createAccountModule(deps: Parameters<typeof createAccountService>[0]) {
  const account = createAccountService(deps);
  return { account, routes: bindRoutes(accountRoutes, { account }) };
}
