import type { AdminOrder, AdminOrderQuery, Order, OrderSerials, OrderStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { pages } from '../../db/ranges';
import type { NewOrder, NewOrderLine, OrderAlongside, OrderRepository } from './orders.repository';

/**
 * Orders: the customer's reads, and what the other modules do with orders, always through here:
 * checkout creates and cancels them (in its own transaction), invoices read a paid order, reviews
 * ask whether a customer received a product, the dashboard counts them.
 */
export function createOrderService({ repository }: { repository: OrderRepository }) {
  return {
    /** The user's orders, newest first. */
    listMine: (userId: string, tx?: Database): Promise<Order[]> => repository.listByUser(userId, tx),
    /** The user's order with this id (a UUID: the route checks it); undefined when there is none or it is another customer's. */
    getMine: (userId: string, id: string, tx?: Database): Promise<Order | undefined> => repository.findByIdForUser(id, userId, tx),
    /** How many orders the user has placed, and the rupees spent on those not cancelled. */
    totalsOfUser: (userId: string, tx?: Database) => repository.totalsOfUser(userId, tx),

    /**
     * Writes an order and its lines together (in `tx`, the caller's), in one statement with the
     * `alongside` writes of other modules (made for the order id it names).
     */
    create: (order: NewOrder, lines: NewOrderLine[], tx: Database, alongside?: OrderAlongside): Promise<Order> =>
      repository.insert(order, lines, tx, alongside),
    /** The order (the user's, when a user is named), locked until `tx` ends, with what cancelling it needs. */
    lockForCancel: (id: string, userId: string | undefined, tx: Database) => repository.lockForCancel(id, userId, tx),
    /** The order's lines, in the order they were bought. */
    lines: (orderId: string, tx: Database) => repository.lines(orderId, tx),
    /** The customer's cash-on-delivery orders still waiting to be paid on delivery. */
    openCashOnDelivery: (userId: string, tx: Database) => repository.openCashOnDelivery(userId, tx),
    /** Marks a locked order cancelled (stock, refunds and credit notes are the caller's). */
    markCancelled: (id: string, tx: Database) => repository.markCancelled(id, tx),
    /** A customer's order as its returns need it (issue 26); locked when `tx` is a transaction. */
    forReturn: (id: string, userId: string | undefined, tx?: Database) => repository.forReturn(id, userId, tx),
    /** Cancels units of a locked order's lines (issue 26): the lines as cancelled, or which line was unknown or asked too much of. */
    cancelLines: (orderId: string, wanted: Array<{ itemId: string; quantity: number }>, tx: Database) => repository.cancelLines(orderId, wanted, tx),

    /** A paid order as its invoice needs it; undefined if unpaid or unknown. */
    invoiceable: (orderId: string, on?: Database) => repository.invoiceable(orderId, on),
    /** Locks the order's row until `tx` ends. */
    lock: (orderId: string, tx: Database) => repository.lock(orderId, tx),
    /** Whose order it is, or undefined. */
    ownerOf: (orderId: string) => repository.ownerOf(orderId),
    /** The customers of these orders, by order id. */
    customersOf: (orderIds: string[]) => repository.customersOf(orderIds),

    /** The customer's latest delivered order holding the product, if any: what makes them a verified buyer. */
    deliveredOrderWith: (userId: string, productId: string, on?: Database) => repository.deliveredOrderWith(userId, productId, on),
    /** Whether any order names the product. */
    namesProduct: (productId: string, tx?: Database) => repository.namesProduct(productId, tx),

    /** A page of every customer's orders, as the shop lists them. */
    adminList: (query: AdminOrderQuery) => repository.adminList(query),

    // ── for shipping (issue 25) and the shop's order desk: the order moves along, under its lock ──
    /** Any order with its lines, customer and parcel (the shop's view); undefined for an unknown id. */
    find: (id: string, on?: Database): Promise<AdminOrder | undefined> => repository.adminFind(id, on),
    /** What goes with the order's goods, for its invoice's print: the e-way bill recorded, the units' serial numbers. */
    dispatchPapers: (orderId: string) => repository.dispatchPapers(orderId),
    /** Records the serial numbers of a locked order's serialised lines, one per unit, none another order's. */
    recordSerials: (orderId: string, request: OrderSerials, tx: Database) => repository.recordSerials(orderId, request, tx),
    /** Of these serials, those that are not units of the line out with its customer (what a return may not name). */
    serialsNotSold: (itemId: string, serials: string[], on?: Database) => repository.serialsNotSold(itemId, serials, on),
    /** The line's units with these serials came back to the shop: they may be sold again. */
    serialsReturned: (itemId: string, serials: string[], tx: Database) => repository.serialsReturned(itemId, serials, tx),
    /** Records the e-way bill of a locked order; false when another order has that number. */
    recordEwayBill: (id: string, number: string, validUntil: Date, tx: Database) => repository.recordEwayBill(id, number, validUntil, tx),
    /** The order's status, tracking number and owner, locked until `tx` ends. */
    lockForStatus: (id: string, tx: Database) => repository.lockForStatus(id, tx),
    /** Sets a locked order's status and tracking number (the caller checked the move against ORDER_TRANSITIONS). */
    setStatus: (id: string, status: OrderStatus, trackingNumber: string, tx: Database) => repository.setStatus(id, status, trackingNumber, tx),
    /** A cash-on-delivery order's cash was collected. */
    markPaymentCompleted: (id: string, tx: Database) => repository.markPaymentCompleted(id, tx),

    /** Orders this day or month (India's calendar) and their revenue: paid less refunded, paise. */
    tally: (period: 'day' | 'month') => repository.tally(period),
    /** Orders not yet shipped. */
    awaitingShipment: () => repository.awaitingShipment(),

    // ── for the shop's customer pages and exports (issue 26) ──
    /** Each customer's order count and lifetime value (paid less refunded, paise), by user id. */
    valueOfCustomers: (userIds: string[]) => repository.valueOfCustomers(userIds),
    /** A customer's latest orders, newest first, their payment status counting refunds. */
    recentOfCustomer: (userId: string, limit: number) => repository.recentOfCustomer(userId, limit),
    /** The orders placed from … to (India's days), a page at a time, each with its customer and refunds. */
    exportPages: (from: string, to: string) => pages((cursor) => repository.exportPage(from, to, cursor)),
    /** The lines of these orders. */
    linesOf: (orderIds: string[]) => repository.linesOf(orderIds),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
