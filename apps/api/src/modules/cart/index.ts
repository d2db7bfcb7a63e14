import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { cartPersonalData } from './cart.personal-data';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export type { CartService } from './cart.service';

/** The cart module: a signed-in customer's saved cart, priced by the catalogue as it is now. */
export function createCartModule(deps: ModuleDeps<typeof createCartService>) {
  const cart = createCartService({ ...deps, repository: createCartRepository(deps.db) });
  return { cart, routes: bindRoutes(cartRoutes, { cart }), personalData: cartPersonalData() };
}
