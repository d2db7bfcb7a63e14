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
import type { PaymentRow, RefundAttemptRow, RefundRepository, RefundRow } from './refunds.repository';

/**
 * When a pending refund is asked about again, counted from the previous look: banks take 5–7 working
 * days for a normal-speed refund, so the reconciler keeps asking for a fortnight.
 */
export const REFUND_CHECK_DELAYS_SECONDS = [15 * 60, 60 * 60, 4 * 60 * 60, 12 * 60 * 60, ...Array.from({ length: 14 }, () => 24 * 60 * 60)];

/**
 * When a refund still waiting to be sent (status 'created') is looked at, counted from when its attempt
 * was written: by then its call has normally been answered. The payment-refund job tries for about six
 * hours; the looks go on for two days, the last ones after it has surely stopped.
 */
export const REFUND_UNSENT_DELAYS_SECONDS = [15 * 60, 60 * 60, 4 * 60 * 60, 12 * 60 * 60, 24 * 60 * 60, 48 * 60 * 60];

/** Who asked for a refund: an admin, the customer (cancelling), or the shop's own rules. */
export type Requester = Actor | 'customer' | 'system';

const requesterFields = (by: Requester) =>
  by === 'customer' || by === 'system' || by === 'command line' ? { requestedById: null, requestedBy: by } : { requestedById: by.id, requestedBy: by.email };

/** Whether a gateway refund is the one this attempt of ours asked for: its receipt, or the key in its notes. */
function sentAs(candidate: Pick<RazorpayRefund, 'receipt' | 'notes'>, refund: Pick<RefundRow, 'idempotencyKey'>): boolean {
  const notes = candidate.notes && !Array.isArray(candidate.notes) ? candidate.notes : {};
  return candidate.receipt === refund.idempotencyKey || notes.idempotency_key === refund.idempotencyKey;
}

/** Our refund's id as a gateway event carries it: in its notes, else as the prefix of its receipt (`<id>_<attempt>`). */
function oursOf(receipt: string | null, notesId: string | null): string | null {
  if (notesId && isId(notesId)) return notesId;
  const prefix = receipt ? /^([0-9a-f-]{36})_\d+$/i.exec(receipt)?.[1] : undefined;
  return prefix && isId(prefix) ? prefix : null;
}

/** A refund the shop may send again: one of its own through the gateway, not one the gateway made by itself. */
export const retryable = (refund: Pick<RefundRow, 'method' | 'reason'>) => refund.method === 'gateway' && refund.reason !== 'gateway';

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
   * Moves a locked refund's current attempt to what the gateway says, never backwards (a late
   * `pending` after `processed` changes nothing), and the refund with it. Returns the status it ends in.
   */
  async function advance(
    refund: RefundRow,
    news: { status: RefundStatus; gatewayRefundId?: string; failureReason?: string },
    tx: Database,
  ): Promise<RefundStatus> {
    const forward = REFUND_STATUS_RANK[news.status] > REFUND_STATUS_RANK[refund.status];
    const gatewayRefundId = refund.gatewayRefundId ?? news.gatewayRefundId ?? null;
    if (!forward && gatewayRefundId === refund.gatewayRefundId) return refund.status;
    const failureReason = (news.failureReason ?? 'the gateway reported the refund as failed').slice(0, 500);
    await repository.update(
      refund.id,
      {
        gatewayRefundId,
        ...(forward ? { status: news.status } : {}),
        ...(forward && news.status === 'processed' ? { processedAt: new Date() } : {}),
        ...(forward && news.status === 'failed' ? { failureReason } : {}),
      },
      tx,
    );
    if (refund.method === 'gateway' && refund.reason !== 'gateway')
      await repository.updateAttempt(
        refund.id,
        refund.attempts,
        { gatewayRefundId, ...(forward ? { status: news.status } : {}), ...(forward && news.status === 'failed' ? { failureReason } : {}) },
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

  /**
   * An event about an earlier attempt of a refund that has been tried again since (issue 40): only that
   * attempt's history moves. Its refund row stays with its current attempt, so nothing is counted twice
   * and nothing is offered for retry again. The one event that matters is money that went back after
   * all: the shop is told at once, as the customer may now be paid twice.
   */
  async function advanceEarlier(
    refund: RefundRow,
    attempt: RefundAttemptRow,
    news: { status: RefundStatus; gatewayRefundId: string },
    tx: Database,
  ): Promise<void> {
    const forward = REFUND_STATUS_RANK[news.status] > REFUND_STATUS_RANK[attempt.status];
    if (!forward && attempt.gatewayRefundId !== null) return;
    await repository.updateAttempt(
      refund.id,
      attempt.attempt,
      { gatewayRefundId: attempt.gatewayRefundId ?? news.gatewayRefundId, ...(forward ? { status: news.status } : {}) },
      tx,
    );
    if (!forward || news.status !== 'processed') return;
    logger.error(
      { refundId: refund.id, attempt: attempt.attempt, gatewayRefundId: news.gatewayRefundId },
      'an earlier attempt of a retried refund was processed',
    );
    await notifications.notify(
      {
        kind: 'payment-attention',
        key: `refund-earlier:${attempt.idempotencyKey}`,
        reason: 'refund paid by an earlier attempt',
        amountPaise: refund.amount,
        detail: `Attempt ${attempt.attempt} of the refund on payment ${refund.paymentId} (${news.gatewayRefundId}) was processed after the refund was tried again (attempt ${refund.attempts}, ${refund.status}): check the gateway's dashboard and recover any second payment from the customer.`,
      },
      tx,
    );
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
    await scheduleUnsentCheck(refund.id, refund.idempotencyKey, 0, tx);
    return refund;
  }

  /** Plans look `look` at an attempt that may never reach the gateway (REFUND_UNSENT_DELAYS_SECONDS). */
  async function scheduleUnsentCheck(refundId: string, idempotencyKey: string, look: number, tx: Database): Promise<boolean> {
    const since = REFUND_UNSENT_DELAYS_SECONDS[look - 1] ?? 0;
    const delay = REFUND_UNSENT_DELAYS_SECONDS[look];
    if (delay === undefined) return false;
    await jobs.enqueue(
      {
        kind: 'refund-unsent-check',
        payload: { refundId, idempotencyKey, look },
        delaySeconds: delay - since,
        dedupeKey: `refund-unsent:${idempotencyKey}:${look}`,
        wake: false,
      },
      tx,
    );
    return true;
  }

  jobs.handle('payment-refund', async (payload) => {
    const refund = await repository.find(payload.refundId);
    // Sent already (the webhook or a previous attempt moved it on): nothing to ask.
    // A refund made by hand has no payment and is never sent.
    if (!refund || refund.status !== 'created' || !refund.paymentId) return;
    const paymentId = refund.paymentId;
    if (!gateway) throw new Error('no payment gateway is configured: the refund waits until one is');
    let answer: RazorpayRefund;
    try {
      answer = await gateway.refundPayment(paymentId, {
        amount: refund.amount,
        idempotencyKey: refund.idempotencyKey,
        // The receipt comes back in the refund's webhooks: it finds this row before this call returns.
        receipt: refund.idempotencyKey,
        notes: { refund_id: refund.id, attempt: String(refund.attempts), idempotency_key: refund.idempotencyKey, reason: refund.reason },
      });
    } catch (error) {
      // Unreachable, 5xx or 429 (GatewayUnavailableError): the same key is tried again with the queue's backoff.
      if (!(error instanceof RazorpayError)) throw error;
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

  /**
   * A refund still 'created' long after its attempt was written (issue 40): its job died mid-call, or
   * gave up while the gateway was unreachable. The gateway is asked whether the attempt reached it (by
   * its receipt, our key); if it did, the refund takes what the gateway says. If not, and its call has
   * stopped for good, the refund is failed, so it reaches the shop's attention list with a retry.
   */
  jobs.handle('refund-unsent-check', async ({ refundId, idempotencyKey, look }) => {
    const refund = await repository.find(refundId);
    if (!refund || refund.status !== 'created' || refund.idempotencyKey !== idempotencyKey || !refund.paymentId) return;
    const reached = gateway ? (await gateway.fetchPaymentRefunds(refund.paymentId)).find((candidate) => sentAs(candidate, refund)) : undefined;
    const sending = await jobs.stateOf(`refund:${idempotencyKey}`);
    await inTransaction(db, async (tx) => {
      const locked = await repository.lock(refundId, tx);
      if (!locked || locked.status !== 'created' || locked.idempotencyKey !== idempotencyKey) return;
      if (reached) {
        const status = await advance(locked, { status: statusOf(reached), gatewayRefundId: reached.id }, tx);
        if (status === 'pending') await scheduleCheck(refundId, 0, tx);
        return;
      }
      const stillTrying = sending === 'queued' || sending === 'running';
      if (stillTrying && (await scheduleUnsentCheck(refundId, idempotencyKey, look + 1, tx))) return;
      logger.error({ refundId, look, sending }, 'a refund never reached the gateway: it is listed for the shop to try again');
      await advance(
        locked,
        {
          status: 'failed',
          failureReason: stillTrying
            ? 'the refund was still not sent to the gateway after two days (the gateway unreachable)'
            : 'the refund never reached the gateway: its call stopped before the gateway took it',
        },
        tx,
      );
    });
  });

  jobs.handle('refund-check', async ({ refundId, look }) => {
    const refund = await repository.find(refundId);
    if (!refund || refund.status !== 'pending' || !refund.gatewayRefundId || !refund.paymentId || !gateway) return;
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

    /**
     * A refund the shop made by hand, in `tx`: a cash-on-delivery order's money sent back by bank transfer
     * or UPI, with the transfer's UTR (issue 40). Processed as recorded: the shop records it once made.
     */
    recordByHand: (
      request: { orderId: string; amountPaise: number; reason: RefundReason; method: 'bank-transfer' | 'upi'; reference: string; by: Actor },
      tx: Database,
    ): Promise<RefundRow> =>
      repository.insertByHand(
        {
          orderId: request.orderId,
          amount: request.amountPaise,
          reason: request.reason,
          method: request.method,
          reference: request.reference,
          ...requesterFields(request.by),
        },
        tx,
      ),

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
        // One made at the gateway itself is the gateway's to settle: the shop never sends it (issue 40).
        if (!retryable(refund) || !refund.paymentId) throw new HttpError(409, PAYMENT_MESSAGES.refundNotOurs);
        await repository.lockPayment(refund.paymentId, tx);
        const payment = (await repository.findPayment(refund.paymentId, tx))!;
        const left = payment.amount - (await repository.committedOf(payment.id, tx));
        if (refund.amount > left) throw new HttpError(409, PAYMENT_MESSAGES.refundTooLarge(left));
        const attempts = refund.attempts + 1;
        const idempotencyKey = `${refund.id}_${attempts}`;
        // The failed attempt stays as it was, in the refund's history: its late events find it there.
        await repository.addAttempt(refund.id, attempts, idempotencyKey, tx);
        await repository.update(refund.id, { status: 'created', attempts, idempotencyKey, gatewayRefundId: null, failureReason: '' }, tx);
        await jobs.enqueue({ kind: 'payment-refund', payload: { refundId: refund.id }, dedupeKey: `refund:${idempotencyKey}` }, tx);
        await scheduleUnsentCheck(refund.id, idempotencyKey, 0, tx);
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
     * A refund event from the gateway (refund.created, .processed, .failed). Ours are found by the
     * attempt's gateway id or receipt, or by our id in its notes (or the receipt's prefix): the attempt it
     * is about moves forward, and only the current one moves the refund. One made at the gateway itself
     * (its dashboard) for a payment of ours is recorded, so the order shows the money that went back.
     */
    async fromGateway(
      event: string,
      refund: Pick<RazorpayRefund, 'id' | 'payment_id' | 'amount' | 'status'> & { receipt?: string | null; ours?: string | null },
      /** Told, in the same transaction, of a refund made at the gateway itself for an order (its credit note is issued there). */
      onRecorded?: (made: RefundRow, tx: Database) => Promise<unknown>,
    ): Promise<void> {
      const status: RefundStatus = event === 'refund.failed' ? 'failed' : event === 'refund.processed' ? 'processed' : statusOf(refund);
      const ours = oursOf(refund.receipt ?? null, refund.ours ?? null);
      await inTransaction(db, async (tx) => {
        const found = await repository.lockForGateway(refund.id, refund.receipt ?? null, ours, tx);
        if (found) {
          const { refund: row, attempt } = found;
          if (row.paymentId !== refund.payment_id) return;
          if (attempt && attempt.attempt !== row.attempts) {
            await advanceEarlier(row, attempt, { status, gatewayRefundId: refund.id }, tx);
            return;
          }
          if (!attempt && row.reason !== 'gateway' && row.gatewayRefundId !== refund.id) {
            // Ours by its notes, but of no attempt we sent: never a new row, never a move of the current attempt.
            logger.warn(
              { refundId: row.id, gatewayRefundId: refund.id },
              `${event} names a refund of ours but none of its attempts: left for the shop to check`,
            );
            return;
          }
          const after = await advance(
            row,
            { status, gatewayRefundId: refund.id, failureReason: 'the gateway reported the refund as failed (refund.failed)' },
            tx,
          );
          if (after === 'pending') await scheduleCheck(row.id, 0, tx);
          return;
        }
        if (ours) {
          // Our id, but no refund of ours by it (erased, or another shop's account): nothing is made from it.
          logger.warn({ gatewayRefundId: refund.id }, `${event} carries a refund id of ours that is not known: nothing recorded`);
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
        if (!made) {
          // Another event of the same refund (refund.created and .failed delivered at once) recorded it
          // first, committed by now: this one moves that row as it would have had it come second.
          const recorded = await repository.lockForGateway(refund.id, null, null, tx);
          if (recorded)
            await advance(
              recorded.refund,
              { status, gatewayRefundId: refund.id, failureReason: 'the gateway reported the refund as failed (refund.failed)' },
              tx,
            );
          return;
        }
        logger.warn({ refundId: made.id, gatewayRefundId: refund.id, paymentId: payment.id }, 'a refund made at the gateway itself was recorded');
        // Money that went back on an order, whoever sent it, has its credit note; a failed one sent nothing back.
        if (made.orderId && made.status !== 'failed') await onRecorded?.(made, tx);
      });
    },

    moneyOf: orderMoneyReader(repository),

    failed: () => repository.failed(),

    retryable,

    /** Paise refunded on each of India's days from … to (for the sales report). */
    refundedByDay: (from: string, to: string) => repository.refundedByDay(from, to),

    /** The refunds asked for from … to, a page at a time (for the refunds export). */
    exportPages: (from: string, to: string) => pages((cursor) => repository.exportPage(from, to, cursor)),
  };
}

/** An order whose money is asked: its id, and the cash its customer paid on delivery (paise; 0 if none, or not yet). */
export interface MoneyOfOrder {
  id: string;
  cashPaise: number;
}

/**
 * Each paid order's money: its refunds summed (null when none) and what can still be refunded. An
 * order paid online counts its gateway payment and that payment's refunds; one paid in cash on
 * delivery counts the cash and the refunds made to it by hand (by UPI or bank transfer: issue 40
 * point 10, so both views say 'Refunded' as the reports do). Orders with neither are left out. The
 * orders module reads refunds only through this.
 */
export function orderMoneyReader(repository: RefundRepository) {
  return async (orders: MoneyOfOrder[], on?: Database): Promise<Map<string, OrderMoney>> => {
    const money = new Map<string, OrderMoney>();
    const ids = orders.map((order) => order.id);
    for (const { payment, refunds: rows } of await repository.ofOrders(ids, on)) {
      const summary = summariseRefunds(rows.map(toAdminRefund), payment.amount);
      money.set(payment.orderId!, { refund: summary, refundablePaise: payment.amount - (summary?.amountPaise ?? 0) });
    }
    const byHand = new Map<string, RefundRow[]>();
    for (const row of await repository.byHandOfOrders(ids, on)) byHand.set(row.orderId!, [...(byHand.get(row.orderId!) ?? []), row]);
    for (const { id, cashPaise } of orders) {
      if (money.has(id) || cashPaise <= 0) continue;
      const summary = summariseRefunds((byHand.get(id) ?? []).map(toAdminRefund), cashPaise);
      money.set(id, { refund: summary, refundablePaise: cashPaise - (summary?.amountPaise ?? 0) });
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
