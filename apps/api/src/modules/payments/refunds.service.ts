import type { FastifyBaseLogger } from 'fastify';
import {
  isId,
  PAYMENT_MESSAGES,
  REFUND_STATUS_RANK,
  summariseRefunds,
  type AdminRefund,
  type RefundReason,
  type RefundStatus,
  type RefundSummary,
} from '@store/shared';
import type { Database } from '../../db/client';
import { pages } from '../../db/ranges';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { NotificationService } from '../notifications';
import { PermanentJobError, type JobQueue } from '../jobs';
import { RazorpayError, type RazorpayClient, type RazorpayRefund } from './razorpay-client';
import type { PaymentRow, RefundRepository, RefundRow } from './refunds.repository';

/**
 * When a pending refund is asked about again, counted from the previous look: banks take 5–7 working
 * days for a normal-speed refund, so the reconciler keeps asking for a fortnight.
 */
export const REFUND_CHECK_DELAYS_SECONDS = [15 * 60, 60 * 60, 4 * 60 * 60, 12 * 60 * 60, ...Array.from({ length: 14 }, () => 24 * 60 * 60)];

/** Who asked for a refund: an admin, the customer (cancelling), or the shop's own rules. */
export type Requester = Actor | 'customer' | 'system';

const requesterFields = (by: Requester) =>
  by === 'customer' || by === 'system' || by === 'command line' ? { requestedById: null, requestedBy: by } : { requestedById: by.id, requestedBy: by.email };

/** What a gateway refund says happened, mapped onto ours. */
const statusOf = (refund: Pick<RazorpayRefund, 'status'>): RefundStatus =>
  refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';

export interface RefundServiceOptions {
  db: Database;
  repository: RefundRepository;
  jobs: JobQueue;
  audit: AuditLog;
  gateway: RazorpayClient | undefined;
  /** Told when a refund fails: the payment then waits for a person. */
  notifications: Pick<NotificationService, 'notify'>;
  logger: FastifyBaseLogger;
}

/**
 * Payments taken and the money that goes back. A refund is a row first (in the caller's
 * transaction, under the payment's lock, so refunds asked at once never exceed what was captured),
 * then a job asks the gateway for it with the row's idempotency key. The gateway's answers, its
 * webhooks (in any order, any number of times) and the reconciler's looks only ever move a refund
 * forward: created → pending → processed, or failed, which the shop may try again.
 */
export function createRefundService({ db, repository, jobs, audit, gateway, notifications, logger }: RefundServiceOptions) {
  async function scheduleCheck(refundId: string, look: number, tx: Database = db): Promise<void> {
    const delay = REFUND_CHECK_DELAYS_SECONDS[look];
    if (delay === undefined) {
      logger.error({ refundId }, 'refund still pending after a fortnight of checks: follow it up on the gateway dashboard');
      return;
    }
    await jobs.enqueue(
      { kind: 'refund-check', payload: { refundId, look }, delaySeconds: delay, dedupeKey: `refund-check:${refundId}:${look}`, wake: false },
      tx,
    );
  }

  /**
   * Moves a locked refund to what the gateway says, never backwards (a late `pending` after
   * `processed` changes nothing). Returns the status it ends in.
   */
  async function advance(
    refund: RefundRow,
    news: { status: RefundStatus; gatewayRefundId?: string; failureReason?: string },
    tx: Database,
  ): Promise<RefundStatus> {
    const forward = REFUND_STATUS_RANK[news.status] > REFUND_STATUS_RANK[refund.status];
    const gatewayRefundId = refund.gatewayRefundId ?? news.gatewayRefundId ?? null;
    if (!forward && gatewayRefundId === refund.gatewayRefundId) return refund.status;
    await repository.update(
      refund.id,
      {
        gatewayRefundId,
        ...(forward ? { status: news.status } : {}),
        ...(forward && news.status === 'processed' ? { processedAt: new Date() } : {}),
        ...(forward && news.status === 'failed' ? { failureReason: (news.failureReason ?? 'the gateway reported the refund as failed').slice(0, 500) } : {}),
      },
      tx,
    );
    if (forward && news.status === 'failed') {
      logger.error({ refundId: refund.id, paymentId: refund.paymentId }, 'refund failed: it is listed for the shop to retry');
      // Each attempt has its own idempotency key: a retried refund that fails again is news again.
      await notifications.notify(
        {
          kind: 'payment-attention',
          key: `refund:${refund.idempotencyKey}`,
          reason: 'refund failed',
          amountPaise: refund.amount,
          detail: `The refund on payment ${refund.paymentId} failed (${news.failureReason ?? 'reported by the gateway'}): try it again from the payments page.`,
        },
        tx,
      );
    }
    return forward ? news.status : refund.status;
  }

  /** Adds a refund of a locked payment, if it fits in what is left; the gateway is asked after commit. */
  async function add(
    payment: PaymentRow,
    request: { amountPaise: number | 'rest'; reason: RefundReason; by: Requester; orderId: string | null },
    tx: Database,
  ): Promise<RefundRow | undefined> {
    const left = payment.amount - (await repository.committedOf(payment.id, tx));
    if (request.amountPaise === 'rest' && left <= 0) return undefined;
    const amount = request.amountPaise === 'rest' ? left : request.amountPaise;
    if (amount <= 0 || amount > left) throw new HttpError(409, PAYMENT_MESSAGES.refundTooLarge(Math.max(left, 0)));
    const refund = await repository.insert(
      { paymentId: payment.id, checkoutId: payment.checkoutId, orderId: request.orderId, amount, reason: request.reason, ...requesterFields(request.by) },
      tx,
    );
    await jobs.enqueue({ kind: 'payment-refund', payload: { refundId: refund.id }, dedupeKey: `refund:${refund.idempotencyKey}` }, tx);
    return refund;
  }

  jobs.handle('payment-refund', async (payload) => {
    const refund = await repository.find(payload.refundId);
    // Sent already (the webhook or a previous attempt moved it on): nothing to ask.
    if (!refund || refund.status !== 'created') return;
    if (!gateway) throw new Error('no payment gateway is configured: the refund waits until one is');
    let answer: RazorpayRefund;
    try {
      answer = await gateway.refundPayment(refund.paymentId, {
        amount: refund.amount,
        idempotencyKey: refund.idempotencyKey,
        // The receipt comes back in the refund's webhooks: it finds this row before this call returns.
        receipt: refund.idempotencyKey,
        notes: { refund_id: refund.id, idempotency_key: refund.idempotencyKey, reason: refund.reason },
      });
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error; // unreachable or 5xx: the same key is tried again
      await inTransaction(db, async (tx) => {
        const locked = await repository.lock(refund.id, tx);
        if (locked && locked.idempotencyKey === refund.idempotencyKey)
          await advance(locked, { status: 'failed', failureReason: `${error.code}: ${error.message}` }, tx);
      });
      throw new PermanentJobError(`refund refused: ${error.code}: ${error.message}`);
    }
    await inTransaction(db, async (tx) => {
      const locked = await repository.lock(refund.id, tx);
      if (!locked || locked.idempotencyKey !== refund.idempotencyKey) return;
      const status = await advance(locked, { status: statusOf(answer), gatewayRefundId: answer.id }, tx);
      if (status === 'pending') await scheduleCheck(refund.id, 0, tx);
    });
  });

  jobs.handle('refund-check', async ({ refundId, look }) => {
    const refund = await repository.find(refundId);
    if (!refund || refund.status !== 'pending' || !refund.gatewayRefundId || !gateway) return;
    const known = (await gateway.fetchPaymentRefunds(refund.paymentId)).find((candidate) => candidate.id === refund.gatewayRefundId);
    await inTransaction(db, async (tx) => {
      const locked = await repository.lock(refund.id, tx);
      if (!locked || locked.gatewayRefundId !== refund.gatewayRefundId) return;
      const status = known ? await advance(locked, { status: statusOf(known) }, tx) : locked.status;
      if (status === 'pending') await scheduleCheck(refund.id, look + 1, tx);
    });
  });

  return {
    /** Records a payment the shop took (captured), with its order once there is one. */
    recordPayment: (
      payment: { id: string; checkoutId: string | null; orderId: string | null; amount: number; currency: string; method: string },
      tx: Database,
    ) => repository.recordPayment(payment, tx),

    /** recordPayment as a CTE of another statement in `tx` (the order's insert: one round trip for the sale). */
    recordingPayment: (
      payment: { id: string; checkoutId: string | null; orderId: string | null; amount: number; currency: string; method: string },
      tx: Database,
    ) => repository.recordingPayment(payment, tx),

    findPayment: (paymentId: string, on: Database = db) => repository.findPayment(paymentId, on),

    /**
     * Refunds part of a payment (or `'rest'`: all that is left) in `tx`. 409 with what is left when
     * it does not fit; undefined for 'rest' when nothing is left.
     */
    async refund(
      request: { paymentId: string; amountPaise: number | 'rest'; reason: RefundReason; by: Requester; orderId?: string | null },
      tx: Database,
    ): Promise<RefundRow | undefined> {
      const payment = await repository.lockPayment(request.paymentId, tx);
      if (!payment) throw new Error(`refund of a payment never recorded: ${request.paymentId}`);
      return add(payment, { ...request, orderId: request.orderId ?? payment.orderId }, tx);
    },

    /** The shop refunds part of an order's payment (a goodwill or price adjustment) in `tx`, audited. */
    async refundOrder(actor: Actor, orderId: string, amountPaise: number, note: string | undefined, tx: Database): Promise<RefundRow> {
      const payment = await repository.paymentOfOrder(orderId, tx);
      if (!payment) throw new HttpError(409, PAYMENT_MESSAGES.refundTooLarge(0));
      const locked = (await repository.lockPayment(payment.id, tx))!;
      const refund = (await add(locked, { amountPaise, reason: 'shop', by: actor, orderId }, tx))!;
      await audit.record(
        actor,
        { action: 'order.refund', targetType: 'order', targetId: orderId, after: { refundId: refund.id, amountPaise, ...(note ? { note } : {}) } },
        tx,
      );
      return refund;
    },

    /** A failed refund tried again with a new idempotency key, if what it asks still fits; audited. */
    async retry(actor: Actor, refundId: string): Promise<void> {
      if (!isId(refundId)) throw new HttpError(404, PAYMENT_MESSAGES.refundNotFound);
      await inTransaction(db, async (tx) => {
        const refund = await repository.lock(refundId, tx);
        if (!refund) throw new HttpError(404, PAYMENT_MESSAGES.refundNotFound);
        if (refund.status !== 'failed') throw new HttpError(409, PAYMENT_MESSAGES.refundNotFailed);
        await repository.lockPayment(refund.paymentId, tx);
        const payment = (await repository.findPayment(refund.paymentId, tx))!;
        const left = payment.amount - (await repository.committedOf(payment.id, tx));
        if (refund.amount > left) throw new HttpError(409, PAYMENT_MESSAGES.refundTooLarge(left));
        const attempts = refund.attempts + 1;
        const idempotencyKey = `${refund.id}_${attempts}`;
        await repository.update(refund.id, { status: 'created', attempts, idempotencyKey, gatewayRefundId: null, failureReason: '' }, tx);
        await jobs.enqueue({ kind: 'payment-refund', payload: { refundId: refund.id }, dedupeKey: `refund:${idempotencyKey}` }, tx);
        await audit.record(
          actor,
          {
            action: 'refund.retry',
            targetType: 'refund',
            targetId: refund.id,
            before: { status: 'failed', failureReason: refund.failureReason, gatewayRefundId: refund.gatewayRefundId },
            after: { status: 'created', attempt: attempts },
          },
          tx,
        );
      });
    },

    /**
     * A refund event from the gateway (refund.created, .processed, .failed). Ours are found by id or
     * receipt and moved forward; one made at the gateway itself (its dashboard) for a payment of ours
     * is recorded, so the order shows the money that went back.
     */
    async fromGateway(event: string, refund: Pick<RazorpayRefund, 'id' | 'payment_id' | 'amount' | 'status'> & { receipt?: string | null }): Promise<void> {
      const status: RefundStatus = event === 'refund.failed' ? 'failed' : event === 'refund.processed' ? 'processed' : statusOf(refund);
      await inTransaction(db, async (tx) => {
        const ours = await repository.lockForGateway(refund.id, refund.receipt ?? null, tx);
        if (ours) {
          if (ours.paymentId !== refund.payment_id) return;
          const after = await advance(
            ours,
            { status, gatewayRefundId: refund.id, failureReason: 'the gateway reported the refund as failed (refund.failed)' },
            tx,
          );
          if (after === 'pending') await scheduleCheck(ours.id, 0, tx);
          return;
        }
        const payment = await repository.lockPayment(refund.payment_id, tx);
        if (!payment) {
          logger.info(
            { refundId: refund.id, paymentId: refund.payment_id },
            `${event} for a payment the shop never took (an uncaptured payment returned by the gateway): nothing to record`,
          );
          return;
        }
        const made = await repository.insertFromGateway(
          {
            paymentId: payment.id,
            checkoutId: payment.checkoutId,
            orderId: payment.orderId,
            amount: refund.amount,
            reason: 'gateway',
            requestedById: null,
            requestedBy: 'gateway',
            gatewayRefundId: refund.id,
            status,
            ...(status === 'processed' ? { processedAt: new Date() } : {}),
          },
          tx,
        );
        if (made) logger.warn({ refundId: made.id, gatewayRefundId: refund.id, paymentId: payment.id }, 'a refund made at the gateway itself was recorded');
      });
    },

    moneyOf: orderMoneyReader(repository),

    failed: () => repository.failed(),

    /** Paise refunded on each of India's days from … to (for the sales report). */
    refundedByDay: (from: string, to: string) => repository.refundedByDay(from, to),

    /** The refunds asked for from … to, a page at a time (for the refunds export). */
    exportPages: (from: string, to: string) => pages((cursor) => repository.exportPage(from, to, cursor)),
  };
}

/**
 * Each paid order's money: its refunds summed (null when none) and what can still be refunded.
 * Orders without a recorded payment are left out. The orders module reads refunds only through this.
 */
export function orderMoneyReader(repository: RefundRepository) {
  return async (orderIds: string[], on?: Database): Promise<Map<string, OrderMoney>> => {
    const money = new Map<string, OrderMoney>();
    for (const { payment, refunds: rows } of await repository.ofOrders(orderIds, on)) {
      const summary = summariseRefunds(rows.map(toAdminRefund), payment.amount);
      money.set(payment.orderId!, { refund: summary, refundablePaise: payment.amount - (summary?.amountPaise ?? 0) });
    }
    return money;
  };
}

/** An order's refunds as the shop sees them, and what is left to refund. */
export interface OrderMoney {
  refund: (RefundSummary & { refunds: AdminRefund[] }) | null;
  refundablePaise: number;
}

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    _id: row.id,
    amountPaise: row.amount,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    gatewayRefundId: row.gatewayRefundId ?? '',
    requestedBy: row.requestedBy,
    failureReason: row.failureReason,
    attempts: row.attempts,
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
