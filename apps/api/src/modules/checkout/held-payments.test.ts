import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, type AttentionList, type Order, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../db/factories';
import { auditLog, checkouts, jobs, orders, products, sandboxOrders, sandboxRefunds } from '../../db/schema';
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
    expect(order).toMatchObject({ status: 'pending', paymentDetails: { paymentId, status: 'completed' }, refund: null });
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
