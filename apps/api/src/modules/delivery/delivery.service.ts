import {
  addWorkingDays,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  deliveryZone,
  FREE_SHIPPING_THRESHOLD,
  gstStateOf,
  shippingFeeOfGoods,
  SHOP,
  type DeliveryQuote,
} from '@store/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { DeliveryRepository } from './delivery.repository';

export interface DeliveryServiceOptions {
  repository: DeliveryRepository;
  /** Where parcels leave from (the pickup address's PIN): the shop's own by default. */
  pickupPincode?: string;
  /** Whether cash on delivery is offered at all (COD_ENABLED). */
  codEnabled: boolean;
  now?: () => Date;
}

/**
 * Where the shop delivers, in how long and for what: India Post's PIN directory (loaded into the
 * database by pincode-directory.ts), the zone of each PIN from the pickup address, and the shared
 * shipping fee rule. Every PIN the directory lists is served (couriers reach all of them through
 * India Post at worst); a courier's own serviceability narrows this once shipping goes through one.
 */
export function createDeliveryService({ repository, pickupPincode = SHOP.address.pincode, codEnabled, now = () => new Date() }: DeliveryServiceOptions) {
  let pickup: { district: string; state: string } | undefined;
  async function pickupPlace() {
    pickup ??= await repository.findPincode(pickupPincode);
    if (!pickup) throw new Error(`the pickup PIN code ${pickupPincode} is not in the PIN directory`);
    return pickup;
  }

  return {
    /** The PIN's district and state; undefined for one India Post does not list (read in `on`, a caller's transaction). */
    lookup: (pincode: string, on?: Database) => repository.findPincode(pincode, on),

    /** GET /api/delivery/:pincode: a 404 for a PIN India Post does not list. */
    async quote(pincode: string, amount: number | undefined): Promise<DeliveryQuote> {
      const place = await repository.findPincode(pincode);
      if (!place) throw new HttpError(404, DELIVERY_MESSAGES.pincodeUnknown(pincode));
      const zone = deliveryZone(await pickupPlace(), place);
      const [fastest, slowest] = DELIVERY_ZONES[zone].days;
      const at = now();
      return {
        ...place,
        serviceable: true,
        cod: codEnabled,
        shippingFee: shippingFeeOfGoods(amount ?? 0),
        freeShippingOver: FREE_SHIPPING_THRESHOLD,
        zone,
        estimatedDelivery: { from: addWorkingDays(at, fastest), to: addWorkingDays(at, slowest) },
      };
    },

    /**
     * Refuses an address whose PIN is not India Post's or lies in another state than the one chosen
     * (the state decides the place of supply, and with it CGST+SGST or IGST): a 400 naming both. A
     * profile may leave the state empty: then only the PIN is checked.
     */
    async checkAddress(address: { state: string; pincode: string }): Promise<void> {
      const place = await repository.findPincode(address.pincode);
      if (!place) throw new HttpError(400, DELIVERY_MESSAGES.pincodeUnknown(address.pincode));
      if (address.state.trim() === '') return;
      const chosen = gstStateOf(address.state);
      if (chosen?.name !== place.state) throw new HttpError(400, DELIVERY_MESSAGES.stateMismatch(address.pincode, place.state, chosen?.name ?? address.state));
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
