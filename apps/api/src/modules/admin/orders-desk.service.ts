import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  canMoveOrder,
  COD_PAYMENT_METHOD,
  EWAY_BILL_MESSAGES,
  ewayBillRefusal,
  SERIAL_MESSAGES,
  serialsRefusal,
  type OrderSerials,
  isCourierGoods,
  needsEwayBill,
  ORDER_MESSAGES,
  type AdminOrder,
  type EwayBillRecord,
  type AdminOrderPage,
  type AdminOrderQuery,
  type OrderStatusChange,
  type ShopCancel,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { CheckoutService } from '../checkout';
import type { InvoiceService } from '../invoices';
import type { RefundService } from '../payments';
import type { ShippingService } from '../shipping';
import type { MailQueue } from '../mail';
import { orderDeliveredMail, orderRefundedMail, orderShippedMail, type OrderService } from '../orders';

export interface OrdersDeskDeps {
  db: Database;
  orders: Pick<OrderService, 'adminList' | 'find' | 'lockForStatus' | 'setStatus' | 'markPaymentCompleted' | 'recordEwayBill' | 'recordSerials'>;
  /** Cancels the order (or some units of its lines) with its refund, stock and credit note. */
  checkout: Pick<CheckoutService, 'cancelByShop'>;
  /** Calls off the order's courier booking before it is cancelled. */
  shipping: Pick<ShippingService, 'releaseForCancel'>;
  refunds: Pick<RefundService, 'refundOrder'>;
  /** The credit note for a value refunded of the order, and the tax invoice of goods leaving by hand, in the caller's transaction. */
  invoices: Pick<InvoiceService, 'creditValue' | 'issueInvoice' | 'goodsValueOf'>;
  audit: AuditLog;
  mail: MailQueue;
  appUrl: string;
  /** Rupees: goods worth more move with an e-way bill (EWAY_BILL_THRESHOLD). */
  ewayBillThreshold: number;
}

/** A cash-on-delivery order whose cash is not yet in: delivering it by hand collects it. */
const cashDue = (order: AdminOrder) => order.paymentDetails.method === COD_PAYMENT_METHOD && order.paymentDetails.status === 'pending';

/**
 * The shop's side of orders: finding them, moving them along the shared status graph, refunding and
 * cancelling them. It spans modules (orders, checkout's cancellation, shipping, invoices, payments), so
 * it sits in the admin module above them all. Each move is one transaction under the order's lock,
 * with its audit entry and the customer's e-mail (queued).
 */
export function createOrdersDesk({ db, orders, checkout, shipping, refunds, invoices, audit, mail, appUrl, ewayBillThreshold }: OrdersDeskDeps) {
  /** The delivered mail, once per order whoever reports the delivery (the courier's webhook uses the same key). */
  async function mailDelivered(order: AdminOrder, tx: Database): Promise<void> {
    const link = `${appUrl}/orders/${order._id}`;
    // Read again once delivered: the units' warranty runs from now.
    const { items } = (await orders.find(order._id, tx)) ?? order;
    await mail.send(orderDeliveredMail(order.customer.email, order.customer.name, { id: order._id, link, reviewLink: `${link}/review`, items }), tx, {
      dedupeKey: `order-delivered:${order._id}`,
    });
  }

  /**
   * A replacement's goods are ₹0 on its order but worth its delivery challan's value, which decides whether they
   * move with an e-way bill (CGST Rule 138), as the courier booking decides it (shipping.service.ts).
   */
  async function withChallanValue(order: AdminOrder, tx?: Database): Promise<AdminOrder> {
    if (order.ewayBill.required) return order;
    const challan = await invoices.goodsValueOf(order._id, tx);
    return challan && needsEwayBill(challan.total, ewayBillThreshold) ? { ...order, ewayBill: { ...order.ewayBill, required: true } } : order;
  }

  return {
    async list(query: AdminOrderQuery): Promise<AdminOrderPage> {
      const { orders: page, total } = await orders.adminList(query);
      return { orders: page, total, totalPages: Math.ceil(total / ADMIN_ORDER_PAGE_SIZE), page: query.page };
    },

    async get(id: string): Promise<AdminOrder | undefined> {
      const order = await orders.find(id);
      return order && withChallanValue(order);
    },

    /** Part of an order's payment back to its customer (a goodwill or price adjustment), whatever its status. */
    async refund(actor: Actor, id: string, amountPaise: number, note: string | undefined): Promise<AdminOrder> {
      await inTransaction(db, async (tx) => {
        const order = await orders.find(id, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        const refund = await refunds.refundOrder(actor, id, amountPaise, note, tx);
        // A part of the price back is a reduction of the supply's value: its credit note, for exactly that (CGST s.34; issue 40).
        await invoices.creditValue(id, `refund:${refund.id}`, refund.amount, { kind: 'gateway' }, tx);
        const { customer } = order;
        await mail.send(orderRefundedMail(customer.email, customer.name, { id, link: `${appUrl}/orders/${id}` }, refund.amount), tx, {
          dedupeKey: `order-refunded:${refund.id}`,
        });
      });
      return (await orders.find(id))!;
    },

    /**
     * POST /api/admin/orders/:id/cancel: the shop cancels an order before it ships, whole or some units;
     * a courier booked and not yet at the door is called off first (whole orders only).
     */
    async cancel(actor: Actor, id: string, request: ShopCancel): Promise<AdminOrder> {
      const order = await orders.find(id);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const unitsLeft = order.items.reduce((sum, item) => sum + item.quantity - item.cancelledQuantity, 0);
      const unitsAsked = (request.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
      await shipping.releaseForCancel(id, !request.lines || unitsAsked >= unitsLeft);
      await checkout.cancelByShop(actor, id, request.lines, request.reason);
      return (await orders.find(id))!;
    },

    async changeStatus(actor: Actor, id: string, change: OrderStatusChange): Promise<AdminOrder> {
      // Cancelling gives stock back and refunds: checkout owns that.
      if (change.status === 'cancelled') {
        await shipping.releaseForCancel(id, true);
        await checkout.cancelByShop(actor, id);
      } else {
        await inTransaction(db, async (tx) => {
          const order = await orders.lockForStatus(id, tx);
          if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
          if (!canMoveOrder(order.status, change.status)) throw new HttpError(409, ORDER_MESSAGES.illegalMove(order.status, change.status));
          const trackingNumber = change.status === 'shipped' ? change.trackingNumber! : order.trackingNumber;
          const current = (await orders.find(id, tx))!;
          // Handed to a courier of the shop's own arranging, goods move under CGST Rule 138 as a booked parcel
          // does: with their e-way bill. (Delivered from the counter, they make no journey.)
          // A unit leaves with its serial number on record (its warranty and any return go by it).
          const unready =
            change.status === 'shipped' ? (serialsRefusal(current.items) ?? ewayBillRefusal((await withChallanValue(current, tx)).ewayBill)) : undefined;
          if (unready) throw new HttpError(409, unready);
          await orders.setStatus(id, change.status, trackingNumber, tx);
          // The goods leave the shop by hand (no courier booking, or shipping off): their tax invoice is due now,
          // dated today (CGST s.31(1)(a): issued before or at the removal of the goods). A prepaid order has
          // had its own since payment; issueInvoice leaves it alone (issue 40 point 5).
          if (change.status === 'shipped') await invoices.issueInvoice(id, tx);
          // Delivered by hand: the cash on delivery was collected with it, so the sale is paid and counts in
          // the dashboard, lifetime value and reports (an invoice first, if the order skipped 'shipped' here).
          const collected = change.status === 'delivered' && cashDue(current);
          if (collected) {
            await invoices.issueInvoice(id, tx);
            await orders.markPaymentCompleted(id, tx);
          }
          await audit.record(
            actor,
            {
              action: 'order.status',
              targetType: 'order',
              targetId: id,
              before: { status: order.status, trackingNumber: order.trackingNumber },
              after: { status: change.status, trackingNumber, ...(collected ? { payment: 'completed' } : {}) },
            },
            tx,
          );
          const { customer } = current;
          const link = { id, link: `${appUrl}/orders/${id}` };
          if (change.status === 'shipped')
            await mail.send(orderShippedMail(customer.email, customer.name, link, trackingNumber), tx, { dedupeKey: `order-shipped:${id}` });
          if (change.status === 'delivered') await mailDelivered(current, tx);
        });
      }
      return (await orders.find(id))!;
    },

    /**
     * PUT /api/admin/orders/:id/serials: the serial number of each unit of the order's serialised lines, typed or
     * scanned as they are packed, before the goods leave (booking and shipping ask for them). Audited.
     */
    async recordSerials(actor: Actor, id: string, request: OrderSerials): Promise<AdminOrder> {
      await inTransaction(db, async (tx) => {
        const locked = await orders.lockForStatus(id, tx);
        if (!locked) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (['shipped', 'delivered', 'cancelled'].includes(locked.status)) throw new HttpError(409, SERIAL_MESSAGES.leftAlready);
        const before = (await orders.find(id, tx))!.items.filter((item) => item.serials.length).map(({ _id, serials }) => ({ itemId: _id, serials }));
        await orders.recordSerials(id, request, tx);
        await audit.record(
          actor,
          { action: 'order.serials', targetType: 'order', targetId: id, before: before.length ? { lines: before } : null, after: { lines: request.lines } },
          tx,
        );
      });
      return (await orders.find(id))!;
    },

    /**
     * POST /api/admin/orders/:id/eway-bill: the e-way bill the shop generated on the NIC portal for the order's
     * goods (from the Part A this shop prepared), recorded before they move: booking and shipping ask for it.
     * A number belongs to one order; an expired one is refused, and a new one replaces it.
     */
    async recordEwayBill(actor: Actor, id: string, record: EwayBillRecord): Promise<AdminOrder> {
      const validUntil = new Date(record.validUntil);
      if (validUntil.getTime() <= Date.now()) throw new HttpError(400, EWAY_BILL_MESSAGES.expired);
      await inTransaction(db, async (tx) => {
        const locked = await orders.lockForStatus(id, tx);
        if (!locked) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (locked.status === 'cancelled') throw new HttpError(409, EWAY_BILL_MESSAGES.notShippable);
        // Recorded for any consignment of goods: one below the threshold may carry one too (the shop's choice).
        const { ewayBill, items } = (await orders.find(id, tx))!;
        if (!items.some((item) => isCourierGoods(item.hsn))) throw new HttpError(409, EWAY_BILL_MESSAGES.noGoods);
        if (!(await orders.recordEwayBill(id, record.number, validUntil, tx))) throw new HttpError(409, EWAY_BILL_MESSAGES.usedElsewhere);
        await audit.record(
          actor,
          {
            action: 'order.eway-bill',
            targetType: 'order',
            targetId: id,
            before: ewayBill.number ? { number: ewayBill.number, validUntil: ewayBill.validUntil } : null,
            after: { number: record.number, validUntil: validUntil.toISOString() },
          },
          tx,
        );
      });
      return (await orders.find(id))!;
    },

    /**
     * POST /api/admin/orders/:id/cash-received: the shop records the cash a cash-on-delivery order's customer
     * paid, exactly the amount due, once the goods have left (shipped by hand, or delivered without the
     * courier's report). The order is paid (and delivered, if it was on its way), its invoice issued if it
     * had none; the audit log keeps who recorded how much (issue 40 point 5).
     */
    async cashReceived(actor: Actor, id: string, amountPaise: number): Promise<AdminOrder> {
      await inTransaction(db, async (tx) => {
        const locked = await orders.lockForStatus(id, tx);
        if (!locked) throw new HttpError(404, ORDER_MESSAGES.notFound);
        const order = (await orders.find(id, tx))!;
        if (!cashDue(order) || (locked.status !== 'shipped' && locked.status !== 'delivered')) throw new HttpError(409, ADMIN_ORDER_MESSAGES.cashNotDue);
        const duePaise = Math.round(order.totalAmount * 100);
        if (amountPaise !== duePaise) throw new HttpError(400, ADMIN_ORDER_MESSAGES.cashMismatch(duePaise));
        await invoices.issueInvoice(id, tx);
        await orders.markPaymentCompleted(id, tx);
        if (locked.status === 'shipped') await orders.setStatus(id, 'delivered', locked.trackingNumber, tx);
        await audit.record(
          actor,
          {
            action: 'order.cash-received',
            targetType: 'order',
            targetId: id,
            before: { status: locked.status, payment: 'pending' },
            after: { status: 'delivered', payment: 'completed', amountPaise },
          },
          tx,
        );
        if (locked.status === 'shipped') await mailDelivered(order, tx);
      });
      return (await orders.find(id))!;
    },
  };
}

export type OrdersDesk = ReturnType<typeof createOrdersDesk>;
