import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import { addressesPersonalData } from './addresses.personal-data';
import { createAddressRepository } from './addresses.repository';
import { addressRoutes } from './addresses.routes';
import { createAddressService } from './addresses.service';

export type { AddressService } from './addresses.service';

/** The address book module: a customer's saved addresses, each checked against the PIN directory (nothing else reads its table). */
export function createAddressesModule(deps: { db: Database } & Omit<Parameters<typeof createAddressService>[0], 'db' | 'repository'>) {
  const addresses = createAddressService({ ...deps, repository: createAddressRepository(deps.db) });
  return { addresses, routes: bindRoutes(addressRoutes, { addresses }), personalData: addressesPersonalData() };
}
