import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToLeave } from '../../../test/papers';
import type { AdminOrder, AdminShipment, Order, Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { invoices, products, refunds } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { ADDRESS, purchases } from '../../../test/purchases';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The shop cancels an order before it ships, whole or some of its items (issue 26): stock back once,
 * the price of what was cancelled refunded, a credit note for it, the customer told. The real server
 * on a port, the Razorpay and Shiprocket sandboxes over HTTP, a real SMTP server.
 */

let t: TestApp;
let mailbox: Mailbox;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    env: { SMTP_URL: mailbox.url, SHIPPING_SANDBOX: 'true', JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' },
    seed: false,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `cancel.admin.${Date.now()}@example.in` });
  shop = purchases(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const cancel = (orderId: string, body: object = {}, by: MadeUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(by), payload: body });
/** A paid order is confirmed from its payment: the shop starts packing it. */
const toProcessing = async (orderId: string) => {
  for (const status of ['processing'])
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: as(admin), payload: { status } })).statusCode).toBe(200);
};
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const refundedPaise = async (orderId: string) =>
  (await t.database.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, orderId))).reduce((sum, row) => sum + row.amount, 0);
const documents = (orderId: string) => t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
/** The mail to `to` whose subject starts so, once the queue has sent it. */
async function mailTo(to: string, subject: string) {
  await t.app.jobs.drain();
  for (let tries = 0; tries < 50; tries++) {
    const found = mailbox.received.find((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.startsWith(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}…" to ${to}`);
}
const lineOf = (order: Order | AdminOrder, product: Product) => order.items.find((item) => item.product._id === product._id)!;

describe('the shop cancels some items of an order being packed', () => {
  it('refunds exactly what was cancelled, credits it, puts the stock back once, and tells the customer', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_499, stock: 10 });
    const laptop = await t.make.makeProduct({ priceInclGst: 54_990, stock: 5 });
    const order = await shop.buy(buyer, [
      [mouse, 2],
      [laptop, 1],
    ]);
    await toProcessing(order._id);
    expect(await stockOf(mouse._id)).toBe(8);

    const res = await cancel(order._id, { lines: [{ itemId: lineOf(order, mouse)._id, quantity: 1 }], reason: 'One mouse arrived damaged from the supplier' });
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<AdminOrder>();
    expect(seen.status).toBe('processing');
    expect(lineOf(seen, mouse)).toMatchObject({ quantity: 2, cancelledQuantity: 1 });
    expect(await stockOf(mouse._id)).toBe(9);
    expect(await refundedPaise(order._id)).toBe(1_499_00);
    const mail = await mailTo(buyer.email, 'Part of your');
    expect(mail.subject).toMatch(/^Part of your .+ order #\w+ is cancelled$/);
    expect(mail.body).toContain(mouse.name);
    expect(mail.body).toMatch(/A refund of .{1,9}1,499\.00 has been started/);

    let issued = await documents(order._id);
    const invoice = issued.find((row) => row.kind === 'invoice')!.document;
    const notes = issued.filter((row) => row.kind === 'credit-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.document.totals.total).toBe(1_499_00);
    expect(notes[0]!.document.lines).toEqual([expect.objectContaining({ quantity: 1, total: 1_499_00 })]);

    // Too many, or an item not in the order: refused, nothing changed.
    expect((await cancel(order._id, { lines: [{ itemId: lineOf(order, mouse)._id, quantity: 2 }] })).json()).toEqual({
      message: `Only 1 of ${mouse.name} is left in this order to cancel.`,
    });
    expect((await cancel(order._id, { lines: [{ itemId: crypto.randomUUID(), quantity: 1 }] })).statusCode).toBe(400);

    // The rest, named item by item, is the whole order: cancelled, everything left refunded and credited.
    const rest = await cancel(order._id, {
      lines: [
        { itemId: lineOf(order, mouse)._id, quantity: 1 },
        { itemId: lineOf(order, laptop)._id, quantity: 1 },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<AdminOrder>().status).toBe('cancelled');
    expect([await stockOf(mouse._id), await stockOf(laptop._id)]).toEqual([10, 5]);
    expect(await refundedPaise(order._id)).toBe(order.totalAmount * 100);
    issued = await documents(order._id);
    const credited = issued.filter((row) => row.kind === 'credit-note').reduce((sum, row) => sum + row.document.totals.total, 0);
    const taxCredited = issued.filter((row) => row.kind === 'credit-note').reduce((sum, row) => sum + row.document.totals.cgst + row.document.totals.sgst, 0);
    // The notes add up to the invoice to the paisa, tax included.
    expect(credited).toBe(invoice.totals.total);
    expect(taxCredited).toBe(invoice.totals.cgst + invoice.totals.sgst);
    expect((await cancel(order._id)).statusCode).toBe(409);
  });

  it('cancels the last unit once when two admins click together', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 999, stock: 10 });
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 5 });
    const order = await shop.buy(buyer, [
      [mouse, 1],
      [laptop, 1],
    ]);
    const body = { lines: [{ itemId: lineOf(order, mouse)._id, quantity: 1 }] };
    const answers = await Promise.all([cancel(order._id, body), cancel(order._id, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await stockOf(mouse._id)).toBe(10);
    expect(await refundedPaise(order._id)).toBe(999_00);
    expect((await documents(order._id)).filter((row) => row.kind === 'credit-note')).toHaveLength(1);
  });

  it('is for admins only, and not once the courier has the parcel', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 5 });
    const order = await shop.buy(buyer, [[laptop, 1]]);
    expect((await cancel(order._id, {}, buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/cancel`, payload: {} })).statusCode).toBe(401);
    expect((await cancel(order._id, { lines: [] })).json<{ message: string }>().message).toContain('Choose at least one item to cancel.');

    await readyToLeave(t, admin, order._id);

    const { awb } = (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ship`, headers: as(admin), payload: {} })).json<AdminShipment>();
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb, status: 'picked_up' } })).statusCode).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect((await cancel(order._id)).statusCode).toBe(409);
    expect(await stockOf(laptop._id)).toBe(4);
  });

  it('calls off a courier booked but not yet at the door when the whole order goes', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_299, stock: 10 });
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 5 });
    const order = await shop.buy(buyer, [
      [mouse, 1],
      [laptop, 1],
    ]);
    await readyToLeave(t, admin, order._id);
    const booked = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ship`, headers: as(admin), payload: {} });
    expect(booked.statusCode, booked.body).toBe(200);
    // Some items only: the booking holds them all.
    const some = await cancel(order._id, { lines: [{ itemId: lineOf(order, mouse)._id, quantity: 1 }] });
    expect([some.statusCode, some.json().message]).toEqual([409, expect.stringContaining('The courier is booked')]);

    const res = await cancel(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ status: 'cancelled', shipment: { status: 'cancelled' } });
    expect(await refundedPaise(order._id)).toBe(order.totalAmount * 100);
    expect([await stockOf(mouse._id), await stockOf(laptop._id)]).toEqual([10, 5]);
  });
});

describe('a cash-on-delivery order', () => {
  it('collects and invoices only what is left', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_499, stock: 10 });
    const laptop = await t.make.makeProduct({ priceInclGst: 30_000, stock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: as(buyer),
      payload: {
        amount: 31_499,
        items: [
          { productId: mouse._id, quantity: 1 },
          { productId: laptop._id, quantity: 1 },
        ],
        shippingAddress: ADDRESS,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const res = await cancel(order._id, { lines: [{ itemId: lineOf(order, mouse)._id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundedPaise(order._id)).toBe(0);
    expect((await mailTo(buyer.email, 'Part of your')).body).toContain('You will not pay for them on delivery');

    await readyToLeave(t, admin, order._id);

    const shipped = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ship`, headers: as(admin), payload: {} });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoice = (await documents(order._id)).find((row) => row.kind === 'invoice')!.document;
    expect(invoice.totals.total).toBe(30_000_00);
    expect(invoice.lines.map((line) => line.description)).toEqual([laptop.name]);
    await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb: shipped.json<AdminShipment>().awb, status: 'delivered' } });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const shipment = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/shipment`, headers: as(admin) })).json<AdminShipment>();
    expect(shipment.codCollected).toBe(30_000);
  });
});
