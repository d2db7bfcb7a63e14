import {
  addWorkingDays,
  DELIVERY_MESSAGES,
  deliveryWindow,
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
  /** The largest order total paid in cash on delivery, rupees (COD_MAX_TOTAL; 0: COD is off). */
  codMaxTotal: number;
  /**
   * Whether a courier delivers to a PIN, takes cash there, and in how many working days (its fastest and
   * slowest courier; Shiprocket's serviceability); undefined when no courier is set up or it does not
   * answer: then every PIN in the directory is served, in its zone's days.
   */
  courier?: (pincode: string) => Promise<{ serviceable: boolean; cod: boolean; days?: { fewest: number; most: number } } | undefined>;
  now?: () => Date;
}

/**
 * Where the shop delivers, in how long and for what: India Post's PIN directory (loaded into the
 * database by pincode-directory.ts), the zone of each PIN from the pickup address, and the shared
 * shipping fee rule. With a courier set up, its serviceability says which PINs are served and where
 * cash is taken; without one (or while it does not answer) every PIN the directory lists is served.
 */
export function createDeliveryService({
  repository,
  pickupPincode = SHOP.address.pincode,
  codMaxTotal,
  courier = async () => undefined,
  now = () => new Date(),
}: DeliveryServiceOptions) {
  let pickup: { district: string; state: string } | undefined;
  async function pickupPlace() {
    pickup ??= await repository.findPincode(pickupPincode);
    if (!pickup) throw new Error(`the pickup PIN code ${pickupPincode} is not in the PIN directory`);
    return pickup;
  }

  return {
    /**
     * The module's start-up step, before the app takes requests: the committed PIN directory loaded when
     * the database holds another version (a new database, or a release with newer data).
     */
    start: async (): Promise<void> => {
      await repository.loadDirectory();
    },

    /** The PIN's district and state; undefined for one India Post does not list (read in `on`, a caller's transaction). */
    lookup: (pincode: string, on?: Database) => repository.findPincode(pincode, on),
    /** The state of a PIN in India Post's directory (an invoice's place of supply), or undefined for one it lacks. */
    stateOf: async (pincode: string, on?: Database): Promise<string | undefined> => (await repository.findPincode(pincode, on))?.state,

    /**
     * GET /api/delivery/:pincode: a 404 for a PIN India Post does not list. The courier's answer, when
     * there is one, says whether it is served, with cash, and by when (its days counted from now); else
     * the directory and the zone do. With the goods' amount, COD is only said to be available when the
     * order would be within the cap.
     */
    async quote(pincode: string, amount: number | undefined): Promise<DeliveryQuote> {
      const [place, reach] = await Promise.all([repository.findPincode(pincode), courier(pincode)]);
      if (!place) throw new HttpError(404, DELIVERY_MESSAGES.pincodeUnknown(pincode));
      const serviceable = reach?.serviceable ?? true;
      const fee = shippingFeeOfGoods(amount ?? 0);
      const zone = deliveryZone(await pickupPlace(), place);
      const today = now();
      return {
        ...place,
        serviceable,
        cod: serviceable && codMaxTotal > 0 && (reach?.cod ?? true) && (amount === undefined || amount + fee <= codMaxTotal),
        codMaxTotal,
        shippingFee: fee,
        freeShippingOver: FREE_SHIPPING_THRESHOLD,
        zone,
        estimatedDelivery: !serviceable
          ? null
          : reach?.days
            ? { from: addWorkingDays(today, reach.days.fewest), to: addWorkingDays(today, reach.days.most) }
            : deliveryWindow(zone, today),
        source: reach ? 'courier' : 'directory',
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
