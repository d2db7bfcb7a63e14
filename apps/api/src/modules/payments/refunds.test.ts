import { and, eq, like } from 'drizzle-orm';
import { PAYMENT_MESSAGES, refundSummaryLabel, type AdminOrder, type AttentionList, type Order } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { checkouts, jobs, orders, paymentEvents, products, refundAttempts, refunds } from '../../schema';
import { sandboxPayments, sandboxRefunds } from '@store/razorpay-sandbox';
import { bearer, type TestApp } from '../../../test/test-app';
import { listeningApp, purchases, type Scenario } from '../../../test/purchases';

/**
 * Refunds as Razorpay makes them: rows per refund, partial and repeated, capped by what was captured
 * under any concurrency; gateway answers, webhooks (once, twice, late, out of order, never) and the
 * reconciler only move a refund forward; failed ones are listed for the shop and tried again.
 * Everything goes through the real HTTP server and the sandbox over HTTP.
 */

let t: TestApp;
let shop: ReturnType<typeof purchases>;
let admin: MadeUser;

beforeAll(async () => {
  t = await listeningApp();
  shop = purchases(t);
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(async () => t.close());

const JOBS = ['payment-refund', 'refund-check', 'sandbox-webhook', 'sandbox-refund-settle', 'payment-event'];

async function paidOrder(scenario: Scenario = {}, price = 10_000, quantity = 1) {
  const buyer = await t.make.makeUser();
  const product = await t.make.makeProduct({ priceInclGst: price, stock: 50 });
  const order = await shop.buy(buyer, [[product, quantity]], scenario);
  await t.app.jobs.drain();
  return { buyer, product, order, paise: order.totalAmount * 100 };
}

const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: bearer(admin) })).json<AdminOrder>();
const customerOrder = async (buyer: MadeUser, id: string) => (await shop.call('GET', `/api/orders/${id}`, undefined, buyer.token)).json<Order>();
const shopRefund = (id: string, amount: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, payload: { amount }, headers: bearer(admin) });
const cancel = (buyer: MadeUser, id: string) => shop.call('POST', `/api/orders/${id}/cancel`, undefined, buyer.token);
const sandboxRefundsOf = (paymentId: string) => t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
const attention = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: bearer(admin) })).json<AttentionList>();

describe('partial and repeated refunds', () => {
  it('the shop refunds part of an order twice, then cancelling refunds the rest; the order shows each and the sum', async () => {
    const { buyer, order, paise } = await paidOrder({}, 10_000); // ₹11,800
    expect((await shopRefund(order._id, 1000)).statusCode).toBe(200);
    expect((await shopRefund(order._id, 499.5)).statusCode).toBe(200);
    await t.app.jobs.drain();
    let seen = await adminOrder(order._id);
    expect(seen.refund).toMatchObject({ extent: 'partial', status: 'processed', amountPaise: 149_950, refundedPaise: 149_950 });
    expect(seen.refundablePaise).toBe(paise - 149_950);
    expect(seen.refund!.refunds.map((refund) => [refund.amountPaise, refund.reason, refund.requestedBy])).toEqual([
      [100_000, 'shop', admin.email],
      [49_950, 'shop', admin.email],
    ]);
    // The customer is told of each, once.
    const mails = await t.database.db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), like(jobs.dedupeKey, 'order-refunded:%')));
    expect(mails.map((mail) => mail.key).sort()).toEqual(seen.refund!.refunds.map((refund) => `order-refunded:${refund._id}`).sort());

    expect((await cancel(buyer, order._id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    seen = await adminOrder(order._id);
    expect(seen.refund).toMatchObject({ extent: 'full', status: 'processed', amountPaise: paise, refundedPaise: paise });
    expect(seen.refund!.refunds.at(-1)).toMatchObject({ amountPaise: paise - 149_950, reason: 'order-cancelled', requestedBy: 'customer' });
    expect(seen.refundablePaise).toBe(0);
    // The gateway refunded exactly what was captured, in three refunds.
    const atGateway = await sandboxRefundsOf(order.paymentDetails.paymentId);
    expect(atGateway.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([49_950, 100_000, paise - 149_950].sort((a, b) => a - b));
    const [payment] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order.paymentDetails.paymentId));
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: paise });
    const mine = await customerOrder(buyer, order._id);
    expect(refundSummaryLabel(mine.refund!)).toBe(`Refunded ₹${(paise / 100).toLocaleString('en-IN')}.00`);
  });

  it('concurrent refund requests that together exceed the capture: only what fits is refunded', async () => {
    const { order, paise } = await paidOrder({}, 1000); // ₹1,180
    const answers = await Promise.all(Array.from({ length: 10 }, () => shopRefund(order._id, 300)));
    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.refundTooLarge(paise - 90_000));
    }
    await t.app.jobs.drain();
    expect((await sandboxRefundsOf(order.paymentDetails.paymentId)).map((refund) => refund.amount)).toEqual([30_000, 30_000, 30_000]);
    // A cancel racing more partial refunds: the whole payment back, never more.
    const more = await Promise.all([
      shopRefund(order._id, 200),
      shopRefund(order._id, 200),
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}/status`, payload: { status: 'cancelled' }, headers: bearer(admin) }),
    ]);
    expect(more[2]!.statusCode).toBe(200);
    await t.app.jobs.drain();
    const total = (await sandboxRefundsOf(order.paymentDetails.paymentId)).reduce((sum, refund) => sum + refund.amount, 0);
    expect(total).toBe(paise);
    expect((await adminOrder(order._id)).refund).toMatchObject({ extent: 'full', amountPaise: paise });
  });

  it('refuses amounts that are not whole paise, under ₹1, or more than is left, with a clear message', async () => {
    const { order } = await paidOrder({}, 1000);
    for (const amount of [0.5, 10.001, -5, 'ten']) {
      const res = await shopRefund(order._id, amount as number);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(PAYMENT_MESSAGES.amountInvalid)]);
    }
    const tooMuch = await shopRefund(order._id, 5000);
    // ₹1,000 of goods and ₹99 of delivery were paid.
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, PAYMENT_MESSAGES.refundTooLarge(109_900)]);
    const customer = await t.make.makeUser();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/refunds`, payload: { amount: 10 }, headers: bearer(customer) })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/00000000-0000-4000-8000-000000000000/refunds`,
          payload: { amount: 10 },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
  });
});

describe('refunds that fail or stay pending', () => {
  it('a refund that fails is shown to the shop with a retry, and succeeds when tried again', async () => {
    const { buyer, order, paise } = await paidOrder({ refunds: 'failed-once' });
    expect((await cancel(buyer, order._id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await adminOrder(order._id)).refund).toMatchObject({ status: 'pending' });
    // The bank's answer comes later: refund.failed.
    await shop.runDue('sandbox-refund-settle');
    await t.app.jobs.drain();
    const failed = await adminOrder(order._id);
    expect(failed.refund).toMatchObject({ status: 'failed', amountPaise: 0, refundedPaise: 0 });
    expect(failed.refund!.refunds[0]).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('refund.failed') });
    // The customer is told in the shop's words, never the gateway's.
    const mine = await customerOrder(buyer, order._id);
    expect(refundSummaryLabel(mine.refund!)).toBe('Refund delayed: we will contact you');
    const listed = (await attention()).items.find((item) => item._id === failed.refund!.refunds[0]!._id);
    expect(listed).toMatchObject({
      kind: 'refund-failed',
      actions: ['retry-refund'],
      amountPaise: paise,
      orderId: order._id,
      customer: { email: buyer.email },
    });

    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/payments/attention/${listed!._id}/retry-refund`, headers: bearer(admin) });
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.jobs.drain();
    const after = await adminOrder(order._id);
    expect(after.refund).toMatchObject({ extent: 'full', status: 'processed', refundedPaise: paise });
    expect(after.refund!.refunds).toHaveLength(1);
    expect(after.refund!.refunds[0]).toMatchObject({ attempts: 2, status: 'processed', failureReason: '' });
    // Two refunds at the gateway under two keys: the failed one and the retry.
    expect((await sandboxRefundsOf(order.paymentDetails.paymentId)).map((refund) => [refund.status, refund.idempotencyKey]).sort()).toEqual(
      [
        ['failed', `${listed!._id}_1`],
        ['processed', `${listed!._id}_2`],
      ].sort(),
    );
    expect((await attention()).items.some((item) => item._id === listed!._id)).toBe(false);
    // A refund that is not failed cannot be retried; a retry twice at once runs once.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/payments/attention/${listed!._id}/retry-refund`, headers: bearer(admin) });
    expect([again.statusCode, again.json().message]).toEqual([409, PAYMENT_MESSAGES.refundNotFailed]);
  });

  it('a refund the gateway refuses outright is failed at once, with its reason for the shop only', async () => {
    const { buyer, order } = await paidOrder({ refunds: 'rejected' });
    await cancel(buyer, order._id);
    await t.app.jobs.drain();
    const seen = await adminOrder(order._id);
    expect(seen.refund!.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: 'BAD_REQUEST_ERROR: Refund is not supported by the bank because the payment is more than 6 months old',
    });
    expect(JSON.stringify(await customerOrder(buyer, order._id))).not.toContain('not supported by the bank');
  });

  it('a failed refund of an order older than checkouts still names its customer to the shop', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ priceInclGst: 2000 });
    // Paid before the shop kept checkouts (its payment is unknown to this gateway, which refuses the refund).
    const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }]);
    expect((await shopRefund(orderId, 100)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ status: 'failed', checkoutId: null, failureReason: 'BAD_REQUEST_ERROR: The id provided does not exist' });
    expect((await attention()).items.find((item) => item._id === refund!.id)).toMatchObject({
      kind: 'refund-failed',
      orderId,
      customer: { _id: buyer.id, email: buyer.email },
    });
  });

  it('a refund left pending with its webhooks lost is asked about again by the reconciler', async () => {
    const { buyer, order, paise } = await paidOrder({ refunds: 'pending', webhooks: 'lost' });
    await cancel(buyer, order._id);
    await t.app.jobs.drain();
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    // Still pending at the gateway: the reconciler looks, finds it pending, and plans another look.
    await shop.runDue('refund-check');
    expect((await t.database.db.select().from(refunds).where(eq(refunds.id, row!.id)))[0]!.status).toBe('pending');
    // The bank finishes; no webhook comes. The next look sees it processed.
    await shop.runDue('sandbox-refund-settle');
    await shop.runDue('refund-check');
    const [after] = await t.database.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(after).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    expect((await customerOrder(buyer, order._id)).refund).toMatchObject({ status: 'processed', refundedPaise: paise });
  });
});

describe('refund events, in any number and order', () => {
  it.each([['once'], ['twice'], ['reversed'], ['late']] as const)('webhooks delivered %s: the refund ends processed, once', async (webhooks) => {
    const { buyer, order, paise } = await paidOrder({ refunds: 'pending', webhooks });
    await cancel(buyer, order._id);
    await t.app.jobs.drain();
    await shop.runDue('sandbox-refund-settle');
    await shop.runDue(...JOBS);
    await shop.runDue(...JOBS);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((refund) => [refund.status, refund.amount])).toEqual([['processed', paise]]);
    expect(await sandboxRefundsOf(order.paymentDetails.paymentId)).toHaveLength(1);
  });

  it('failed refunds delivered twice and out of order end failed, and a late pending answer never undoes processed', async () => {
    const { buyer, order } = await paidOrder({ refunds: 'failed', webhooks: 'twice' });
    await cancel(buyer, order._id);
    await t.app.jobs.drain();
    await shop.runDue('sandbox-refund-settle');
    await shop.runDue(...JOBS);
    const [failed] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(failed!.status).toBe('failed');

    const done = await paidOrder();
    await cancel(done.buyer, done.order._id);
    await t.app.jobs.drain();
    const [processed] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, done.order._id));
    expect(processed!.status).toBe('processed');
    // A refund.created saying pending, delivered after processed (events are not ordered): nothing moves back.
    const late = JSON.stringify({
      entity: 'event',
      event: 'refund.created',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: processed!.gatewayRefundId,
            payment_id: processed!.paymentId,
            amount: processed!.amount,
            status: 'pending',
            receipt: processed!.idempotencyKey,
          },
        },
        payment: { entity: { id: processed!.paymentId } },
      },
    });
    expect((await t.app.inject(shop.signedWebhook(late))).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await t.database.db.select().from(refunds).where(eq(refunds.id, processed!.id)))[0]!.status).toBe('processed');
  });

  it('refund.processed before our own refund call has returned is fine: the call then finds it processed', async () => {
    const { buyer, order, paise } = await paidOrder();
    // The cancel writes the refund and queues its call; before the call runs, Razorpay already has the
    // refund (an earlier attempt's request reached it) and its webhook arrives.
    await cancel(buyer, order._id);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(row!.status).toBe('created');
    const atGateway = await t.app.inject({
      method: 'POST',
      url: `/sandbox/razorpay/v1/payments/${order.paymentDetails.paymentId}/refund`,
      payload: {
        amount: paise,
        speed: 'normal',
        receipt: row!.idempotencyKey,
        // Exactly the job's request: should the queue's own call reach the sandbox first, this one is its repeat, not a different request.
        notes: { refund_id: row!.id, attempt: String(row!.attempts), idempotency_key: row!.idempotencyKey, reason: 'order-cancelled' },
      },
      headers: { ...shop.sandboxAuth(), 'x-refund-idempotency': row!.idempotencyKey },
    });
    expect(atGateway.statusCode, atGateway.body).toBe(200);
    const processed = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: { refund: { entity: atGateway.json() }, payment: { entity: { id: order.paymentDetails.paymentId } } },
    });
    expect((await t.app.inject(shop.signedWebhook(processed))).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [after] = await t.database.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(after).toMatchObject({ status: 'processed', gatewayRefundId: atGateway.json().id });
    // One refund at the gateway: the shop's call came back with the same one (same idempotency key).
    expect(await sandboxRefundsOf(order.paymentDetails.paymentId)).toHaveLength(1);
  });

  it('a refund made on the gateway’s dashboard is recorded against its order', async () => {
    const { buyer, order } = await paidOrder({}, 2000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/razorpay/v1/payments/${order.paymentDetails.paymentId}/refund`,
      payload: { amount: 5000 },
      headers: shop.sandboxAuth(),
    });
    expect(res.statusCode).toBe(200);
    await shop.runDue(...JOBS);
    const mine = await customerOrder(buyer, order._id);
    expect(mine.refund).toMatchObject({
      extent: 'partial',
      status: 'processed',
      refundedPaise: 5000,
      refunds: [expect.objectContaining({ reason: 'gateway', amountPaise: 5000 })],
    });
    // What is left to refund knows about it.
    expect((await adminOrder(order._id)).refundablePaise).toBe(order.totalAmount * 100 - 5000);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.event, 'refund.processed'));
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('payment events, in any number and order', () => {
  it.each([['twice'], ['reversed'], ['late'], ['lost']] as const)(
    'webhooks delivered %s with the browser gone: one order, stock taken once',
    async (webhooks) => {
      const buyer = await t.make.makeUser();
      const product = await t.make.makeProduct({ stock: 3 });
      const { orderId } = await shop.createOrder(buyer, [[product, 1]]);
      await shop.pay(orderId, { webhooks });
      await shop.runDue('sandbox-webhook', 'payment-event');
      await shop.runDue('sandbox-webhook', 'payment-event');
      // Lost webhooks: the reconciler finds the payment when the reservation ends.
      if (webhooks === 'lost') await shop.runDue('checkout-expire');
      const made = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId));
      expect(made).toHaveLength(1);
      const [row] = await t.database.db.select({ stock: checkouts.holdsStock }).from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
      expect(row!.stock).toBe(false);
      expect((await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product._id)))[0]!.stock).toBe(2);
    },
  );

  it('an authorized-only payment is captured by the shop; one captured by auto-capture meanwhile counts as captured', async () => {
    for (const outcome of ['authorized', 'capture-race'] as const) {
      const buyer = await t.make.makeUser();
      const product = await t.make.makeProduct({ stock: 3 });
      const { orderId } = await shop.createOrder(buyer, [[product, 1]]);
      const triple = await shop.pay(orderId, { outcome });
      const [before] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, triple.razorpay_payment_id));
      expect(before!.status).toBe('authorized');
      const placed = await shop.place(buyer, triple);
      expect([placed.statusCode, outcome]).toEqual([201, outcome]);
      expect(placed.json<Order>().paymentDetails).toMatchObject({ status: 'completed', paymentId: triple.razorpay_payment_id });
      const [after] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, triple.razorpay_payment_id));
      expect(after).toMatchObject({ status: 'captured', captured: true });
      await shop.runDue('sandbox-webhook', 'payment-event');
      expect(await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))).toHaveLength(1);
    }
  });

  it('payment.failed, delivered twice, changes nothing: the checkout keeps its stock for another try', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 3 });
    const { orderId } = await shop.createOrder(buyer, [[product, 1]]);
    const failed = await shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: orderId, method: 'card', outcome: 'failed', webhooks: 'twice' });
    expect(failed.statusCode).toBe(400);
    await shop.runDue('sandbox-webhook', 'payment-event');
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
    expect(checkout).toMatchObject({ state: 'open', holdsStock: true });
    expect((await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.event, 'payment.failed'))).length).toBeGreaterThan(0);
    expect((await shop.place(buyer, await shop.pay(orderId))).statusCode).toBe(201);
  });
});

describe('retries, earlier attempts and refunds that never reached the gateway (issue 40)', () => {
  const attemptsOf = (refundId: string) =>
    t.database.db.select().from(refundAttempts).where(eq(refundAttempts.refundId, refundId)).orderBy(refundAttempts.attempt);
  const refundEvent = (event: string, entity: Record<string, unknown>) =>
    JSON.stringify({
      entity: 'event',
      event,
      contains: ['refund', 'payment'],
      payload: { refund: { entity }, payment: { entity: { id: entity.payment_id } } },
    });
  const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/payments/attention/${id}/retry-refund`, headers: bearer(admin) });

  it('a failed refund tried again, then the first attempt’s events late and out of order: one refund, counted once, never offered again', async () => {
    const { buyer, order, paise } = await paidOrder({ refunds: 'failed-once', webhooks: 'lost' });
    expect((await cancel(buyer, order._id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    // The bank fails the first attempt; no webhook comes, the reconciler finds out.
    await shop.runDue('sandbox-refund-settle');
    await shop.runDue('refund-check');
    const [failed] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const first = (await sandboxRefundsOf(order.paymentDetails.paymentId))[0]!;
    expect((await retry(failed!.id)).statusCode).toBe(200);
    await t.app.jobs.drain();

    // Now the first attempt's events arrive, late and out of order: refund.failed, then refund.created (pending).
    const entity = (await t.app.inject({ method: 'GET', url: `/sandbox/razorpay/v1/refunds/${first.id}`, headers: shop.sandboxAuth() })).json<
      Record<string, unknown>
    >();
    expect(entity).toMatchObject({ receipt: `${failed!.id}_1`, notes: expect.objectContaining({ refund_id: failed!.id }) });
    for (const [event, status] of [
      ['refund.failed', 'failed'],
      ['refund.created', 'pending'],
    ] as const)
      expect((await t.app.inject(shop.signedWebhook(refundEvent(event, { ...entity, status })))).statusCode).toBe(200);
    await t.app.jobs.drain();

    // One refund, processed by its second attempt; the first kept as its history.
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((row) => [row.id, row.status, row.amount, row.attempts])).toEqual([[failed!.id, 'processed', paise, 2]]);
    expect((await attemptsOf(failed!.id)).map((attempt) => [attempt.attempt, attempt.status, attempt.gatewayRefundId])).toEqual([
      [1, 'failed', first.id],
      [2, 'processed', rows[0]!.gatewayRefundId],
    ]);
    const seen = await adminOrder(order._id);
    expect(seen.refund).toMatchObject({ extent: 'full', status: 'processed', amountPaise: paise, refundedPaise: paise });
    expect(seen.refundablePaise).toBe(0);
    expect((await attention()).items.some((item) => item._id === failed!.id)).toBe(false);
    const again = await shopRefund(order._id, 1);
    expect([again.statusCode, again.json().message]).toEqual([409, PAYMENT_MESSAGES.refundTooLarge(0)]);
    // The gateway paid out once.
    expect((await sandboxRefundsOf(order.paymentDetails.paymentId)).filter((refund) => refund.status === 'processed').map((refund) => refund.amount)).toEqual([
      paise,
    ]);
  });

  it('a refund made on the gateway’s dashboard that fails is listed for the shop but never offered for retry', async () => {
    const { order } = await paidOrder({}, 2000);
    // ₹24.68 fails at the gateway, whatever the scenario.
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/razorpay/v1/payments/${order.paymentDetails.paymentId}/refund`,
      payload: { amount: 2468 },
      headers: shop.sandboxAuth(),
    });
    expect(res.statusCode).toBe(200);
    await shop.runDue(...JOBS);
    await shop.runDue('sandbox-refund-settle');
    await shop.runDue(...JOBS);
    const [made] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made).toMatchObject({ reason: 'gateway', status: 'failed' });
    expect((await attention()).items.find((item) => item._id === made!.id)).toMatchObject({ kind: 'refund-failed', actions: [] });
    const refused = await retry(made!.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, PAYMENT_MESSAGES.refundNotOurs]);
    expect(await sandboxRefundsOf(order.paymentDetails.paymentId)).toHaveLength(1);
  });

  it('a dashboard refund’s refund.created and refund.failed taken at the same moment end failed, one row', async () => {
    const { order } = await paidOrder({}, 2000);
    const paymentId = order.paymentDetails.paymentId;
    // Each pair races to record the refund: the loser must still move the winner's row (on PostgreSQL, both run at once).
    const gatewayIds = ['rfnd_RaceDashboard01', 'rfnd_RaceDashboard02', 'rfnd_RaceDashboard03', 'rfnd_RaceDashboard04'];
    for (const id of gatewayIds) {
      const entity = { id, entity: 'refund', payment_id: paymentId, amount: 100, currency: 'INR', receipt: null, notes: [] };
      const answers = await Promise.all([
        t.app.inject(shop.signedWebhook(refundEvent('refund.created', { ...entity, status: 'pending' }))),
        t.app.inject(shop.signedWebhook(refundEvent('refund.failed', { ...entity, status: 'failed' }))),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    await shop.runDue('payment-event');
    const made = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(made.map((row) => [row.gatewayRefundId, row.status]).sort()).toEqual(gatewayIds.map((id) => [id, 'failed']));
  });

  it('Razorpay’s 429 is tried again with backoff, never taken as a refusal', async () => {
    const { buyer, order, paise } = await paidOrder({ refunds: 'rate-limited' });
    await cancel(buyer, order._id);
    await t.app.jobs.drain();
    await shop.runDue('payment-refund');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(row).toMatchObject({ status: 'processed', failureReason: '', attempts: 1 });
    expect((await sandboxRefundsOf(order.paymentDetails.paymentId)).map((refund) => refund.amount)).toEqual([paise]);
    const [call] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `refund:${row!.idempotencyKey}`));
    // Tried twice under the same key: the 429, then the refund.
    expect(call).toMatchObject({ state: 'done', attempts: 2 });
  });

  describe('with the refund call’s retries far off (a gateway that turned the call away once)', () => {
    let slow: TestApp;
    let slowShop: ReturnType<typeof purchases>;
    beforeAll(async () => {
      slow = await listeningApp({ JOB_RETRY_BASE_SECONDS: '3600' });
      slowShop = purchases(slow);
    });
    afterAll(async () => slow.close());

    /** A cancelled paid order whose refund call was turned away once (429) and then never ran again: its job died. */
    async function refundLeftUnsent() {
      const buyer = await slow.make.makeUser();
      const product = await slow.make.makeProduct({ priceInclGst: 10_000, stock: 5 });
      const order = await slowShop.buy(buyer, [[product, 1]], { refunds: 'rate-limited', webhooks: 'lost' });
      await slow.app.jobs.drain();
      expect((await slowShop.call('POST', `/api/orders/${order._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
      await slow.app.jobs.drain();
      const [row] = await slow.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
      expect(row!.status).toBe('created');
      await slow.database.db
        .update(jobs)
        .set({ state: 'dead', attempts: 12 })
        .where(eq(jobs.dedupeKey, `refund:${row!.idempotencyKey}`));
      return { order, row: row!, paise: order.totalAmount * 100 };
    }
    const slowAttention = async () =>
      (await slow.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: bearer(slowAdmin) })).json<AttentionList>();
    let slowAdmin: MadeUser;
    beforeAll(async () => {
      slowAdmin = await slow.make.makeUser({ role: 'admin' });
    });

    it('a refund whose job died before reaching the gateway is found unsent and listed for the shop, with a retry', async () => {
      const { order, row, paise } = await refundLeftUnsent();
      await slowShop.runDue('refund-unsent-check');
      const [after] = await slow.database.db.select().from(refunds).where(eq(refunds.id, row.id));
      expect(after).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('never reached the gateway') });
      expect((await slowAttention()).items.find((item) => item._id === row.id)).toMatchObject({ kind: 'refund-failed', actions: ['retry-refund'] });
      const retried = await slow.app.inject({ method: 'POST', url: `/api/admin/payments/attention/${row.id}/retry-refund`, headers: bearer(slowAdmin) });
      expect(retried.statusCode).toBe(200);
      await slow.app.jobs.drain();
      const [done] = await slow.database.db.select().from(refunds).where(eq(refunds.id, row.id));
      expect(done).toMatchObject({ status: 'processed', attempts: 2 });
      expect(
        (await slow.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, order.paymentDetails.paymentId))).map((r) => r.amount),
      ).toEqual([paise]);
    });

    it('a refund whose call reached the gateway but whose answer was lost (process died, webhooks lost) is found there and taken', async () => {
      const { order, row, paise } = await refundLeftUnsent();
      // The call reached Razorpay; the process died before it recorded the answer, and never ran again.
      const reached = await slow.app.inject({
        method: 'POST',
        url: `/sandbox/razorpay/v1/payments/${order.paymentDetails.paymentId}/refund`,
        payload: {
          amount: paise,
          speed: 'normal',
          receipt: row.idempotencyKey,
          notes: { refund_id: row.id, attempt: '1', idempotency_key: row.idempotencyKey, reason: 'order-cancelled' },
        },
        headers: { ...slowShop.sandboxAuth(), 'x-refund-idempotency': row.idempotencyKey },
      });
      expect(reached.statusCode, reached.body).toBe(200);
      await slowShop.runDue('refund-unsent-check');
      const [after] = await slow.database.db.select().from(refunds).where(eq(refunds.id, row.id));
      expect(after).toMatchObject({ status: 'processed', gatewayRefundId: reached.json().id });
      expect((await slowAttention()).items.some((item) => item._id === row.id)).toBe(false);
    });
  });
});
