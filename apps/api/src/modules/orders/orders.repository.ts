import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import {
  ADMIN_ORDER_PAGE_SIZE,
  COD_PAYMENT_METHOD,
  EWAY_BILL_DEFAULT_THRESHOLD,
  goodsValuePaise,
  needsEwayBill,
  PAYMENT_COMPLETED,
  paymentStatusWithRefunds,
  REPLACEMENT_PAYMENT_METHOD,
  taxableOf,
  type AdminOrder,
  warrantyEnd,
  type Shipment,
  type AdminOrderQuery,
  type Order,
  type OrderSerials,
  type OrderStatus,
  type ShippingAddress,
} from '@store/shared';
import type { Database } from '../../db/client';
import { gateClosed, idOnlyIf } from '../../db/gate';
import { violatesUnique } from '../../db/unique';
import { containing } from '../../db/like';
import { preparedRead } from '../../db/prepared';
import { after, cursorAt, onIndiaDays, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { customers } from '../auth';
import { orderItems, orders } from './orders.schema';
import { createUnitSerials, hasSerialLike } from './unit-serials';
import { refundedByOrder, type MoneyOfOrder, type OrderMoney } from '../payments';

const columns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  subtotalPaise: orders.subtotalPaise,
  taxPaise: orders.taxPaise,
  total: orders.total,
  shippingPaise: orders.shippingPaise,
  trackingNumber: orders.trackingNumber,
  shippingAddress: orders.shippingAddress,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paymentId: orders.paymentId,
  itemId: orderItems.id,
  productId: orderItems.productId,
  name: orderItems.name,
  brand: orderItems.brand,
  image: orderItems.image,
  unitPricePaise: orderItems.unitPricePaise,
  gstRate: orderItems.gstRate,
  hsn: orderItems.hsn,
  quantity: orderItems.quantity,
  cancelledQuantity: orderItems.cancelledQuantity,
  serialised: orderItems.serialised,
  warranty: orderItems.warranty,
  deliveredAt: orders.deliveredAt,
};

/** One row per order line (an order without lines, which checkout never writes, gives one row of NULLs). */
interface OrderLineRow {
  id: string;
  status: Order['status'];
  createdAt: Date;
  subtotalPaise: number;
  taxPaise: number;
  total: number;
  shippingPaise: number;
  trackingNumber: string;
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  paymentStatus: string;
  paymentId: string;
  itemId: string | null;
  productId: string | null;
  name: string | null;
  brand: string | null;
  image: string | null;
  unitPricePaise: number | null;
  gstRate: number | null;
  hsn: string | null;
  quantity: number | null;
  cancelledQuantity: number | null;
  serialised: boolean | null;
  warranty: string | null;
  deliveredAt: Date | null;
}

/** The line columns of an order without lines (checkout never writes one). */
const NO_LINE = {
  itemId: null,
  productId: null,
  name: null,
  brand: null,
  image: null,
  unitPricePaise: null,
  gstRate: null,
  hsn: null,
  quantity: null,
  cancelledQuantity: null,
  serialised: null,
  warranty: null,
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Rows of one or more orders, each order's lines together and in position order, to orders (their
 * refunds are added from the payments module: see withRefunds).
 */
export function toOrders(rows: OrderLineRow[]): Order[] {
  const byId = new Map<string, Order>();
  for (const row of rows) {
    let order = byId.get(row.id);
    if (!order) {
      // Checkout writes an object of strings; anything else reads as empty parts rather than failing.
      const address: Record<string, unknown> = typeof row.shippingAddress === 'object' && row.shippingAddress !== null ? row.shippingAddress : {};
      order = {
        _id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        totalAmount: row.total,
        subtotal: row.subtotalPaise / 100,
        tax: row.taxPaise / 100,
        shippingFee: row.shippingPaise / 100,
        trackingNumber: row.trackingNumber,
        items: [],
        shippingAddress: {
          name: text(address.name),
          street: text(address.street),
          city: text(address.city),
          state: text(address.state),
          pincode: text(address.pincode),
          phone: text(address.phone),
        },
        paymentDetails: { method: row.paymentMethod, status: row.paymentStatus, paymentId: row.paymentId },
        refund: null,
        shipment: null,
      };
      byId.set(row.id, order);
    }
    if (row.itemId !== null) {
      order.items.push({
        _id: row.itemId,
        quantity: row.quantity!,
        cancelledQuantity: row.cancelledQuantity ?? 0,
        price: taxableOf(row.unitPricePaise!, row.gstRate!) / 100,
        priceInclGst: row.unitPricePaise! / 100,
        hsn: row.hsn ?? '',
        serialised: row.serialised ?? false,
        // Filled in by withSerials: the units' serial numbers are rows of their own.
        serials: [],
        warrantyUntil: warrantyEnd(row.deliveredAt?.toISOString() ?? null, row.warranty ?? ''),
        product: { _id: row.productId!, name: row.name!, brand: row.brand!, images: row.image ? [row.image] : [] },
      });
    }
  }
  return [...byId.values()];
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'> & { id?: string };
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'position'>;

/** A paid order as its invoice is made from. */
export interface InvoiceableOrder {
  id: string;
  userId: string;
  checkoutId: string | null;
  status: OrderStatus;
  total: number;
  /** The delivery charge, paise with GST: a line of its own on the invoice. */
  shippingPaise: number;
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  paymentId: string;
  /** The buyer's GSTIN given at checkout ('' for none). */
  buyerGstin: string;
  /** The legal name that GSTIN is registered to ('' with none). */
  buyerBusinessName: string;
  /** The units still sold: a line's cancelled units are left out, a line cancelled whole is not listed. */
  lines: Array<{ position: number; name: string; hsn: string; gstRate: number; unitPricePaise: number; quantity: number }>;
}

/**
 * Every read names the owner: an order is only ever read together with its user id, so another
 * customer's order cannot be reached by id alone.
 */
function adminFilter(query: AdminOrderQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  // Days as the shop counts them: India's calendar.
  if (query.from) conditions.push(sql`${orders.createdAt} >= (${query.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (query.to) conditions.push(sql`${orders.createdAt} < (${query.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  const term = query.search?.replace(/^#/, '').trim();
  if (term) {
    const matches: SQL[] = [sql`${customers.name} ILIKE ${containing(term)}`, sql`${customers.email} ILIKE ${containing(term)}`];
    // The order number shown to people is the id's last 8 characters, upper-case.
    if (/^[0-9a-f-]{4,36}$/i.test(term)) matches.push(sql`${orders.id}::text ILIKE ${containing(term.toLowerCase())}`);
    const digits = term.replace(/[\s-]/g, '');
    if (/^\+?\d{4,13}$/.test(digits)) {
      const phone = containing(digits.replace(/^\+?91(?=\d{10}$)/, ''));
      matches.push(sql`${customers.phone} LIKE ${phone}`, sql`${orders.shippingAddress}->>'phone' LIKE ${phone}`);
    }
    // A unit's serial number, as on its label (a warranty claim, a return): the order it was sold on.
    if (/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/.test(term)) matches.push(hasSerialLike(term));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The payments module's account of orders' money (refunds.service moneyOf), injected so orders never read its tables. */
export type OrderMoneyReader = (orders: MoneyOfOrder[], on: Database) => Promise<Map<string, OrderMoney>>;

/** What an order's customer paid in cash on delivery (paise): its total once collected, else nothing. */
const moneyAsked = (order: Pick<Order, '_id' | 'totalAmount' | 'paymentDetails'>): MoneyOfOrder => ({
  id: order._id,
  cashPaise: order.paymentDetails.method === COD_PAYMENT_METHOD && order.paymentDetails.status === PAYMENT_COMPLETED ? Math.round(order.totalAmount * 100) : 0,
});

/** The customer's view of a refund: the gateway's id, who asked and why it failed stay with the shop. */
const customerRefund = (money: OrderMoney | undefined): Order['refund'] =>
  money?.refund
    ? {
        ...money.refund,
        refunds: money.refund.refunds.map(({ _id, amountPaise, status, reason, createdAt, processedAt }) => ({
          _id,
          amountPaise,
          status,
          reason,
          createdAt,
          processedAt,
        })),
      }
    : null;

/** The order's payment status with its refunds: 'refunded' or 'partially_refunded' once any is made. */
const statusWithRefunds = (order: Pick<Order, 'paymentDetails'>, money: OrderMoney | undefined) =>
  paymentStatusWithRefunds(order.paymentDetails.status, money?.refund?.amountPaise ?? 0, money?.refundablePaise ?? 0);

/** Each order's parcel (the shipments module's ofOrders), passed in so orders never read its tables. */
export type OrderShipmentReader = (orderIds: string[], on: Database) => Promise<Map<string, Shipment>>;

/** An order's charge less its refunds (not failed), paise; summed only over paid orders. */
const paidLessRefunded = sql`${orders.total}::bigint * 100 - coalesce(${refundedByOrder.refundedPaise}, 0)`;

/** Writes of other modules made in the order's own statement, as CTEs built for the order id `id`. */
export interface OrderAlongside {
  id: string;
  with: WithSubquery[];
  /**
   * One of those CTEs that must have written a row for the order to be made (the checkout completed,
   * as it was read): when it wrote none, nothing of the statement is written, and it fails
   * (orderNotMade; db/gate.ts).
   */
  onlyIf?: WithSubquery;
}

/** Whether `error` is an order's statement failed by its `onlyIf` (db/gate.ts). */
export const orderNotMade = (error: unknown) => gateClosed(error, 'orders');

export function createOrderRepository(
  db: Database,
  moneyOf: OrderMoneyReader,
  shipmentsOf: OrderShipmentReader = async () => new Map(),
  /** Rupees: goods worth more need an e-way bill (EWAY_BILL_THRESHOLD). */
  ewayBillThreshold = EWAY_BILL_DEFAULT_THRESHOLD,
) {
  const unitSerials = createUnitSerials(db);
  /** The orders with each serialised line's serial numbers, as recorded. */
  async function withSerials<T extends Order>(list: T[], on: Database): Promise<T[]> {
    if (!list.some((order) => order.items.some((item) => item.serialised))) return list;
    const serials = await unitSerials.ofOrders(
      list.map((order) => order._id),
      on,
    );
    return list.map((order) => ({ ...order, items: order.items.map((item) => ({ ...item, serials: serials.get(item._id) ?? [] })) }));
  }

  /** Adds each order's refunds, as its customer sees them, and its parcel. */
  async function withRefunds(list: Order[], on: Database): Promise<Order[]> {
    if (list.length === 0) return list;
    const ids = list.map((order) => order._id);
    const money = await moneyOf(list.map(moneyAsked), on);
    const parcels = await shipmentsOf(ids, on);
    return (await withSerials(list, on)).map((order) => {
      const paid = money.get(order._id);
      return {
        ...order,
        // The customer reads 'Refunded' or 'Partially refunded' as the shop does (issue 40 point 10).
        paymentDetails: { ...order.paymentDetails, status: statusWithRefunds(order, paid) },
        refund: customerRefund(paid),
        shipment: parcels.get(order._id) ?? null,
      };
    });
  }

  /** The orders with these ids, in the order given, each with its lines and customer. */
  async function adminOrders(ids: string[], on: Database = db): Promise<AdminOrder[]> {
    if (ids.length === 0) return [];
    const rows = await on
      .select({
        ...columns,
        customerId: customers.id,
        customerName: customers.name,
        customerEmail: customers.email,
        customerPhone: customers.phone,
        updatedAt: orders.updatedAt,
        ewayBillNumber: orders.ewayBillNumber,
        ewayBillValidUntil: orders.ewayBillValidUntil,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.userId))
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inArray(orders.id, ids))
      .orderBy(asc(orderItems.position));
    const extra = new Map(rows.map((row) => [row.id, row]));
    const byId = new Map((await withSerials(toOrders(rows), on)).map((order) => [order._id, order]));
    const money = await moneyOf([...byId.values()].map(moneyAsked), on);
    const parcels = await shipmentsOf(ids, on);
    return ids.flatMap((id) => {
      const order = byId.get(id);
      const row = extra.get(id);
      if (!order || !row) return [];
      const paid = money.get(id);
      return [
        {
          ...order,
          // The shop sees its refunds in the payment's status: 'Refunded', 'Partially refunded'.
          paymentDetails: { ...order.paymentDetails, status: statusWithRefunds(order, paid) },
          customer: { _id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
          updatedAt: row.updatedAt.toISOString(),
          refund: paid?.refund ?? null,
          refundablePaise: paid?.refundablePaise ?? 0,
          shipment: parcels.get(id) ?? null,
          ewayBill: {
            required: needsEwayBill(goodsValuePaise(order.items), ewayBillThreshold),
            number: row.ewayBillNumber ?? '',
            validUntil: row.ewayBillValidUntil?.toISOString() ?? null,
          },
        },
      ];
    });
  }

  const ofUser = preparedRead(db, 'orders_of_user', (on) =>
    on
      .select(columns)
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.position)),
  );
  const oneOfUser = preparedRead(db, 'orders_one_of_user', (on) =>
    on
      .select(columns)
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId'))))
      .orderBy(asc(orderItems.position)),
  );
  const totalsOfUser = preparedRead(db, 'orders_totals_of_user', (on) =>
    on
      .select({
        count: sql<number>`count(*)::int`,
        // Cancelled orders are not money spent.
        spent: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::int`,
      })
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId'))),
  );

  return {
    /** How many orders the user has placed, and the rupees spent on those not cancelled. */
    async totalsOfUser(userId: string, tx: Database = db): Promise<{ count: number; spent: number }> {
      const [row] = await totalsOfUser({ userId }, tx);
      return { count: row?.count ?? 0, spent: row?.spent ?? 0 };
    },

    /** The user's orders, newest first, each with its lines in the order they were bought. */
    async listByUser(userId: string, tx: Database = db): Promise<Order[]> {
      return withRefunds(toOrders(await ofUser({ userId }, tx)), tx);
    },

    /** The order, if it exists and belongs to the user; `id` must be a UUID. */
    async findByIdForUser(id: string, userId: string, tx: Database = db): Promise<Order | undefined> {
      return (await withRefunds(toOrders(await oneOfUser({ id, userId }, tx)), tx))[0];
    },

    // ── the shop's side ─────────────────────────────────────────────────────

    /** A page of orders, newest first, filtered as an admin asked; each with its customer. */
    async adminList(query: AdminOrderQuery): Promise<{ orders: AdminOrder[]; total: number }> {
      const where = adminFilter(query);
      const [page, [count]] = await Promise.all([
        db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ADMIN_ORDER_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_ORDER_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.userId))
          .where(where),
      ]);
      return { orders: await adminOrders(page.map((row) => row.id)), total: count?.total ?? 0 };
    },

    /** Any order, with its customer; undefined for an unknown id. */
    async adminFind(id: string, tx: Database = db): Promise<AdminOrder | undefined> {
      return (await adminOrders([id], tx))[0];
    },

    /** The e-way bill the order's goods move with (none recorded: nothing), and later its units' serials. */
    async dispatchPapers(orderId: string): Promise<{ ewayBill?: { number: string; validUntil: string }; serials?: Record<number, string[]> }> {
      const [row] = await db.select({ number: orders.ewayBillNumber, validUntil: orders.ewayBillValidUntil }).from(orders).where(eq(orders.id, orderId));
      const lines = await db.select({ id: orderItems.id, position: orderItems.position }).from(orderItems).where(eq(orderItems.orderId, orderId));
      const recorded = await unitSerials.ofOrders([orderId]);
      const serials = Object.fromEntries(lines.filter((line) => recorded.has(line.id)).map((line) => [line.position, recorded.get(line.id)!]));
      return {
        ...(row?.number && row.validUntil ? { ewayBill: { number: row.number, validUntil: row.validUntil.toISOString() } } : {}),
        ...(Object.keys(serials).length ? { serials } : {}),
      };
    },

    /** Records the serial numbers of a locked order's serialised lines (unit-serials.ts). */
    recordSerials: (orderId: string, request: OrderSerials, tx: Database) => unitSerials.record(orderId, request, tx),
    /** Of these serials, those that are not the line's units out with the customer. */
    serialsNotSold: (itemId: string, serials: string[], on?: Database) => unitSerials.unsold(itemId, serials, on),
    /** The line's units with these serials are back at the shop. */
    serialsReturned: (itemId: string, serials: string[], tx: Database) => unitSerials.markReturned(itemId, serials, tx),

    /**
     * Records the e-way bill a locked order's goods move with; false when another order has that number
     * (checked first for the message; the unique index settles two recordings at once, as a 409 too).
     */
    async recordEwayBill(id: string, number: string, validUntil: Date, tx: Database): Promise<boolean> {
      const [other] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.ewayBillNumber, number), ne(orders.id, id)));
      if (other) return false;
      try {
        await tx
          .update(orders)
          .set({ ewayBillNumber: number, ewayBillValidUntil: validUntil, updatedAt: sql`now()` })
          .where(eq(orders.id, id));
      } catch (error) {
        if (violatesUnique(error, 'orders_eway_bill_number_unique')) return false;
        throw error;
      }
      return true;
    },

    /** The order's status, tracking number and owner, locked until `tx` ends. */
    async lockForStatus(id: string, tx: Database) {
      const [row] = await tx
        .select({ id: orders.id, status: orders.status, trackingNumber: orders.trackingNumber, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    async setStatus(id: string, status: OrderStatus, trackingNumber: string, tx: Database): Promise<void> {
      await tx
        .update(orders)
        .set({ status, trackingNumber, updatedAt: sql`now()`, ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}) })
        .where(eq(orders.id, id));
    },

    /**
     * A customer's order as its returns need it (issue 26), locked when `tx` is a transaction: when it was
     * delivered, how it was paid, and its lines with what is left of each after cancellations.
     */
    async forReturn(id: string, userId: string | undefined, tx: Database = db) {
      const query = tx
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          deliveredAt: sql<Date>`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`.mapWith((value: string | Date) => new Date(value)),
          paymentId: orders.paymentId,
          paymentMethod: orders.paymentMethod,
          shippingAddress: orders.shippingAddress,
        })
        .from(orders)
        .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)));
      const [order] = tx === db ? await query : await query.for('update');
      if (!order) return undefined;
      const lines = await tx
        .select({
          itemId: orderItems.id,
          position: orderItems.position,
          productId: orderItems.productId,
          name: orderItems.name,
          unitPricePaise: orderItems.unitPricePaise,
          gstRate: orderItems.gstRate,
          hsn: orderItems.hsn,
          brand: orderItems.brand,
          image: orderItems.image,
          quantity: sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})::int`,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.position));
      // A serialised unit comes back by its serial number: the return names it, the shop checks it.
      const serials = await unitSerials.ofOrders([id], tx);
      return { ...order, lines: lines.map((line) => ({ ...line, serials: serials.get(line.itemId) ?? [] })) };
    },

    /** A cash-on-delivery order's cash reached the shop (the courier collected it). */
    async markPaymentCompleted(id: string, tx: Database): Promise<void> {
      await tx
        .update(orders)
        .set({ paymentStatus: 'completed', updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** The customer's latest delivered order holding the product, if any: what makes them a verified buyer. */
    async deliveredOrderWith(userId: string, productId: string, on: Database = db): Promise<string | undefined> {
      const [row] = await on
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.id;
    },

    /** Whether any order line names the product (such a product is hidden, never deleted). */
    async namesProduct(productId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
      return row !== undefined;
    },

    /** The order (the user's, when a user is named), locked until `tx` ends, with what cancelling it needs. */
    async lockForCancel(id: string, userId: string | undefined, tx: Database) {
      const [row] = await tx
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          total: orders.total,
          paymentId: orders.paymentId,
          paymentMethod: orders.paymentMethod,
          subtotalPaise: orders.subtotalPaise,
          taxPaise: orders.taxPaise,
          shippingPaise: orders.shippingPaise,
        })
        .from(orders)
        .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)))
        .for('update');
      return row;
    },

    async lines(orderId: string, tx: Database): Promise<Array<{ itemId: string; productId: string; name: string; unitPricePaise: number; quantity: number }>> {
      // The units still in the order: cancelled ones already went back to stock.
      return tx
        .select({
          itemId: orderItems.id,
          productId: orderItems.productId,
          name: orderItems.name,
          unitPricePaise: orderItems.unitPricePaise,
          quantity: sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})::int`,
        })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.quantity} > ${orderItems.cancelledQuantity}`))
        .orderBy(asc(orderItems.position));
    },

    /**
     * Cancels units of a locked order's lines (by line id), each no more than it still holds. The lines as
     * cancelled, with their positions, for the stock, the credit note and the refund.
     */
    async cancelLines(
      orderId: string,
      wanted: Array<{ itemId: string; quantity: number }>,
      tx: Database,
    ): Promise<Array<{ position: number; productId: string; name: string; unitPricePaise: number; quantity: number }>> {
      const rows = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const cancelled = [];
      for (const { itemId, quantity } of wanted) {
        const row = rows.find((line) => line.id === itemId);
        // The caller checked against lines(): anything else is a bug, and the check constraint stands behind it.
        if (!row || quantity > row.quantity - row.cancelledQuantity) throw new Error(`order ${orderId}: cannot cancel ${quantity} of line ${itemId}`);
        cancelled.push({ position: row.position, productId: row.productId, name: row.name, unitPricePaise: row.unitPricePaise, quantity });
      }
      for (const { itemId, quantity } of wanted)
        await tx
          .update(orderItems)
          .set({ cancelledQuantity: sql`${orderItems.cancelledQuantity} + ${quantity}` })
          .where(eq(orderItems.id, itemId));
      return cancelled;
    },

    async markCancelled(id: string, tx: Database): Promise<void> {
      await tx
        .update(orders)
        .set({ status: 'cancelled' satisfies OrderStatus, cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** The customers of these orders, each with the phone number the order was delivered to. */
    async customersOf(orderIds: string[]): Promise<Map<string, { _id: string; name: string; email: string; phone: string }>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          orderId: orders.id,
          _id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: sql<string>`coalesce(${orders.shippingAddress}->>'phone', '')`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.userId))
        .where(inArray(orders.id, orderIds));
      return new Map(rows.map(({ orderId, ...customer }) => [orderId, customer]));
    },

    /** A paid order as its invoice needs it, each line with the HSN and GST rate of its sale; undefined if unpaid or unknown. */
    async invoiceable(orderId: string, on: Database = db): Promise<InvoiceableOrder | undefined> {
      const [order] = await on
        .select({
          id: orders.id,
          userId: orders.userId,
          checkoutId: orders.checkoutId,
          status: orders.status,
          total: orders.total,
          shippingPaise: orders.shippingPaise,
          shippingAddress: orders.shippingAddress,
          paymentMethod: orders.paymentMethod,
          paymentId: orders.paymentId,
          buyerGstin: orders.buyerGstin,
          buyerBusinessName: orders.buyerBusinessName,
        })
        .from(orders)
        // Paid, or cash on delivery handed to the courier: GST's time of supply is when the goods leave (CGST s.31).
        // A replacement under a return is no supply for consideration: no tax invoice (issue 40 point 14).
        .where(
          and(
            eq(orders.id, orderId),
            ne(orders.paymentMethod, REPLACEMENT_PAYMENT_METHOD),
            or(
              eq(orders.paymentStatus, 'completed'),
              and(eq(orders.paymentMethod, COD_PAYMENT_METHOD), inArray(orders.status, ['processing', 'shipped', 'delivered'])),
            ),
          ),
        );
      if (!order) return undefined;
      const lines = await on
        .select({
          position: orderItems.position,
          name: orderItems.name,
          hsn: orderItems.hsn,
          gstRate: orderItems.gstRate,
          unitPricePaise: orderItems.unitPricePaise,
          quantity: sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})::int`,
          cancelled: orderItems.cancelledQuantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      // What was cancelled before the invoice (a COD order cancelled in part before dispatch) is not billed.
      const cancelledPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.cancelled, 0);
      return {
        ...order,
        total: order.total - Math.round(cancelledPaise / 100),
        lines: lines.filter((line) => line.quantity > 0).map(({ cancelled: _cancelled, ...line }) => line),
      };
    },

    /**
     * The customer's cash-on-delivery orders not yet paid, delivered or cancelled (`count`), and the rupees
     * of cash they owe on those and paid today, India's day (`rupees`): Income Tax Act s.269ST counts what one
     * person pays in cash in a day, whatever the number of orders.
     */
    async openCashOnDelivery(userId: string, tx: Database): Promise<{ count: number; rupees: number }> {
      const open = sql`${orders.paymentStatus} = 'pending' AND ${orders.status} NOT IN ('delivered', 'cancelled')`;
      const paidToday = sql`${orders.paymentStatus} = 'completed' AND (${orders.updatedAt} AT TIME ZONE 'Asia/Kolkata')::date = (now() AT TIME ZONE 'Asia/Kolkata')::date`;
      const [row] = await tx
        .select({
          count: sql<number>`(count(*) FILTER (WHERE ${open}))::int`,
          rupees: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, COD_PAYMENT_METHOD), sql`((${open}) OR (${paidToday}))`));
      return { count: row?.count ?? 0, rupees: row?.rupees ?? 0 };
    },

    /** Locks the order's row until `tx` ends. */
    async lock(orderId: string, tx: Database): Promise<void> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    /** Whose order it is, or undefined. */
    async ownerOf(orderId: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      return row?.userId;
    },

    /**
     * Orders placed this day or month (as India counts them), and the paise paid for them less what was
     * refunded (refunds not failed): unpaid orders (cash not yet collected) and money gone back are not revenue.
     */
    async tally(period: 'day' | 'month'): Promise<{ orders: number; revenuePaise: number }> {
      const since = sql`date_trunc(${period}, now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`;
      const [row] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          revenuePaise: sql<number>`coalesce(sum(${paidLessRefunded}) FILTER (WHERE ${orders.paymentStatus} = 'completed'), 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(refundedByOrder, eq(refundedByOrder.orderId, orders.id))
        // Sales only: a cancelled order sold nothing, and a replacement sent under a return is no sale (issue 40 point 14).
        .where(and(sql`${orders.createdAt} >= ${since}`, ne(orders.status, 'cancelled'), ne(orders.paymentMethod, REPLACEMENT_PAYMENT_METHOD)));
      return row ?? { orders: 0, revenuePaise: 0 };
    },

    /** Each customer's orders, and the paise they paid less what was refunded (their lifetime value). */
    async valueOfCustomers(userIds: string[]): Promise<Map<string, { orders: number; lifetimeValuePaise: number }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: orders.userId,
          orders: sql<number>`count(*)::int`,
          lifetimeValuePaise: sql<number>`coalesce(sum(${paidLessRefunded}) FILTER (WHERE ${orders.paymentStatus} = 'completed'), 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(refundedByOrder, eq(refundedByOrder.orderId, orders.id))
        .where(inArray(orders.userId, userIds))
        .groupBy(orders.userId);
      return new Map(rows.map(({ userId, ...value }) => [userId, value]));
    },

    /** A customer's latest orders, newest first, as the shop's customer page lists them. */
    async recentOfCustomer(userId: string, limit: number) {
      const rows = await db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.total,
          paymentStatus: orders.paymentStatus,
          shippingAddress: orders.shippingAddress,
          refundedPaise: sql<number>`coalesce(${refundedByOrder.refundedPaise}, 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(refundedByOrder, eq(refundedByOrder.orderId, orders.id))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map(({ paymentStatus, ...row }) => ({
        ...row,
        paymentStatus: paymentStatusWithRefunds(paymentStatus, row.refundedPaise, row.total * 100 - row.refundedPaise),
      }));
    },

    /** A page of the orders placed from … to (India's days), oldest first, with customer and refunds: the orders export. */
    async exportPage(from: string, to: string, cursor: Cursor | undefined) {
      return db
        .select({
          id: orders.id,
          cursorAt: cursorAt(orders.createdAt),
          createdAt: orders.createdAt,
          status: orders.status,
          customerName: customers.name,
          customerEmail: customers.email,
          total: orders.total,
          subtotalPaise: orders.subtotalPaise,
          taxPaise: orders.taxPaise,
          shippingPaise: orders.shippingPaise,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          paymentId: orders.paymentId,
          shippingAddress: orders.shippingAddress,
          trackingNumber: orders.trackingNumber,
          refundedPaise: sql<number>`coalesce(${refundedByOrder.refundedPaise}, 0)`.mapWith(Number),
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.userId))
        .leftJoin(refundedByOrder, eq(refundedByOrder.orderId, orders.id))
        .where(and(onIndiaDays(orders.createdAt, from, to), after(orders.createdAt, orders.id, cursor)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(PAGE_ROWS);
    },

    /** The lines of these orders, each order's in position order (the order-lines export). */
    async linesOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          name: orderItems.name,
          brand: orderItems.brand,
          hsn: orderItems.hsn,
          gstRate: orderItems.gstRate,
          unitPricePaise: orderItems.unitPricePaise,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /** Orders paid or placed and not yet shipped. */
    async awaitingShipment(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.status} IN ('pending', 'confirmed', 'processing')`);
      return row?.n ?? 0;
    },

    /**
     * A new order and its lines, as its customer sees it (no refund, no parcel yet), from the rows
     * written: the purchase answers with it without reading it back. One statement (issue 28): the
     * lines are inserted by a CTE of the order's insert, both ids made here; their foreign key is
     * checked at the statement's end, when the order is there. `alongside` adds the other modules'
     * writes of the same sale to that statement (each built by its owner for the order id given).
     */
    async insert(order: NewOrder, lines: NewOrderLine[], on: Database = db, alongside?: OrderAlongside): Promise<Order> {
      const orderId = alongside?.id ?? randomUUID();
      const written = lines.map((line, position) => ({ ...line, id: randomUUID(), orderId, position }));
      const ctes = [
        ...(written.length ? [on.$with('order_lines').as(on.insert(orderItems).values(written).returning({ id: orderItems.id }))] : []),
        ...(alongside?.with ?? []),
      ];
      const id = alongside?.onlyIf ? idOnlyIf(orderId, sql`EXISTS (SELECT 1 FROM ${sql.identifier(alongside.onlyIf._.alias)})`) : orderId;
      const [row] = await (ctes.length ? on.with(...ctes) : on)
        .insert(orders)
        .values({ ...order, id })
        .returning();
      const rows: OrderLineRow[] = written.map(({ id, position }) => {
        const line = lines[position]!;
        return {
          ...row!,
          itemId: id,
          productId: line.productId,
          name: line.name,
          brand: line.brand,
          image: line.image ?? '',
          unitPricePaise: line.unitPricePaise,
          gstRate: line.gstRate ?? null,
          hsn: line.hsn ?? '',
          quantity: line.quantity,
          cancelledQuantity: 0,
          serialised: line.serialised ?? false,
          warranty: line.warranty ?? '',
        };
      });
      return toOrders(rows.length ? rows : [{ ...row!, ...NO_LINE }])[0]!;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderExportRow = Awaited<ReturnType<OrderRepository['exportPage']>>[number];
export type OrderExportLine = Awaited<ReturnType<OrderRepository['linesOf']>>[number];
