import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, isCancellable, isCancellableByShop, ORDER_MESSAGES, REPLACEMENT_PAYMENT_METHOD, type Order } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor } from '../audit';
import { orderCancelledMail, orderLinesCancelledMail, orderReturnedToShopMail } from './checkout.mail';
import type { OrderService } from '../orders';
import type { Requester } from '../payments';
import type { CheckoutContext } from './checkout.context';

/**
 * Cancelling an order before it ships, by its customer, by the shop (whole or some units), or because the
 * courier brought the parcel back: stock back once, the payment refunded, the credit note, the mail.
 */
export function createCancellation(ctx: CheckoutContext) {
  const { db, orders, catalog, refunds, invoices, audit, customers, mail, notifications, appUrl, mailSummary } = ctx;

  /** Cancels units (checked by the caller) of some lines of an order locked in `tx`, leaving some of it. */
  async function cancelSome(
    order: NonNullable<Awaited<ReturnType<OrderService['lockForCancel']>>>,
    wanted: Array<{ itemId: string; quantity: number }>,
    actor: Actor,
    reason: string | undefined,
    tx: Database,
  ): Promise<void> {
    const result = await orders.cancelLines(order.id, wanted, tx);
    await catalog.returnStock(result, tx);
    const amountPaise = result.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const paid = order.paymentId !== '' && (await refunds.findPayment(order.paymentId, tx)) !== undefined;
    const refund = paid
      ? await refunds.refund({ paymentId: order.paymentId, amountPaise, reason: 'order-cancelled', by: actor, orderId: order.id }, tx)
      : undefined;
    // The note credits what is refunded for these units (issue 40): their price, never the delivery charge kept.
    await invoices.creditLines(order.id, `cancel:${randomUUID()}`, result, paid ? { kind: 'gateway' } : { kind: 'unpaid' }, tx, refund?.amount);
    await audit.record(
      actor,
      {
        action: 'order.cancel-lines',
        targetType: 'order',
        targetId: order.id,
        before: null,
        after: { lines: wanted, refundPaise: refund?.amount ?? 0, ...(reason ? { reason } : {}) },
      },
      tx,
    );
    const customer = await customers.contactOf(order.userId, tx);
    if (customer)
      await mail.send(
        orderLinesCancelledMail(
          customer.email,
          customer.name,
          { id: order.id, link: `${appUrl}/orders/${order.id}` },
          result,
          paid ? (refund?.amount ?? 0) : null,
        ),
        tx,
      );
  }

  /**
   * Cancels an order locked in `tx`: its stock back, what is left of its payment refunded with the credit
   * note for it, the customer's e-mail queued. `why` 'returned': the courier brought the parcel back
   * undelivered (RTO): the same, with its own mail, and the shop told (issue 40).
   */
  async function cancelLocked(
    order: NonNullable<Awaited<ReturnType<OrderService['lockForCancel']>>>,
    by: Requester,
    tx: Database,
    why: 'cancelled' | 'returned' = 'cancelled',
  ): Promise<void> {
    const lines = await orders.lines(order.id, tx);
    await catalog.returnStock(lines, tx);
    await orders.markCancelled(order.id, tx);
    const paid = order.paymentId !== '' && (await refunds.findPayment(order.paymentId, tx)) !== undefined;
    const refund = paid
      ? await refunds.refund(
          { paymentId: order.paymentId, amountPaise: 'rest', reason: why === 'returned' ? 'rto' : 'order-cancelled', by, orderId: order.id },
          tx,
        )
      : undefined;
    // The note credits all that is left of the invoice: what this refund and the earlier ones gave back (issue 40).
    const creditNote = await invoices.issueCreditNote(order.id, paid ? { kind: 'gateway' } : { kind: 'unpaid' }, tx);
    const customer = await customers.contactOf(order.userId, tx);
    const refundPaise = paid ? (refund?.amount ?? 0) : null;
    if (why === 'returned') {
      await notifications.notify(
        { kind: 'parcel-returned', orderId: order.id, userId: order.userId, customer: customer?.name ?? 'A customer', refundPaise: refundPaise ?? 0 },
        tx,
      );
      if (customer)
        await mail.send(orderReturnedToShopMail(customer.email, customer.name, mailSummary(order.id, lines, order), refundPaise), tx, {
          dedupeKey: `order-returned:${order.id}`,
        });
      return;
    }
    if (customer) {
      const cancelled = orderCancelledMail(customer.email, customer.name, mailSummary(order.id, lines, order), refundPaise, creditNote);
      await mail.send(cancelled, tx, { dedupeKey: `order-cancelled:${order.id}` });
    }
  }

  return {
    /**
     * A parcel the courier brought back undelivered (RTO delivered), in the shipping module's transaction
     * that holds the order's lock: the order cancelled, its stock back, what was paid refunded through the
     * gateway by the same refund rows and reconciler as any cancel, the credit note saying so, the customer
     * mailed and the shop told (issue 40).
     */
    async takeBackReturned(orderId: string, tx: Database): Promise<void> {
      const order = await orders.lockForCancel(orderId, undefined, tx);
      if (!order || order.status === 'cancelled') return;
      await cancelLocked(order, 'system', tx, 'returned');
    },

    /** The owner cancels a pending or confirmed order: stock back once, and what is left of the payment refunded. */
    async cancel(userId: string, orderId: string): Promise<Order> {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockForCancel(orderId, userId, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (!isCancellable(order.status)) throw new HttpError(409, CHECKOUT_MESSAGES.cannotCancel);
        if (order.paymentMethod === REPLACEMENT_PAYMENT_METHOD) throw new HttpError(409, CHECKOUT_MESSAGES.replacementNotCancellable);
        await cancelLocked(order, 'customer', tx);
      });
      return (await orders.getMine(userId, orderId))!;
    },

    /**
     * The shop cancels an order before it ships (pending, confirmed or processing), whole or some units
     * of its lines: their stock back once, a credit note for them if invoiced, their price refunded if
     * paid (a COD order collects less), the customer told; the audit log says who.
     */
    async cancelByShop(actor: Actor, orderId: string, lines?: Array<{ itemId: string; quantity: number }>, reason?: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockForCancel(orderId, undefined, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (!isCancellableByShop(order.status)) throw new HttpError(409, ORDER_MESSAGES.illegalMove(order.status, 'cancelled'));
        const left = await orders.lines(orderId, tx);
        const asked = new Map<string, number>();
        for (const line of lines ?? []) asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
        for (const [itemId, quantity] of asked) {
          const line = left.find((candidate) => candidate.itemId === itemId);
          if (!line) throw new HttpError(400, ORDER_MESSAGES.noSuchLine);
          if (quantity > line.quantity) throw new HttpError(400, ORDER_MESSAGES.cancelTooMany(line.name, line.quantity));
        }
        const unitsLeft = left.reduce((sum, line) => sum + line.quantity, 0);
        const unitsAsked = [...asked.values()].reduce((sum, quantity) => sum + quantity, 0);
        if (!lines || unitsAsked === unitsLeft) {
          // All that is left: the order is cancelled whole.
          await cancelLocked(order, actor, tx);
          await audit.record(
            actor,
            {
              action: 'order.status',
              targetType: 'order',
              targetId: orderId,
              before: { status: order.status },
              after: { status: 'cancelled', ...(reason ? { reason } : {}) },
            },
            tx,
          );
          return;
        }
        await cancelSome(
          order,
          [...asked].map(([itemId, quantity]) => ({ itemId, quantity })),
          actor,
          reason,
          tx,
        );
      });
    },
  };
}
