/** The address book module's public entry: its service (nothing else reads its table). */
export type { AddressService } from './addresses.service';
