import { eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, COD_MESSAGES, COD_OPEN_ORDERS_PER_CUSTOMER, orderTotals, SHIPPING_FEE, type Order, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { products } from '../../schema';
import { loadConfig } from '../../config/env';
import { startMailbox } from '../../../test/mailbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Cash on delivery (issue 25, point 3): POST /api/orders/cod through the real HTTP server and
 * database: server prices, stock taken as a paid checkout takes it, the cap, s.269ST, the PIN, a
 * verified account, the per-customer limit, the last unit raced for, and cancelling.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { COD_MAX_TOTAL: '50000' } });
});
afterAll(() => t.close());

const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const amountOf = (lines: Array<[Product, number]>, fee = 0) =>
  orderTotals(
    lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity })),
    orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).shippingFee + fee,
  ).total;
const placeCod = (user: MadeUser, lines: Array<[Product, number]>, overrides: Record<string, unknown> = {}, on: TestApp = t) =>
  on.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: { authorization: `Bearer ${user.token}` },
    payload: {
      amount: amountOf(lines),
      items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })),
      shippingAddress: ADDRESS,
      ...overrides,
    },
  });
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('POST /api/orders/cod', () => {
  it('places the order from server prices, delivery charged as shown, payment pending, stock taken', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ name: 'Wireless Mouse', category: 'accessories', priceInclGst: 1_299, stock: 5 });
    const res = await placeCod(buyer, [[mouse, 2]]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      status: 'pending',
      totalAmount: 2 * 1_299 + SHIPPING_FEE,
      shippingFee: SHIPPING_FEE,
      paymentDetails: { method: 'cod', status: 'pending', paymentId: '' },
    });
    expect(Math.round((order.subtotal + order.tax) * 100)).toBe(order.totalAmount * 100);
    expect(await stockOf(mouse._id)).toBe(3);
    const mine = await t.app.inject({ url: `/api/orders/${order._id}`, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(mine.json<Order>()._id).toBe(order._id);
  });

  it('is placed, not confirmed, and its mail says what to pay the courier, not that a payment was received', async () => {
    const mailbox = await startMailbox();
    const mailing = await createTestApp({
      seed: false,
      env: { COD_MAX_TOTAL: '50000', SMTP_URL: mailbox.url, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' },
    });
    try {
      const buyer = await mailing.make.makeUser();
      const mouse = await mailing.make.makeProduct({ name: 'Wireless Mouse', category: 'accessories', priceInclGst: 1_299, stock: 5 });
      const res = await placeCod(buyer, [[mouse, 2]], {}, mailing);
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json<Order>();
      // The terms confirm an order once its online payment succeeds: a COD order waits for the shop.
      expect(order.status).toBe('pending');
      await mailing.app.jobs.drain();
      const mail = await mailbox.nextFor(buyer.email);
      expect(mail.subject).toContain(`#${order._id.slice(-8).toUpperCase()}`);
      expect(mail.body).not.toMatch(/received your payment/i);
      expect(mail.body).toContain(`${(2 * 1_299 + SHIPPING_FEE).toLocaleString('en-IN')} in cash or by UPI to the courier`);
    } finally {
      await mailing.close();
      await mailbox.close();
    }
  });

  it('refuses an amount other than the shop’s total with its prices, and takes nothing', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 34_990, stock: 2 });
    const res = await placeCod(buyer, [[laptop, 1]], { amount: 34_000 });
    expect([res.statusCode, res.json().message, res.json().total]).toEqual([409, CHECKOUT_MESSAGES.priceChanged, 34_990]);
    expect(await stockOf(laptop._id)).toBe(2);
  });

  it('is offered up to the cap only, for goods a courier brings, to a verified account, at a PIN of the chosen state', async () => {
    const buyer = await t.make.makeUser();
    const dear = await t.make.makeProduct({ priceInclGst: 64_990, stock: 2 });
    const over = await placeCod(buyer, [[dear, 1]]);
    expect([over.statusCode, over.json().message]).toEqual([400, COD_MESSAGES.overCap(50_000)]);
    expect(await stockOf(dear._id)).toBe(2);

    const key = await t.make.makeProduct({ name: 'Antivirus key', category: 'software', priceInclGst: 999, stock: 5, attributes: null });
    const digital = await placeCod(buyer, [[key, 1]]);
    expect([digital.statusCode, digital.json().message]).toEqual([400, COD_MESSAGES.nothingToDeliver]);

    const stranger = await t.make.makeUser({ verified: false });
    const laptop = await t.make.makeProduct({ priceInclGst: 29_990, stock: 2 });
    const unverified = await placeCod(stranger, [[laptop, 1]]);
    expect([unverified.statusCode, unverified.json().message]).toEqual([403, COD_MESSAGES.unverified]);

    const elsewhere = await placeCod(buyer, [[laptop, 1]], { shippingAddress: { ...ADDRESS, state: 'Goa' } });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, 'PIN code 411001 is in Maharashtra, not Goa. Please choose Maharashtra.']);
    expect(await stockOf(laptop._id)).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/cod', payload: {} })).statusCode).toBe(401);
  });

  it('is off with COD_MAX_TOTAL=0, and can never be set to ₹2,00,000 or more (Income Tax Act s.269ST)', async () => {
    expect(() => loadConfig({ NODE_ENV: 'test', COD_MAX_TOTAL: '200000' })).toThrow(/COD_MAX_TOTAL.*below 200000/s);
    const off = await createTestApp({ seed: false, env: { COD_MAX_TOTAL: '0' } });
    try {
      const buyer = await off.make.makeUser();
      const laptop = await off.make.makeProduct({ priceInclGst: 29_990, stock: 2 });
      const res = await placeCod(buyer, [[laptop, 1]], {}, off);
      expect([res.statusCode, res.json().message]).toEqual([400, COD_MESSAGES.off]);
    } finally {
      await off.close();
    }
  });

  it('adds the COD fee to the delivery line, as shown before ordering', async () => {
    const withFee = await createTestApp({ seed: false, env: { COD_FEE: '49' } });
    try {
      const buyer = await withFee.make.makeUser();
      const laptop = await withFee.make.makeProduct({ priceInclGst: 29_990, stock: 2 });
      const wrong = await placeCod(buyer, [[laptop, 1]], {}, withFee);
      expect([wrong.statusCode, wrong.json().total]).toEqual([409, 29_990 + 49]);
      const res = await placeCod(buyer, [[laptop, 1]], { amount: amountOf([[laptop, 1]], 49) }, withFee);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Order>()).toMatchObject({ totalAmount: 29_990 + 49, shippingFee: 49 });
    } finally {
      await withFee.close();
    }
  });

  it('sells the last unit once when two customers order it at the same moment', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 39_990, stock: 1 });
    const [a, b] = [await t.make.makeUser(), await t.make.makeUser()];
    const results = await Promise.all([placeCod(a, [[laptop, 1]]), placeCod(b, [[laptop, 1]])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(CHECKOUT_MESSAGES.notEnoughStock(laptop.name, 0));
    expect(await stockOf(laptop._id)).toBe(0);
  });

  it(`lets one customer hold at most ${COD_OPEN_ORDERS_PER_CUSTOMER} unpaid COD orders, even all at once`, async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 24_990, stock: 10 });
    const results = await Promise.all(Array.from({ length: COD_OPEN_ORDERS_PER_CUSTOMER + 2 }, () => placeCod(buyer, [[laptop, 1]])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(COD_OPEN_ORDERS_PER_CUSTOMER);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(COD_MESSAGES.tooManyOpen(COD_OPEN_ORDERS_PER_CUSTOMER));
    expect(await stockOf(laptop._id)).toBe(10 - COD_OPEN_ORDERS_PER_CUSTOMER);
  });

  it('cancelling gives the stock back once and refunds nothing (nothing was paid)', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 17_990, stock: 3 });
    const order = (await placeCod(buyer, [[laptop, 2]])).json<Order>();
    expect(await stockOf(laptop._id)).toBe(1);
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: { authorization: `Bearer ${buyer.token}` } });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const cancelled = (first.statusCode === 200 ? first : second).json<Order>();
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: null, paymentDetails: { method: 'cod', status: 'pending' } });
    expect(await stockOf(laptop._id)).toBe(3);
  });

  it('keeps one customer’s cash below ₹2,00,000 across their open COD orders, even placed all at once (Income Tax Act s.269ST)', async () => {
    const generous = await createTestApp({ seed: false, env: { COD_MAX_TOTAL: '150000' } });
    try {
      const buyer = await generous.make.makeUser();
      const laptop = await generous.make.makeProduct({ priceInclGst: 80_000, stock: 10 });
      const total = amountOf([[laptop, 1]]);
      // Each order is under the shop's cap; three together would pass ₹2,00,000.
      const results = await Promise.all(Array.from({ length: 3 }, () => placeCod(buyer, [[laptop, 1]], {}, generous)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(COD_MESSAGES.overLegalLimit(2 * total));
      // Another customer is counted on their own.
      const other = await generous.make.makeUser();
      expect((await placeCod(other, [[laptop, 1]], {}, generous)).statusCode).toBe(201);
    } finally {
      await generous.close();
    }
  });
});
