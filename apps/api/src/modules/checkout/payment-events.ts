import { inTransaction } from '../../db/transaction';
import type { RefundService } from '../payments';
import type { CheckoutContext } from './checkout.context';
import type { RazorpayWebhook } from './razorpay-webhook';
import type { SettlePayment } from './settle-payment';

/** After a reservation has expired, the gateway is asked once more this much later (a late payment without a webhook). */
const LATE_CHECK_MINUTES = 60;

/** Events that say a payment may now make its order. */
const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);
/** Events about money going back. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);
/**
 * Every event the shop subscribes to (README). `payment.failed` changes nothing here: a failed
 * attempt takes no money, and the checkout keeps its stock for the customer's next try until it
 * expires; it is recorded (once) like every other.
 */
export const SUBSCRIBED_EVENTS = [...PAYMENT_EVENTS, 'payment.failed', ...REFUND_EVENTS] as const;

/**
 * What the gateway tells the shop by itself: signed webhooks, taken once each and handled by the job
 * queue, and the reconciler that asks about a checkout nobody finalised when its reservation ends.
 */
export function createPaymentEvents(ctx: CheckoutContext, { finalise }: SettlePayment) {
  const { db, repository, jobs, refunds, invoices, gateway, logger, release } = ctx;

  /** Asks the gateway about a checkout nobody finalised: makes its order if it was paid, else releases it. */
  async function reconcile(checkoutId: string, lateCheck: boolean): Promise<void> {
    const checkout = await repository.findById(checkoutId);
    if (!checkout) return;
    // A checkout given up for a newer one (abandoned) may still have been paid (issue 40): its payment is
    // looked for when its reservation would have ended, and again later, exactly as an expired one's.
    const unsettled = checkout.state === 'open' || checkout.state === 'abandoned' || (lateCheck && checkout.state === 'expired');
    if (checkout.gatewayOrderId && gateway && unsettled) {
      const payments = await gateway.fetchOrderPayments(checkout.gatewayOrderId);
      const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'authorized');
      if (paid) {
        await finalise(checkout.gatewayOrderId, paid.id);
        return;
      }
    }
    if (lateCheck || (checkout.state !== 'open' && checkout.state !== 'abandoned')) return;
    if (checkout.state === 'abandoned' || (await release(checkoutId, 'expired'))) {
      if (checkout.state === 'open') logger.info({ checkoutId }, 'checkout expired unpaid: stock released');
      if (checkout.gatewayOrderId) {
        await jobs.enqueue(
          {
            kind: 'checkout-expire',
            payload: { checkoutId, late: true },
            delaySeconds: LATE_CHECK_MINUTES * 60,
            dedupeKey: `checkout-late:${checkoutId}`,
            maxAttempts: 8,
          },
          db,
        );
      }
    }
  }

  jobs.handle('checkout-expire', async (payload) => reconcile(payload.checkoutId, payload.late === true));

  jobs.handle('payment-event', async ({ event, orderId, paymentId, refund }) => {
    if (REFUND_EVENTS.has(event) && refund) {
      // Any status the gateway sent; fromGateway reads one it does not know as pending.
      await refunds.fromGateway(event, refund as Parameters<RefundService['fromGateway']>[1], (made, tx) =>
        invoices.creditValue(made.orderId!, `refund:${made.id}`, made.amount, { kind: 'gateway' }, tx),
      );
      return;
    }
    if (PAYMENT_EVENTS.has(event) && orderId && paymentId) {
      const outcome = await finalise(orderId, paymentId);
      // The gateway's order is ours but the payment is not yet readable as paid: Razorpay's events can
      // outrun its API by a moment. Tried again with the queue's backoff.
      if (outcome.kind === 'not-paid') throw new Error(`${event}: payment ${paymentId} is not paid yet`);
    }
  });

  return {
    reconcile,

    /**
     * Takes a signed webhook in: recorded once by its event id, and handled by the job queue. Only
     * payment events for a checkout this very payment has already made into its order are
     * answered without work; refund events always reach their refund, whatever the order's state.
     */
    async acceptWebhook(eventId: string, event: RazorpayWebhook): Promise<void> {
      const name = event.event;
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      const work = PAYMENT_EVENTS.has(name) || (REFUND_EVENTS.has(name) && refund !== undefined);
      // The usual case: the browser came back first and the order exists. Recorded, nothing to queue.
      if (work && PAYMENT_EVENTS.has(name) && payment?.order_id) {
        if (await repository.recordEventIfOrdered(eventId, name, payment.order_id, payment.id)) return;
      }
      await inTransaction(db, async (tx) => {
        if (!(await repository.recordEvent(eventId, name, tx)) || !work) return;
        const notes = refund?.notes && !Array.isArray(refund.notes) ? refund.notes : {};
        // Our refunds carry their attempt's key as receipt and in notes: either finds the row before the refund call has
        // returned. Our refund's own id in the notes finds it whatever the attempt (a late event of an earlier one).
        const key = refund?.receipt ?? (typeof notes.idempotency_key === 'string' ? notes.idempotency_key : null);
        const refundFields = refund
          ? {
              id: refund.id,
              payment_id: refund.payment_id,
              amount: refund.amount,
              status: refund.status ?? '',
              receipt: key,
              ours: typeof notes.refund_id === 'string' ? notes.refund_id : null,
            }
          : null;
        await jobs.enqueue(
          { kind: 'payment-event', payload: { event: name, orderId: payment?.order_id ?? null, paymentId: payment?.id ?? null, refund: refundFields } },
          tx,
        );
      });
    },
  };
}
