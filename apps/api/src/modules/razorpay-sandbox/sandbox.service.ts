import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { JobQueue } from '../jobs/job-queue';
import { hmacHex, type RazorpayPayment, type RazorpayRefund } from '../payments/razorpay-client';
import { createSandboxRepository, sandboxId, toRazorpayOrder, toRazorpayPayment, toRazorpayRefund } from './sandbox.repository';

const WEBHOOK_JOB = 'sandbox-webhook';
/** Razorpay keeps retrying a webhook for a day; with the queue's backoff this is about that long. */
const WEBHOOK_ATTEMPTS = 12;

/** An answer Razorpay would give with its error body; the routes send it as it is. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    description: string,
    readonly field?: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }

  get body() {
    return { error: { code: this.code, description: this.message, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(this.field ? { field: this.field } : {}) } };
  }
}

export interface SandboxOptions {
  db: Database;
  jobs: JobQueue;
  keySecret: string;
  webhookSecret: string;
  /** Where its webhooks go: the app's /api/payments/webhook. */
  webhookUrl: () => string;
}

/**
 * A Razorpay stand-in that keeps its records in the app's database and behaves as Razorpay does
 * for the calls the shop makes: payments are captured at once (the usual auto-capture setting), the
 * checkout handler gets a triple signed with the key secret, and every change is announced by a
 * signed webhook, sent by the job queue and retried until the app takes it.
 */
export function createSandbox({ db, jobs, keySecret, webhookSecret, webhookUrl }: SandboxOptions) {
  const repository = createSandboxRepository(db);

  // One job per change delivers its events in order, each as its own signed request; a retry sends
  // them all again (the shop takes each event id once, as it must with Razorpay's redeliveries).
  jobs.handle(WEBHOOK_JOB, async (payload) => {
    for (const { eventId, body } of payload.events as Array<{ eventId: string; body: string }>) {
      const response = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(body, webhookSecret), 'x-razorpay-event-id': eventId },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`webhook ${eventId} answered ${response.status}`);
    }
  });

  /** Queues the webhooks of one change, in the order Razorpay sends them. */
  async function announce(events: Array<[event: string, entities: Record<string, unknown>]>, tx: Database): Promise<void> {
    const signed = events.map(([event, entities]) => ({
      eventId: sandboxId('evt'),
      body: JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: Object.keys(entities),
        payload: Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }])),
        created_at: Math.floor(Date.now() / 1000),
      }),
    }));
    // Sent at the worker's next poll rather than at once: like Razorpay's, a webhook comes a moment
    // after the checkout handler has the payment, not ahead of it.
    await jobs.enqueue({ kind: WEBHOOK_JOB, payload: { events: signed }, maxAttempts: WEBHOOK_ATTEMPTS, dedupeKey: `sandbox-webhook:${signed[0]!.eventId}`, wake: false }, tx);
  }

  return {
    async createOrder(order: { amount: number; currency: string; receipt?: string; notes?: Record<string, string> }) {
      if (order.currency !== 'INR') throw new SandboxError(400, 'Currency is not supported', 'currency');
      if (order.receipt && order.receipt.length > 40) throw new SandboxError(400, 'receipt: the length must be no more than 40.', 'receipt');
      return toRazorpayOrder(await repository.insertOrder({ amount: order.amount, currency: order.currency, receipt: order.receipt ?? null, notes: order.notes ?? {} }));
    },

    async fetchOrder(id: string) {
      const row = await repository.findOrder(id);
      if (!row) throw new SandboxError(400, 'The id provided does not exist', 'id');
      return toRazorpayOrder(row);
    },

    async orderPayments(id: string) {
      if (!(await repository.findOrder(id))) throw new SandboxError(400, 'The id provided does not exist', 'id');
      const items = (await repository.paymentsOfOrder(id)).map(toRazorpayPayment);
      return { entity: 'collection' as const, count: items.length, items };
    },

    async fetchPayment(id: string): Promise<RazorpayPayment> {
      const row = await repository.findPayment(id);
      if (!row) throw new SandboxError(400, 'The id provided does not exist', 'id');
      return toRazorpayPayment(row);
    },

    /** What the dialog's buttons do: a payment that succeeds (captured) or fails, as the customer chose. */
    async pay({ orderId, method, outcome }: { orderId: string; method: string; outcome: 'success' | 'failure' }) {
      return inTransaction(db, async (tx) => {
        const order = await repository.findOrder(orderId, tx, true);
        if (!order) throw new SandboxError(400, 'The id provided does not exist', 'order_id');
        if (order.status === 'paid') throw new SandboxError(400, 'This order has already been paid');
        const succeeded = outcome === 'success';
        const payment = await repository.insertPayment(
          {
            id: sandboxId('pay'),
            orderId,
            amount: order.amount,
            currency: order.currency,
            method,
            status: succeeded ? 'captured' : 'failed',
            ...(succeeded ? {} : { errorCode: 'BAD_REQUEST_ERROR', errorDescription: 'Payment failed: the test payment was declined' }),
          },
          tx,
        );
        const attempted = await repository.markOrderAttempt(orderId, succeeded, tx);
        const entity = toRazorpayPayment(payment);
        if (succeeded) {
          await announce([['payment.captured', { payment: entity }], ['order.paid', { payment: entity, order: toRazorpayOrder(attempted) }]], tx);
          return {
            ok: true as const,
            triple: { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: hmacHex(`${orderId}|${payment.id}`, keySecret) },
          };
        }
        await announce([['payment.failed', { payment: entity }]], tx);
        return {
          ok: false as const,
          failure: {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed: the test payment was declined',
              source: 'customer',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: { order_id: orderId, payment_id: payment.id },
            },
          },
        };
      });
    },

    async capture(id: string, amount: number, currency: string): Promise<RazorpayPayment> {
      return inTransaction(db, async (tx) => {
        const payment = await repository.findPayment(id, tx, true);
        if (!payment) throw new SandboxError(400, 'The id provided does not exist', 'id');
        if (payment.status === 'captured' || payment.status === 'refunded') throw new SandboxError(400, 'This payment has already been captured');
        if (payment.status !== 'authorized') throw new SandboxError(400, 'Only payments which have been authorized and not yet captured can be captured');
        if (amount !== payment.amount || currency !== payment.currency) throw new SandboxError(400, 'Capture amount must be equal to the amount authorized', 'amount');
        const captured = toRazorpayPayment(await repository.setPaymentStatus(id, 'captured', tx));
        await announce([['payment.captured', { payment: captured }]], tx);
        return captured;
      });
    },

    /** A processed refund; the same idempotency key again gives back the first one. */
    async refund(paymentId: string, { amount, receipt, idempotencyKey }: { amount?: number; receipt?: string; idempotencyKey?: string }): Promise<RazorpayRefund> {
      return inTransaction(db, async (tx) => {
        const payment = await repository.findPayment(paymentId, tx, true);
        if (!payment) throw new SandboxError(400, 'The id provided does not exist', 'id');
        if (idempotencyKey) {
          const earlier = await repository.findRefund(paymentId, idempotencyKey, tx);
          if (earlier) return toRazorpayRefund(earlier, payment.currency);
        }
        if (payment.status !== 'captured') throw new SandboxError(400, 'The payment has not been captured or is already fully refunded');
        const refundable = payment.amount - payment.amountRefunded;
        const wanted = amount ?? refundable;
        if (wanted <= 0 || wanted > refundable) throw new SandboxError(400, 'The refund amount provided is greater than amount captured', 'amount');
        const refund = await repository.insertRefund({ paymentId, amount: wanted, idempotencyKey: idempotencyKey ?? null, receipt: receipt ?? null }, tx);
        const entity = toRazorpayRefund(refund, payment.currency);
        const after = await repository.findPayment(paymentId, tx);
        await announce([['refund.processed', { refund: entity, payment: toRazorpayPayment(after!) }]], tx);
        return entity;
      });
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
