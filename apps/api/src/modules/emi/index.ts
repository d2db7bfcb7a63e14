import { bindRoutes } from '../../lib/app-module';
import { emiRoutes } from './emi.routes';
import { createEmiService } from './emi.service';

export type { EmiService } from './emi.service';

/** The EMI module: card EMI plans from the payment gateway (issue 27). */
export function createEmiModule(deps: Parameters<typeof createEmiService>[0]) {
  const emi = createEmiService(deps);
  return { emi, routes: bindRoutes(emiRoutes, { emi }) };
}
