/** The shipping module's public entry: the shop's shipments (issue 25). */
export type { ShippingService } from './shipping.service';
