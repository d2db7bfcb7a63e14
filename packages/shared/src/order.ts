import { z } from 'zod';
import { shortId } from './constants';
import { idParamsSchema } from './ids';
import { refundSummarySchema } from './payment';
import { shipmentSchema } from './shipment';

/**
 * Orders as their owner reads them (SPEC §3 Order, §4 order status, §7 GET /api/orders/my-orders and
 * GET /api/orders/{id}), and the moves an order may make. Checkout (./checkout.ts) writes them.
 */

/** SPEC §4, in the order the tracker shows them; `cancelled` stands outside the tracker. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go from each status. The server refuses any other move; cancelling is the
 * customer's (and the shop's) only way back, and only before the order is being prepared.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);
export const isCancellable = (status: OrderStatus): boolean => canMoveOrder(status, 'cancelled');
/** The shop may still cancel an order being packed (processing), as long as it has not left with a courier. */
export const isCancellableByShop = (status: OrderStatus): boolean => isCancellable(status) || status === 'processing';

/**
 * A parcel the courier brought back to the shop (RTO delivered) cancels its order. This is not a move in
 * ORDER_TRANSITIONS on purpose: those are the moves people may make, and `isCancellable` is derived from
 * them, so adding shipped → cancelled there would let a customer cancel a parcel on its way.
 */
export const canCancelByReturn = (status: OrderStatus): boolean => status === 'processing' || status === 'shipped';

/**
 * The moves that take an order from `from` to `to` along ORDER_TRANSITIONS, never through cancelled
 * (confirmed → processing → shipped); undefined when there is no way. A courier's news may skip steps
 * (a webhook lost), and each step is still a legal move.
 */
export function orderPath(from: OrderStatus, to: OrderStatus): OrderStatus[] | undefined {
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) return paths.get(at);
    for (const next of ORDER_TRANSITIONS[at]) {
      if (next === 'cancelled' || paths.has(next)) continue;
      paths.set(next, [...paths.get(at)!, next]);
      queue.push(next);
    }
  }
  return undefined;
}

/** The number an order goes by with people (on its page, in e-mails, in the shop's search): #ABCD1234. */
export const orderNumber = (id: string): string => shortId(id).toUpperCase();

/** SPEC §4: a payment shows green when completed, yellow otherwise. */
export const PAYMENT_COMPLETED = 'completed';

/** The shop's views show a paid order's refunds in its payment status ('Refunded', 'Partially refunded'). */
export const PAYMENT_REFUNDED = 'refunded';
export const PAYMENT_PARTLY_REFUNDED = 'partially_refunded';

/** Whether the order was paid: a refund since, in part or in full, does not unmake the payment. */
export const wasPaid = (status: string): boolean => status === PAYMENT_COMPLETED || status === PAYMENT_REFUNDED || status === PAYMENT_PARTLY_REFUNDED;

/** A payment's status with its refunds (those not failed: the money went or is going back) counted in. */
export function paymentStatusWithRefunds(status: string, refundedPaise: number, refundablePaise: number): string {
  if (status !== PAYMENT_COMPLETED || refundedPaise <= 0) return status;
  return refundablePaise <= 0 ? PAYMENT_REFUNDED : PAYMENT_PARTLY_REFUNDED;
}

/** SPEC §9: order lists show at most this many items, then '+N more items'. */
export const ORDER_LIST_ITEMS_SHOWN = 2;

export const ORDER_MESSAGES = {
  /** 404 for an id that is unknown, malformed or another customer's: the three look the same. */
  notFound: 'Order not found',
  /** 409 for a move the status graph does not allow. */
  illegalMove: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}.`,
  noSuchLine: 'This order has no such item left to cancel.',
  cancelTooMany: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left in this order to cancel.`,
  withCourier: 'The courier has this parcel already: it can no longer be cancelled, only returned.',
  cancelBookingFirst: 'The courier is booked for this parcel: cancel the whole order (the booking is called off) or ship it as it is.',
} as const;

/** POST /api/admin/orders/:id/cancel: the whole order, or some units of its lines. */
export const shopCancelSchema = z
  .object({
    lines: z
      .array(z.object({ itemId: z.uuid({ message: 'Name each item by its id.' }), quantity: z.number().int().positive().max(1000) }).strict())
      .min(1, 'Choose at least one item to cancel.')
      .max(100)
      .optional(),
    /** Why, for the audit log and the customer's mail ('out of stock', 'customer asked by phone'). */
    reason: z.string().trim().max(300).optional(),
  })
  .strict();
export type ShopCancel = z.infer<typeof shopCancelSchema>;

const rupees = z.number().int().nonnegative();

export const orderItemSchema = z.object({
  /** The order line's own id. */
  _id: z.string(),
  quantity: z.number().int().positive(),
  /** Units of this line the shop cancelled before shipping (their price refunded, or never collected on COD). */
  cancelledQuantity: z.number().int().nonnegative(),
  /** One unit's price before GST (its taxable value), rupees with paise: the SPEC's basis. */
  price: z.number().nonnegative(),
  /** One unit's price with GST, as charged: whole rupees (orders before decision 0006 may have paise). */
  priceInclGst: z.number().nonnegative(),
  /** Its HSN (goods) or SAC (services, software licences) code, as invoiced: whether a courier brings it (isCourierGoods). */
  hsn: z.string(),
  /** Each unit carries a serial number the shop records before it leaves (laptops): its warranty and returns go by it. */
  serialised: z.boolean(),
  /** The units' serial numbers as recorded (none until the shop records them; cancelled units have none). */
  serials: z.array(z.string()),
  /** The last day of the units' warranty (YYYY-MM-DD), counted from delivery; null before it or for a product without one. */
  warrantyUntil: z.iso.date().nullable(),
  /** The product as it was when bought (name, brand and image are kept with the order). */
  product: z.object({
    _id: z.string(),
    name: z.string(),
    brand: z.string(),
    images: z.array(z.string()),
  }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /**
   * The amount charged: subtotal + tax (= total). The old site stored the pre-tax sum here and
   * re-derived tax on the detail page (SPEC §9); the stored figures below make that unnecessary.
   */
  totalAmount: rupees,
  /** The price before tax: Σ of the lines' taxable values, rupees with paise (decision 0006). */
  subtotal: z.number().nonnegative(),
  /** The GST inside the total, rupees with paise: totalAmount − subtotal. */
  tax: z.number().nonnegative(),
  /** The delivery charge inside the total, rupees with GST (0: free); subtotal and tax include its share. */
  shippingFee: z.number().nonnegative(),
  /** '' until the order ships. */
  trackingNumber: z.string(),
  /** In the order the customer put them in. */
  items: z.array(orderItemSchema),
  shippingAddress: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    phone: z.string(),
  }),
  paymentDetails: z.object({
    method: z.string(),
    /** 'completed', or whatever state the payment provider reported ('pending', 'failed', …). */
    status: z.string(),
    paymentId: z.string(),
  }),
  /** The order's money coming back (cancelled, or refunded in part), summed from its refunds; null if none. */
  refund: refundSummarySchema.nullable(),
  /** The parcel with the courier (issue 25); null until the shop books one. */
  shipment: shipmentSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Newest first. */
export const orderListSchema = z.array(orderSchema);

/** `/api/orders/:id`: a malformed id answers like an unknown one (or another customer's). */
export const orderIdParamsSchema = idParamsSchema(ORDER_MESSAGES.notFound);

/** Where an order goes, as given at checkout. */
export type ShippingAddress = Order['shippingAddress'];
