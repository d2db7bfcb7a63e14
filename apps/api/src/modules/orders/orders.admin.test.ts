import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToLeave } from '../../../test/papers';
import {
  ADMIN_ORDER_PAGE_SIZE,
  orderTotals,
  type AdminOrder,
  type AdminOrderPage,
  type AuditPage,
  type Order,
  type PaymentOrder,
  type Product,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { orders, products } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The shop's side of orders (issue 11): finding them, and moving them along the shared status graph. */

let t: TestApp;
let mailbox: Mailbox;
let admin: MadeUser;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' }, seed: false });
  // The gateway client reaches the sandbox on the app's own port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `shop.admin.${Date.now()}@example.in` });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: as(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderPage>();
};
/** Moves the order as the shop does: handed to a courier by hand, its e-way bill recorded first when its goods need one. */
const move = async (id: string, body: { status?: string; [field: string]: unknown }, by: MadeUser = admin) => {
  if (body.status === 'shipped') await readyToLeave(t, admin, id);
  return t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: as(by), payload: body });
};
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A real purchase through the sandbox, as the checkout page makes it. */
async function buy(buyer: MadeUser, product: Product, quantity = 1): Promise<Order> {
  const address = { name: buyer.user.name, phone: '98450 12345', street: '4th Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: as(buyer),
    payload: {
      amount: orderTotals([{ category: product.category, priceInclGst: product.priceInclGst, quantity }]).total,
      items: [{ productId: product._id, quantity }],
      shippingAddress: address,
    },
  });
  const { orderId } = created.json<PaymentOrder>();
  const triple = (
    await t.app.inject({ method: 'POST', url: '/sandbox/razorpay/v1/checkout/pay', payload: { order_id: orderId, method: 'upi', outcome: 'success' } })
  ).json();
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(buyer),
    payload: { paymentDetails: { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature } },
  });
  expect([200, 201], placed.body).toContain(placed.statusCode);
  return placed.json<Order>();
}

describe('admin orders', () => {
  it('are for admins only, and 404 alike for unknown and malformed ids', async () => {
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: as(customer) })).statusCode).toBe(403);
    const product = await t.make.makeProduct({ stock: 5 });
    const id = await t.make.makeOrder(customer.id, [{ product, quantity: 1 }]);
    expect((await move(id, { status: 'confirmed' }, customer)).statusCode).toBe(403);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${bad}`, headers: as(admin) });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Order not found']);
    }
  });

  it('list newest first with their customer, filtered by status, day, and a search by number, name, e-mail or phone, a page at a time', async () => {
    const meera = await t.make.makeUser({ name: 'Meera Krishnan', email: `meera.k.${Date.now()}@example.in`, phone: '9845011111' });
    const product = await t.make.makeProduct({ stock: 100 });
    const older = await t.make.makeOrder(meera.id, [{ product, quantity: 1 }], {
      status: 'shipped',
      createdAt: new Date('2026-03-31T20:00:00Z'),
      trackingNumber: 'DTDC123',
    });
    const newer = await t.make.makeOrder(meera.id, [{ product, quantity: 2 }], { createdAt: new Date('2026-04-02T10:00:00Z') });

    const byName = await list('search=meera%20krishnan');
    expect(byName.orders.map((order) => order._id)).toEqual([newer, older]);
    expect(byName.orders[0]).toMatchObject({
      customer: { _id: meera.id, name: 'Meera Krishnan', email: meera.email, phone: '9845011111' },
      subtotal: 2 * product.price,
    });
    expect((await list(`search=${encodeURIComponent(`#${older.slice(-8).toUpperCase()}`)}`)).orders.map((order) => order._id)).toEqual([older]);
    expect((await list(`search=${encodeURIComponent(meera.email.toUpperCase())}`)).total).toBe(2);
    expect((await list('search=%2B91%2098450%2011111')).total).toBe(2);
    expect((await list('search=meera%20krishnan&status=shipped')).orders.map((order) => order._id)).toEqual([older]);
    // 2026-03-31 20:00 UTC is 1 April 01:30 in India: it counts as 1 April.
    expect((await list('search=meera%20krishnan&from=2026-04-01&to=2026-04-01')).orders.map((order) => order._id)).toEqual([older]);
    expect((await list('search=%25')).total).toBe(0);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/orders?from=01-04-2026', headers: as(admin) });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'from must be a date written YYYY-MM-DD']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=lost', headers: as(admin) })).statusCode).toBe(400);

    const many = await t.make.makeUser({ name: 'Paging Person' });
    for (let i = 0; i < ADMIN_ORDER_PAGE_SIZE + 3; i++) await t.make.makeOrder(many.id, [{ product, quantity: 1 }]);
    const first = await list('search=paging%20person');
    const second = await list('search=paging%20person&page=2');
    expect([first.orders.length, second.orders.length, first.total, first.totalPages]).toEqual([ADMIN_ORDER_PAGE_SIZE, 3, ADMIN_ORDER_PAGE_SIZE + 3, 2]);
    expect(new Set([...first.orders, ...second.orders].map((order) => order._id)).size).toBe(ADMIN_ORDER_PAGE_SIZE + 3);
  });

  it('move only along the status graph; shipping needs a tracking number; the customer sees it and gets e-mails; every move is audited', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 10 });
    const order = await buy(buyer, product);

    // Paid online, it is confirmed already (the terms): nothing for the shop to confirm, and no way back to pending.
    expect(order.status).toBe('confirmed');
    const illegal = await move(order._id, { status: 'shipped', trackingNumber: 'BLUEDART1' });
    expect([illegal.statusCode, illegal.json().message]).toEqual([409, 'An order that is confirmed cannot become shipped.']);
    expect((await move(order._id, { status: 'pending' })).statusCode).toBe(409);
    expect((await move(order._id, { status: 'processing' })).statusCode).toBe(200);
    const noTracking = await move(order._id, { status: 'shipped' });
    expect([noTracking.statusCode, noTracking.json().message]).toEqual([400, 'Enter the tracking number to ship the order']);
    expect((await move(order._id, { status: 'shipped', trackingNumber: ' ' })).statusCode).toBe(400);
    expect((await move(order._id, { status: 'shipped', trackingNumber: 'x', note: 'mass assignment' })).statusCode).toBe(400);

    const shipped = await move(order._id, { status: 'shipped', trackingNumber: 'BLUEDART1234567' });
    expect(shipped.json<AdminOrder>()).toMatchObject({ status: 'shipped', trackingNumber: 'BLUEDART1234567' });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: as(buyer) })).json<Order>();
    expect([mine.status, mine.trackingNumber]).toEqual(['shipped', 'BLUEDART1234567']);
    const cannotCancel = await move(order._id, { status: 'cancelled' });
    expect([cannotCancel.statusCode, cannotCancel.json().message]).toEqual([409, 'An order that is shipped cannot become cancelled.']);
    expect((await move(order._id, { status: 'delivered' })).json<AdminOrder>().status).toBe('delivered');

    await t.app.jobs.drain();
    const subjects = mailbox.received.filter((mail) => mail.to.includes(buyer.email)).map((mail) => mail.subject);
    const ref = order._id.slice(-8).toUpperCase();
    expect(subjects).toEqual(expect.arrayContaining([`Your TechStore order #${ref} has shipped`, `Your TechStore order #${ref} is delivered`]));
    expect(mailbox.received.find((mail) => mail.subject.endsWith('has shipped') && mail.to.includes(buyer.email))!.body).toContain('BLUEDART1234567');
    // Delivered invites a review, on the order's review page.
    expect(mailbox.received.find((mail) => mail.subject.endsWith('is delivered') && mail.to.includes(buyer.email))!.body).toContain(
      `/orders/${order._id}/review`,
    );

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${order._id}`, headers: as(admin) })).json<AuditPage>();
    expect(audit.entries.reverse().map((entry) => [entry.actor, entry.action, entry.before?.status, entry.after?.status])).toEqual([
      // A laptop worth more than ₹50,000: its serial number and e-way bill, recorded as it was first to be handed to a courier.
      [admin.email, 'order.serials', undefined, undefined],
      [admin.email, 'order.eway-bill', undefined, undefined],
      [admin.email, 'order.status', 'confirmed', 'processing'],
      [admin.email, 'order.status', 'processing', 'shipped'],
      [admin.email, 'order.status', 'shipped', 'delivered'],
    ]);
  });

  it('two admins moving one order at once: one move wins, the other is refused', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 10 });
    const id = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }]);
    const answers = await Promise.all([move(id, { status: 'confirmed' }), move(id, { status: 'confirmed' }), move(id, { status: 'confirmed' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('cancel with the stock back once and the payment refunded through the gateway, even when asked twice at once', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 6 });
    const order = await buy(buyer, product, 2);
    expect(await stockOf(product._id)).toBe(4);

    const answers = await Promise.all([move(order._id, { status: 'cancelled' }), move(order._id, { status: 'cancelled' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product._id)).toBe(6);
    await t.app.jobs.drain();
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: as(admin) })).json<AdminOrder>();
    expect(after).toMatchObject({
      status: 'cancelled',
      refund: { extent: 'full', status: expect.stringMatching(/^(pending|processed)$/), amountPaise: order.totalAmount * 100 },
      refundablePaise: 0,
    });
    expect(after.refund!.refunds).toHaveLength(1);
    expect(after.refund!.refunds[0]).toMatchObject({ reason: 'order-cancelled', requestedBy: admin.email, gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    const ref = order._id.slice(-8).toUpperCase();
    expect(mailbox.received.some((mail) => mail.to.includes(buyer.email) && mail.subject === `Your TechStore order #${ref} is cancelled`)).toBe(true);
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, order._id), sql`${orders.cancelledAt} IS NOT NULL`));
    expect(row!.status).toBe('cancelled');
  });
});
