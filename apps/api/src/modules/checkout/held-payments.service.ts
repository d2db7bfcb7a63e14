import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY, isId, PAYMENT_MESSAGES, type AttentionItem, type AttentionList } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { paymentRefundedMail } from './checkout.mail';
import type { RefundService, Requester } from '../payments';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import type { OrderService } from '../orders';
import type { CheckoutRepository, CheckoutRow } from './checkout.repository';
import type { CheckoutService } from './checkout.service';

export interface HeldPaymentServiceOptions {
  db: Database;
  repository: CheckoutRepository;
  checkout: CheckoutService;
  orders: Pick<OrderService, 'customersOf'>;
  catalog: Pick<CatalogService, 'lockForSale' | 'changeStock'>;
  customers: Pick<AuthService, 'contactOf'>;
  refunds: RefundService;
  jobs: JobQueue;
  mail: MailQueue;
  audit: AuditLog;
  logger: FastifyBaseLogger;
}

/**
 * Payments that reach a person (GET /api/admin/payments/attention): a checkout paid for the wrong
 * amount, or paid after its reservation ran out when the stock had gone or a product was hidden,
 * and refunds the gateway failed. Each comes with what settles it: make the order, refund the
 * payment, or try the refund again; each action is audited. A held payment nobody settles is
 * refunded by the worker after HELD_PAYMENT_REFUND_HOURS.
 */
export function createHeldPaymentService({
  db,
  repository,
  checkout,
  orders,
  catalog,
  customers,
  refunds,
  jobs,
  mail,
  audit,
  logger,
}: HeldPaymentServiceOptions) {
  async function lockHeld(checkoutId: string, tx: Database): Promise<CheckoutRow> {
    const held = isId(checkoutId) ? await repository.lock(checkoutId, tx) : undefined;
    if (!held) throw new HttpError(404, PAYMENT_MESSAGES.attentionNotFound);
    if (held.state !== 'flagged') throw new HttpError(409, PAYMENT_MESSAGES.attentionSettled);
    return held;
  }

  /** Refunds a held payment in full (once captured; an uncaptured one lapses at the gateway) and closes it. */
  async function refundHeld(by: Requester, checkoutId: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const held = await lockHeld(checkoutId, tx);
      const payment = held.paymentId ? await refunds.findPayment(held.paymentId, tx) : undefined;
      const refund = payment
        ? await refunds.refund({ paymentId: payment.id, amountPaise: 'rest', reason: held.flagReason ?? 'amount-mismatch', by }, tx)
        : undefined;
      await repository.update(held.id, { state: 'refunded' }, tx);
      if (by !== 'system' && by !== 'customer') {
        await audit.record(
          by,
          {
            action: 'payment.refund',
            targetType: 'checkout',
            targetId: held.id,
            before: { state: 'flagged', flagReason: held.flagReason },
            after: { state: 'refunded', refundId: refund?.id ?? null },
          },
          tx,
        );
      }
      const customer = await customers.contactOf(held.userId, tx);
      if (customer && refund)
        await mail.send(paymentRefundedMail(customer.email, customer.name, { id: payment!.id, amountPaise: refund.amount }), tx, {
          dedupeKey: `payment-refunded:${held.id}`,
        });
    });
  }

  jobs.handle('held-payment-deadline', async ({ checkoutId }) => {
    const held = await repository.findById(checkoutId);
    if (held?.state !== 'flagged') return;
    logger.warn({ checkoutId }, 'a held payment was not settled in time: refunding it');
    await refundHeld('system', checkoutId).catch((error: unknown) => {
      // Settled by a person a moment ago: nothing left to do.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    });
  });

  return {
    async list(): Promise<AttentionList> {
      const [held, failed] = await Promise.all([repository.flagged(), refunds.failed()]);
      const heldItems = await Promise.all(
        held.map(async (row): Promise<AttentionItem> => {
          const payment = row.paymentId ? await refunds.findPayment(row.paymentId) : undefined;
          const captured = payment !== undefined;
          const covers = captured && payment.currency === CURRENCY && payment.amount >= row.total * 100;
          return {
            _id: row.id,
            kind: row.flagReason ?? 'amount-mismatch',
            actions: covers ? ['make-order', 'refund'] : ['refund'],
            paymentId: row.paymentId ?? '',
            amountPaise: payment?.amount ?? 0,
            currency: payment?.currency ?? CURRENCY,
            expectedPaise: row.total * 100,
            orderId: null,
            customer: { _id: row.userId, name: row.customerName, email: row.customerEmail },
            items: row.items.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
            note: captured ? (row.note ?? '') : `${row.note ?? ''}; never captured: the gateway returns it to the customer by itself`,
            since: row.updatedAt.toISOString(),
          };
        }),
      );
      const checkouts = new Map(
        (await repository.withCustomers(failed.flatMap((refund) => (refund.checkoutId ? [refund.checkoutId] : [])))).map((row) => [row.id, row]),
      );
      const orderCustomers = await orders.customersOf(failed.flatMap((refund) => (!refund.checkoutId && refund.orderId ? [refund.orderId] : [])));
      const failedItems = failed.map((refund): AttentionItem => {
        const row = refund.checkoutId ? checkouts.get(refund.checkoutId) : undefined;
        const customer = row
          ? { _id: row.userId, name: row.customerName, email: row.customerEmail }
          : (refund.orderId && orderCustomers.get(refund.orderId)) || { _id: '', name: '', email: '' };
        return {
          _id: refund.id,
          kind: 'refund-failed',
          // A refund made on the gateway's dashboard that failed is settled there, never sent again by the shop.
          actions: refunds.retryable(refund) ? ['retry-refund'] : [],
          paymentId: refund.paymentId ?? '',
          amountPaise: refund.amount,
          currency: CURRENCY,
          expectedPaise: refund.amount,
          orderId: refund.orderId,
          customer,
          items: (row?.items ?? []).map(({ productId, name, quantity }) => ({ productId, name, quantity })),
          note: refunds.retryable(refund) ? refund.failureReason : `${refund.failureReason}; made on the gateway's dashboard: settle it there`,
          since: refund.updatedAt.toISOString(),
        };
      });
      return { items: [...heldItems, ...failedItems].sort((a, b) => b.since.localeCompare(a.since)) };
    },

    /**
     * Makes the order of a held payment that covers it: the stock is taken now (409 if it is not
     * there), any excess paid goes back, and the customer gets the usual confirmation.
     */
    async makeOrder(actor: Actor, checkoutId: string): Promise<{ orderId: string }> {
      return inTransaction(db, async (tx) => {
        const held = await lockHeld(checkoutId, tx);
        const payment = held.paymentId ? await refunds.findPayment(held.paymentId, tx) : undefined;
        const expected = held.total * 100;
        if (!payment || payment.currency !== CURRENCY || payment.amount < expected) throw new HttpError(409, PAYMENT_MESSAGES.cannotMakeOrder);
        const stock = new Map(
          (
            await catalog.lockForSale(
              held.items.map((item) => item.productId),
              tx,
            )
          ).map((row) => [row.id, row.stock]),
        );
        const short = held.items.find((item) => (stock.get(item.productId) ?? 0) < item.quantity);
        if (short) throw new HttpError(409, PAYMENT_MESSAGES.notEnoughStockForOrder(short.name, stock.get(short.productId) ?? 0));
        await catalog.changeStock(
          held.items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
          tx,
        );
        const { _id: orderId } = await checkout.makeOrderLocked(
          held,
          { id: payment.id, amount: payment.amount, currency: payment.currency, method: payment.method, status: 'captured' },
          tx,
        );
        if (payment.amount > expected)
          await refunds.refund({ paymentId: payment.id, amountPaise: payment.amount - expected, reason: 'amount-mismatch', by: actor, orderId }, tx);
        await audit.record(
          actor,
          {
            action: 'payment.make-order',
            targetType: 'checkout',
            targetId: held.id,
            before: { state: 'flagged', flagReason: held.flagReason },
            after: { state: 'completed', orderId },
          },
          tx,
        );
        return { orderId };
      });
    },

    refund: (actor: Actor, checkoutId: string) => refundHeld(actor, checkoutId),

    retryRefund: (actor: Actor, refundId: string) => refunds.retry(actor, refundId),
  };
}

export type HeldPaymentService = ReturnType<typeof createHeldPaymentService>;
