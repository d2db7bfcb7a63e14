import {
  canCancelByReturn,
  ewayBillRefusal,
  needsEwayBill,
  serialsRefusal,
  orderPath,
  wasPaid,
  SHIPPING_MESSAGES,
  SHOP,
  ORDER_MESSAGES,
  orderNumber,
  LAPTOP_PACKED_SIZE,
  packedSizeOf,
  parcelOf,
  type AdminOrder,
  type AdminShipment,
  type OrderStatus,
  type ShipmentEvent,
  type ShipmentStatus,
  type ShipOrder,
  type ShipOrdersResult,
} from '@store/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { CatalogService } from '../catalog';
import type { InvoiceService } from '../invoices';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import type { NotificationService } from '../notifications';
import { orderDeliveredMail, orderShippedMail, type OrderService } from '../orders';
import { orderOutForDeliveryMail } from './shipping.mail';
import {
  ShippingUnavailableError,
  ShiprocketError,
  type CourierOption,
  type CreateOrderRequest,
  type CreateReturnOrderRequest,
  type ShiprocketClient,
} from '../courier';
import { shipmentJson, type ShipmentChanges, type ShipmentRecords, type ShipmentRow } from '../shipments';
import type { ShiprocketWebhook } from './shipping-webhook';

/**
 * Where a Shiprocket shipment status id (its "shipment status" table, the webhook's shipment_status_id)
 * leaves our shipment, and its rank among the steps. Ids not listed (weight disputes, "NA" scans …) are
 * recorded as taken and change nothing. Terminal statuses never move again.
 */
export const SHIPROCKET_STATUS: Record<number, { status: ShipmentStatus; rank: number }> = {
  3: { status: 'pickup_scheduled', rank: 1 },
  4: { status: 'pickup_scheduled', rank: 1 },
  19: { status: 'pickup_scheduled', rank: 1 },
  27: { status: 'pickup_scheduled', rank: 1 },
  42: { status: 'picked_up', rank: 2 },
  6: { status: 'picked_up', rank: 2 },
  18: { status: 'in_transit', rank: 3 },
  22: { status: 'in_transit', rank: 3 },
  38: { status: 'in_transit', rank: 3 },
  48: { status: 'in_transit', rank: 3 },
  17: { status: 'out_for_delivery', rank: 4 },
  21: { status: 'undelivered', rank: 5 },
  9: { status: 'rto_initiated', rank: 6 },
  14: { status: 'rto_initiated', rank: 6 },
  45: { status: 'rto_initiated', rank: 6 },
  46: { status: 'rto_initiated', rank: 6 },
  7: { status: 'delivered', rank: 8 },
  10: { status: 'rto_delivered', rank: 9 },
  8: { status: 'cancelled', rank: 10 },
};
const TERMINAL: ReadonlySet<ShipmentStatus> = new Set(['delivered', 'rto_delivered', 'cancelled']);
const rankOf = (status: ShipmentStatus) => Object.values(SHIPROCKET_STATUS).find((entry) => entry.status === status)?.rank ?? 0;

/**
 * What Shiprocket is told of a parcel's contents and size: each line's SKU, and the parcel its units make
 * (parcelOf of @store/shared: weights added up, boxes stacked) from each product's packed size or its
 * category's default. The courier re-weighs, and Shiprocket bills a difference as a weight dispute.
 */
async function packed(catalog: Pick<CatalogService, 'packingFacts'>, lines: Array<{ productId: string; units: number }>) {
  const facts = new Map((await catalog.packingFacts([...new Set(lines.map((line) => line.productId))])).map((fact) => [fact.id, fact]));
  const skuOf = (productId: string) => facts.get(productId)?.sku ?? productId;
  const parcel = parcelOf(
    lines.map((line) => {
      const fact = facts.get(line.productId);
      return { size: fact ? packedSizeOf(fact) : LAPTOP_PACKED_SIZE, units: line.units };
    }),
  );
  return { skuOf, dimensions: { length: parcel.lengthCm, breadth: parcel.breadthCm, height: parcel.heightCm, weight: parcel.weightKg } };
}

/**
 * Attempts of a shipment-cancel job (the registry leaves it 'per job' so that this is its one number): about a
 * day of the queue's backoff. The last one's failure, or any refusal, alerts the shop.
 */
export const CANCEL_ATTEMPTS = 12;

/** What the courier reports of a parcel that has left the shop: for a cancelled order the shop must step in. */
const GOODS_MOVING: ReadonlySet<ShipmentStatus> = new Set(['picked_up', 'in_transit', 'out_for_delivery', 'undelivered', 'delivered']);

/** How long one booking may hold a shipment: longer than its six calls' timeouts together. */
const bookingLeaseSeconds = (timeoutMs: number) => Math.ceil((timeoutMs * 7) / 1000) + 30;

const adminShipmentJson = (row: ShipmentRow): AdminShipment => ({
  ...shipmentJson(row),
  orderId: row.orderId,
  needsAttention: row.needsAttention,
  error: row.error,
  codCollected: row.codCollected,
});

/** One returned line of an order, as the returns module books its pickup: rupees per unit with GST. */
export type ReturnLine = { productId: string; name: string; units: number; sellingPrice: number };

/**
 * The references a new parcel may take at Shiprocket, the first free one is kept: the order number the shop
 * shows everywhere (#A1B2C3D4, the last 8 characters of its id), then a longer tail, then the whole id.
 */
const referencesOf = (orderId: string) => [orderNumber(orderId), orderId.slice(-12).toUpperCase(), orderId];

/** A COD order as the shop counts one: the customer pays the courier. */
const isCod = (order: AdminOrder) => order.paymentDetails.method.toLowerCase() === 'cod';

/** Inserts an event in time order (a later scan of the same second after an earlier step). */
function withEvent(events: ShipmentEvent[], event: ShipmentEvent): ShipmentEvent[] {
  const key = (e: ShipmentEvent) => [Date.parse(e.at), rankOf(e.status)] as const;
  return [...events, event].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
}

function chooseCourier(couriers: CourierOption[], choice: ShipOrder['courier'], cod: boolean): CourierOption {
  const usable = couriers.filter((courier) => !cod || courier.cod === 1);
  if (typeof choice === 'number') {
    const chosen = usable.find((courier) => courier.courier_company_id === choice);
    if (!chosen) throw new ShiprocketError(422, `courier ${choice} does not serve this PIN${cod ? ' with cash on delivery' : ''}`, {}, 'serviceability', null);
    return chosen;
  }
  if (usable.length === 0) throw new ShiprocketError(422, `no courier serves this PIN${cod ? ' with cash on delivery' : ''}`, {}, 'serviceability', null);
  const days = (courier: CourierOption) => courier.etd_hours || Number(courier.estimated_delivery_days) * 24;
  return [...usable].sort((a, b) => (choice === 'fastest' ? days(a) - days(b) || a.rate - b.rate : a.rate - b.rate || days(a) - days(b)))[0]!;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day (YYYY-MM-DD) a courier expects to deliver, from serviceability's etd ("Jul 01, 2024"); null for one it does not give. */
export function expectedDeliveryOf(courier: Pick<CourierOption, 'etd'>): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(String(courier.etd ?? '').trim());
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) return null;
  const day = `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  // A day that does not exist ("Feb 30") is not a date to promise.
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? day : null;
}

/** Shiprocket's reason, without our own wrapping ("Shiprocket refused POST … (200):"). */
const reasonOf = (error: ShiprocketError) =>
  [error.shiprocketMessage, ...Object.entries(error.fieldErrors).map(([field, problems]) => `${field}: ${problems.join(' ')}`)].filter(Boolean).join('; ') ||
  `HTTP ${error.statusCode}`;

/** Shiprocket refusing to cancel an order it has cancelled already: what was asked for holds. */
const alreadyCancelled = (error: ShiprocketError) => /already\s+(been\s+)?cancell?ed/i.test(reasonOf(error));

interface Deps {
  db: Database;
  repository: ShipmentRecords;
  /** Undefined when shipping is off (no Shiprocket settings and no sandbox). */
  client: ShiprocketClient | undefined;
  orders: Pick<OrderService, 'find' | 'lockForStatus' | 'setStatus' | 'markPaymentCompleted' | 'lines' | 'markCancelled'>;
  catalog: Pick<CatalogService, 'returnStock' | 'packingFacts'>;
  /** A COD order is invoiced when its parcel is booked. */
  invoices: Pick<InvoiceService, 'issueInvoice' | 'goodsValueOf'>;
  /**
   * A parcel brought back undelivered, in this module's transaction under the order's lock: the order
   * cancelled with its refund and credit note (checkout's work, which uses this module: passed in).
   */
  takeBackReturned: (orderId: string, tx: Database) => Promise<void>;
  audit: AuditLog;
  jobs: JobQueue;
  mail: MailQueue;
  /** The shop is alerted to a cancelled order whose parcel is not called off at the courier. */
  notifications: Pick<NotificationService, 'notify'>;
  appUrl: string;
  pickupLocation: string;
  pickupPincode: string;
  timeoutMs: number;
  /** Rupees: goods worth more move with an e-way bill (EWAY_BILL_THRESHOLD). */
  ewayBillThreshold: number;
  logger: FastifyBaseLogger;
}

/**
 * Shipping orders with Shiprocket (issue 25). Shiprocket is only ever called between transactions: a
 * booking takes the shipment's lease in one, calls Shiprocket step by step (each answer stored as it
 * comes, so a retry resumes), and moves the order in another.
 */
export function createShippingService({
  db,
  repository,
  client,
  orders,
  catalog,
  invoices,
  takeBackReturned,
  audit,
  jobs,
  mail,
  notifications,
  appUrl,
  pickupLocation,
  pickupPincode,
  timeoutMs,
  ewayBillThreshold,
  logger,
}: Deps) {
  const lease = bookingLeaseSeconds(timeoutMs);
  const shiprocket = (): ShiprocketClient => {
    if (!client) throw new HttpError(503, SHIPPING_MESSAGES.off);
    return client;
  };

  async function adhocOrder(order: AdminOrder, reference: string): Promise<CreateOrderRequest> {
    const address = order.shippingAddress;
    const [first, ...rest] = address.name.trim().split(/\s+/);
    // Units the shop cancelled before dispatch do not travel, and a COD parcel does not collect for them.
    // A replacement is no sale (its prices are ₹0): the courier is told what the goods are worth, the value
    // its delivery challan carries, since that is the courier's liability for the parcel (issue 40 point 14).
    const goods = await invoices.goodsValueOf(order._id);
    const unitRupees = (position: number, priceInclGst: number) => (goods ? (goods.unitValueOfLine[position] ?? 0) / 100 : priceInclGst);
    const items = order.items
      .map((item, position) => ({ ...item, priceInclGst: unitRupees(position, item.priceInclGst), quantity: item.quantity - item.cancelledQuantity }))
      .filter((item) => item.quantity > 0);
    const cancelledRupees = order.items.reduce((sum, item, position) => sum + item.cancelledQuantity * unitRupees(position, item.priceInclGst), 0);
    const { skuOf, dimensions } = await packed(
      catalog,
      items.map((item) => ({ productId: item.product._id, units: item.quantity })),
    );
    const cod = isCod(order);
    return {
      // Ours, as the label prints it: sending it again updates that order at Shiprocket instead of making a second one.
      order_id: reference,
      order_date: new Date(order.createdAt).toISOString().slice(0, 16).replace('T', ' '),
      pickup_location: pickupLocation,
      comment: `Order #${orderNumber(order._id)}`,
      billing_customer_name: first ?? address.name,
      billing_last_name: rest.join(' '),
      billing_address: address.street,
      billing_city: address.city,
      billing_pincode: address.pincode,
      billing_state: address.state,
      billing_country: 'India',
      billing_email: order.customer.email,
      billing_phone: address.phone.replace(/\D/g, '').slice(-10),
      shipping_is_billing: true,
      order_items: items.map((item) => ({ name: item.product.name, sku: skuOf(item.product._id), units: item.quantity, selling_price: item.priceInclGst })),
      payment_method: cod ? 'COD' : 'Prepaid',
      // The order's total already holds the delivery charge: it is what a COD parcel collects.
      sub_total: goods ? goods.total / 100 - cancelledRupees : order.totalAmount - cancelledRupees,
      ...dimensions,
      ...(order.ewayBill.number ? { ewaybill_no: order.ewayBill.number } : {}),
    };
  }

  /** The return order for a reverse pickup: from the customer's delivery address back to the shop's pickup address. */
  async function returnOrder(reference: string, order: AdminOrder, lines: ReturnLine[]): Promise<CreateReturnOrderRequest> {
    const address = order.shippingAddress;
    const [first, ...rest] = address.name.trim().split(/\s+/);
    const { skuOf, dimensions } = await packed(catalog, lines);
    return {
      // Ours: the caller's reference for this return, so a retry before the AWB updates the same return order.
      order_id: reference,
      order_date: today(),
      pickup_customer_name: first ?? address.name,
      pickup_last_name: rest.join(' '),
      pickup_address: address.street,
      pickup_city: address.city,
      pickup_state: address.state,
      pickup_country: 'India',
      pickup_pincode: address.pincode,
      pickup_email: order.customer.email,
      pickup_phone: address.phone.replace(/\D/g, '').slice(-10),
      shipping_customer_name: SHOP.name,
      shipping_address: `${SHOP.address.line1}, ${SHOP.address.line2}`,
      shipping_city: SHOP.address.city,
      shipping_state: SHOP.address.state,
      shipping_country: SHOP.address.country,
      shipping_pincode: pickupPincode,
      shipping_email: SHOP.email,
      shipping_phone: SHOP.phone.replace(/\D/g, '').slice(-10),
      order_items: lines.map((line) => ({ name: line.name, sku: skuOf(line.productId), units: line.units, selling_price: line.sellingPrice })),
      payment_method: 'PREPAID',
      sub_total: lines.reduce((sum, line) => sum + line.units * line.sellingPrice, 0),
      ...dimensions,
    };
  }

  /**
   * Books a shipment whose lease the caller holds, from where the last try stopped. Shiprocket's failures
   * come out as they are: ShippingUnavailableError (try later) or ShiprocketError (refused).
   */
  async function book(row: ShipmentRow): Promise<ShipmentRow> {
    const api = shiprocket();
    const order = await orders.find(row.orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    // Cancelled while the booking waited for Shiprocket to come back (or its process died mid-booking): nothing
    // more is booked, and what Shiprocket already has is called off.
    if (order.status === 'cancelled') return inTransaction(db, (tx) => callOff(row, {}, tx));
    let current = row;
    if (current.srShipmentId === null || current.srOrderId === null) {
      const created = await api.createOrder(await adhocOrder(order, current.reference));
      current = await repository.update(current.id, { srOrderId: created.order_id, srShipmentId: created.shipment_id });
    }
    if (current.awb === null) {
      const rates = await api.serviceability({
        pickup_postcode: pickupPincode,
        delivery_postcode: order.shippingAddress.pincode,
        order_id: current.srOrderId!,
      });
      const choice = /^\d+$/.test(current.courierChoice) ? Number(current.courierChoice) : (current.courierChoice as 'cheapest' | 'fastest');
      const courier = chooseCourier(rates.data.available_courier_companies, choice, current.cod);
      const assigned = await api.assignAwb({ shipment_id: current.srShipmentId!, courier_id: courier.courier_company_id });
      current = await repository.update(current.id, {
        awb: assigned.response.data.awb_code,
        courierId: assigned.response.data.courier_company_id,
        courierName: assigned.response.data.courier_name,
        expectedDelivery: expectedDeliveryOf(courier),
      });
    }
    if (current.pickupRequestedAt === null) {
      await api.generatePickup({ shipment_id: [current.srShipmentId!] });
      current = await repository.update(current.id, { pickupRequestedAt: new Date() });
    }
    const label = await api.generateLabel({ shipment_id: [current.srShipmentId!] });
    const awb = current.awb!;
    const booked = await inTransaction(db, async (tx) => {
      const locked = await orders.lockForStatus(current.orderId, tx);
      if (!locked) throw new HttpError(404, ORDER_MESSAGES.notFound);
      // The customer cancelled while Shiprocket was being asked (issue 40 point 7). Their cancel does not wait
      // for this booking, nor ask shipping anything, and that is the safe way round: it and this transaction
      // both take the order's lock, so exactly one commits first. Booked first, the order is processing and the
      // customer's cancel is refused (isCancellable: the shop decides, and calls the courier off itself through
      // releaseForCancel). Cancelled first, its refund was queued in its own commit, and this transaction, seeing
      // it, queues the shipment-cancel job in this commit: retried until Shiprocket confirms, the shop alerted if
      // it never does. Neither the refund nor the call-off can be lost, whichever process dies when. Making the
      // customer wait (409, try again) would instead keep an order uncancellable for as long as a booking queued
      // while Shiprocket is down waits, up to a day, and lean on them coming back.
      if (locked.status === 'cancelled') return callOff(current, { labelUrl: label.label_url }, tx);
      const path = orderPath(locked.status, 'processing') ?? [];
      const status: OrderStatus = path.at(-1) ?? locked.status;
      await orders.setStatus(current.orderId, status, awb, tx);
      // The goods leave now: a COD order's tax invoice is due (a paid one has had its own since payment).
      await invoices.issueInvoice(current.orderId, tx);
      // Whole seconds, as Shiprocket stamps its webhooks: a pickup webhook of this very second still counts as newer.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const done = await repository.update(
        current.id,
        {
          status: 'pickup_scheduled',
          labelUrl: label.label_url,
          bookingUntil: null,
          error: '',
          statusAt: now,
          statusRank: rankOf('pickup_scheduled'),
          events: withEvent(current.events, { status: 'pickup_scheduled', at: now.toISOString(), location: pickupLocation }),
        },
        tx,
      );
      await audit.record(
        current.requestedBy ?? 'command line',
        {
          action: 'order.ship',
          targetType: 'order',
          targetId: current.orderId,
          before: { status: locked.status, trackingNumber: locked.trackingNumber },
          after: { status, trackingNumber: awb, courier: done.courierName },
        },
        tx,
      );
      return done;
    });
    return booked;
  }

  /**
   * The order of a shipment being booked was found cancelled, in `tx`: the shipment is cancelled, and when
   * Shiprocket has an order for it (it may have an AWB and a pickup) the shipment-cancel job is queued in the
   * same transaction, its cancellation pending until Shiprocket confirms.
   */
  async function callOff(row: ShipmentRow, changes: ShipmentChanges, tx: Database): Promise<ShipmentRow> {
    if (row.srOrderId === null)
      return repository.update(row.id, { ...changes, status: 'cancelled', bookingUntil: null, error: SHIPPING_MESSAGES.cancelledBeforeBooking }, tx);
    await jobs.enqueue(
      { kind: 'shipment-cancel', payload: { orderId: row.orderId }, maxAttempts: CANCEL_ATTEMPTS, dedupeKey: `shipment-cancel:${row.orderId}` },
      tx,
    );
    return repository.update(
      row.id,
      { ...changes, status: 'cancelled', cancellation: 'pending', bookingUntil: null, error: SHIPPING_MESSAGES.cancelPending },
      tx,
    );
  }

  /** Where Shiprocket knows the parcel, for the shop's alert. */
  const atShiprocket = (row: ShipmentRow) => `Shiprocket order ${row.srOrderId ?? '-'}${row.awb ? `, AWB ${row.awb}` : ''}`;

  /**
   * Shiprocket would not call the parcel of a cancelled order off (it refused, or never answered): the
   * shipment flagged for the admin with why, and the shop alerted once.
   */
  async function cancelFailed(orderId: string, reason: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const row = await repository.lockByOrder(orderId, tx);
      if (!row || row.cancellation === 'confirmed') return;
      const order = await orders.find(orderId, tx);
      const error = SHIPPING_MESSAGES.cancelFailed(reason);
      await repository.update(row.id, { cancellation: 'failed', needsAttention: true, error }, tx);
      await notifications.notify(
        { kind: 'shipment-attention', orderId, userId: order?.customer._id ?? null, problem: 'cancel-failed', detail: `${error} (${atShiprocket(row)}.)` },
        tx,
      );
    });
  }

  /** A refusal ends the booking as failed (the admin may try again); the lease is given back. */
  async function refused(row: ShipmentRow, error: ShiprocketError): Promise<ShipmentRow> {
    logger.warn({ orderId: row.orderId, err: error }, 'shipping: Shiprocket refused the booking');
    return repository.update(row.id, { status: 'failed', error: SHIPPING_MESSAGES.refused(reasonOf(error)), bookingUntil: null });
  }

  async function queueRetry(row: ShipmentRow): Promise<void> {
    await inTransaction(db, async (tx) => {
      await repository.update(row.id, { bookingUntil: null }, tx);
      await jobs.enqueue({ kind: 'shipment-create', payload: { orderId: row.orderId } }, tx);
    });
  }

  /** Tells the customer, once per order and event, what the courier did. */
  async function mailFor(order: AdminOrder, status: ShipmentStatus | 'shipped', row: ShipmentRow, at: string, tx: Database): Promise<void> {
    const { customer } = order;
    const link = { id: order._id, link: `${appUrl}/orders/${order._id}` };
    // The same keys as the admin's manual status moves: the customer never gets both.
    if (status === 'shipped')
      await mail.send(orderShippedMail(customer.email, customer.name, link, row.awb ?? ''), tx, { dedupeKey: `order-shipped:${order._id}` });
    if (status === 'out_for_delivery')
      await mail.send(orderOutForDeliveryMail(customer.email, customer.name, link, row.courierName), tx, {
        dedupeKey: `order-out-for-delivery:${order._id}:${at}`,
      });
    // Read again once delivered: the units' warranty runs from now.
    const items = status === 'delivered' ? ((await orders.find(order._id, tx))?.items ?? order.items) : order.items;
    if (status === 'delivered')
      await mail.send(orderDeliveredMail(customer.email, customer.name, { ...link, reviewLink: `${link.link}/review`, items }), tx, {
        dedupeKey: `order-delivered:${order._id}`,
      });
  }

  /** Moves a locked order along ORDER_TRANSITIONS to `to`, if it can get there; whether it moved. */
  async function moveOrder(orderId: string, from: OrderStatus, to: OrderStatus, trackingNumber: string, tx: Database): Promise<boolean> {
    const path = orderPath(from, to);
    if (!path || path.length === 0) return false;
    await orders.setStatus(orderId, to, trackingNumber, tx);
    return true;
  }

  /** One courier event, under the shipment's and the order's locks: the timeline, the status if newer, the order. */
  async function applyEvent(event: { awb: string; statusId: number; at: string; location: string; codCollected: number | null }): Promise<void> {
    const mapped = SHIPROCKET_STATUS[event.statusId];
    if (!mapped) return;
    await inTransaction(db, async (tx) => {
      // Shiprocket can tell of an AWB before the booking that got it has committed: the job tries again.
      const found = await repository.byAwb(event.awb, tx);
      if (!found) throw new Error(`shipping: no shipment has AWB ${event.awb} (yet)`);
      // The order's row first, then the shipment's, as booking and shipping take them: never the other way round (a deadlock).
      const locked = await orders.lockForStatus(found.orderId, tx);
      const row = (await repository.lockByAwb(event.awb, tx))!;
      const at = new Date(event.at);
      const newer =
        !TERMINAL.has(row.status) && (row.statusAt === null || at > row.statusAt || (at.getTime() === row.statusAt.getTime() && mapped.rank > row.statusRank));
      // Shiprocket's own "pickup scheduled" stands in for the one the booking noted (a rescheduled pickup replaces it too).
      const kept = mapped.status === 'pickup_scheduled' ? row.events.filter((e) => e.status !== 'pickup_scheduled') : row.events;
      const events = withEvent(kept, { status: mapped.status, at: at.toISOString(), location: event.location });
      // Shiprocket's word that the parcel is called off (our job's call, or the shop's in its panel): that holds.
      if (mapped.status === 'cancelled' && row.status === 'cancelled' && (row.cancellation === 'pending' || row.cancellation === 'failed')) {
        await repository.update(row.id, { events, cancellation: 'confirmed', needsAttention: false, error: SHIPPING_MESSAGES.cancelConfirmed }, tx);
        return;
      }
      // The courier has the goods of a cancelled order (and refunded: issue 40 point 7), a call-off Shiprocket
      // never took or took too late. Nothing moves (the order stays cancelled, the customer is told nothing); the
      // shop is alerted once and the shipment flagged. A parcel coming back (RTO) cancelled its order itself.
      if (GOODS_MOVING.has(mapped.status) && (row.status === 'cancelled' || (locked?.status === 'cancelled' && !row.status.startsWith('rto_')))) {
        const error = SHIPPING_MESSAGES.movingAfterCancel(mapped.status.replace(/_/g, ' '));
        await repository.update(row.id, { events, needsAttention: true, error }, tx);
        const order = await orders.find(row.orderId, tx);
        await notifications.notify(
          {
            kind: 'shipment-attention',
            orderId: row.orderId,
            userId: order?.customer._id ?? null,
            problem: 'moving',
            detail: `${error} (${atShiprocket(row)}.)`,
          },
          tx,
        );
        return;
      }
      if (!newer) {
        await repository.update(row.id, { events }, tx);
        return;
      }
      const order = await orders.find(row.orderId, tx);
      if (!locked || !order) throw new Error(`shipping: the order of AWB ${event.awb} is gone`);
      const changes: Parameters<ShipmentRecords['update']>[1] = { events, status: mapped.status, statusAt: at, statusRank: mapped.rank };
      const awb = row.awb ?? '';
      switch (mapped.status) {
        case 'picked_up':
        case 'in_transit':
        case 'out_for_delivery':
          changes.needsAttention = false;
          if (await moveOrder(row.orderId, locked.status, 'shipped', awb, tx)) await mailFor(order, 'shipped', row, event.at, tx);
          if (mapped.status === 'out_for_delivery') await mailFor(order, 'out_for_delivery', row, at.toISOString(), tx);
          break;
        case 'undelivered':
          // NDR: the courier waits for the shop's answer (re-attempt or return) at POST …/ndr.
          changes.needsAttention = true;
          if (await moveOrder(row.orderId, locked.status, 'shipped', awb, tx)) await mailFor(order, 'shipped', row, event.at, tx);
          break;
        case 'delivered':
          changes.needsAttention = false;
          if (await moveOrder(row.orderId, locked.status, 'delivered', awb, tx)) await mailFor(order, 'delivered', row, event.at, tx);
          if (row.cod) {
            await orders.markPaymentCompleted(row.orderId, tx);
            changes.codCollected = event.codCollected ?? order.totalAmount;
          }
          break;
        case 'rto_initiated':
          changes.needsAttention = false;
          break;
        case 'rto_delivered':
          // Back on the shelf once: the order's lock and its status (cancelled after this) guard it.
          if (canCancelByReturn(locked.status)) {
            // The supply did not happen: the order is cancelled as a cancel is (stock back, what was paid
            // refunded, the credit note saying so, the customer mailed, the shop told; issue 40).
            await takeBackReturned(row.orderId, tx);
            await audit.record(
              'command line',
              { action: 'order.returned', targetType: 'order', targetId: row.orderId, before: { status: locked.status }, after: { status: 'cancelled', awb } },
              tx,
            );
          }
          break;
        default:
          break;
      }
      await repository.update(row.id, changes, tx);
    });
  }

  /**
   * Books the order's parcel. 200 with the shipment once booked; 202 with it pending when Shiprocket is
   * down (a job retries); 409 for an order that cannot ship or has a shipment; 422 for Shiprocket's refusal.
   */
  async function ship(actor: Actor, orderId: string, request: ShipOrder): Promise<{ code: 200 | 202; shipment: AdminShipment }> {
    shiprocket();
    const row = await inTransaction(db, async (tx) => {
      const locked = await orders.lockForStatus(orderId, tx);
      const order = locked && (await orders.find(orderId, tx));
      if (!locked || !order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const existing = await repository.lockByOrder(orderId, tx);
      if (existing && existing.status !== 'failed') throw new HttpError(409, SHIPPING_MESSAGES.alreadyShipped);
      if (locked.status === 'shipped' || locked.status === 'delivered') throw new HttpError(409, SHIPPING_MESSAGES.alreadyShipped);
      // The shop's view shows refunds in the status ('partially_refunded'): the order was still paid.
      const paid = wasPaid(order.paymentDetails.status);
      if (locked.status === 'cancelled' || !(paid || isCod(order))) throw new HttpError(409, SHIPPING_MESSAGES.notShippable);
      // CGST Rule 138: goods worth more than the threshold move with their e-way bill, which the courier asks for;
      // a replacement's goods (₹0 on the order) are worth their delivery challan's value.
      const challan = await invoices.goodsValueOf(orderId, tx);
      const required = order.ewayBill.required || (challan !== undefined && needsEwayBill(challan.total, ewayBillThreshold));
      const unready = serialsRefusal(order.items) ?? ewayBillRefusal({ ...order.ewayBill, required });
      if (unready) throw new HttpError(409, unready);
      const choice = String(request.courier);
      await audit.record(actor, { action: 'order.ship-requested', targetType: 'order', targetId: orderId, before: null, after: { courier: choice } }, tx);
      // A safety net, due once this booking's lease has run out: if this process dies mid-booking, the job
      // finds the shipment still pending and books it; otherwise it finds it booked and does nothing.
      await jobs.enqueue({ kind: 'shipment-create', payload: { orderId }, delaySeconds: lease, wake: false }, tx);
      if (existing)
        return repository.update(
          existing.id,
          { status: 'pending', error: '', courierChoice: choice, requestedBy: actor, bookingUntil: new Date(Date.now() + lease * 1000) },
          tx,
        );
      return repository.insert(
        { orderId, references: referencesOf(orderId), courierChoice: choice, cod: isCod(order), requestedBy: actor, leaseSeconds: lease },
        tx,
      );
    });
    try {
      return { code: 200, shipment: adminShipmentJson(await book(row)) };
    } catch (error) {
      if (error instanceof ShippingUnavailableError) {
        logger.warn({ orderId, err: error }, 'shipping: Shiprocket unavailable, the booking is queued');
        await queueRetry(row);
        return { code: 202, shipment: adminShipmentJson((await repository.byOrder(orderId))!) };
      }
      if (error instanceof ShiprocketError) {
        const failed = await refused(row, error);
        throw new HttpError(422, failed.error);
      }
      await repository.update(row.id, { bookingUntil: null });
      throw error;
    }
  }

  /** A PDF Shiprocket keeps at a URL of its own (the sandbox's in test mode). */
  async function download(url: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new HttpError(503, SHIPPING_MESSAGES.unavailable);
    }
    if (!response.ok) throw new HttpError(503, SHIPPING_MESSAGES.unavailable);
    return Buffer.from(await response.arrayBuffer());
  }

  /** A call made for the admin while they wait: Shiprocket down → 503, refused → 422 with its reason. */
  async function courierCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ShippingUnavailableError) throw new HttpError(503, SHIPPING_MESSAGES.unavailable);
      if (error instanceof ShiprocketError) throw new HttpError(422, SHIPPING_MESSAGES.refused(reasonOf(error)));
      throw error;
    }
  }

  /** These orders' shipments, every one booked with an AWB; 409 naming how many are not. */
  async function booked(orderIds: string[]): Promise<ShipmentRow[]> {
    const rows = (await repository.byOrders(orderIds)).filter((row) => row.awb !== null && row.srShipmentId !== null && row.status !== 'cancelled');
    if (rows.length < orderIds.length) throw new HttpError(409, SHIPPING_MESSAGES.notBooked(orderIds.length - rows.length));
    // In the order the admin listed them, so the printed pile matches the screen.
    return orderIds.map((id) => rows.find((row) => row.orderId === id)!);
  }

  jobs.handle('shipment-create', async ({ orderId }) => {
    const row = await repository.claim(orderId, lease);
    if (!row) {
      const shipment = await repository.byOrder(orderId);
      // Booked meanwhile (a second click), refused, or gone: nothing left to do. Held by a click now: later.
      if (shipment?.status === 'pending') throw new Error(`shipping: the booking of order ${orderId} is in progress elsewhere`);
      return;
    }
    try {
      await book(row);
    } catch (error) {
      if (error instanceof ShiprocketError) {
        await refused(row, error);
        return;
      }
      await repository.update(row.id, { bookingUntil: null });
      throw error;
    }
  });

  jobs.handle('shipment-event', (payload) => applyEvent(payload));

  /**
   * Calls off the courier booking of an order cancelled while it was being booked, until Shiprocket confirms
   * ("already cancelled" is a confirmation). Unanswered, it is retried with the queue's backoff; a refusal
   * (the courier has picked it up) or the last attempt's failure flags the shipment and alerts the shop. A
   * job kept dead so may be retried from the jobs list once the shop has dealt with it.
   */
  jobs.handle('shipment-cancel', async ({ orderId }, { attempt }) => {
    const row = await repository.byOrder(orderId);
    if (!row || row.srOrderId === null || row.cancellation === null || row.cancellation === 'confirmed') return;
    try {
      await shiprocket().cancelOrders({ ids: [row.srOrderId] });
    } catch (error) {
      const refusal = error instanceof ShiprocketError;
      if (!refusal || !alreadyCancelled(error)) {
        if (!refusal && attempt < CANCEL_ATTEMPTS) throw error;
        logger.error({ orderId, err: error }, 'shipping: Shiprocket did not cancel the booking of a cancelled order; the shop is alerted');
        await cancelFailed(orderId, refusal ? reasonOf(error) : `no answer from Shiprocket after ${attempt} tries`);
        if (refusal) return;
        throw error;
      }
    }
    await repository.update(row.id, { cancellation: 'confirmed', needsAttention: false, error: SHIPPING_MESSAGES.cancelConfirmed });
  });

  return {
    /** Whether the shop has Shiprocket (or its sandbox) to ship with. */
    enabled: client !== undefined,

    ship,

    /**
     * Books several orders one after another, each as `ship` would, and says how each went: one refused
     * order does not stop the rest.
     */
    async shipMany(actor: Actor, orderIds: string[], request: ShipOrder): Promise<ShipOrdersResult> {
      shiprocket();
      const results: ShipOrdersResult['results'] = [];
      for (const orderId of orderIds) {
        try {
          const { code, shipment } = await ship(actor, orderId, request);
          results.push({ orderId, outcome: code === 200 ? 'booked' : 'queued', shipment, message: code === 200 ? '' : SHIPPING_MESSAGES.unavailable });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ orderId, outcome: 'failed', shipment: null, message: error.message });
        }
      }
      return { results };
    },

    /**
     * Before the shop cancels an order (issue 26): a parcel booked but not picked up is called off at
     * Shiprocket when the whole order goes (409 when only some items would: the booking holds them all);
     * one the courier has is refused (409). Nothing to do without a live booking.
     */
    async releaseForCancel(orderId: string, whole: boolean): Promise<void> {
      const row = await repository.byOrder(orderId);
      if (!row || row.status === 'failed' || row.status === 'cancelled') return;
      if (row.status === 'pending') throw new HttpError(409, SHIPPING_MESSAGES.bookingInProgress);
      if (row.status !== 'pickup_scheduled') throw new HttpError(409, ORDER_MESSAGES.withCourier);
      if (!whole) throw new HttpError(409, ORDER_MESSAGES.cancelBookingFirst);
      await courierCall(async () => {
        try {
          await shiprocket().cancelOrders({ ids: [row.srOrderId!] });
        } catch (error) {
          if (!(error instanceof ShiprocketError && alreadyCancelled(error))) throw error;
        }
      });
      await repository.update(row.id, { status: 'cancelled', cancellation: 'confirmed', needsAttention: false, error: '' });
    },

    /**
     * A courier to collect a customer's return and bring it back to the shop (a reverse pickup): Shiprocket's
     * return order under `reference` (ours, at most 50 characters), then its AWB (is_return 1, the account's
     * recommended courier), whose pickup Shiprocket schedules itself. Nothing is stored here: the caller
     * keeps the AWB. Until an AWB is assigned, calling again with the same reference updates that return order;
     * after, Shiprocket answers "order id already taken" (422 here). Shiprocket down → 503, refused → 422.
     */
    async bookReturnPickup({
      reference,
      order,
      lines,
    }: {
      reference: string;
      order: AdminOrder;
      lines: ReturnLine[];
    }): Promise<{ awb: string; courier: string }> {
      const api = shiprocket();
      if (reference.length === 0 || reference.length > 50)
        throw new HttpError(422, SHIPPING_MESSAGES.refused('the return reference must be 1 to 50 characters'));
      if (lines.length === 0 || lines.some((line) => line.units < 1)) throw new HttpError(422, SHIPPING_MESSAGES.refused('a return needs at least one unit'));
      return courierCall(async () => {
        const created = await api.createReturnOrder(await returnOrder(reference, order, lines));
        const assigned = await api.assignAwb({ shipment_id: created.shipment_id, is_return: 1 });
        return { awb: assigned.response.data.awb_code, courier: assigned.response.data.courier_name };
      });
    },

    /** The order's shipment as the shop sees it; 404 without one. */
    async get(orderId: string): Promise<AdminShipment> {
      const row = await repository.byOrder(orderId);
      if (!row) throw new HttpError(404, SHIPPING_MESSAGES.noShipment);
      return adminShipmentJson(row);
    },

    /** The label PDF, fetched from Shiprocket's label URL (the sandbox's own in test mode). */
    async label(orderId: string): Promise<{ filename: string; pdf: Buffer }> {
      const row = await repository.byOrder(orderId);
      if (!row?.labelUrl) throw new HttpError(404, SHIPPING_MESSAGES.noLabel);
      return { filename: `label-${orderNumber(orderId)}-${row.awb ?? ''}.pdf`, pdf: await download(row.labelUrl) };
    },

    /** One PDF with the labels of several booked orders, a page each, to print together. */
    async labels(orderIds: string[]): Promise<{ filename: string; pdf: Buffer }> {
      const rows = await booked(orderIds);
      const answer = await courierCall(() => shiprocket().generateLabel({ shipment_id: rows.map((row) => row.srShipmentId!) }));
      return { filename: `labels-${today()}-${rows.length}.pdf`, pdf: await download(answer.label_url) };
    },

    /**
     * The manifest the courier's pickup agent signs for these orders' parcels. Shiprocket makes one manifest
     * per shipment: for parcels already on one it answers 400, and the manifest made then is printed instead.
     */
    async manifest(orderIds: string[]): Promise<{ filename: string; pdf: Buffer }> {
      const rows = await booked(orderIds);
      const api = shiprocket();
      const url = await courierCall(async () => {
        try {
          return (await api.generateManifest({ shipment_id: rows.map((row) => row.srShipmentId!) })).manifest_url;
        } catch (error) {
          if (!(error instanceof ShiprocketError)) throw error;
          return (await api.printManifest({ order_ids: rows.map((row) => row.srOrderId!) })).manifest_url;
        }
      });
      return { filename: `manifest-${today()}-${rows.length}.pdf`, pdf: await download(url) };
    },

    /** The admin's answer to an undelivered parcel (NDR): another attempt, or back to the shop. */
    async ndr(actor: Actor, orderId: string, action: 're-attempt' | 'return'): Promise<AdminShipment> {
      const api = shiprocket();
      const row = await repository.byOrder(orderId);
      if (!row?.awb) throw new HttpError(404, SHIPPING_MESSAGES.noShipment);
      if (row.status !== 'undelivered') throw new HttpError(409, SHIPPING_MESSAGES.noNdr);
      await courierCall(() =>
        api.ndrAction(row.awb!, {
          action,
          comments: action === 're-attempt' ? 'The shop asks for another delivery attempt' : 'The shop asks for the parcel back',
        }),
      );
      return inTransaction(db, async (tx) => {
        const locked = (await repository.lockByOrder(orderId, tx))!;
        await audit.record(actor, { action: 'order.ndr', targetType: 'order', targetId: orderId, before: null, after: { action, awb: row.awb } }, tx);
        return adminShipmentJson(await repository.update(locked.id, { needsAttention: false }, tx));
      });
    },

    /**
     * Takes one webhook: recorded once by AWB, status and timestamp, its work queued as a job in the same
     * transaction. Events of statuses the shop does not follow are recorded and left.
     */
    async acceptWebhook(body: ShiprocketWebhook): Promise<void> {
      const statusId = body.shipment_status_id;
      const at = parseShiprocketTime(body.current_timestamp) ?? new Date();
      const scan = [...(body.scans ?? [])].reverse().find((s) => s['sr-status'] === String(statusId)) ?? body.scans?.at(-1);
      const codCollected = typeof body.cod_collected_amount === 'number' ? body.cod_collected_amount : null;
      await inTransaction(db, async (tx) => {
        if (!(await repository.recordWebhook({ awb: body.awb, statusId, timestamp: body.current_timestamp }, tx))) return;
        if (!SHIPROCKET_STATUS[statusId]) return;
        // Shiprocket tells of every shipment of the account, those made in its panel too: only ours are worked
        // on. One whose AWB is not stored yet (its booking is committing) is known by our reference, its order id there.
        const ours =
          (await repository.byAwb(body.awb, tx)) ??
          // A return order's webhook (is_return 1, not an RTO of ours: its AWB would be stored) belongs to the returns module.
          (body.order_id && body.is_return !== 1 ? await repository.byReference(body.order_id, tx) : undefined);
        if (!ours) {
          // A step of a customer's return parcel (a reverse pickup the returns module booked): its job, which that module works.
          if (body.is_return === 1) await jobs.enqueue({ kind: 'return-pickup-moved', payload: { awb: body.awb, ...SHIPROCKET_STATUS[statusId]! } }, tx);
          return;
        }
        await jobs.enqueue(
          { kind: 'shipment-event', payload: { awb: body.awb, statusId, at: at.toISOString(), location: scan?.location ?? '', codCollected } },
          tx,
        );
      });
    },
  };
}

/** Shiprocket writes India's time without a zone: "23 05 2023 11:43:52" in webhooks, "2023-05-23 11:43:52" in scans. */
/** India's date today, for file names. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export function parseShiprocketTime(text: string): Date | undefined {
  const match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim()) ?? undefined;
  const iso = match
    ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}:${match[6]}+05:30`
    : /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text.trim())
      ? `${text.trim().replace(' ', 'T')}+05:30`
      : undefined;
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type ShippingService = ReturnType<typeof createShippingService>;
