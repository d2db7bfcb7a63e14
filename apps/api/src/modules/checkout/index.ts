import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { allRoutes, bindRoutes } from '../../lib/app-module';
import { checkoutPersonalData } from './checkout.personal-data';
import { createCheckoutRepository } from './checkout.repository';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService, type CheckoutServiceOptions } from './checkout.service';
import { heldPaymentRoutes } from './held-payments.routes';
import { createHeldPaymentService } from './held-payments.service';

/** The checkout module's public entry: its service (the sale, payment events, cash on delivery, cancellation). */
export type { CheckoutService } from './checkout.service';

/**
 * The checkout module: a cart priced from the database into a gateway order with its stock held, the
 * payment settled into its order in one statement (sale.ts), the gateway's webhooks, cash on delivery,
 * cancellation, and payments held for a person (held-payments.service.ts).
 */
export function createCheckoutModule({
  config,
  payments,
  ...ports
}: {
  db: Database;
  config: Config;
  /** The payments module's account settings and gateway client (undefined when payments are off). */
  payments: Pick<CheckoutServiceOptions, 'settings' | 'gateway'>;
} & Omit<CheckoutServiceOptions, 'repository' | 'cod' | 'shippingSandbox' | 'checkoutsPerUser' | 'appUrl' | 'settings' | 'gateway'>) {
  const repository = createCheckoutRepository(ports.db);
  const deps = {
    ...ports,
    ...payments,
    cod: { maxTotal: config.COD_MAX_TOTAL, fee: config.COD_FEE },
    shippingSandbox: config.SHIPPING_SANDBOX,
    checkoutsPerUser: config.CHECKOUTS_PER_USER,
    appUrl: config.APP_URL,
  };
  const checkout = createCheckoutService({ ...deps, repository });
  const held = createHeldPaymentService({ ...deps, repository, checkout });
  const webhookSecret = deps.settings.mode === 'off' ? undefined : deps.settings.webhookSecret;
  return {
    checkout,
    routes: allRoutes(bindRoutes(heldPaymentRoutes, { held }), bindRoutes(checkoutRoutes, { checkout, webhookSecret })),
    personalData: checkoutPersonalData(),
  };
}
