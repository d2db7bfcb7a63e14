import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND, type AdminCustomer, type AdminCustomerPage } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { bearer, createAdminTestApp, type TestApp } from '../../../test/test-app';

/** The shop's customer list and customer page (issue 26), on the real server and database. */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const ask = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const get = <T>(url: string) => ask(url, admin).then((res) => res.json<T>());

describe('the customers', () => {
  let priya: MadeUser;
  let cancelledOrder: string;

  beforeAll(async () => {
    priya = await t.make.makeUser({ name: 'Priya Nair', email: 'priya.nair@example.in', phone: '9123400001' });
    await t.make.makeUser({ name: 'Arjun Mehta', email: 'arjun@example.in', phone: '9988776655' });
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 10 });
    const mouse = await t.make.makeProduct({ priceInclGst: 1_500, stock: 10 });
    const kochi = { name: 'Priya Nair', phone: '9123400001', street: '7 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682031' };
    const delivered = await t.make.makeOrder(priya.id, [{ product: laptop, quantity: 1 }], { status: 'delivered', shippingAddress: kochi });
    await t.make.makeOrder(priya.id, [{ product: mouse, quantity: 2 }], { status: 'shipped' });
    cancelledOrder = await t.make.makeOrder(priya.id, [{ product: mouse, quantity: 1 }]);
    await t.make.makeOrder(priya.id, [{ product: mouse, quantity: 1 }], { paymentMethod: 'cod', paymentStatus: 'pending' });
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${delivered}/refunds`, headers: bearer(admin), payload: { amount: 1_000 } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${cancelledOrder}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.make.makeApplication(priya.id);
  });

  it('are listed newest first with orders, applications and lifetime value (paid less refunded), found by name, e-mail or phone', async () => {
    const all = await get<AdminCustomerPage>('/api/admin/customers');
    expect(all.customers.map((customer) => customer.name)).toEqual(['Arjun Mehta', 'Priya Nair']);
    expect(all).toMatchObject({ total: 2, totalPages: 1, page: 1 });
    expect(all.customers[1]).toMatchObject({
      _id: priya.id,
      email: 'priya.nair@example.in',
      phone: '9123400001',
      verified: true,
      orders: 4,
      returns: 0,
      applications: 1,
      // ₹40,000 + ₹3,000 + ₹1,500 paid; ₹1,000 and the cancelled ₹1,500 refunded; the COD order is not paid yet.
      lifetimeValuePaise: (40_000 + 3_000 + 1_500 - 1_000 - 1_500) * 100,
    });
    // Admins are staff, not customers.
    expect(all.customers.map((customer) => customer._id)).not.toContain(admin.id);

    for (const search of ['priya', 'NAIR@EXAMPLE', '91234 00001', '+91 9123400001']) {
      const found = await get<AdminCustomerPage>(`/api/admin/customers?search=${encodeURIComponent(search)}`);
      expect(
        found.customers.map((customer) => customer._id),
        search,
      ).toEqual([priya.id]);
    }
    expect((await get<AdminCustomerPage>('/api/admin/customers?search=nobody')).customers).toEqual([]);
    expect((await ask('/api/admin/customers?page=0', admin)).statusCode).toBe(400);
  });

  it('shows one customer with their addresses (read only), latest orders with refunds in the payment status, and applications', async () => {
    const customer = await get<AdminCustomer>(`/api/admin/customers/${priya.id}`);
    expect(customer).toMatchObject({ _id: priya.id, name: 'Priya Nair', orders: 4, applications: 1 });
    expect(customer.addresses.map((address) => [address.source, address.city])).toEqual([
      ['order', 'Pune'],
      ['order', 'Kochi'],
    ]);
    expect(customer.recentOrders).toHaveLength(4);
    const cancelled = customer.recentOrders.find((order) => order._id === cancelledOrder)!;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedPaise: 1_500_00 });
    expect(customer.recentOrders.map((order) => order.paymentStatus)).toEqual(expect.arrayContaining(['partially_refunded', 'pending', 'completed']));
    expect(customer.recentApplications).toMatchObject([{ status: 'pending', subType: expect.any(String) }]);
    expect(JSON.stringify(customer)).not.toMatch(/password|panNumber|aadhar/i);
  });

  it('404 alike for an unknown id, a malformed one and an admin; no route changes a customer', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', admin.id]) {
      const res = await ask(`/api/admin/customers/${id}`, admin);
      expect([res.statusCode, res.json().message], id).toEqual([404, CUSTOMER_NOT_FOUND]);
    }
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/admin/customers/${priya.id}`, headers: bearer(admin), payload: { name: 'X' } });
    expect(edit.statusCode).toBe(404);
  });

  it('is for admins only: 401 for a guest, 403 for a customer', async () => {
    for (const url of ['/api/admin/customers', `/api/admin/customers/${priya.id}`]) {
      expect((await ask(url)).statusCode).toBe(401);
      expect((await ask(url, priya)).statusCode).toBe(403);
    }
  });
});
