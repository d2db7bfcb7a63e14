import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, orderTotals, type Order, type PaymentOrder, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { checkouts, jobs, orderItems, orders, paymentEvents, products, refunds } from '../../schema';
import { sandboxOrders, sandboxRefunds, sandboxTimers } from '@store/razorpay-sandbox';
import { hmacHex } from '../payments/razorpay-client';
import { paymentsSettings } from '../payments/payments-settings';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Checkout through the real HTTP server, the real database and the built-in Razorpay sandbox over
 * HTTP (the app listens, and its gateway client calls the sandbox on its own port).
 */

let t: TestApp;
let mailbox: Mailbox;
let secrets: { keySecret: string; webhookSecret: string };

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');

const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

type Triple = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function listeningApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({ env: { SMTP_URL: mailbox.url, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', ...env }, seed: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string, on: TestApp = t) =>
  on.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: token ? { authorization: `Bearer ${token}` } : {} });

const cart = (...lines: Array<[Product, number]>) => lines.map(([product, quantity]) => ({ productId: product._id, quantity }));
const totalOf = (...lines: Array<[Product, number]>) =>
  orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;

async function createOrder(user: MadeUser, lines: Array<[Product, number]>, on: TestApp = t) {
  return call('POST', '/api/payments/create-order', { amount: totalOf(...lines), items: cart(...lines), shippingAddress: ADDRESS }, user.token, on);
}

async function pay(orderId: string, outcome: 'success' | 'failure' = 'success', on: TestApp = t): Promise<Triple> {
  const res = await call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: orderId, method: 'upi', outcome }, undefined, on);
  return res.json();
}

/** An order answer: 201 made now, or 200 when the sandbox's webhook got there first (it races the browser). */
const PLACED = [200, 201];

const place = (user: MadeUser, triple: Triple, on: TestApp = t) =>
  call(
    'POST',
    '/api/orders',
    {
      items: [],
      shippingAddress: ADDRESS,
      paymentDetails: {
        orderId: triple.razorpay_order_id,
        paymentId: triple.razorpay_payment_id,
        signature: triple.razorpay_signature,
        method: 'upi',
        status: 'completed',
      },
    },
    user.token,
    on,
  );

async function stockOf(productId: string, on: TestApp = t): Promise<number> {
  const [row] = await on.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

async function ordersOfCheckoutCount(gatewayOrderId: string, on: TestApp = t): Promise<number> {
  const rows = await on.database.db.select({ id: orders.id }).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return rows.length;
}

/** Runs every job due now, after making the checkout's expiry (15 minutes away) due. */
async function expireNow(gatewayOrderId: string, on: TestApp = t) {
  const [checkout] = await on.database.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.gatewayOrderId, gatewayOrderId));
  await on.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, 'checkout-expire'), sql`${jobs.payload}->>'checkoutId' = ${checkout!.id}`));
  await on.app.jobs.drain();
}

/** Sandbox webhooks not yet sent are dropped: as if Razorpay's webhook never reached the shop. */
const loseWebhooks = (on: TestApp = t) => on.database.db.delete(sandboxTimers).where(eq(sandboxTimers.kind, 'webhook'));

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await listeningApp();
  const settings = paymentsSettings(t.config, () => '');
  if (settings.mode === 'off') throw new Error('the sandbox should be on in tests');
  secrets = settings;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('a purchase', () => {
  it('prices the cart from the database, holds the stock, takes the payment and makes one order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 50_000, stock: 4 });
    const mouse = await t.make.makeProduct({ priceInclGst: 999, stock: 10, category: 'accessories' });

    const created = await createOrder(buyer, [
      [laptop, 1],
      [mouse, 2],
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const paymentOrder = created.json<PaymentOrder>();
    const total = totalOf([laptop, 1], [mouse, 2]);
    // The prices shown times the quantities, to the paisa: what the gateway is asked for.
    expect(total).toBe(50_000 + 2 * 999);
    expect(paymentOrder).toMatchObject({
      amount: total * 100,
      currency: 'INR',
      key: 'rzp_test_sandbox',
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    });
    expect(new Date(paymentOrder.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect([await stockOf(laptop._id), await stockOf(mouse._id)]).toEqual([3, 8]);

    const triple = await pay(paymentOrder.orderId);
    expect(triple.razorpay_signature).toBe(hmacHex(`${paymentOrder.orderId}|${triple.razorpay_payment_id}`, secrets.keySecret));
    expect((await call('POST', '/api/payments/verify-payment', triple, buyer.token)).json()).toEqual({ success: true });

    const placed = await place(buyer, triple);
    expect(PLACED, placed.body).toContain(placed.statusCode);
    const order = placed.json<Order>();
    expect(order).toMatchObject({
      // The terms: an order is confirmed once its online payment succeeds (the shop has nothing to confirm).
      status: 'confirmed',
      // The taxable values found inside each line (₹42,372.88 and 2 × ₹846.61, half a paisa up) and the GST left.
      subtotal: 44_066.1,
      tax: 7_931.9,
      totalAmount: total,
      shippingAddress: { ...ADDRESS, phone: '9876543210' },
      paymentDetails: { method: 'upi', status: 'completed', paymentId: triple.razorpay_payment_id },
      refund: null,
    });
    expect(order.items.map((item) => [item.product._id, item.quantity, item.priceInclGst, item.price].join(' ')).sort()).toEqual(
      [`${laptop._id} 1 50000 42372.88`, `${mouse._id} 2 999 846.61`].sort(),
    );
    // The browser coming back again gets the same order, and stock was taken once.
    const again = await place(buyer, triple);
    expect([again.statusCode, again.json<Order>()._id]).toEqual([200, order._id]);
    expect([await stockOf(laptop._id), await stockOf(mouse._id)]).toEqual([3, 8]);
    expect((await call('GET', '/api/orders/my-orders', undefined, buyer.token)).json<Order[]>().map((o) => o._id)).toEqual([order._id]);

    // The confirmation goes through the job queue to a real SMTP server; the webhooks that follow change nothing.
    await t.app.jobs.drain();
    const mail = await mailbox.nextFor(buyer.email);
    expect(mail.subject).toContain(`#${order._id.slice(-8).toUpperCase()}`);
    expect(mail.body).toContain(total.toLocaleString('en-IN'));
    expect(mail.body).toContain('We have received your payment');
    expect(mail.body).not.toContain('to the courier');
    expect(await ordersOfCheckoutCount(paymentOrder.orderId)).toBe(1);
  });

  it('keeps the reservation when a payment fails, and takes a second try', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    const failed = await call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: orderId, method: 'card', outcome: 'failure' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) } },
    });
    expect(await stockOf(laptop._id)).toBe(1);
    const placed = await place(buyer, await pay(orderId));
    expect(PLACED).toContain(placed.statusCode);
    expect(placed.json<Order>().paymentDetails.method).toBe('upi');
  });
});

describe('what create-order refuses', () => {
  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['10^9', 1e9],
    ['"1"', '1'],
  ])('a quantity of %s: 400 with the rule', async (_label, quantity) => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct();
    const res = await call(
      'POST',
      '/api/payments/create-order',
      { amount: 59_000, items: [{ productId: laptop._id, quantity }], shippingAddress: ADDRESS },
      buyer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(CHECKOUT_MESSAGES.quantityInvalid);
    expect(await stockOf(laptop._id)).toBe(10);
  });

  it('an address with a field missing, a bad PIN code or mobile number, and an empty cart', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct();
    const ask = (shippingAddress: object, items: object[] = cart([laptop, 1])) =>
      call('POST', '/api/payments/create-order', { amount: totalOf([laptop, 1]), items, shippingAddress }, buyer.token);
    expect((await ask({ ...ADDRESS, city: '  ' })).json().message).toBe('Please fill in city');
    expect((await ask({ ...ADDRESS, pincode: '011001' })).json().message).toBe('Please enter a valid 6-digit PIN code');
    expect((await ask({ ...ADDRESS, phone: '12345' })).json().message).toContain('Please enter a valid 10-digit Indian mobile number');
    // The state is the place of supply: it must be the PIN's (India Post's directory), and the answer names both.
    const elsewhere = await ask({ ...ADDRESS, state: 'Karnataka' });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, 'PIN code 411001 is in Maharashtra, not Karnataka. Please choose Maharashtra.']);
    const unknown = await ask({ ...ADDRESS, pincode: '999999' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "PIN code 999999 is not in India Post's directory. Please check it."]);
    expect((await ask({ ...ADDRESS, state: 'MH' })).statusCode).not.toBe(400);
    expect((await ask(ADDRESS, [])).json().message).toContain(CHECKOUT_MESSAGES.emptyCart);
    expect((await call('POST', '/api/payments/create-order', { amount: 1, items: cart([laptop, 1]), shippingAddress: ADDRESS })).statusCode).toBe(401);
  });

  it('a total that is not today’s: 409 with the fresh total, nothing held', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 3 });
    const res = await call('POST', '/api/payments/create-order', { amount: 1, items: cart([laptop, 2]), shippingAddress: ADDRESS }, buyer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: CHECKOUT_MESSAGES.priceChanged,
      total: totalOf([laptop, 2]),
      lines: [{ productId: laptop._id, name: laptop.name, priceInclGst: 40_000, available: 3 }],
    });
    expect(await stockOf(laptop._id)).toBe(3);
  });

  it('merges lines of one product, and refuses more than the stock as one line', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3 });
    const res = await call(
      'POST',
      '/api/payments/create-order',
      { amount: totalOf([laptop, 4]), items: cart([laptop, 2], [laptop, 2]), shippingAddress: ADDRESS },
      buyer.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.notEnoughStock(laptop.name, 3));
    const fits = await call(
      'POST',
      '/api/payments/create-order',
      { amount: totalOf([laptop, 3]), items: cart([laptop, 1], [laptop, 2]), shippingAddress: ADDRESS },
      buyer.token,
    );
    expect(fits.statusCode).toBe(200);
    expect(await stockOf(laptop._id)).toBe(0);
  });

  it('a product that does not exist: 409', async () => {
    const buyer = await t.make.makeUser();
    const res = await call(
      'POST',
      '/api/payments/create-order',
      { amount: 1, items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], shippingAddress: ADDRESS },
      buyer.token,
    );
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.productUnavailable]);
  });
});

describe('under concurrency', () => {
  it('5 in stock and 200 buyers at once: exactly 5 orders, the rest a clear 409', async () => {
    const laptop = await t.make.makeProduct({ stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => t.make.makeUser()));
    const answers = await Promise.all(buyers.map((buyer) => createOrder(buyer, [[laptop, 1]])));
    const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [{ buyer: buyers[i]!, orderId: res.json<PaymentOrder>().orderId }] : []));
    expect(won).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.notEnoughStock(laptop.name, 0));
    }
    expect(await stockOf(laptop._id)).toBe(0);
    const placed = await Promise.all(won.map(async ({ buyer, orderId }) => place(buyer, await pay(orderId))));
    expect(placed.every((res) => PLACED.includes(res.statusCode))).toBe(true);
    const lines = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, laptop._id));
    expect(lines).toHaveLength(5);
  }, 60_000);

  it('two carts with the same two products in opposite order never deadlock', async () => {
    const a = await t.make.makeProduct({ stock: 1000 });
    const b = await t.make.makeProduct({ stock: 1000 });
    const buyers = await Promise.all(Array.from({ length: 40 }, () => t.make.makeUser()));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call(
          'POST',
          '/api/payments/create-order',
          { amount: totalOf([a, 1], [b, 1]), items: i % 2 ? cart([a, 1], [b, 1]) : cart([b, 1], [a, 1]), shippingAddress: ADDRESS },
          buyer.token,
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(buyers.map(() => 200));
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([960, 960]);
  }, 60_000);

  it('the same payment sent 50 times at once makes one order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    const triple = await pay(orderId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(buyer, triple)));
    expect(answers.filter((res) => res.statusCode === 201).length).toBeLessThanOrEqual(1);
    expect(answers.every((res) => PLACED.includes(res.statusCode))).toBe(true);
    expect(new Set(answers.map((res) => res.json<Order>()._id)).size).toBe(1);
    expect(await ordersOfCheckoutCount(orderId)).toBe(1);
    expect(await stockOf(laptop._id)).toBe(2);
  }, 60_000);
});

describe('forged and borrowed payments', () => {
  it('refuses wrong, empty, upper-case and other orders’ signatures, and another user’s payment', async () => {
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 5 });
    const first = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    const triple = await pay(first.orderId);
    const other = await t.make.makeUser();
    const otherTriple = await pay((await createOrder(other, [[laptop, 1]])).json<PaymentOrder>().orderId);

    const forgeries: Triple[] = [
      { ...triple, razorpay_signature: hmacHex(`${triple.razorpay_order_id}|${triple.razorpay_payment_id}`, 'wrong-secret') },
      { ...triple, razorpay_signature: triple.razorpay_signature.toUpperCase() },
      { ...triple, razorpay_signature: otherTriple.razorpay_signature },
      { ...triple, razorpay_payment_id: otherTriple.razorpay_payment_id },
      { ...otherTriple },
    ];
    for (const forged of forgeries) {
      for (const res of [await call('POST', '/api/payments/verify-payment', forged, buyer.token), await place(buyer, forged)]) {
        expect([res.statusCode, res.json().message]).toEqual([400, CHECKOUT_MESSAGES.verificationFailed]);
      }
    }
    const empty = await place(buyer, { ...triple, razorpay_signature: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(CHECKOUT_MESSAGES.verificationFailed);
    // The buyer's real payment in a stranger's hands.
    expect((await place(stranger, triple)).statusCode).toBe(400);
    // Whatever was tried, the only order is the buyer's, for the payment really made (the sandbox's
    // webhook may have made it already; the buyer's own triple gets it).
    const mine = await place(buyer, triple);
    expect(PLACED).toContain(mine.statusCode);
    await t.app.jobs.drain();
    const made = await t.database.db
      .select({ userId: orders.userId, paymentId: orders.paymentId })
      .from(orders)
      .where(eq(orders.gatewayOrderId, first.orderId));
    expect(made).toEqual([{ userId: buyer.id, paymentId: triple.razorpay_payment_id }]);
  });

  it('flags a payment whose amount is not the stored total, and makes no order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    // The gateway's order changed behind the shop's back: the payment is for less.
    await t.database.db
      .update(sandboxOrders)
      .set({ amount: sql`${sandboxOrders.amount} - 100` })
      .where(eq(sandboxOrders.id, orderId));
    const res = await place(buyer, await pay(orderId));
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.paymentMismatch]);
    expect(await ordersOfCheckoutCount(orderId)).toBe(0);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
    expect(checkout).toMatchObject({ state: 'flagged', holdsStock: false, note: expect.stringContaining('expected') });
    expect(await stockOf(laptop._id)).toBe(2);
  });
});

describe('webhooks', () => {
  const signed = (body: string, eventId = `evt_${Math.random().toString(36).slice(2, 16)}`) => ({
    method: 'POST' as const,
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(body, secrets.webhookSecret), 'x-razorpay-event-id': eventId },
  });
  const capturedEvent = (orderId: string, paymentId: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
    });

  it('the sandbox asks for the key id and secret, as Razorpay does', async () => {
    const anonymous = await call('POST', '/sandbox/razorpay/v1/orders', { amount: 100, currency: 'INR' });
    expect([anonymous.statusCode, anonymous.json().error.description]).toEqual([401, 'Please provide your api key for authentication purposes.']);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/sandbox/razorpay/v1/payments/pay_x',
      headers: { authorization: `Basic ${Buffer.from('rzp_test_sandbox:guess').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a changed body or no signature', async () => {
    const body = capturedEvent('order_x', 'pay_x');
    const changed = signed(body);
    changed.payload = body.replace('pay_x', 'pay_y');
    expect((await t.app.inject(changed)).json()).toEqual({ message: 'Invalid webhook signature' });
    const unsigned = signed(body);
    delete (unsigned.headers as Record<string, string>)['x-razorpay-signature'];
    expect((await t.app.inject(unsigned)).statusCode).toBe(400);
  });

  it('a signed event with a malformed field gets a 400 with a message, never a 500, and queues nothing (issue 40)', async () => {
    // Ids of this test's own, so jobs other tests' webhooks queue meanwhile are not counted.
    const refund = { id: 'rfnd_malformed', payment_id: 'pay_malformed', amount: 100, status: 'processed', receipt: null };
    const event = (name: string, payload: unknown) => JSON.stringify({ entity: 'event', event: name, contains: ['refund'], payload });
    const bodies = [
      event('refund.processed', { refund: { entity: { ...refund, amount: 'a hundred' } } }),
      event('refund.processed', { refund: { entity: { ...refund, amount: 12.5 } } }),
      event('refund.processed', { refund: { entity: { ...refund, id: { nested: true } } } }),
      event('refund.created', { refund: { entity: { ...refund, receipt: 42 } } }),
      event('refund.failed', { refund: { entity: { ...refund, notes: 'free text' } } }),
      event('refund.failed', { refund: 'not an object' }),
      event('payment.captured', { payment: { entity: { id: 7, order_id: 'order_malformed' } } }),
      event('payment.captured', { payment: { entity: { id: 'pay_malformed', order_id: ['order_malformed'] } } }),
      JSON.stringify({ event: 12, payload: {} }),
      JSON.stringify([1, 2, 3]),
      'null',
    ];
    const queued = () =>
      t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'payment-event'), sql`${jobs.payload}::text like '%malformed%'`));
    for (const body of bodies) {
      const res = await t.app.inject(signed(body));
      expect([res.statusCode, body]).toEqual([400, body]);
      expect(res.json().message).toMatch(/^The webhook is not a Razorpay event this shop reads/);
    }
    expect(await queued()).toEqual([]);
  });

  it('makes the order when the browser never comes back, and the browser then gets that order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    const triple = await pay(orderId);
    // The sandbox's webhooks (payment.captured, order.paid) reach /api/payments/webhook over HTTP, then the queue finalises.
    await t.app.jobs.drain();
    expect(await ordersOfCheckoutCount(orderId)).toBe(1);
    const late = await place(buyer, triple);
    expect(late.statusCode).toBe(200);
    expect(await stockOf(laptop._id)).toBe(1);
  });

  it('webhooks for an order that exists are recorded and queue no work; the sandbox sends payment.authorized, payment.captured, then order.paid', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    // Before paying: the worker may deliver the first webhook while the browser is still placing the order.
    const since = new Date();
    const triple = await pay(orderId);
    expect(PLACED).toContain((await place(buyer, triple)).statusCode);
    // Webhooks wait for the worker's next poll (like Razorpay's, they come after the browser): drained here.
    await t.app.jobs.drain();
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.receivedAt} >= ${since.toISOString()}`)
      .orderBy(paymentEvents.receivedAt);
    expect(events.map((event) => event.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    const work = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'payment-event'), sql`${jobs.createdAt} >= ${since.toISOString()}`));
    expect(work).toEqual([]);
    expect(await ordersOfCheckoutCount(orderId)).toBe(1);
  });

  it('duplicate and out-of-order webhooks racing the browser make one order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    const triple = await pay(orderId);
    const body = capturedEvent(orderId, triple.razorpay_payment_id);
    const paid = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: triple.razorpay_payment_id, order_id: orderId, status: 'captured' } },
        order: { entity: { id: orderId, status: 'paid' } },
      },
    });
    const answers = await Promise.all([
      t.app.inject(signed(paid)),
      place(buyer, triple),
      t.app.inject(signed(body, 'evt_same')),
      t.app.inject(signed(body, 'evt_same')),
      place(buyer, triple),
      t.app.jobs.drain(),
      t.app.inject(signed(body)),
    ]);
    expect([answers[0], answers[2], answers[3]].map((res) => (res as { statusCode: number }).statusCode)).toEqual([200, 200, 200]);
    await t.app.jobs.drain();
    expect(await ordersOfCheckoutCount(orderId)).toBe(1);
    expect(await stockOf(laptop._id)).toBe(1);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_same'))).toHaveLength(1);
    expect((await place(buyer, triple)).json<Order>().refund).toBeNull();
  });
});

describe('reservations and reconciliation', () => {
  it('gives unpaid stock back once when the reservation expires, even if expiry runs twice', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3 });
    const { orderId } = (await createOrder(buyer, [[laptop, 2]])).json<PaymentOrder>();
    expect(await stockOf(laptop._id)).toBe(1);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
    await Promise.all([expireNow(orderId), expireNow(orderId)]);
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: sql`now()` })
      .where(sql`${jobs.payload}->>'checkoutId' = ${checkout!.id}`);
    await t.app.jobs.drain();
    expect(await stockOf(laptop._id)).toBe(3);
    const [after] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout!.id));
    expect(after).toMatchObject({ state: 'expired', holdsStock: false });
  });

  it('the reconciler makes the order when the webhooks were lost and the browser closed', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    await pay(orderId);
    await loseWebhooks();
    await expireNow(orderId);
    expect(await ordersOfCheckoutCount(orderId)).toBe(1);
    expect(await stockOf(laptop._id)).toBe(1);
  });

  it('a payment after the reservation expired takes the stock again if it is there', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    await expireNow(orderId);
    expect(await stockOf(laptop._id)).toBe(2);
    const res = await place(buyer, await pay(orderId));
    expect(PLACED).toContain(res.statusCode);
    expect(await stockOf(laptop._id)).toBe(1);
  });

  it('a payment after the reservation expired and the stock went is held for the shop, not fulfilled', async () => {
    const buyer = await t.make.makeUser();
    const rival = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 1 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    await expireNow(orderId);
    const rivalOrder = (await createOrder(rival, [[laptop, 1]])).json<PaymentOrder>();
    expect(PLACED).toContain((await place(rival, await pay(rivalOrder.orderId))).statusCode);

    const triple = await pay(orderId);
    const res = await place(buyer, triple);
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.soldOutHeld]);
    await t.app.jobs.drain();
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
    expect(checkout).toMatchObject({ state: 'flagged', flagReason: 'sold-out', holdsStock: false, paymentId: triple.razorpay_payment_id });
    // Nothing refunded until a person (or the deadline) decides; no order, no stock taken.
    expect(await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, triple.razorpay_payment_id))).toEqual([]);
    expect(await stockOf(laptop._id)).toBe(0);
    expect(await ordersOfCheckoutCount(orderId)).toBe(0);
  });

  it('a late payment for a product hidden since is held like a sold-out one', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 5 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]])).json<PaymentOrder>();
    await expireNow(orderId);
    await t.app.catalog.update(laptop._id, { hidden: true });
    const res = await place(buyer, await pay(orderId));
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_MESSAGES.soldOutHeld]);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, orderId));
    expect(checkout).toMatchObject({ state: 'flagged', flagReason: 'product-hidden' });
    expect(await stockOf(laptop._id)).toBe(5);
  });
});

describe('cancelling', () => {
  async function paidOrder(buyer: MadeUser, product: Product, quantity = 1): Promise<Order> {
    const { orderId } = (await createOrder(buyer, [[product, quantity]])).json<PaymentOrder>();
    return (await place(buyer, await pay(orderId))).json<Order>();
  }

  it('twice at once: one refund, stock back once; the refund shows on the order', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, laptop, 2);
    expect(await stockOf(laptop._id)).toBe(3);
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/orders/${order._id}/cancel`, undefined, buyer.token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(CHECKOUT_MESSAGES.cannotCancel);
    const cancelled = answers.find((res) => res.statusCode === 200)!.json<Order>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refund: { extent: 'full', status: 'pending', amountPaise: order.totalAmount * 100, refundedPaise: 0 },
    });
    expect(await stockOf(laptop._id)).toBe(5);

    await t.app.jobs.drain();
    const sent = await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, order.paymentDetails.paymentId));
    expect(sent.map((refund) => refund.amount)).toEqual([order.totalAmount * 100]);
    const shown = (await call('GET', `/api/orders/${order._id}`, undefined, buyer.token)).json<Order>();
    expect(shown.refund).toMatchObject({ extent: 'full', status: 'processed', amountPaise: order.totalAmount * 100, refundedPaise: order.totalAmount * 100 });
    expect(shown.refund!.refunds).toEqual([expect.objectContaining({ amountPaise: order.totalAmount * 100, status: 'processed', reason: 'order-cancelled' })]);
    // The customer sees neither the gateway's id nor who asked.
    expect(Object.keys(shown.refund!.refunds[0]!).sort()).toEqual(['_id', 'amountPaise', 'createdAt', 'processedAt', 'reason', 'status']);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(row).toMatchObject({ gatewayRefundId: sent[0]!.id, requestedBy: 'customer', idempotencyKey: `${row!.id}_1` });
    const mail = await mailbox.nextFor(buyer.email, mailbox.received.length - 5);
    expect(mailbox.received.some((m) => m.to.includes(buyer.email) && m.subject.includes('cancelled'))).toBe(true);
    expect(mail).toBeDefined();
  });

  it('only the owner, and only while pending or confirmed', async () => {
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, laptop);
    const theirs = await call('POST', `/api/orders/${order._id}/cancel`, undefined, stranger.token);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Order not found']);
    const shipped = await t.make.makeOrder(buyer.id, [{ product: laptop, quantity: 1 }], { status: 'shipped' });
    expect((await call('POST', `/api/orders/${shipped}/cancel`, undefined, buyer.token)).statusCode).toBe(409);
    expect((await call('POST', `/api/orders/not-an-id/cancel`, undefined, buyer.token)).statusCode).toBe(404);
  });
});

describe('when the gateway misbehaves', () => {
  let gateway: TestApp;
  let proxy: Server;
  const fault = { mode: 'pass' as 'pass' | 'slow' | '502' };

  beforeAll(async () => {
    // A proxy in front of the sandbox that can stall or fail, as Razorpay's API might.
    proxy = createServer((req, res) => {
      if (fault.mode === '502') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (fault.mode === 'slow') return void setTimeout(() => res.destroy(), 3000);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const upstream = await fetch(`${sandboxUrl}${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    const port = (proxy.address() as { port: number }).port;
    gateway = await listeningApp({ RAZORPAY_API_URL: `http://127.0.0.1:${port}`, RAZORPAY_TIMEOUT_MS: '500' });
    const own = gateway.app.server.address() as { port: number };
    sandboxUrl = `http://127.0.0.1:${own.port}/sandbox/razorpay`;
  });
  let sandboxUrl = '';
  afterAll(async () => {
    await gateway.close();
    proxy.closeAllConnections();
    proxy.close();
  });

  it.each(['slow', '502'] as const)('answers 503 within its own timeout when the gateway is %s, and holds nothing', async (mode) => {
    const buyer = await gateway.make.makeUser();
    const laptop = await gateway.make.makeProduct({ stock: 2 });
    fault.mode = mode;
    try {
      const started = Date.now();
      const res = await createOrder(buyer, [[laptop, 1]], gateway);
      expect([res.statusCode, res.json().message]).toEqual([503, CHECKOUT_MESSAGES.gatewayUnavailable]);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await stockOf(laptop._id, gateway)).toBe(2);
    } finally {
      fault.mode = 'pass';
    }
  });

  it('answers 503 when the gateway fails while an order is placed; the next try (or the webhook) makes exactly one', async () => {
    const buyer = await gateway.make.makeUser();
    const laptop = await gateway.make.makeProduct({ stock: 2 });
    const { orderId } = (await createOrder(buyer, [[laptop, 1]], gateway)).json<PaymentOrder>();
    const triple = await pay(orderId, 'success', gateway);
    fault.mode = '502';
    try {
      const res = await place(buyer, triple, gateway);
      expect([res.statusCode, res.json().message]).toEqual([503, CHECKOUT_MESSAGES.gatewayUnavailable]);
      expect(await ordersOfCheckoutCount(orderId, gateway)).toBe(0);
    } finally {
      fault.mode = 'pass';
    }
    const [again] = await Promise.all([place(buyer, triple, gateway), gateway.app.jobs.drain()]);
    expect([200, 201]).toContain(again.statusCode);
    await gateway.app.jobs.drain();
    expect(await ordersOfCheckoutCount(orderId, gateway)).toBe(1);
    expect(await stockOf(laptop._id, gateway)).toBe(1);
  });
});

describe('without payment keys and without PAYMENTS_SANDBOX=true', () => {
  it.each([['production'], ['development'], ['test']])(
    'says online payment is not configured (NODE_ENV=%s), and nothing answers under /sandbox',
    async (NODE_ENV) => {
      const off = await createTestApp({
        env: { NODE_ENV, AUTH_SECRET: 'x'.repeat(40), SHOP_GSTIN: '27AAAAA0000A1Z2', PAYMENTS_SANDBOX: 'false' },
        seed: false,
        webDistDir: webDist,
      });
      try {
        expect((await call('GET', '/api/payments/config', undefined, undefined, off)).json()).toEqual({
          enabled: false,
          sandbox: false,
          shippingSandbox: false,
          scriptUrl: '',
          key: '',
          // Cash on delivery needs no gateway.
          cod: { maxTotal: 50_000, fee: 0 },
        });
        const buyer = await off.make.makeUser();
        const laptop = await off.make.makeProduct();
        const res = await createOrder(buyer, [[laptop, 1]], off);
        expect([res.statusCode, res.json().message]).toEqual([503, 'Online payment is not configured']);
        for (const url of ['/sandbox/razorpay/checkout.js', '/sandbox/razorpay/v1/orders', '/sandbox/anything']) {
          const res = await call('GET', url, undefined, undefined, off);
          expect([res.statusCode, res.headers['content-type']], url).toEqual([404, expect.stringContaining('application/json')]);
        }
        expect((await call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: 'order_x', method: 'upi' }, undefined, off)).statusCode).toBe(404);
        // The shop's pages are still its pages.
        expect((await call('GET', '/products', undefined, undefined, off)).headers['content-type']).toContain('text/html');
      } finally {
        await off.close();
      }
    },
  );
});
