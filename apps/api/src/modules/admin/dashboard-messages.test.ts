import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage, AdminMessagePage, AdminOrder, AdminOrderPage, AuditPage, Dashboard } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { contactMessages, orders } from '../../schema';
import { bearer, createAdminTestApp, type TestApp } from '../../../test/test-app';
import { createDashboard } from './dashboard.service';

/** The admin dashboard's figures and the contact messages (issue 11), each on its own database. */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());
const as = bearer;
const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: as(admin) }).then((res) => res.json<T>());
const sendMessage = async (name: string, createdAt = new Date()) =>
  (
    await t.database.db
      .insert(contactMessages)
      .values({ name, email: `${name.toLowerCase()}@example.in`, phone: '', subject: 'support', message: `Hello from ${name}`, ip: '127.0.0.1', createdAt })
      .returning({ id: contactMessages.id })
  )[0]!.id;

describe('the dashboard', () => {
  it("counts today's and this month's orders and money kept (paid, less refunds), orders to ship, returns, open applications, unread messages, low stock", async () => {
    const customer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ name: 'Almost Gone Laptop', priceInclGst: 50_000, stock: 2 });
    const plenty = await t.make.makeProduct({ priceInclGst: 1_000, stock: 50 });
    await t.make.makeOrder(customer.id, [{ product: laptop, quantity: 1 }]);
    const partlyRefunded = await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 2 }], { status: 'shipped' });
    const refundedInFull = await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 3 }], { status: 'delivered' });
    const cancelled = await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 1 }]);
    // Cash on delivery not yet collected: an order, not yet money.
    await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 4 }], { paymentMethod: 'cod', paymentStatus: 'pending', status: 'shipped' });
    // Not sales: a cash-on-delivery order cancelled before it went out, and a replacement sent under a return (issue 40 point 14).
    await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 1 }], { paymentMethod: 'cod', paymentStatus: 'pending', status: 'cancelled' });
    await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 1 }], { paymentMethod: 'replacement', paymentStatus: 'completed', status: 'confirmed' });
    // Last year: in neither today's nor this month's figures.
    await t.make.makeOrder(customer.id, [{ product: plenty, quantity: 1 }], { createdAt: new Date(Date.now() - 400 * 24 * 3600_000) });
    const refund = (id: string, amount: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, headers: as(admin), payload: { amount } }).then((res) => res.statusCode);
    expect(await refund(partlyRefunded, 499.5)).toBe(200);
    expect(await refund(refundedInFull, 3_000)).toBe(200);
    const cancelling = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${cancelled}/status`,
      headers: as(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    await t.make.makeApplication(customer.id);
    await t.make.makeApplication(customer.id, { status: 'under_review' });
    await t.make.makeApplication(customer.id, { status: 'approved' });
    await sendMessage('Unread');

    const dashboard = await get<Dashboard>('/api/admin/dashboard');
    // ₹50,000 paid, ₹2,000 less ₹499.50 refunded; the refunded, cancelled and unpaid COD orders bring nothing.
    // Four sales: the two cancelled orders and the replacement are not counted.
    const kept = 50_000 + 2_000 - 499.5;
    expect(dashboard.today).toEqual({ orders: 4, revenue: kept });
    expect(dashboard.month).toEqual({ orders: 4, revenue: kept });
    expect(dashboard.awaitingShipment).toBe(3); // the pending one, last year's and the replacement to send
    expect(dashboard.returnsAwaitingAction).toBe(0);
    expect(dashboard.openApplications).toBe(2);
    expect(dashboard.unreadMessages).toBe(1);
    expect(dashboard.lowStock).toEqual([{ _id: laptop._id, name: 'Almost Gone Laptop', stock: 2 }]);
    expect((await t.database.db.select().from(orders)).length).toBe(8);

    // The shop's order pages show the refunds in the payment's status.
    const statusOf = async (id: string) => (await get<AdminOrder>(`/api/admin/orders/${id}`)).paymentDetails.status;
    expect([await statusOf(partlyRefunded), await statusOf(refundedInFull), await statusOf(cancelled)]).toEqual(['partially_refunded', 'refunded', 'refunded']);
    const listed = await get<AdminOrderPage>('/api/admin/orders');
    expect(listed.orders.find((order) => order._id === partlyRefunded)!.paymentDetails.status).toBe('partially_refunded');

    const customerAnswer = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(customer) });
    expect(customerAnswer.statusCode).toBe(403);
  });

  it('takes returns waiting for action from the returns module, once one is wired in', async () => {
    const zero = async () => 0;
    const dashboard = createDashboard({
      orders: { tally: async () => ({ orders: 0, revenuePaise: 0 }), awaitingShipment: zero },
      catalog: { lowStock: async () => [] },
      applications: { openCount: zero },
      contact: { unreadCount: zero },
      returns: { awaitingActionCount: async () => 3 },
    });
    expect((await dashboard.read()).returnsAwaitingAction).toBe(3);
  });
});

describe('contact messages', () => {
  it('list newest first, unread ones alone, mark read and unread again (audited), 404 for an unknown id', async () => {
    const older = await sendMessage('Older', new Date(Date.now() - 60_000));
    const newer = await sendMessage('Newer');
    const all = await get<AdminMessagePage>('/api/admin/messages');
    expect(all.messages.map((m) => m._id).filter((id) => id === newer || id === older)).toEqual([newer, older]);
    expect(all.messages[0]).toMatchObject({ name: 'Newer', email: 'newer@example.in', subject: 'support', message: 'Hello from Newer', readAt: null });
    expect(JSON.stringify(all)).not.toContain('127.0.0.1');
    const unreadBefore = all.unread;

    const read = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${older}`, headers: as(admin), payload: { read: true } });
    expect(read.statusCode, read.body).toBe(200);
    const firstRead = read.json<AdminMessage>().readAt;
    expect(firstRead).not.toBeNull();
    // Marking it read again keeps the first time, and records nothing new.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${older}`, headers: as(admin), payload: { read: true } })).json<AdminMessage>().readAt,
    ).toBe(firstRead);
    const unread = await get<AdminMessagePage>('/api/admin/messages?unread=true');
    expect(unread.unread).toBe(unreadBefore - 1);
    expect(unread.messages.map((m) => m._id)).not.toContain(older);
    expect((await get<AdminMessagePage>('/api/admin/messages?unread=false')).messages.map((m) => m._id)).toEqual([older]);

    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${older}`, headers: as(admin), payload: { read: false } })).json<AdminMessage>().readAt,
    ).toBeNull();
    const audit = await get<AuditPage>(`/api/admin/audit?targetId=${older}`);
    expect(audit.entries.reverse().map((entry) => [entry.before, entry.after])).toEqual([
      [{ read: false }, { read: true }],
      [{ read: true }, { read: false }],
    ]);

    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/messages/00000000-0000-4000-8000-000000000000',
      headers: as(admin),
      payload: { read: true },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Message not found']);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${older}`, headers: as(admin), payload: { read: 'yes' } })).statusCode).toBe(400);
    const [row] = await t.database.db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, older));
    expect(row!.readAt).toBeNull();
  });
});
