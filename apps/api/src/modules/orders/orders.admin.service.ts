import {
  ADMIN_ORDER_PAGE_SIZE,
  canMoveOrder,
  ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type OrderStatusChange,
  type ShopCancel,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { RefundService } from '../payments';
import type { MailQueue } from '../mail';
import { orderDeliveredMail, orderRefundedMail, orderShippedMail } from '../mail';
import type { OrderRepository } from './orders.repository';

interface Deps {
  db: Database;
  repository: OrderRepository;
  /** Cancels the order (or some units of its lines) with its refund, stock and credit note: checkout's work (which uses this module), passed in so orders never import checkout. */
  cancelByShop: (actor: Actor, orderId: string, lines?: ShopCancel['lines'], reason?: string) => Promise<unknown>;
  /** Calls off the order's courier booking before it is cancelled (shipping's work, which uses this module). */
  releaseCourier: (orderId: string, whole: boolean) => Promise<void>;
  refunds: RefundService;
  /** Issues, in `tx`, the credit note for a value refunded of the order (the invoices module's, which uses this one: passed in). */
  creditRefund: (orderId: string, reference: string, amountPaise: number, tx: Database) => Promise<unknown>;
  audit: AuditLog;
  mail: MailQueue;
  appUrl: string;
}

/**
 * The shop's side of orders: finding them, and moving them along the shared status graph. Each move
 * is one transaction under the order's lock, with its audit entry and the customer's e-mail (queued).
 */
export function createAdminOrderService({ db, repository, cancelByShop, releaseCourier, refunds, creditRefund, audit, mail, appUrl }: Deps) {
  return {
    async list(query: AdminOrderQuery): Promise<AdminOrderPage> {
      const { orders, total } = await repository.adminList(query);
      return { orders, total, totalPages: Math.ceil(total / ADMIN_ORDER_PAGE_SIZE), page: query.page };
    },

    get: (id: string): Promise<AdminOrder | undefined> => repository.adminFind(id),

    /** Part of an order's payment back to its customer (a goodwill or price adjustment), whatever its status. */
    async refund(actor: Actor, id: string, amountPaise: number, note: string | undefined): Promise<AdminOrder> {
      await inTransaction(db, async (tx) => {
        const order = await repository.adminFind(id, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        const refund = await refunds.refundOrder(actor, id, amountPaise, note, tx);
        // A part of the price back is a reduction of the supply's value: its credit note, for exactly that (CGST s.34; issue 40).
        await creditRefund(id, `refund:${refund.id}`, refund.amount, tx);
        const { customer } = order;
        await mail.send(orderRefundedMail(customer.email, customer.name, { id, link: `${appUrl}/orders/${id}` }, refund.amount), tx, {
          dedupeKey: `order-refunded:${refund.id}`,
        });
      });
      return (await repository.adminFind(id))!;
    },

    /**
     * POST /api/admin/orders/:id/cancel: the shop cancels an order before it ships, whole or some units;
     * a courier booked and not yet at the door is called off first (whole orders only).
     */
    async cancel(actor: Actor, id: string, request: ShopCancel): Promise<AdminOrder> {
      const order = await repository.adminFind(id);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const unitsLeft = order.items.reduce((sum, item) => sum + item.quantity - item.cancelledQuantity, 0);
      const unitsAsked = (request.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
      await releaseCourier(id, !request.lines || unitsAsked >= unitsLeft);
      await cancelByShop(actor, id, request.lines, request.reason);
      return (await repository.adminFind(id))!;
    },

    async changeStatus(actor: Actor, id: string, change: OrderStatusChange): Promise<AdminOrder> {
      // Cancelling gives stock back and refunds: checkout owns that.
      if (change.status === 'cancelled') {
        await releaseCourier(id, true);
        await cancelByShop(actor, id);
      } else {
        await inTransaction(db, async (tx) => {
          const order = await repository.lockForStatus(id, tx);
          if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
          if (!canMoveOrder(order.status, change.status)) throw new HttpError(409, ORDER_MESSAGES.illegalMove(order.status, change.status));
          const trackingNumber = change.status === 'shipped' ? change.trackingNumber! : order.trackingNumber;
          await repository.setStatus(id, change.status, trackingNumber, tx);
          await audit.record(
            actor,
            {
              action: 'order.status',
              targetType: 'order',
              targetId: id,
              before: { status: order.status, trackingNumber: order.trackingNumber },
              after: { status: change.status, trackingNumber },
            },
            tx,
          );
          const customer = (await repository.adminFind(id, tx))!.customer;
          const link = { id, link: `${appUrl}/orders/${id}` };
          if (change.status === 'shipped')
            await mail.send(orderShippedMail(customer.email, customer.name, link, trackingNumber), tx, { dedupeKey: `order-shipped:${id}` });
          if (change.status === 'delivered')
            await mail.send(orderDeliveredMail(customer.email, customer.name, { ...link, reviewLink: `${link.link}/review` }), tx, {
              dedupeKey: `order-delivered:${id}`,
            });
        });
      }
      return (await repository.adminFind(id))!;
    },
  };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
