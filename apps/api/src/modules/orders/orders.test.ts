import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inclusiveTotals, type Product, type ShippingAddress } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { orders } from '../../schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalogue: Product[];

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await get('/api/products?limit=4')).json<{ products: Product[] }>().products;
  expect(catalogue).toHaveLength(4);
});
afterAll(() => t.close());

describe('GET /api/orders/my-orders', () => {
  it('is for signed-in customers only', async () => {
    const guest = await get('/api/orders/my-orders');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please log in to continue.' });
    const stale = await get('/api/orders/my-orders', 'not-a-session-token');
    expect(stale.statusCode).toBe(401);
  });

  it('answers an empty list to a customer who has not ordered', async () => {
    const { token } = await t.make.makeUser();
    const res = await get('/api/orders/my-orders', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the customer’s own orders, newest first, with the lines in the order bought', async () => {
    const asha = await t.make.makeUser();
    const [a, b, c] = catalogue as [Product, Product, Product];
    const older = await t.make.makeOrder(asha.id, [{ product: a, quantity: 1 }], {
      createdAt: new Date('2026-01-05T10:00:00Z'),
      status: 'delivered',
      trackingNumber: 'DLV123456789',
    });
    const newer = await t.make.makeOrder(
      asha.id,
      [
        { product: c, quantity: 2 },
        { product: a, quantity: 1, image: '' },
        { product: b, quantity: 3 },
      ],
      { createdAt: new Date('2026-03-10T08:30:00Z') },
    );

    const res = await get('/api/orders/my-orders', asha.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { _id: string }) => o._id)).toEqual([newer, older]);

    const totals = inclusiveTotals([
      { priceInclGst: c.priceInclGst, quantity: 2 },
      { priceInclGst: a.priceInclGst, quantity: 1 },
      { priceInclGst: b.priceInclGst, quantity: 3 },
    ]);
    expect(list[0]).toEqual({
      _id: newer,
      status: 'pending',
      createdAt: '2026-03-10T08:30:00.000Z',
      totalAmount: c.priceInclGst * 2 + a.priceInclGst + b.priceInclGst * 3,
      subtotal: totals.taxablePaise / 100,
      tax: totals.gstPaise / 100,
      shippingFee: 0,
      trackingNumber: '',
      items: [
        {
          _id: expect.any(String),
          quantity: 2,
          cancelledQuantity: 0,
          price: c.price,
          priceInclGst: c.priceInclGst,
          hsn: '8471 30',
          // Laptops (the factory's default): serial numbers, none recorded yet; the warranty counts from delivery.
          serialised: true,
          serials: [],
          warrantyUntil: null,
          product: { _id: c._id, name: c.name, brand: c.brand, images: [c.images[0]] },
        },
        {
          _id: expect.any(String),
          quantity: 1,
          cancelledQuantity: 0,
          price: a.price,
          priceInclGst: a.priceInclGst,
          hsn: '8471 30',
          serialised: true,
          serials: [],
          warrantyUntil: null,
          product: { _id: a._id, name: a.name, brand: a.brand, images: [] },
        },
        {
          _id: expect.any(String),
          quantity: 3,
          cancelledQuantity: 0,
          price: b.price,
          priceInclGst: b.priceInclGst,
          hsn: '8471 30',
          serialised: true,
          serials: [],
          warrantyUntil: null,
          product: { _id: b._id, name: b.name, brand: b.brand, images: [b.images[0]] },
        },
      ],
      shippingAddress: { name: 'Asha Verma', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', phone: '9876543210' },
      paymentDetails: { method: 'card', status: 'completed', paymentId: expect.stringMatching(/^pay_/) },
      refund: null,
      shipment: null,
    });
    expect(list[1]).toMatchObject({ status: 'delivered', trackingNumber: 'DLV123456789', items: [{ quantity: 1 }] });
  });

  it('keeps the names and prices of the day of purchase, whatever the catalogue says now', async () => {
    const ravi = await t.make.makeUser();
    const [, , , d] = catalogue as [Product, Product, Product, Product];
    const id = await t.make.makeOrder(ravi.id, [{ product: { ...d, name: 'Old name', priceInclGst: 1180 }, quantity: 1 }]);
    const [order] = (await get('/api/orders/my-orders', ravi.token)).json();
    expect(order).toMatchObject({
      _id: id,
      subtotal: 1000,
      tax: 180,
      totalAmount: 1180,
      items: [{ price: 1000, priceInclGst: 1180, product: { name: 'Old name' } }],
    });
  });
});

describe("one customer never sees another's orders", () => {
  let asha: MadeUser;
  let vikram: MadeUser;
  let ashasOrder: string;
  let vikramsOrder: string;

  beforeAll(async () => {
    [asha, vikram] = [await t.make.makeUser(), await t.make.makeUser()];
    const [a, b] = catalogue as [Product, Product];
    ashasOrder = await t.make.makeOrder(asha.id, [{ product: a, quantity: 1 }]);
    vikramsOrder = await t.make.makeOrder(vikram.id, [{ product: b, quantity: 2 }]);
  });

  it('in the list', async () => {
    const ashas = (await get('/api/orders/my-orders', asha.token)).json();
    const vikrams = (await get('/api/orders/my-orders', vikram.token)).json();
    expect(ashas.map((o: { _id: string }) => o._id)).toEqual([ashasOrder]);
    expect(vikrams.map((o: { _id: string }) => o._id)).toEqual([vikramsOrder]);
  });

  it('by id: their own order, and 404 for the other’s, exactly as for an unknown id', async () => {
    const own = await get(`/api/orders/${ashasOrder}`, asha.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: ashasOrder, items: [{ quantity: 1 }] });

    const others = await get(`/api/orders/${vikramsOrder}`, asha.token);
    const unknown = await get(`/api/orders/${randomUUID()}`, asha.token);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ message: 'Order not found' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(others.body);
  });

  it('by id, as a guest: 401 whether or not the order exists', async () => {
    expect((await get(`/api/orders/${ashasOrder}`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers 404, never a 500, for ids that cannot be an order id', async () => {
    const { token } = await t.make.makeUser();
    for (const id of ['not-a-uuid', '123', `${randomUUID()}x`, "' OR 1=1 --", '%E2%82%B9', 'x'.repeat(5000), 'my-orders2']) {
      const res = await get(`/api/orders/${encodeURIComponent(id)}`, token);
      expect(res.statusCode, id.slice(0, 40)).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
  });

  it('answers an upper-case UUID of the customer’s order like the lower-case one', async () => {
    const buyer = await t.make.makeUser();
    const id = await t.make.makeOrder(buyer.id, [{ product: catalogue[0]!, quantity: 1 }], { status: 'cancelled', paymentStatus: 'refunded' });
    const res = await get(`/api/orders/${id.toUpperCase()}`, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'cancelled', paymentDetails: { status: 'refunded' } });
  });

  it('reads the shipping address leniently: a missing part is empty, not an error', async () => {
    const buyer = await t.make.makeUser();
    const id = await t.make.makeOrder(buyer.id, [{ product: catalogue[1]!, quantity: 1 }], {
      // Not what checkout writes: how a damaged row reads.
      shippingAddress: { name: 'Only A Name', pincode: 411001, phone: null } as unknown as ShippingAddress,
    });
    const res = await get(`/api/orders/${id}`, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().shippingAddress).toEqual({ name: 'Only A Name', street: '', city: '', state: '', pincode: '411001', phone: '' });
  });
});

describe('the tables', () => {
  it('refuse amounts that do not add up (total = subtotal + tax, within the half rupee of orders made before decision 0006)', async () => {
    const buyer = await t.make.makeUser();
    await expect(
      // Straight into the table: the constraint itself is under test, which the factory would never break.
      t.database.db.insert(orders).values({ userId: buyer.id, subtotalPaise: 100_000, taxPaise: 18_000, total: 1179, shippingAddress: {} as ShippingAddress }),
    ).rejects.toThrow();
    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });
});
