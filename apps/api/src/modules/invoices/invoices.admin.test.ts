import type { AuditPage } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { pdfText } from '../../../test/pdf-text';
import { purchases } from '../../../test/purchases';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The shop's own download of an order's invoice and credit note (issue 40 point 14): admins only, the
 * same documents the customer gets, each download in the audit log (the invoice names the customer,
 * their address and phone).
 */

let t: TestApp;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The Razorpay sandbox is reached over HTTP, as the real gateway is.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin' });
  shop = purchases(t);
});
afterAll(() => t.close());

const get = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const historyOf = async (orderId: string) =>
  (await get(`/api/admin/audit?targetType=order&targetId=${orderId}`, admin))
    .json<AuditPage>()
    .entries.map((entry) => [entry.action, entry.actor, entry.after]);

describe('the admin’s invoice download', () => {
  it('gives the admin the order’s invoice as a PDF, and writes who downloaded it in the order’s history', async () => {
    const buyer = await t.make.makeUser();
    const order = await shop.buy(buyer, [[await t.make.makeProduct({ priceInclGst: 24_000, stock: 3 }), 1]]);
    const customers = await get(`/api/orders/${order._id}/invoice`, buyer);
    const number = /TS\/\d{2}-\d{2}\/\d+/.exec((await pdfText(customers.rawPayload)).text)?.[0];
    expect(number).toBeDefined();

    const res = await get(`/api/admin/orders/${order._id}/invoice`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await pdfText(res.rawPayload)).text).toContain(number);
    expect(await historyOf(order._id)).toEqual([['order.invoice-download', admin.email, { number }]]);
  });

  it('is the shop’s alone: a customer, even the buyer, gets 403, a guest 401; an unknown or unpaid order 404, not audited', async () => {
    const buyer = await t.make.makeUser();
    const order = await shop.buy(buyer, [[await t.make.makeProduct({ stock: 3 }), 1]]);
    const url = `/api/admin/orders/${order._id}/invoice`;
    expect((await get(url, buyer)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    const unknown = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000/invoice', admin);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Order not found' }]);
    expect((await get('/api/admin/orders/nope/invoice', admin)).statusCode).toBe(404);
    const unpaid = await t.make.makeOrder(buyer.id, [{ product: await t.make.makeProduct(), quantity: 1 }], { paymentStatus: 'pending' });
    expect((await get(`/api/admin/orders/${unpaid}/invoice`, admin)).statusCode).toBe(404);
    expect(await historyOf(order._id)).toEqual([]);
    expect(await historyOf(unpaid)).toEqual([]);
  });

  it('gives a cancelled order’s credit note too, and 404 before there is one', async () => {
    const buyer = await t.make.makeUser();
    const order = await shop.buy(buyer, [[await t.make.makeProduct({ priceInclGst: 15_000, stock: 3 }), 1]]);
    const url = `/api/admin/orders/${order._id}/credit-note`;
    expect((await get(url, admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: bearer(buyer) })).statusCode).toBe(200);
    const res = await get(url, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pdfText(res.rawPayload)).text).toMatch(/credit note/i);
    expect((await historyOf(order._id)).map(([action]) => action)).toContain('order.credit-note-download');
  });
});
