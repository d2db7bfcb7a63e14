import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNumber,
  SHIPPING_MESSAGES,
  type AdminOrder,
  type AdminShipment,
  type AuditPage,
  type Order,
  type PaymentOrder,
  type Product,
  type ShipOrdersResult,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { shiprocketSandboxOrders } from '@store/shiprocket-sandbox';
import { jobs, products, shipments, shopNotifications } from '../../schema';
import { sandboxRefunds } from '@store/razorpay-sandbox';
import { readyToLeave } from '../../../test/papers';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { pdfText, unwrapped } from '../../../test/pdf-text';
import { ADDRESS, purchases, totalOf } from '../../../test/purchases';
import { shiprocketDocs, stubPlaceOf } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shippingSandboxSettings } from '../courier/shiprocket-sandbox-settings';
import { expectedDeliveryOf, parseShiprocketTime } from './shipping.service';
import type { ServiceabilityResponse } from '../courier/shiprocket-client';

/**
 * Shipping an order with a courier (issue 25): the real server on a port, the built-in Shiprocket and
 * Razorpay sandboxes over HTTP, the real database and an SMTP server.
 */

let t: TestApp;
let mailbox: Mailbox;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;
let webhookToken: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    env: { SMTP_URL: mailbox.url, SHIPPING_SANDBOX: 'true', JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' },
    seed: false,
    placeOf: stubPlaceOf,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `ship.admin.${Date.now()}@example.in` });
  shop = purchases(t);
  webhookToken = shippingSandboxSettings(t.config, () => '').webhookToken;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
/** Books the order's parcel as the shop does: its e-way bill recorded first when its goods need one. */
const ship = async (orderId: string, body: object = {}, by: MadeUser = admin) => {
  await readyToLeave(t, admin, orderId);
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: as(by), payload: body });
};
const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(admin) })).json<AdminOrder>();
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
/** Runs what is due until nothing is: the sandbox's webhooks, the shop's event jobs, the mails. */
const settle = async () => {
  await t.app.jobs.drain();
  await t.app.jobs.drain();
};
const advance = async (awb: string, status: string, webhooks = 'once') => {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb, status, webhooks } });
  expect(res.statusCode, res.body).toBe(200);
  await settle();
};
const documentOf = (user: MadeUser, orderId: string, kind: 'invoice' | 'credit-note') =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/${kind}`, headers: as(user) });
const webhook = (body: object, token: string | null = webhookToken) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: body, headers: token === null ? {} : { 'x-api-key': token } });

/** A paid order through the Razorpay sandbox, delivered to `phone`. */
async function paidOrder(buyer: MadeUser, product: Product, phone = ADDRESS.phone): Promise<Order> {
  const created = await shop.call(
    'POST',
    '/api/payments/create-order',
    { amount: totalOf([product, 1]), items: [{ productId: product._id, quantity: 1 }], shippingAddress: { ...ADDRESS, phone } },
    buyer.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const triple = await shop.pay(created.json<PaymentOrder>().orderId);
  const placed = await shop.place(buyer, triple);
  expect([200, 201], placed.body).toContain(placed.statusCode);
  return placed.json<Order>();
}

describe('a reverse pickup (bookReturnPickup)', () => {
  it('books a courier to bring a delivered order back to the shop, and leaves the forward shipment alone', async () => {
    const buyer = await t.make.makeUser();
    const sku = `RET-LAP-${Date.now().toString(36).toUpperCase()}`;
    const product = await t.make.makeProduct({ stock: 5, sku });
    const order = await paidOrder(buyer, product);
    const forward = (await ship(order._id)).json<AdminShipment>();
    await advance(forward.awb, 'delivered');
    const delivered = await adminOrder(order._id);
    expect(delivered.status).toBe('delivered');

    const reference = `RET-${order._id.slice(0, 8)}-${Date.now().toString(36)}`;
    const lines = [{ productId: product._id, name: product.name, units: 1, sellingPrice: delivered.items[0]!.priceInclGst }];
    const booked = await t.app.shipping.bookReturnPickup({ reference, order: delivered, lines });
    expect(booked.awb).toMatch(/^\w{8,}$/);
    // The courier is told the product's SKU and a laptop's packed size (its category's default), as for the way out.
    const [sent] = await t.database.db.select().from(shiprocketSandboxOrders).where(eq(shiprocketSandboxOrders.channelOrderId, reference));
    expect(sent).toMatchObject({ weight: 2.5, length: 45, breadth: 35, height: 12 });
    expect((sent!.request as { order_items: Array<{ sku: string }> }).order_items.map((item) => item.sku)).toEqual([sku]);
    expect(booked.awb).not.toBe(forward.awb);
    expect(booked.courier).not.toBe('');

    // The courier collects it at the customer's and brings it to the shop; the shop's own shipment does not move.
    await advance(booked.awb, 'picked_up');
    await advance(booked.awb, 'delivered');
    const tracked = await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb: booked.awb, status: 'in_transit' } });
    expect(tracked.statusCode).toBe(400);
    const after = await adminOrder(order._id);
    expect(after.status).toBe('delivered');
    expect(after.shipment).toMatchObject({ awb: forward.awb, status: 'delivered' });
    expect(after.shipment!.events.map((event) => event.status)).toEqual(delivered.shipment!.events.map((event) => event.status));

    // The same reference again once its AWB is assigned: Shiprocket's refusal, in the shop's words.
    await expect(t.app.shipping.bookReturnPickup({ reference, order: delivered, lines })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('The order id has already been taken.'),
    });
    await expect(t.app.shipping.bookReturnPickup({ reference: 'R'.repeat(51), order: delivered, lines })).rejects.toMatchObject({ statusCode: 422 });

    // Shiprocket down: 503, to try again later.
    const outage = await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/outage', payload: { mode: '5xx', calls: 1 } });
    expect(outage.statusCode).toBe(200);
    await expect(t.app.shipping.bookReturnPickup({ reference: `${reference}-2`, order: delivered, lines })).rejects.toMatchObject({
      statusCode: 503,
      message: SHIPPING_MESSAGES.unavailable,
    });
    // A retry after the outage books it.
    expect((await t.app.shipping.bookReturnPickup({ reference: `${reference}-2`, order: delivered, lines })).awb).toMatch(/^\w{8,}$/);
  });
});

describe('shipping an order', () => {
  it('labels the parcel with the order number and the products’ SKUs, and tells the courier the weight and box its lines make', async () => {
    const buyer = await t.make.makeUser();
    const tag = Date.now().toString(36).toUpperCase();
    // A laptop with its own packed size, and a mouse that takes its type's default (300 g, 20 × 12 × 8 cm).
    const laptop = await t.make.makeProduct({ sku: `WMB-LAP-${tag}`, weightGrams: 1900, lengthCm: 40, breadthCm: 30, heightCm: 8, stock: 5 });
    const mouse = await t.make.makeProduct({
      sku: `WMB-MSE-${tag}`,
      name: `Wombat Mouse ${tag}`,
      category: 'accessories',
      attributes: { type: 'Mouse', connectivity: 'Wired' },
      priceInclGst: 799,
      stock: 5,
    });
    const order = await shop.buy(buyer, [
      [laptop, 1],
      [mouse, 2],
    ]);
    const res = await ship(order._id);
    expect(res.statusCode, res.body).toBe(200);

    // What Shiprocket was sent over HTTP, as its sandbox keeps it: 1.9 + 2 × 0.3 kg; the boxes stacked flat.
    const [sent] = await t.database.db.select().from(shiprocketSandboxOrders).where(eq(shiprocketSandboxOrders.awb, res.json<AdminShipment>().awb));
    expect(sent).toMatchObject({ channelOrderId: orderNumber(order._id), weight: 2.5, length: 40, breadth: 30, height: 24 });
    // Either line may come first: the checkout lists an order's lines by product id.
    expect((sent!.request as { order_items: Array<{ sku: string; units: number }> }).order_items.map(({ sku, units }) => [sku, units]).sort()).toEqual([
      [`WMB-LAP-${tag}`, 1],
      [`WMB-MSE-${tag}`, 2],
    ]);

    const label = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/label`, headers: as(admin) });
    expect(label.statusCode).toBe(200);
    const text = unwrapped((await pdfText(label.rawPayload)).text);
    expect(text).toContain(`Order: ${orderNumber(order._id)} `);
    expect(text).not.toContain(order._id);
    expect(text).toContain(`(SKU WMB-LAP-${tag})`);
    expect(text).toContain(`2 x Wombat Mouse ${tag} (SKU WMB-MSE-${tag})`);
    expect(text).not.toContain(laptop._id);
    expect(text).toContain('Weight: 2.5 kg Dimensions: 40 x 30 x 24 cm');

    // The parcel is kept under that number: a webhook naming only our order id (its AWB not stored yet) finds it by it.
    const shipment = (await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id)))[0]!;
    expect(shipment.reference).toBe(orderNumber(order._id));
  });

  it('books the parcel, follows the courier to the door and mails the customer', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product);

    const res = await ship(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const shipment = res.json<AdminShipment>();
    expect(shipment).toMatchObject({ orderId: order._id, status: 'pickup_scheduled', needsAttention: false, error: '' });
    expect(shipment.awb).toMatch(/^\w{8,}$/);
    expect(shipment.courier).not.toBe('');
    expect(shipment.trackingUrl).toContain(shipment.awb);
    // The courier's own estimate for the parcel, as its serviceability gave it when booked: a day to come.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(shipment.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipment.expectedDelivery! > today).toBe(true);
    expect((await shop.call('GET', `/api/orders/${order._id}`, undefined, buyer.token)).json<Order>().shipment).toMatchObject({
      expectedDelivery: shipment.expectedDelivery,
    });

    let seen = await adminOrder(order._id);
    expect(seen).toMatchObject({ status: 'processing', trackingNumber: shipment.awb, shipment: { awb: shipment.awb, status: 'pickup_scheduled' } });

    // The label is the sandbox's PDF, with a filename.
    const label = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/label`, headers: as(admin) });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toMatch(/attachment; filename="label-.+\.pdf"/);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await advance(shipment.awb, 'picked_up');
    expect((await adminOrder(order._id)).status).toBe('shipped');
    await advance(shipment.awb, 'in_transit');
    await advance(shipment.awb, 'out_for_delivery');
    await advance(shipment.awb, 'delivered');

    seen = await adminOrder(order._id);
    expect(seen.status).toBe('delivered');
    expect(seen.trackingNumber).toBe(shipment.awb);
    expect(seen.shipment!.status).toBe('delivered');
    expect(seen.shipment!.events.map((event) => event.status)).toEqual(['pickup_scheduled', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    const times = seen.shipment!.events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The customer's own view has the parcel too.
    const mine = await shop.call('GET', `/api/orders/${order._id}`, undefined, buyer.token);
    expect(mine.json<Order>().shipment).toMatchObject({ awb: shipment.awb, status: 'delivered' });

    const subjects = mailbox.received.filter((mail) => mail.to.includes(buyer.email)).map((mail) => mail.subject);
    expect(subjects.filter((s) => s.endsWith('has shipped'))).toHaveLength(1);
    expect(subjects.filter((s) => s.endsWith('is out for delivery'))).toHaveLength(1);
    expect(subjects.filter((s) => s.endsWith('is delivered'))).toHaveLength(1);
    expect(mailbox.received.find((mail) => mail.subject.endsWith('has shipped') && mail.to.includes(buyer.email))!.body).toContain(shipment.awb);

    // A second click finds the shipment.
    expect((await ship(order._id)).statusCode).toBe(409);

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as(admin) })).json<AuditPage>();
    expect(JSON.stringify(audit)).toContain('order.ship');
  });

  it("answers a refusal in the shop's words, and a cancelled or unpaid order is not shipped", async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, '9000000001');
    const res = await ship(order._id);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/^The courier booking was refused: .+/);
    expect((await adminOrder(order._id)).shipment).toMatchObject({ status: 'failed', awb: '' });
    // Before it is shipped there is no label.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/label`, headers: as(admin) })).statusCode).toBe(404);

    const other = await paidOrder(buyer, product);
    expect((await shop.call('POST', `/api/orders/${other._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
    expect((await ship(other._id)).statusCode).toBe(409);
  });

  it('books once when two admins click together', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product);
    const answers = await Promise.all([ship(order._id), ship(order._id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(1);
  });

  it('leaves alone the webhooks of shipments that are not ours', async () => {
    const body = { ...shiprocketDocs('webhook-shipment-status.json'), current_timestamp: '02 01 2030 10:00:00' };
    expect((await webhook(body)).statusCode).toBe(200);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'shipment-event'));
    expect(queued.filter((job) => JSON.stringify(job.payload).includes('19041424751540'))).toEqual([]);
  });

  it("is the shop's alone", async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product);
    expect((await ship(order._id, {}, buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/label`, headers: as(buyer) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ndr`, headers: as(buyer), payload: { action: 'return' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ship`, payload: {} })).statusCode).toBe(401);
    expect((await ship(order._id, { courier: 'slowest' })).statusCode).toBe(400);
  });

  it('books it later when Shiprocket is down: one shipment, one AWB, even with a second click', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product);
    const outage = await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/outage', payload: { mode: '5xx', calls: 2 } });
    expect(outage.statusCode, outage.body).toBe(200);

    const res = await ship(order._id, { courier: 'fastest' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<AdminShipment>()).toMatchObject({ status: 'pending', awb: '' });
    expect((await ship(order._id)).statusCode).toBe(409);

    await settle();
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pickup_scheduled', courierChoice: 'fastest' });
    expect(rows[0]!.awb).toMatch(/^\w{8,}$/);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'processing', trackingNumber: rows[0]!.awb });
    const retried = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'shipment-create'));
    expect(retried.filter((job) => job.state === 'dead')).toEqual([]);
    expect(retried.filter((job) => job.state === 'done').length).toBeGreaterThan(0);
  });
});

describe('cash on delivery', () => {
  it('is booked as COD for the order total, and delivered means paid, with the cash collected kept', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      status: 'pending',
      shippingAddress: ADDRESS,
    });
    // No tax invoice before the goods leave; one as the parcel is booked, saying the courier collects.
    expect((await documentOf(buyer, orderId, 'invoice')).statusCode).toBe(404);
    const res = await ship(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { awb } = res.json<AdminShipment>();
    expect((await adminOrder(orderId)).status).toBe('processing');
    const invoice = await documentOf(buyer, orderId, 'invoice');
    expect(invoice.statusCode).toBe(200);
    expect(unwrapped((await pdfText(invoice.rawPayload)).text)).toContain('Cash on delivery: payable to the courier on delivery');
    await advance(awb, 'delivered');
    const seen = await adminOrder(orderId);
    expect(seen).toMatchObject({ status: 'delivered', paymentDetails: { method: 'cod', status: 'completed' } });
    const shipment = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/shipment`, headers: as(admin) })).json<AdminShipment>();
    expect(shipment.codCollected).toBe(seen.totalAmount);
  });

  it('an unpaid order that is not COD is not shipped', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { paymentStatus: 'pending', shippingAddress: ADDRESS });
    expect((await ship(orderId)).statusCode).toBe(409);
  });

  it('coming back unpaid is credited in full, with nothing to refund', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      status: 'pending',
      shippingAddress: { ...ADDRESS, phone: '9000000002' },
    });
    const { awb } = (await ship(orderId)).json<AdminShipment>();
    await advance(awb, 'undelivered');
    await advance(awb, 'rto_delivered');
    expect(await adminOrder(orderId)).toMatchObject({ status: 'cancelled', paymentDetails: { status: 'pending' } });
    const note = await documentOf(buyer, orderId, 'credit-note');
    expect(note.statusCode).toBe(200);
    expect(unwrapped((await pdfText(note.rawPayload)).text)).toContain('Cash on delivery: the goods came back unpaid');
  });
});

describe('several parcels together', () => {
  const codOrder = async (buyer: MadeUser, product: Product) =>
    t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { paymentMethod: 'cod', paymentStatus: 'pending', status: 'pending', shippingAddress: ADDRESS });
  const pdf = (path: string) => t.app.inject({ method: 'GET', url: path, headers: as(admin) });

  it('books several orders in one action, says which could not go, and prints their labels and manifest as one PDF each', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const first = (await paidOrder(buyer, product))._id;
    const second = await codOrder(buyer, product);
    const unpaid = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { paymentStatus: 'pending', shippingAddress: ADDRESS });

    for (const id of [first, second]) await readyToLeave(t, admin, id);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/orders/ship', headers: as(admin), payload: { orderIds: [first, unpaid, second] } });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json<ShipOrdersResult>();
    expect(results.map((result) => [result.orderId, result.outcome])).toEqual([
      [first, 'booked'],
      [unpaid, 'failed'],
      [second, 'booked'],
    ]);
    expect(results[1]!.message).toMatch(/Only a paid or cash-on-delivery order/);
    const awbs = results.filter((result) => result.shipment).map((result) => result.shipment!.awb);
    expect((await adminOrder(second)).status).toBe('processing');

    // Labels only for booked orders: naming one that is not says so.
    const refused = await pdf(`/api/admin/orders/labels?ids=${first},${unpaid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'One order has no courier booking yet: ship them first.' });

    const labels = await pdf(`/api/admin/orders/labels?ids=${first},${second}`);
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.headers['content-disposition']).toMatch(/attachment; filename="labels-\d{4}-\d{2}-\d{2}-2\.pdf"/);
    const printed = await pdfText(labels.rawPayload);
    expect(printed.pages).toBe(2);
    for (const awb of awbs) expect(printed.text).toContain(awb);

    // The manifest is made once; asked again, the same one is printed.
    const manifest = await pdf(`/api/admin/orders/manifest?ids=${first},${second}`);
    expect(manifest.statusCode, manifest.body).toBe(200);
    const listed = await pdfText(manifest.rawPayload);
    for (const awb of awbs) expect(listed.text).toContain(awb);
    const again = await pdf(`/api/admin/orders/manifest?ids=${second},${first}`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await pdfText(again.rawPayload)).text).toBe(listed.text);
  });

  it('refuses a bad list with a clear message', async () => {
    const bulk = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/orders/ship', headers: as(admin), payload });
    expect((await bulk({ orderIds: [] })).json()).toMatchObject({ message: 'Choose at least one order.' });
    const id = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    expect((await bulk({ orderIds: [id, id] })).statusCode).toBe(400);
    expect((await bulk({ orderIds: Array.from({ length: 51 }, () => crypto.randomUUID()) })).json()).toMatchObject({
      message: 'Choose at most 50 orders at a time.',
    });
    expect((await pdf('/api/admin/orders/labels')).statusCode).toBe(400);
    expect((await pdf('/api/admin/orders/labels?ids=12,abc')).statusCode).toBe(400);
    const buyer = await t.make.makeUser();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/orders/ship', headers: as(buyer), payload: { orderIds: [id] } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/labels?ids=${id}`, headers: as(buyer) })).statusCode).toBe(403);
  });

  it('a paid order refunded in part is still shipped (its payment shows as partially refunded)', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ priceInclGst: 2_000, stock: 5 });
    // Paid through the sandbox gateway, so its refund goes through whenever the worker gets to it (a payment the
    // gateway never saw would have its refund fail, and the order read as not refunded at all: a race on PostgreSQL).
    const { _id: orderId } = await paidOrder(buyer, product);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: as(admin), payload: { amount: 200 } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await adminOrder(orderId)).paymentDetails.status).toBe('partially_refunded');
    const booked = await ship(orderId);
    expect(booked.statusCode, booked.body).toBe(200);
  });
});

describe('an undelivered parcel', () => {
  it('is flagged for the admin, and coming back puts the stock back exactly once', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, '9000000002');
    expect(await stockOf(product._id)).toBe(4);
    const { awb } = (await ship(order._id)).json<AdminShipment>();

    await advance(awb, 'undelivered');
    let seen = await adminOrder(order._id);
    expect(seen.status).toBe('shipped');
    expect(seen.shipment!.status).toBe('undelivered');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/shipment`, headers: as(admin) })).json<AdminShipment>()).toMatchObject({
      needsAttention: true,
    });

    const ndr = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ndr`, headers: as(admin), payload: { action: 'return' } });
    expect(ndr.statusCode, ndr.body).toBe(200);
    expect(ndr.json<AdminShipment>().needsAttention).toBe(false);

    // RTO delivered told twice, and reversed: the stock comes back once.
    await advance(awb, 'rto_delivered', 'twice');
    seen = await adminOrder(order._id);
    expect(seen.status).toBe('cancelled');
    expect(seen.shipment!.status).toBe('rto_delivered');
    expect(await stockOf(product._id)).toBe(5);

    const body = { ...shiprocketDocs('webhook-shipment-status.json'), awb, shipment_status_id: 10, current_timestamp: '01 01 2030 10:00:00' };
    expect((await webhook(body)).statusCode).toBe(200);
    await settle();
    expect(await stockOf(product._id)).toBe(5);
    expect((await ship(order._id)).statusCode).toBe(409);
    // The sale did not happen: its invoice is reversed by a credit note.
    expect((await documentOf(buyer, order._id, 'credit-note')).statusCode).toBe(200);
  });
});

describe('a prepaid parcel that comes back (issue 40)', () => {
  it('is refunded through Razorpay by the refund rows, the customer mailed, the shop told, the credit note true to it', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5, priceInclGst: 45_000 });
    const order = await paidOrder(buyer, product, '9000000002');
    const paise = order.totalAmount * 100;
    const { awb } = (await ship(order._id)).json<AdminShipment>();
    await advance(awb, 'undelivered');
    // Told twice: one refund, one mail, one alert.
    await advance(awb, 'rto_delivered', 'twice');
    await settle();
    const seen = await adminOrder(order._id);
    expect(seen).toMatchObject({ status: 'cancelled', refundablePaise: 0 });
    expect(seen.refund).toMatchObject({ extent: 'full', status: 'processed', amountPaise: paise, refundedPaise: paise });
    expect(seen.refund!.refunds.map((refund) => [refund.reason, refund.amountPaise, refund.requestedBy])).toEqual([['rto', paise, 'system']]);
    // The gateway refunded exactly what it captured.
    const atGateway = await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, order.paymentDetails.paymentId));
    expect(atGateway.map((refund) => refund.amount)).toEqual([paise]);
    const mails = mailbox.received.filter((message) => message.to.includes(buyer.email.toLowerCase()) && message.subject.includes('came back to us'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.replace(/=\r?\n/g, '')).toMatch(new RegExp(`A refund of .{1,8}${(paise / 100).toLocaleString('en-IN')}\\.00 has been started`));
    const alerts = await t.database.db.select().from(shopNotifications).where(eq(shopNotifications.targetId, order._id));
    expect(alerts.filter((alert) => alert.kind === 'parcel-returned')).toHaveLength(1);
    const note = await documentOf(buyer, order._id, 'credit-note');
    expect(note.statusCode).toBe(200);
    const text = unwrapped((await pdfText(note.rawPayload)).text);
    expect(text).toContain('Refunded to the original payment method');
    expect(text).not.toContain('came back unpaid');
  });
});

describe('the webhook', () => {
  it('wants the token, takes each event once and never goes back', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product);
    const { awb } = (await ship(order._id)).json<AdminShipment>();
    const documented = shiprocketDocs('webhook-shipment-status.json');

    expect((await webhook({ ...documented, awb }, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await webhook({ ...documented, awb }, null)).statusCode).toBe(401);
    expect((await webhook({ nonsense: true })).statusCode).toBe(400);

    // Delivered first, then a late "in transit" of an earlier time, each twice.
    const later = new Date(Date.now() + 3_600_000);
    const stamp = (date: Date) => {
      const ist = new Date(date.getTime() + 5.5 * 3_600_000).toISOString();
      return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
    };
    const delivered = { ...documented, awb, shipment_status_id: 7, current_timestamp: stamp(later) };
    const inTransit = { ...documented, awb, shipment_status_id: 18, current_timestamp: stamp(new Date(later.getTime() - 60_000)) };
    for (const body of [delivered, delivered, inTransit, inTransit]) expect((await webhook(body)).statusCode).toBe(200);
    await settle();

    const seen = await adminOrder(order._id);
    expect(seen.status).toBe('delivered');
    expect(seen.shipment!.status).toBe('delivered');
    expect(seen.shipment!.events.map((event) => event.status)).toEqual(['pickup_scheduled', 'in_transit', 'delivered']);
    const subjects = mailbox.received.filter((mail) => mail.to.includes(buyer.email)).map((mail) => mail.subject);
    expect(subjects.filter((s) => s.endsWith('is delivered'))).toHaveLength(1);
  });

  it("reads a courier's expected delivery date as serviceability writes it ('Jul 01, 2024')", () => {
    const [first, second] = shiprocketDocs<ServiceabilityResponse>('serviceability-response.json').data.available_courier_companies;
    expect([expectedDeliveryOf(first!), expectedDeliveryOf(second!)]).toEqual(['2024-07-01', '2024-07-05']);
    expect(expectedDeliveryOf({ ...first!, etd: '' })).toBeNull();
    expect(expectedDeliveryOf({ ...first!, etd: 'soon' })).toBeNull();
    expect([expectedDeliveryOf({ etd: 'Feb 30, 2025' }), expectedDeliveryOf({ etd: 'Jul 00, 2024' })]).toEqual([null, null]);
  });

  it("reads Shiprocket's times as India's", () => {
    expect(parseShiprocketTime('23 05 2023 11:43:52')?.toISOString()).toBe('2023-05-23T06:13:52.000Z');
    expect(parseShiprocketTime('2023-05-23 11:43:52')?.toISOString()).toBe('2023-05-23T06:13:52.000Z');
    expect(parseShiprocketTime('soon')).toBeUndefined();
  });
});

describe('without Shiprocket', () => {
  it('answers 503 with what to set', async () => {
    const off = await createTestApp({ seed: false });
    try {
      const owner = await off.make.makeUser({ role: 'admin', email: `ship.off.${Date.now()}@example.in` });
      const product = await off.make.makeProduct({ stock: 5 });
      const orderId = await off.make.makeOrder(owner.id, [{ product, quantity: 1 }], { shippingAddress: ADDRESS });
      const res = await off.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: as(owner), payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toMatch(/SHIPROCKET_/);
      expect((await off.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: {} })).statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
