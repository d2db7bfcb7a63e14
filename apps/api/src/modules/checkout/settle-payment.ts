import { ATTENTION_LABELS, CURRENCY, HELD_PAYMENT_REFUND_HOURS, type HeldPaymentReason } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { GatewayUnavailableError, RazorpayError, type RazorpayClient, type RazorpayPayment } from '../payments';
import { alreadyOrdered, paise, type CheckoutContext, type Finalised, type TakenPayment } from './checkout.context';
import type { CheckoutRow } from './checkout.repository';
import type { Sale } from './sale';

/**
 * Settling a payment, whoever reports it first (the browser, a webhook, the reconciler): the payment read
 * from the gateway outside any transaction, then under the checkout's lock its order made once, or the
 * money held for a person (held-payments.service.ts) when it cannot simply become its order.
 */
export function createSettlePayment(ctx: CheckoutContext, { makeOrderLocked }: Sale) {
  const { db, repository, catalog, refunds, jobs, notifications, logger, requireGateway } = ctx;

  /** Keeps a paid checkout for a person to settle (held-payments.service.ts), its stock given back. */
  async function holdLocked(checkout: CheckoutRow, payment: TakenPayment, reason: HeldPaymentReason, note: string, tx: Database): Promise<Finalised> {
    if (checkout.holdsStock) await catalog.returnStock(checkout.items, tx);
    // Only money taken can be refunded; an authorization of the wrong amount is never captured and lapses at the gateway.
    if (payment.status === 'captured')
      await refunds.recordPayment(
        { id: payment.id, checkoutId: checkout.id, orderId: null, amount: payment.amount, currency: payment.currency, method: payment.method },
        tx,
      );
    await repository.update(
      checkout.id,
      { state: 'flagged', flagReason: reason, holdsStock: false, paymentId: payment.id, paymentMethod: payment.method, note },
      tx,
    );
    // Refunded by held-payments.service.ts if nobody settles it in time.
    await jobs.enqueue(
      {
        kind: 'held-payment-deadline',
        payload: { checkoutId: checkout.id },
        delaySeconds: HELD_PAYMENT_REFUND_HOURS * 3600,
        dedupeKey: `held-payment:${checkout.id}`,
        wake: false,
      },
      tx,
    );
    await notifications.notify(
      {
        kind: 'payment-attention',
        key: `held:${checkout.id}`,
        reason: ATTENTION_LABELS[reason],
        amountPaise: payment.amount,
        detail: `Payment ${payment.id}: ${note}`,
        userId: checkout.userId,
      },
      tx,
    );
    logger.warn({ checkoutId: checkout.id, paymentId: payment.id, reason }, `payment held for the shop: ${note}`);
    return { kind: 'held', reason };
  }

  /** Captures an authorized payment; one captured meanwhile (Razorpay's auto-capture won the race) counts as captured. */
  async function capture(client: RazorpayClient, payment: RazorpayPayment): Promise<RazorpayPayment> {
    try {
      return await client.capturePayment(payment.id, payment.amount, payment.currency);
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      const now = await client.fetchPayment(payment.id);
      if (now.status === 'captured') return now;
      // Neither captured nor capturable now: the browser gets a 503 and the webhook or reconciler tries again.
      throw new GatewayUnavailableError(`capture of ${payment.id} refused (${error.code}: ${error.message}); the payment is ${now.status}`);
    }
  }

  /**
   * Makes the order of a paid checkout, once. The payment is read from the gateway first (outside
   * any transaction), then everything happens in one transaction under the checkout's lock.
   * `prior`: the gateway's answer to that read when the caller asked already (it is not asked twice).
   */
  async function finalise(
    gatewayOrderId: string,
    paymentId: string,
    read?: CheckoutRow,
    prior?: { payment: RazorpayPayment } | { error: unknown },
  ): Promise<Finalised> {
    const known = read ?? (await repository.findByGatewayOrder(gatewayOrderId));
    if (!known) return { kind: 'unknown' };
    if (alreadyOrdered(known, paymentId)) return { kind: 'order', orderId: known.orderId!, created: false };

    const client = requireGateway();
    let payment: RazorpayPayment;
    try {
      if (prior && 'error' in prior) throw prior.error;
      payment = prior?.payment ?? (await client.fetchPayment(paymentId));
    } catch (error) {
      if (error instanceof RazorpayError) return { kind: 'not-paid' };
      throw error;
    }
    if (payment.order_id !== gatewayOrderId) return { kind: 'other-order' };
    const expected = paise(known.total);
    const matches = payment.amount === expected && payment.currency === CURRENCY;
    // Only a payment that will make its order is captured (issue 40): a wrong amount, a second payment, or one
    // whose stock has gone is left authorized, and Razorpay returns it by itself, costing the shop no fee.
    if (payment.status === 'authorized' && matches && (await orderable(known, payment.id))) payment = await capture(client, payment);
    if (payment.status !== 'captured' && payment.status !== 'authorized') return { kind: 'not-paid' };
    for (let look = 1; ; look++) {
      const taken = payment;
      const outcome = await inTransaction(db, async (tx): Promise<Finalised | 'capture-first'> => {
        const { checkout, customer } = (await repository.lockWithCustomer({ id: known.id }, tx))!;
        return settleLocked(checkout, customer, taken, tx);
      });
      if (outcome !== 'capture-first') return outcome;
      // The stock came back between the look above and the lock: captured now (never under a lock), then settled again.
      if (look === 2) return { kind: 'not-paid' };
      payment = await capture(client, payment);
    }
  }

  /**
   * Whether an authorized payment of the right amount would make its order now, as read without a lock:
   * the checkout is not settled by another payment or held, and its stock is held or still there. Only such a
   * payment is captured; settleLocked decides again under the lock.
   */
  async function orderable(checkout: CheckoutRow, paymentId: string): Promise<boolean> {
    if (checkout.state === 'completed' || checkout.state === 'flagged' || checkout.state === 'refunded')
      return checkout.paymentId === paymentId && checkout.state === 'completed';
    if (checkout.paymentId !== null && checkout.paymentId !== paymentId) return false;
    if (checkout.holdsStock) return true;
    const rows = new Map((await catalog.forSale(checkout.items.map((item) => item.productId))).map((row) => [row.id, row]));
    return checkout.items.every((item) => rows.get(item.productId)?.hidden === false && rows.get(item.productId)!.stock >= item.quantity);
  }

  /**
   * The part of finalise under the checkout's lock, in `tx`: the order made from the payment taken
   * (captured, or authorized for the wrong amount and left to lapse), the payment held, or what an
   * earlier call decided.
   */
  async function settleLocked(
    checkout: CheckoutRow,
    customer: { name: string; email: string } | undefined,
    taken: RazorpayPayment,
    tx: Database,
  ): Promise<Finalised | 'capture-first'> {
    const expected = paise(checkout.total);
    const matches = taken.amount === expected && taken.currency === CURRENCY;
    if (checkout.paymentId && checkout.paymentId !== taken.id && taken.status === 'captured') {
      // A second payment for one checkout: it is returned, whatever became of the first.
      if (!(await refunds.findPayment(taken.id, tx))) {
        await refunds.recordPayment(
          { id: taken.id, checkoutId: checkout.id, orderId: null, amount: taken.amount, currency: taken.currency, method: taken.method },
          tx,
        );
        await refunds.refund({ paymentId: taken.id, amountPaise: 'rest', reason: 'duplicate-payment', by: 'system' }, tx);
        logger.warn({ checkoutId: checkout.id, paymentId: taken.id }, 'second payment for one checkout: refunding it');
      }
      return checkout.state === 'completed'
        ? { kind: 'order', orderId: checkout.orderId!, created: false }
        : { kind: 'held', reason: checkout.flagReason ?? 'amount-mismatch' };
    }
    if (checkout.state === 'completed') return { kind: 'order', orderId: checkout.orderId!, created: false };
    if (checkout.state === 'flagged' || checkout.state === 'refunded') {
      // Held while only authorized, and captured since (a late auto-capture, or on the gateway's dashboard):
      // the money is now the shop's, so it is recorded, and refunded at once if the hold was closed already
      // (a flagged one is refunded at its deadline, or settled by a person, as any captured hold).
      if (taken.status === 'captured' && checkout.paymentId === taken.id && !(await refunds.findPayment(taken.id, tx))) {
        await refunds.recordPayment(
          { id: taken.id, checkoutId: checkout.id, orderId: null, amount: taken.amount, currency: taken.currency, method: taken.method },
          tx,
        );
        if (checkout.state === 'refunded')
          await refunds.refund({ paymentId: taken.id, amountPaise: 'rest', reason: checkout.flagReason ?? 'amount-mismatch', by: 'system' }, tx);
        logger.warn({ checkoutId: checkout.id, paymentId: taken.id, state: checkout.state }, 'a held payment was captured at the gateway since: recorded');
      }
      return { kind: 'held', reason: checkout.flagReason ?? 'amount-mismatch' };
    }

    if (!matches) return holdLocked(checkout, taken, 'amount-mismatch', `paid ${taken.amount} ${taken.currency}, expected ${expected} ${CURRENCY}`, tx);

    if (!checkout.holdsStock) {
      // Paid after the reservation ran out: the stock is taken again if it is there and still for sale, else a person decides.
      const rows = new Map(
        (
          await catalog.lockForSale(
            checkout.items.map((item) => item.productId),
            tx,
          )
        ).map((row) => [row.id, row]),
      );
      const withdrawn = checkout.items.find((item) => rows.get(item.productId)?.hidden !== false);
      if (withdrawn) return holdLocked(checkout, taken, 'product-hidden', `paid after the reservation expired; ${withdrawn.name} is no longer for sale`, tx);
      const short = checkout.items.find((item) => rows.get(item.productId)!.stock < item.quantity);
      if (short)
        return holdLocked(
          checkout,
          taken,
          'sold-out',
          `paid after the reservation expired; ${rows.get(short.productId)!.stock} of ${short.name} left, ${short.quantity} wanted`,
          tx,
        );
      // An authorized payment is captured only when it makes its order: not under this lock, so first.
      if (taken.status !== 'captured') return 'capture-first';
      await catalog.changeStock(
        checkout.items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
        tx,
      );
    }
    if (taken.status !== 'captured') return 'capture-first';
    const order = await makeOrderLocked(checkout, taken, tx, customer);
    return { kind: 'order', orderId: order._id, created: true, order };
  }

  return { finalise, settleLocked };
}

export type SettlePayment = ReturnType<typeof createSettlePayment>;
