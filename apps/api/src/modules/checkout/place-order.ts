import { CHECKOUT_MESSAGES, CURRENCY, type Order } from '@store/shared';
import { inStatements, inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import { orderNotMade } from '../orders';
import { GatewayUnavailableError, paymentSignatureMatches, type RazorpayPayment } from '../payments';
import { paise, type CheckoutContext, type Finalised } from './checkout.context';
import type { CheckoutRow } from './checkout.repository';
import type { Sale } from './sale';
import type { SettlePayment } from './settle-payment';

/** The browser's return from the gateway: the payment's signature checked, then its order made (POST /api/orders). */
export function createPlaceOrder(ctx: CheckoutContext, { makeOrderLocked }: Sale, { finalise, settleLocked }: SettlePayment) {
  const { db, repository, orders, logger, keySecret, requireGateway, gatewayDown } = ctx;

  /**
   * Place-order's usual case, a payment the gateway captured at once: the payment is read first and
   * the checkout only under its lock, by the gateway order the signature vouches for (issue 28: no
   * read before the lock). Anything else (the gateway unreachable, a payment to capture or refused)
   * goes to finalise with the gateway's answer, as before; 'not-yours' for another customer's checkout.
   */
  async function finaliseCaptured(
    userId: string,
    payment: { orderId: string; paymentId: string },
  ): Promise<Finalised | 'not-yours' | { prior: { payment: RazorpayPayment } | { error: unknown } }> {
    let fetched: RazorpayPayment;
    try {
      fetched = await requireGateway().fetchPayment(payment.paymentId);
    } catch (error) {
      return { prior: { error } };
    }
    if (fetched.status !== 'captured' || fetched.order_id !== payment.orderId) return { prior: { payment: fetched } };
    // The usual sale (the checkout open, holding its stock, paid the right amount, once) in one
    // statement without a lock: the checkout read, then the order made only if it is still as read.
    const read = await repository.lockWithCustomer({ gatewayOrderId: payment.orderId }, db, false);
    if (!read || read.checkout.userId !== userId) return 'not-yours';
    const { checkout } = read;
    if (
      checkout.state === 'open' &&
      checkout.holdsStock &&
      (checkout.paymentId === null || checkout.paymentId === fetched.id) &&
      fetched.amount === paise(checkout.total) &&
      fetched.currency === CURRENCY
    ) {
      try {
        const order = await inStatements(db, (on) => makeOrderLocked(checkout, fetched, on, read.customer, true));
        return { kind: 'order', orderId: order._id, created: true, order };
      } catch (error) {
        // Changed since it was read (expired, or finalised by a webhook meanwhile): decided under the lock
        // below. So is any other failure of that one statement (a deadlock with another process's sale):
        // it wrote nothing, and the locked way decides afresh (and fails the same way if it must).
        // Only the database's code is logged: a failed query's message spells out its parameters (an address).
        const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? 'none') as string;
        if (!orderNotMade(error)) logger.warn({ checkoutId: checkout.id, code }, 'the one-statement sale failed; taking the locked way');
      }
    }
    const settled = await inTransaction(db, async (tx) => {
      const locked = await repository.lockWithCustomer({ gatewayOrderId: payment.orderId }, tx);
      if (!locked || locked.checkout.userId !== userId) return 'not-yours' as const;
      return settleLocked(locked.checkout, locked.customer, fetched, tx);
    });
    // A captured payment is never sent back to be captured.
    return settled === 'capture-first' ? { kind: 'not-paid' } : settled;
  }

  /** The checkout of this gateway order, if it is the user's and the signature is the gateway's. */
  async function verifiedCheckout(userId: string, payment: { orderId: string; paymentId: string; signature: string }): Promise<CheckoutRow> {
    const checkout = await repository.findByGatewayOrder(payment.orderId);
    // Signed over the *stored* order id: a triple of another order (or another user's) does not pass.
    if (
      !checkout ||
      checkout.userId !== userId ||
      !checkout.gatewayOrderId ||
      !paymentSignatureMatches({ ...payment, orderId: checkout.gatewayOrderId }, keySecret)
    ) {
      throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
    }
    return checkout;
  }

  return {
    async verifyPayment(
      userId: string,
      triple: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<{ success: true }> {
      requireGateway();
      await verifiedCheckout(userId, { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature });
      return { success: true };
    },

    /** POST /api/orders: the order of a verified payment, made from the stored checkout; the same payment again gives the same order. */
    async placeOrder(userId: string, payment: { orderId: string; paymentId: string; signature: string }): Promise<{ order: Order; created: boolean }> {
      requireGateway();
      // The checkout is found by the order id signed here, so the signature is checked before anything is read.
      if (!paymentSignatureMatches(payment, keySecret)) throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
      let outcome: Finalised;
      try {
        const captured = await finaliseCaptured(userId, payment);
        if (captured === 'not-yours') throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
        if ('prior' in captured) {
          const checkout = await verifiedCheckout(userId, payment);
          outcome = await finalise(checkout.gatewayOrderId!, payment.paymentId, checkout, captured.prior);
        } else outcome = captured;
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw gatewayDown(error);
        throw error;
      }
      if (outcome.kind === 'order') return { order: outcome.order ?? (await orders.getMine(userId, outcome.orderId))!, created: outcome.created };
      if (outcome.kind === 'held')
        throw new HttpError(409, outcome.reason === 'amount-mismatch' ? CHECKOUT_MESSAGES.paymentMismatch : CHECKOUT_MESSAGES.soldOutHeld);
      throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
    },
  };
}
