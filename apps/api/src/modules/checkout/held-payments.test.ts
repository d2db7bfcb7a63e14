import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, type AttentionList, type Order, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { auditLog, checkouts, jobs, orders, products } from '../../schema';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '@store/razorpay-sandbox';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { listeningApp, purchases } from '../../../test/purchases';
import { bearer, type TestApp } from '../../../test/test-app';

/**
 * Payments that reach a person: held payments (wrong amount, sold out or withdrawn before a late
 * payment arrived) and failed refunds, each settled by an audited action, or refunded by the worker
 * when nobody settles it in time.
 */

let t: TestApp;
let shop: ReturnType<typeof purchases>;
let admin: MadeUser;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await listeningApp({ SMTP_URL: mailbox.url });
  shop = purchases(t);
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const attention = async (as: MadeUser = admin) => t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: bearer(as) });
const act = (id: string, action: string, as: MadeUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payments/attention/${id}/${action}`, headers: bearer(as) });
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const checkoutOf = async (gatewayOrderId: string) => (await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, gatewayOrderId)))[0]!;

/** A payment made after its reservation ran out, when the last unit had gone to someone else. */
async function soldOutPayment(stock = 1): Promise<{ buyer: MadeUser; laptop: Product; orderId: string; paymentId: string }> {
  const buyer = await t.make.makeUser();
  const rival = await t.make.makeUser();
  const laptop = await t.make.makeProduct({ stock, priceInclGst: 40_000 });
  const { orderId } = await shop.createOrder(buyer, [[laptop, 1]]);
  await shop.runDue('checkout-expire');
  await shop.buy(rival, [[laptop, stock]]);
  const triple = await shop.pay(orderId);
  const res = await shop.place(buyer, triple);
  expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.soldOutHeld]);
  return { buyer, laptop, orderId, paymentId: triple.razorpay_payment_id };
}

describe('payments needing attention', () => {
  it('lists a sold-out late payment; making the order once stock is back takes it and confirms to the customer', async () => {
    const { buyer, laptop, orderId, paymentId } = await soldOutPayment();
    const checkout = await checkoutOf(orderId);
    const list = (await attention()).json<AttentionList>();
    const item = list.items.find((entry) => entry._id === checkout.id);
    expect(item).toMatchObject({
      kind: 'sold-out',
      actions: ['make-order', 'refund'],
      paymentId,
      amountPaise: checkout.total * 100,
      expectedPaise: checkout.total * 100,
      customer: { _id: buyer.id, email: buyer.email },
      items: [{ productId: laptop._id, name: laptop.name, quantity: 1 }],
      note: expect.stringContaining('0 of'),
    });

    const refused = await act(checkout.id, 'make-order');
    expect([refused.statusCode, refused.json().message]).toEqual([409, PAYMENT_MESSAGES.notEnoughStockForOrder(laptop.name, 0)]);
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, laptop._id));
    const [made, twice] = await Promise.all([act(checkout.id, 'make-order'), act(checkout.id, 'make-order')]);
    expect([made.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const orderId2 = [made, twice].find((res) => res.statusCode === 200)!.json<{ orderId: string }>().orderId;
    const order = (await shop.call('GET', `/api/orders/${orderId2}`, undefined, buyer.token)).json<Order>();
    expect(order).toMatchObject({ status: 'confirmed', paymentDetails: { paymentId, status: 'completed' }, refund: null });
    expect(await stockOf(laptop._id)).toBe(1);
    expect((await checkoutOf(orderId)).state).toBe('completed');
    expect((await attention()).json<AttentionList>().items.some((entry) => entry._id === checkout.id)).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.make-order'), eq(auditLog.targetId, checkout.id)));
    expect(entry).toMatchObject({ actor: admin.email, after: { state: 'completed', orderId: orderId2 } });
    await t.app.jobs.drain();
    expect((await mailbox.nextFor(buyer.email)).subject).toContain(`#${orderId2.slice(-8).toUpperCase()}`);
    // The deadline's refund, when it comes, finds it settled.
    await shop.runDue('held-payment-deadline');
    expect(await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId))).toEqual([]);
  });

  it('refunding a held payment returns it in full, tells the customer, and is audited; a second refund is refused', async () => {
    const { buyer, orderId, paymentId } = await soldOutPayment();
    const checkout = await checkoutOf(orderId);
    const res = await act(checkout.id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect((await act(checkout.id, 'refund')).json().message).toBe(PAYMENT_MESSAGES.attentionSettled);
    await t.app.jobs.drain();
    expect((await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId))).map((refund) => refund.amount)).toEqual([
      checkout.total * 100,
    ]);
    expect((await checkoutOf(orderId)).state).toBe('refunded');
    expect((await mailbox.nextFor(buyer.email)).body).toContain('in full to the account you paid from');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, checkout.id)));
    expect(entry).toMatchObject({ actor: admin.email, before: { state: 'flagged', flagReason: 'sold-out' } });
  });

  it('a payment for the wrong amount can only be refunded (it was never captured); nobody settling a held payment gets it refunded by the worker', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3 });
    const { orderId } = await shop.createOrder(buyer, [[laptop, 1]]);
    await t.database.db
      .update(sandboxOrders)
      .set({ amount: sql`${sandboxOrders.amount} - 100` })
      .where(eq(sandboxOrders.id, orderId));
    const res = await shop.place(buyer, await shop.pay(orderId, { outcome: 'authorized' }));
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.paymentMismatch]);
    const checkout = await checkoutOf(orderId);
    const item = (await attention()).json<AttentionList>().items.find((entry) => entry._id === checkout.id);
    expect(item).toMatchObject({ kind: 'amount-mismatch', actions: ['refund'], note: expect.stringContaining('never captured') });
    expect((await act(checkout.id, 'make-order')).json().message).toBe(PAYMENT_MESSAGES.cannotMakeOrder);

    // A sold-out one left alone: at the deadline the worker refunds it in full.
    const late = await soldOutPayment();
    const held = await checkoutOf(late.orderId);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, 'held-payment-deadline'), sql`${jobs.payload}->>'checkoutId' = ${held.id}`));
    await t.app.jobs.drain();
    expect((await checkoutOf(late.orderId)).state).toBe('refunded');
    expect((await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, late.paymentId))).map((refund) => refund.amount)).toEqual([
      held.total * 100,
    ]);
    expect(await t.database.db.select().from(orders).where(eq(orders.checkoutId, held.id))).toEqual([]);
  });

  it('is for admins only, and unknown ids are 404', async () => {
    const customer = await t.make.makeUser();
    expect((await attention(customer)).statusCode).toBe(403);
    expect((await act('00000000-0000-4000-8000-000000000000', 'refund', customer)).statusCode).toBe(403);
    for (const action of ['make-order', 'refund', 'retry-refund']) {
      const res = await act('00000000-0000-4000-8000-000000000000', action);
      expect(res.statusCode, action).toBe(404);
      expect((await act('not-an-id', action)).statusCode).toBe(404);
    }
  });
});

describe('no payment falls through the cracks (issue 40)', () => {
  const sandboxPaymentOf = async (id: string) => (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;
  const sandboxRefundsOf = (paymentId: string) => t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));

  it('a checkout given up for a newer one is still looked after: its payment, the webhook lost, makes its order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3, priceInclGst: 30_000 });
    const first = await shop.createOrder(buyer, [[laptop, 1]]);
    // Paid in the first tab (captured at once), the browser gone before it came back, no webhook ever sent.
    await shop.pay(first.orderId, { webhooks: 'lost' });
    // The customer starts again in another tab: the first checkout gives its stock back.
    await shop.createOrder(buyer, [[laptop, 1]]);
    expect((await checkoutOf(first.orderId)).state).toBe('abandoned');
    await shop.runDue('checkout-expire');
    const made = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, first.orderId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: buyer.id, paymentStatus: 'completed' });
    expect((await checkoutOf(first.orderId)).state).toBe('completed');
  });

  it('a late payment whose stock has gone is held without being captured: the gateway returns it, no fee lost', async () => {
    const buyer = await t.make.makeUser();
    const rival = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 1, priceInclGst: 40_000 });
    const { orderId } = await shop.createOrder(buyer, [[laptop, 1]]);
    await shop.runDue('checkout-expire');
    await shop.buy(rival, [[laptop, 1]]);
    const triple = await shop.pay(orderId, { outcome: 'authorized' });
    const res = await shop.place(buyer, triple);
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.soldOutHeld]);
    expect(await sandboxPaymentOf(triple.razorpay_payment_id)).toMatchObject({ status: 'authorized', captured: false });
    const checkout = await checkoutOf(orderId);
    expect((await attention()).json<AttentionList>().items.find((item) => item._id === checkout.id)).toMatchObject({
      kind: 'sold-out',
      actions: ['refund'],
      note: expect.stringContaining('never captured'),
    });
  });

  it('a wrong-amount payment held while authorized and captured later on the gateway’s dashboard is still refunded', async () => {
    /** A checkout paid (authorized) ₹1 short, held; then its payment captured on the dashboard. */
    async function heldThenCaptured(deadlineFirst: boolean) {
      const buyer = await t.make.makeUser();
      const laptop = await t.make.makeProduct({ stock: 3 });
      const { orderId } = await shop.createOrder(buyer, [[laptop, 1]]);
      await t.database.db
        .update(sandboxOrders)
        .set({ amount: sql`${sandboxOrders.amount} - 100` })
        .where(eq(sandboxOrders.id, orderId));
      const triple = await shop.pay(orderId, { outcome: 'authorized' });
      expect((await shop.place(buyer, triple)).statusCode).toBe(409);
      const checkout = await checkoutOf(orderId);
      const deadline = () =>
        t.database.db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(and(eq(jobs.kind, 'held-payment-deadline'), sql`${jobs.payload}->>'checkoutId' = ${checkout.id}`))
          .then(() => t.app.jobs.drain());
      if (deadlineFirst) await deadline();
      const payment = await sandboxPaymentOf(triple.razorpay_payment_id);
      const captured = await t.app.inject({
        method: 'POST',
        url: `/sandbox/razorpay/v1/payments/${payment.id}/capture`,
        payload: { amount: payment.amount, currency: 'INR' },
        headers: shop.sandboxAuth(),
      });
      expect(captured.statusCode, captured.body).toBe(200);
      await shop.runDue('sandbox-webhook', 'payment-event');
      if (!deadlineFirst) await deadline();
      await shop.runDue('payment-refund', 'sandbox-webhook', 'payment-event');
      expect((await sandboxRefundsOf(payment.id)).map((refund) => refund.amount)).toEqual([payment.amount]);
      expect((await checkoutOf(orderId)).state).toBe('refunded');
    }
    await heldThenCaptured(false);
    await heldThenCaptured(true);
  });
});
