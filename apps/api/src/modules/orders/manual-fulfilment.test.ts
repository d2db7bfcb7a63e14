import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToLeave } from '../../../test/papers';
import {
  ADMIN_ORDER_MESSAGES,
  orderTotals,
  type AdminCustomerPage,
  type AdminOrder,
  type AuditPage,
  type Dashboard,
  type Gstr1,
  type Order,
  type Product,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { invoices } from '../../schema';
import { indiaDate } from '../invoices/invoice-builder';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { ADDRESS, purchases } from '../../../test/purchases';

/**
 * Orders the shop fulfils by hand, with shipping off (issue 40 point 5): the tax invoice is issued when the
 * goods leave (CGST s.31), dated that day; a cash-on-delivery order becomes paid when marked delivered or
 * when the shop records the cash received, and then counts in the dashboard, lifetime value and GSTR-1.
 */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { COD_MAX_TOTAL: '50000', JOB_POLL_MS: '60000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(() => t.close());

const today = indiaDate(new Date());
const asAdmin = <T>(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) }).then((res) => ({ status: res.statusCode, body: res.json<T>() }));
/** Moves the order as the shop does by hand: handed to a courier, its e-way bill recorded first when its goods need one. */
const move = async (id: string, status: string, trackingNumber?: string) => {
  if (status === 'shipped') await readyToLeave(t, admin, id);
  return asAdmin<AdminOrder>('PATCH', `/api/admin/orders/${id}/status`, { status, ...(trackingNumber ? { trackingNumber } : {}) });
};
const invoicesOf = (orderId: string) =>
  t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));

async function placeCod(user: MadeUser, product: Product, quantity: number): Promise<Order> {
  const lines = [{ category: product.category, priceInclGst: product.priceInclGst, quantity }];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: bearer(user),
    payload: {
      amount: orderTotals(lines, orderTotals(lines).shippingFee).total,
      items: [{ productId: product._id, quantity }],
      shippingAddress: ADDRESS,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

const figures = async (buyer: MadeUser) => {
  const dashboard = (await asAdmin<Dashboard>('GET', '/api/admin/dashboard')).body;
  const customers = (await asAdmin<AdminCustomerPage>('GET', `/api/admin/customers?search=${encodeURIComponent(buyer.email)}`)).body;
  const gstr1 = (await asAdmin<Gstr1>('GET', `/api/admin/reports/gstr1?from=${today}&to=${today}`)).body;
  return { revenue: dashboard.today.revenue, lifetimePaise: customers.customers[0]?.lifetimeValuePaise ?? 0, taxablePaise: gstr1.totals.taxablePaise };
};

describe('a cash-on-delivery order moved along by hand', () => {
  it('is invoiced the day it is shipped and paid the day it is marked delivered; the dashboard, lifetime value and GSTR-1 then count it', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ name: 'Logitech M331', category: 'accessories', priceInclGst: 1_299, stock: 5 });
    const order = await placeCod(buyer, mouse, 2);
    const before = await figures(buyer);

    for (const status of ['confirmed', 'processing']) expect((await move(order._id, status)).status).toBe(200);
    // Packed, not yet gone: no invoice yet.
    expect(await invoicesOf(order._id)).toEqual([]);

    const shipped = await move(order._id, 'shipped', 'DTDC55501234');
    expect(shipped.status).toBe(200);
    const [invoice] = await invoicesOf(order._id);
    expect(invoice?.document).toMatchObject({ date: today, paymentNote: expect.stringMatching(/cash on delivery/i) });
    expect(invoice!.document.totals.total).toBe(order.totalAmount * 100);
    // Invoiced, but the cash is not in: not yet revenue.
    expect(shipped.body.paymentDetails.status).toBe('pending');
    expect((await figures(buyer)).revenue).toBe(before.revenue);

    const delivered = await move(order._id, 'delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body.paymentDetails.status).toBe('completed');
    expect(await invoicesOf(order._id)).toHaveLength(1);
    const after = await figures(buyer);
    expect(after.revenue).toBe(before.revenue + order.totalAmount);
    expect(after.lifetimePaise).toBe(before.lifetimePaise + order.totalAmount * 100);
    expect(after.taxablePaise).toBe(before.taxablePaise + invoice!.document.totals.taxableValue);

    const history = (await asAdmin<AuditPage>('GET', `/api/admin/audit?targetType=order&targetId=${order._id}`)).body;
    expect(history.entries.find((entry) => entry.after?.status === 'delivered')?.after).toMatchObject({ payment: 'completed' });
  });

  it('records the cash received, exactly the amount due and once, for an order shipped by hand: paid and delivered', async () => {
    const buyer = await t.make.makeUser();
    const keyboard = await t.make.makeProduct({ category: 'accessories', priceInclGst: 2_499, stock: 5 });
    const order = await placeCod(buyer, keyboard, 1);
    const url = `/api/admin/orders/${order._id}/cash-received`;
    // Not yet gone: nothing to collect.
    expect(await asAdmin('POST', url, { amount: order.totalAmount })).toEqual({ status: 409, body: { message: ADMIN_ORDER_MESSAGES.cashNotDue } });
    for (const status of ['confirmed', 'processing']) await move(order._id, status);
    expect((await move(order._id, 'shipped', 'BLUEDART9001')).status).toBe(200);

    expect(await asAdmin('POST', url, { amount: order.totalAmount - 100 })).toEqual({
      status: 400,
      body: { message: ADMIN_ORDER_MESSAGES.cashMismatch(order.totalAmount * 100) },
    });
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(buyer), payload: { amount: order.totalAmount } })).statusCode).toBe(403);

    // Two clicks at once: one records it.
    const both = await Promise.all([
      asAdmin<AdminOrder>('POST', url, { amount: order.totalAmount }),
      asAdmin<AdminOrder>('POST', url, { amount: order.totalAmount }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const recorded = both.find((res) => res.status === 200)!.body;
    expect([recorded.status, recorded.paymentDetails.status]).toEqual(['delivered', 'completed']);
    expect(await invoicesOf(order._id)).toHaveLength(1);
    const history = (await asAdmin<AuditPage>('GET', `/api/admin/audit?targetType=order&targetId=${order._id}`)).body;
    expect(history.entries.filter((entry) => entry.action === 'order.cash-received').map((entry) => entry.after)).toEqual([
      { status: 'delivered', payment: 'completed', amountPaise: order.totalAmount * 100 },
    ]);
  });

  it('is refused for an order paid online', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 45_000, stock: 2 });
    const shop = purchases(t);
    const paid = await shop.buy(buyer, [[laptop, 1]]);
    for (const status of ['processing']) await move(paid._id, status);
    await move(paid._id, 'shipped', 'AWB123');
    expect(await asAdmin('POST', `/api/admin/orders/${paid._id}/cash-received`, { amount: paid.totalAmount })).toEqual({
      status: 409,
      body: { message: ADMIN_ORDER_MESSAGES.cashNotDue },
    });
  });
});
