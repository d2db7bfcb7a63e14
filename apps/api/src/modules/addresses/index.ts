import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { addressesPersonalData } from './addresses.personal-data';
import { createAddressRepository } from './addresses.repository';
import { addressRoutes } from './addresses.routes';
import { createAddressService } from './addresses.service';

export type { AddressService } from './addresses.service';

/** The address book module: a customer's saved addresses, each checked against the PIN directory (nothing else reads its table). */
export function createAddressesModule(deps: ModuleDeps<typeof createAddressService>) {
  const addresses = createAddressService({ ...deps, repository: createAddressRepository(deps.db) });
  return { addresses, routes: bindRoutes(addressRoutes, { addresses }), personalData: addressesPersonalData() };
}
