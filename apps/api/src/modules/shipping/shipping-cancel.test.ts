import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber, SHIPPING_MESSAGES, type AdminOrder, type AdminShipment, type Order, type PaymentOrder, type Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { SHIPROCKET_SANDBOX_CANCEL_FAILURES, SHIPROCKET_SANDBOX_TEST_PHONES, shiprocketSandboxOrders } from '@store/shiprocket-sandbox';
import { jobs, products, shipments, shopNotifications } from '../../schema';
import { readyToLeave } from '../../../test/papers';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { ADDRESS, purchases, totalOf } from '../../../test/purchases';
import { shiprocketDocs, stubPlaceOf } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shippingSandboxSettings } from '../courier/shiprocket-sandbox-settings';
import { CANCEL_ATTEMPTS } from './shipping.service';

/**
 * A customer's cancel and the courier's booking cannot race (issue 40 point 7): an order cancelled while its
 * parcel is being booked has its booking called off at Shiprocket by the shipment-cancel job, retried until
 * Shiprocket confirms; when it never does, or the courier has the parcel anyway, the shop is alerted and the
 * order stays cancelled. The real server on a port, the Shiprocket and Razorpay sandboxes over HTTP (the
 * sandbox's "hold" outage keeps the booking's call in flight while the customer cancels), the real database.
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
  admin = await t.make.makeUser({ role: 'admin', email: `cancel.race.admin.${Date.now()}@example.in` });
  shop = purchases(t);
  webhookToken = shippingSandboxSettings(t.config, () => '').webhookToken;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const ship = (orderId: string) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: as(admin), payload: {} });
const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(admin) })).json<AdminOrder>();
const adminShipment = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/shipment`, headers: as(admin) })).json<AdminShipment>();
const sandbox = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/sandbox/shiprocket${path}`, ...(payload ? { payload } : {}) });
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const shipmentRow = async (orderId: string) => (await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;
const atShiprocket = async (orderId: string) =>
  (
    await t.database.db
      .select()
      .from(shiprocketSandboxOrders)
      .where(eq(shiprocketSandboxOrders.channelOrderId, orderNumber(orderId)))
  )[0]!;
const alertsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(shopNotifications)
    .where(and(eq(shopNotifications.targetId, orderId), eq(shopNotifications.kind, 'shipment-attention')));
/** The order's shipment-cancel job (a finished job keeps its dedupe key, not its payload). */
const cancelJobsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `shipment-cancel:${orderId}`));
const mailsTo = (user: MadeUser) => mailbox.received.filter((mail) => mail.to.includes(user.email.toLowerCase())).map((mail) => mail.subject);
/** Runs what is due until nothing is: the booking's and cancel's jobs, the sandbox's webhooks, the mails. */
const settle = async () => {
  await t.app.jobs.drain();
  await t.app.jobs.drain();
};
const advance = async (awb: string, status: string) => {
  const res = await sandbox('POST', '/advance', { awb, status });
  expect(res.statusCode, res.body).toBe(200);
  await settle();
};
/** Shiprocket's webhook time: India's, "DD MM YYYY HH:MM:SS". */
const stamp = (date: Date) => {
  const ist = new Date(date.getTime() + 5.5 * 3_600_000).toISOString();
  return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
};
const webhook = async (awb: string, statusId: number, at = new Date()) => {
  const body = { ...shiprocketDocs('webhook-shipment-status.json'), awb, shipment_status_id: statusId, current_timestamp: stamp(at) };
  const res = await t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: body, headers: { 'x-api-key': webhookToken } });
  expect(res.statusCode, res.body).toBe(200);
  await settle();
};

/** A paid (so confirmed, so cancellable by its customer) order through the Razorpay sandbox, delivered to `phone`. */
async function paidOrder(buyer: MadeUser, product: Product, phone: string): Promise<Order> {
  const created = await shop.call(
    'POST',
    '/api/payments/create-order',
    { amount: totalOf([product, 1]), items: [{ productId: product._id, quantity: 1 }], shippingAddress: { ...ADDRESS, phone } },
    buyer.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const placed = await shop.place(buyer, await shop.pay(created.json<PaymentOrder>().orderId));
  expect([200, 201], placed.body).toContain(placed.statusCode);
  const order = placed.json<Order>();
  expect(order.status).toBe('confirmed');
  // A laptop worth more than ₹50,000: the shop records its e-way bill before booking (CGST Rule 138).
  await readyToLeave(t, admin, order._id);
  return order;
}

/**
 * The admin books the order's parcel and, while the booking's first call to Shiprocket is held in flight
 * (the sandbox's "hold" outage), its customer cancels it; then Shiprocket answers and the booking goes on.
 * Then the calls the booking makes after `released` (an outage asked for as it is let go) meet that.
 */
async function cancelWhileBooking(buyer: MadeUser, orderId: string, released: { mode: '5xx' | 'off'; calls?: number } = { mode: 'off' }) {
  expect((await sandbox('POST', '/outage', { mode: 'hold', calls: 1 })).statusCode).toBe(200);
  const booking = ship(orderId);
  for (let tries = 0; (await sandbox('GET', '/outage')).json<{ held: number }>().held === 0; tries++) {
    if (tries > 400) throw new Error('the booking never called Shiprocket');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const cancelled = await shop.call('POST', `/api/orders/${orderId}/cancel`, undefined, buyer.token);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect(cancelled.json<Order>().status).toBe('cancelled');
  expect((await sandbox('POST', '/outage', { calls: 1, ...released })).json()).toMatchObject({ released: 1 });
  return booking;
}

describe('a customer who cancels while the courier is being booked (issue 40 point 7)', () => {
  it('is refunded, and the booking is called off at Shiprocket, retried until it confirms', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, SHIPROCKET_SANDBOX_TEST_PHONES.cancelFailsAWhile);

    const booked = await cancelWhileBooking(buyer, order._id);
    expect(booked.statusCode, booked.body).toBe(200);
    // Shiprocket booked it all (AWB, pickup) before the booking learnt of the cancel: it is being called off.
    expect(booked.json<AdminShipment>()).toMatchObject({ status: 'cancelled', error: SHIPPING_MESSAGES.cancelPending });
    expect((await atShiprocket(order._id)).awb).toBe(booked.json<AdminShipment>().awb);

    await settle();
    // Shiprocket's cancel failed three times, then took: the parcel is cancelled there, and no alert was needed.
    expect((await atShiprocket(order._id)).status).toBe('CANCELED');
    expect(await shipmentRow(order._id)).toMatchObject({ status: 'cancelled', cancellation: 'confirmed', needsAttention: false });
    expect(await adminShipment(order._id)).toMatchObject({ status: 'cancelled', needsAttention: false, error: SHIPPING_MESSAGES.cancelConfirmed });
    const [job] = await cancelJobsOf(order._id);
    expect(job).toMatchObject({ state: 'done', attempts: SHIPROCKET_SANDBOX_CANCEL_FAILURES + 1 });
    expect(await alertsOf(order._id)).toEqual([]);

    // The order stays cancelled, its payment refunded in full and its stock back: it never moved to processing.
    const seen = await adminOrder(order._id);
    expect(seen).toMatchObject({ status: 'cancelled', refundablePaise: 0 });
    expect(seen.refund).toMatchObject({ extent: 'full', amountPaise: order.totalAmount * 100 });
    expect(await stockOf(product._id)).toBe(5);
    expect(mailsTo(buyer).filter((subject) => subject.endsWith('has shipped'))).toEqual([]);
  });

  it('when Shiprocket never cancels it, the shop is alerted, and a courier who collects it anyway moves nothing', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, SHIPROCKET_SANDBOX_TEST_PHONES.cancelFails);

    expect((await cancelWhileBooking(buyer, order._id)).statusCode).toBe(200);
    await settle();
    // Every attempt failed: the job is kept dead, the shipment flagged with why, the shop told once.
    const [job] = await cancelJobsOf(order._id);
    expect(job).toMatchObject({ state: 'dead', attempts: CANCEL_ATTEMPTS });
    const row = await shipmentRow(order._id);
    expect(row).toMatchObject({ status: 'cancelled', cancellation: 'failed', needsAttention: true });
    const flagged = await adminShipment(order._id);
    expect(flagged.needsAttention).toBe(true);
    expect(flagged.error).toBe(SHIPPING_MESSAGES.cancelFailed(`no answer from Shiprocket after ${CANCEL_ATTEMPTS} tries`));
    let alerts = await alertsOf(order._id);
    expect(alerts.map((alert) => alert.title)).toEqual([`Cancelled order #${orderNumber(order._id)} is still booked with the courier`]);
    expect(alerts[0]!.text).toContain(`AWB ${row.awb}`);
    expect(alerts[0]!.text).toContain("cancel it in Shiprocket's panel");
    expect((await atShiprocket(order._id)).status).not.toBe('CANCELED');

    // The courier collects it regardless, and carries it to the door: the shop is alerted, the order stays
    // cancelled, the customer is told nothing of a parcel on its way.
    await advance(row.awb!, 'picked_up');
    await advance(row.awb!, 'delivered');
    const seen = await adminOrder(order._id);
    expect(seen).toMatchObject({ status: 'cancelled', refundablePaise: 0 });
    expect(seen.shipment).toMatchObject({ status: 'cancelled' });
    expect(seen.shipment!.events.map((event) => event.status)).toEqual(expect.arrayContaining(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']));
    alerts = await alertsOf(order._id);
    expect(alerts.map((alert) => alert.title).sort()).toEqual([
      `Cancelled order #${orderNumber(order._id)} is still booked with the courier`,
      `Cancelled order #${orderNumber(order._id)} is with the courier`,
    ]);
    expect(await adminShipment(order._id)).toMatchObject({ needsAttention: true, error: SHIPPING_MESSAGES.movingAfterCancel('delivered') });
    const subjects = mailsTo(buyer);
    expect(subjects.filter((subject) => /has shipped|out for delivery|is delivered/.test(subject))).toEqual([]);
  });

  it('a booking that waits for Shiprocket to come back, cancelled meanwhile, books nothing more and is called off', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, SHIPROCKET_SANDBOX_TEST_PHONES.cancelFailsAWhile);
    // Logged in already (a PIN's check asks the courier): the call held is the booking's first, its order at Shiprocket; the next one fails.
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/110001' })).statusCode).toBe(200);
    const booked = await cancelWhileBooking(buyer, order._id, { mode: '5xx', calls: 1 });
    expect(booked.statusCode, booked.body).toBe(202);
    expect((await atShiprocket(order._id)).awb).toBeNull();

    await settle();
    const sent = await atShiprocket(order._id);
    expect(sent).toMatchObject({ status: 'CANCELED', awb: null });
    expect(await shipmentRow(order._id)).toMatchObject({ status: 'cancelled', cancellation: 'confirmed', awb: null, needsAttention: false });
    expect((await adminOrder(order._id)).status).toBe('cancelled');
  });
});

describe("the courier's news of a cancelled order", () => {
  it('a pickup after the shop called the courier off alerts the shop and does not move the order', async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, ADDRESS.phone);
    const booked = await ship(order._id);
    expect(booked.statusCode, booked.body).toBe(200);
    const { awb } = booked.json<AdminShipment>();
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/cancel`, headers: as(admin), payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await shipmentRow(order._id)).toMatchObject({ status: 'cancelled', cancellation: 'confirmed' });

    // Shiprocket's courier scans it picked up, then in transit (told twice): one alert, nothing moves.
    const at = new Date();
    await webhook(awb, 42, at);
    await webhook(awb, 18, new Date(at.getTime() + 60_000));
    await webhook(awb, 18, new Date(at.getTime() + 60_000));
    const seen = await adminOrder(order._id);
    expect(seen).toMatchObject({ status: 'cancelled', shipment: { status: 'cancelled' } });
    expect(await adminShipment(order._id)).toMatchObject({ needsAttention: true, error: SHIPPING_MESSAGES.movingAfterCancel('in transit') });
    const alerts = await alertsOf(order._id);
    expect(alerts.map((alert) => alert.title)).toEqual([`Cancelled order #${orderNumber(order._id)} is with the courier`]);
    expect(alerts[0]!.text).toContain(`AWB ${awb}`);
    expect(mailsTo(buyer).filter((subject) => subject.endsWith('has shipped'))).toEqual([]);
  });

  it("Shiprocket's own 'cancelled' confirms a call-off it had refused", async () => {
    const buyer = await t.make.makeUser();
    const product = await t.make.makeProduct({ stock: 5 });
    const order = await paidOrder(buyer, product, SHIPROCKET_SANDBOX_TEST_PHONES.cancelFails);
    expect((await cancelWhileBooking(buyer, order._id)).statusCode).toBe(200);
    await settle();
    const row = await shipmentRow(order._id);
    expect(row).toMatchObject({ cancellation: 'failed', needsAttention: true });
    // The shop cancels it in Shiprocket's panel; Shiprocket's webhook says so.
    await webhook(row.awb!, 8);
    expect(await shipmentRow(order._id)).toMatchObject({ status: 'cancelled', cancellation: 'confirmed', needsAttention: false });
  });
});
