import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD, type ProductCategory } from './constants';
import { PIN_CODE } from './auth';
import { inclusiveTotals, type InclusiveLine, type InclusiveTotals } from './inclusive-price';
import { formatCount } from './money';

/**
 * Delivery in India (issue 25): the shipping fee, the delivery zones and their transit times, cash on
 * delivery's limits, and GET /api/delivery/:pincode's answer. One rule each, used by the cart, the
 * checkout, the order, the invoice and the server's quote alike.
 */

/** What a courier carries: laptops and accessories. Software comes as a key by e-mail, services at the shop or on site. */
export const SHIPPED_CATEGORIES: readonly ProductCategory[] = ['laptop', 'accessories'];
export const isShipped = (category: ProductCategory) => SHIPPED_CATEGORIES.includes(category);

/** The delivery charge below FREE_SHIPPING_THRESHOLD, rupees with GST (18%: the rate of the goods it carries, a composite supply). */
export const SHIPPING_FEE = 99;
export const SHIPPING_GST_PERCENT = 18;
/** SAC of courier services, on the invoice's shipping line. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_LINE_NAME = 'Shipping and handling';

/**
 * The delivery charge of an order, rupees with GST: free when its goods (at the prices shown, with GST)
 * come to more than FREE_SHIPPING_THRESHOLD, and nothing when nothing in it travels by courier.
 */
export function shippingFeeFor(lines: ReadonlyArray<{ category: ProductCategory; priceInclGst: number; quantity: number }>): number {
  if (!lines.some((line) => isShipped(line.category))) return 0;
  return shippingFeeOfGoods(lines.reduce((sum, line) => sum + line.priceInclGst * line.quantity, 0));
}

/** The delivery charge of parcels worth `goodsTotal` rupees with GST. */
export function shippingFeeOfGoods(goodsTotal: number): number {
  return goodsTotal > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

/** The delivery charge as a line of an order, its invoice and its totals: one unit of the fee, at its own SAC and GST rate. */
export function shippingLine(fee: number): InclusiveLine & { name: string; hsn: string; gstRate: number } {
  return { name: SHIPPING_LINE_NAME, hsn: SHIPPING_SAC, gstRate: SHIPPING_GST_PERCENT, priceInclGst: fee, quantity: 1 };
}

/**
 * What a cart, a checkout and its order come to: the goods by inclusiveTotals, and the delivery
 * charge (shippingFeeFor, unless given) as one more line after them. The total is Σ of the prices
 * shown plus the fee shown, to the paisa.
 */
export function orderTotals(
  lines: ReadonlyArray<InclusiveLine & { category: ProductCategory; priceInclGst: number }>,
  fee = shippingFeeFor(lines),
): InclusiveTotals & { shippingFee: number } {
  return { ...inclusiveTotals(fee > 0 ? [...lines, shippingLine(fee)] : lines), shippingFee: fee };
}

/** Where a parcel goes from the shop's pickup address, and the days couriers take to get there (working days). */
export const DELIVERY_ZONES = {
  local: { label: 'Within city', days: [1, 2] },
  state: { label: 'Within state', days: [2, 4] },
  metro: { label: 'Metro to metro', days: [2, 4] },
  national: { label: 'Rest of India', days: [4, 7] },
  special: { label: 'North-east, Jammu and Kashmir, Ladakh and the islands', days: [6, 10] },
} as const satisfies Record<string, { label: string; days: readonly [number, number] }>;
export type DeliveryZone = keyof typeof DELIVERY_ZONES;

/** States and territories couriers serve as a zone of their own (longer transit, higher rates). */
export const SPECIAL_ZONE_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/**
 * The metros of couriers' "metro to metro" rates, by the district names of India Post's directory
 * (all of Delhi is one: its PINs are spread over eleven districts).
 */
export const METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Mumbai Suburban',
  'Kolkata',
  'Chennai',
  'Bengaluru Urban',
  'Hyderabad',
  'Medchal Malkajgiri',
  'Pune',
  'Ahmadabad',
];

/** The city a PIN's district stands for: Delhi's districts are one city. */
const cityOf = (place: { district: string; state: string }) => (place.state === 'Delhi' ? 'Delhi' : `${place.district}, ${place.state}`);
const isMetro = (place: { district: string; state: string }) => place.state === 'Delhi' || METRO_DISTRICTS.includes(place.district);

/** The zone of a parcel from `from` to `to` (each a PIN's district and state). */
export function deliveryZone(from: { district: string; state: string }, to: { district: string; state: string }): DeliveryZone {
  if (cityOf(from) === cityOf(to)) return 'local';
  if (from.state === to.state) return 'state';
  if (SPECIAL_ZONE_STATES.includes(to.state)) return 'special';
  if (isMetro(from) && isMetro(to)) return 'metro';
  return 'national';
}

/** India's calendar date (YYYY-MM-DD) `workingDays` working days (Monday to Saturday) after `from`. */
export function addWorkingDays(from: Date, workingDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(from);
  const date = new Date(`${today}T00:00:00Z`);
  for (let added = 0; added < workingDays;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) added++;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The days a parcel sent on `from` arrives between in `zone` (its working days): a quote's dates for an
 * order placed now, and an order's own from the day it was placed.
 */
export function deliveryWindow(zone: DeliveryZone, from: Date): { from: string; to: string } {
  const [fastest, slowest] = DELIVERY_ZONES[zone].days;
  return { from: addWorkingDays(from, fastest), to: addWorkingDays(from, slowest) };
}

/**
 * Whether an order line is goods a courier brings: GST codes services and software licences under SAC,
 * chapter 99 of the scheme of classification; goods' HSN codes are chapters 01–98. A line sold before
 * codes were kept (none) was goods.
 */
export const isCourierGoods = (hsn: string): boolean => !hsn.replace(/\s/g, '').startsWith('99');

/** Cash on delivery: at most this order total by default (COD_MAX_TOTAL), rupees. */
export const COD_DEFAULT_MAX_TOTAL = 50_000;
/** Income Tax Act s.269ST: no one may receive ₹2,00,000 or more in cash for one transaction; the cap stays below it. */
export const COD_LEGAL_LIMIT = 200_000;

/** Unpaid cash-on-delivery orders one customer may have open at once: a script cannot hold the shop's stock with them. */
export const COD_OPEN_ORDERS_PER_CUSTOMER = 3;
/** The payment method an order paid in cash to the courier is recorded with. */
export const COD_PAYMENT_METHOD = 'cod';
/**
 * The payment method of a replacement sent under a return, at no charge: not a sale (no tax invoice; the
 * goods travel with a delivery challan, CGST Rule 55 and Circular 195/07/2023-GST), not revenue.
 */
export const REPLACEMENT_PAYMENT_METHOD = 'replacement';

export const COD_MESSAGES = {
  off: 'Cash on delivery is not offered at the moment. Please pay online.',
  overCap: (cap: number) => `Cash on delivery is available for orders up to ₹${formatCount(cap)}. Please pay online for this order.`,
  unverified: 'Please verify your e-mail address to order with cash on delivery.',
  notHere: (pincode: string) => `Cash on delivery is not available for PIN code ${pincode}. Please pay online.`,
  nothingToDeliver: 'Cash on delivery is for goods a courier brings. Please pay online for software and services.',
  tooManyOpen: (open: number) => `You already have ${open} cash-on-delivery orders waiting to be delivered. Please pay online, or wait for one to arrive.`,
  /** Income Tax Act s.269ST counts a person's cash in a day, across orders: their open COD orders with this one stay below the limit. */
  overLegalLimit: (openRupees: number) =>
    `Cash payments from one customer must stay below ₹${formatCount(COD_LEGAL_LIMIT)} (Income Tax Act s.269ST), and ₹${formatCount(openRupees)} of your cash-on-delivery orders is still to be paid. Please pay online for this order.`,
} as const;

const DELIVERY_DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as a delivery estimate says it: '2026-11-30' → 'Mon, 30 Nov'. */
export const deliveryDay = (date: string): string => DELIVERY_DAY.format(new Date(`${date}T00:00:00Z`));

export const DELIVERY_MESSAGES = {
  /**
   * A window of days (a quote's estimatedDelivery, deliveryWindow): 'Delivery by Thu, 26 Nov – Sat, 28 Nov' (one day when
   * both are the same), ' to 411001' when a PIN is named, and "(the courier's estimate)" when its courier dated it.
   */
  deliveryBy: (window: { from: string; to: string }, pincode?: string, source?: DeliveryQuoteSource) =>
    `Delivery by ${deliveryDay(window.from)}${window.to === window.from ? '' : ` – ${deliveryDay(window.to)}`}${pincode ? ` to ${pincode}` : ''}${
      source === 'courier' ? " (the courier's estimate)" : ''
    }`,
  /** A booked parcel: the day its courier gave (Shipment.expectedDelivery). */
  courierDeliveryBy: (date: string) => `Delivery by ${deliveryDay(date)} (the courier's estimate)`,
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  pincodeUnknown: (pincode: string) => `PIN code ${pincode} is not in India Post's directory. Please check it.`,
  stateMismatch: (pincode: string, pinState: string, chosen: string) => `PIN code ${pincode} is in ${pinState}, not ${chosen}. Please choose ${pinState}.`,
  notServiceable: (pincode: string) => `Sorry, couriers do not deliver to PIN code ${pincode} yet.`,
} as const;

export const pincodeParamSchema = z.object({
  pincode: z.string().trim().regex(PIN_CODE, DELIVERY_MESSAGES.pincodeInvalid),
});

/** GET /api/delivery/:pincode (?amount= the goods' total in rupees with GST, for the fee). */
export const deliveryQuerySchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number of rupees' })
    .int('amount must be a whole number of rupees')
    .min(0, 'amount must be 0 or more')
    .max(100_000_000, 'amount must be at most 100000000')
    .optional(),
});

/**
 * Where a quote's reach, cash on delivery and dates come from: the courier's serviceability (Shiprocket's
 * answer for the PIN, kept a few hours), or, with no courier set up or while it has not yet answered for
 * the PIN, the PIN directory and the zone's usual days.
 */
export const DELIVERY_QUOTE_SOURCES = ['courier', 'directory'] as const;
export type DeliveryQuoteSource = (typeof DELIVERY_QUOTE_SOURCES)[number];

export const deliveryQuoteSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** Cash on delivery for this PIN, and (with `amount`) for an order of that much. */
  cod: z.boolean(),
  /** The largest order total paid in cash on delivery, rupees (0: the shop takes no COD). */
  codMaxTotal: z.number().int(),
  /** Rupees with GST for an order of `amount` (without it, for one below the free-delivery threshold). */
  shippingFee: z.number().int(),
  /** Free delivery on orders over this, rupees with GST. */
  freeShippingOver: z.number().int(),
  zone: z.enum(Object.keys(DELIVERY_ZONES) as [DeliveryZone, ...DeliveryZone[]]),
  /**
   * Calendar dates (YYYY-MM-DD) between which an order placed now arrives: the fastest and the slowest serving
   * courier's days by the courier, else the zone's; null where couriers do not deliver.
   */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  source: z.enum(DELIVERY_QUOTE_SOURCES),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
