/** The delivery module's public entry: PIN codes, zones, delivery dates and the address check. */
export type { DeliveryService } from './delivery.service';
