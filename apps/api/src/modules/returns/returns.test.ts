import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEwayBill, readyToLeave } from '../../../test/papers';
import {
  CHECKOUT_MESSAGES,
  SERIAL_MESSAGES,
  RETURN_MESSAGES,
  returnStatusLabel,
  type AdminOrder,
  type AdminReturn,
  type AdminReturnPage,
  type AdminShipment,
  type Order,
  type OrderReturn,
  type OrderReturns,
  type Product,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { shiprocketSandboxOrders } from '@store/shiprocket-sandbox';
import { auditLog, invoices, orderReturns, orders, products, refunds } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { multipartForm, testPicture } from '../../../test/multipart';
import { pdfText, unwrapped } from '../../../test/pdf-text';
import { ADDRESS, purchases } from '../../../test/purchases';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Returns and replacements (issue 26) through the real server: the customer's request (multipart, with
 * photos), the windows and categories, the shop's approval, receipt and settlement (a refund through the
 * Razorpay sandbox with its credit note, a COD refund by hand, a replacement order), on the real database.
 */

let t: TestApp;
let mailbox: Mailbox;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, SHIPPING_SANDBOX: 'true', JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' }, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `returns.admin.${Date.now()}@example.in` });
  shop = purchases(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock, damaged: products.damagedStock }).from(products).where(eq(products.id, id)))[0]!;
const options = async (user: MadeUser, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns`, headers: as(user) })).json<OrderReturns>();
const act = (id: string, step: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${step}`, headers: as(admin), payload: body });
const lineOf = (order: Order, product: Product) => order.items.find((item) => item.product._id === product._id)!;

async function ask(user: MadeUser, orderId: string, fields: Record<string, string | number>, photos = 1) {
  const pictures = await Promise.all(Array.from({ length: photos }, async () => ({ bytes: await testPicture() })));
  const { payload, contentType } = await multipartForm(fields, pictures);
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: { ...as(user), 'content-type': contentType }, payload });
}
/** A return of units of the product's line; a serialised line's units named by their serials, as recorded. */
const returnOf = (order: Order, product: Product, quantity = 1, more: Record<string, string> = {}) => ({
  lines: JSON.stringify([
    {
      itemId: lineOf(order, product)._id,
      quantity,
      ...(lineOf(order, product).serials.length ? { serials: lineOf(order, product).serials.slice(0, quantity) } : {}),
    },
  ]),
  kind: 'return',
  reason: 'defective',
  description: 'The left button stopped clicking after two days.',
  ...more,
});

/** A paid order (through the Razorpay sandbox, so confirmed at once) moved to delivered by the admin. */
async function delivered(buyer: MadeUser, lines: Array<[Product, number]>): Promise<Order> {
  const order = await shop.buy(buyer, lines);
  await readyToLeave(t, admin, order._id);
  for (const payload of [{ status: 'processing' }, { status: 'shipped', trackingNumber: 'AWB123456' }, { status: 'delivered' }]) {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}/status`, headers: as(admin), payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  // As its customer now sees it: the serial numbers its units left with.
  return (await t.app.inject({ url: `/api/orders/${order._id}`, headers: as(buyer) })).json<Order>();
}

describe('a customer returns an accessory', () => {
  it('asks with a photo; the shop approves, receives and refunds part of it, with a credit note, once', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_499, stock: 10 });
    const order = await delivered(buyer, [[mouse, 2]]);

    const offered = await options(buyer, order._id);
    expect(offered.options).toEqual([
      expect.objectContaining({
        itemId: lineOf(order, mouse)._id,
        quantity: 2,
        kinds: ['return', 'replacement'],
        why: '',
        until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    const res = await ask(buyer, order._id, returnOf(order, mouse));
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<OrderReturn>();
    expect(asked).toMatchObject({ status: 'requested', kind: 'return', lines: [{ quantity: 1, unitPrice: 1_499 }] });
    expect(asked.photos).toHaveLength(1);
    // The customer's data export links the photo so that it opens from the file, without the site's session.
    const exported = (await t.app.inject({ url: '/api/auth/me/export', headers: as(buyer) })).json<{ data: Record<string, Record<string, unknown>> }>();
    const exportedPhoto = String((JSON.stringify(exported).match(/"(http[^"]*\/uploads\/returns\/[^"]+)"/) ?? [])[1]);
    expect(exportedPhoto).toMatch(/^https?:\/\/[^/]+\/uploads\/returns\/.+\?expires=\d+&signature=/);
    const opened = await t.app.inject({ url: exportedPhoto.replace(/^https?:\/\/[^/]+/, '') });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    expect((await options(buyer, order._id)).options[0]!.quantity).toBe(1);

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=requested', headers: as(admin) })).json<AdminReturnPage>();
    expect(list.returns.map((row) => row._id)).toContain(asked._id);
    // The shop is told (its notifications panel, and its inbox through the queue).
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: as(admin) })).json<{
      notifications: Array<{ kind: string; target: { type: string; id: string } }>;
    }>();
    expect(alerts.notifications.filter((alert) => alert.kind === 'return-requested' && alert.target.id === order._id)).toHaveLength(1);
    expect((await act(asked._id, 'receive', { lines: [{ itemId: lineOf(order, mouse)._id, sellable: 1, damaged: 0 }] })).statusCode).toBe(409);
    // Approved, the courier's reverse pickup is booked (the Shiprocket sandbox over HTTP) and the customer sees its AWB.
    // Two admins approve it at once: one approval, one pickup.
    const [one, two] = await Promise.all([
      act(asked._id, 'approve', { note: 'Please pack it in its box' }),
      act(asked._id, 'approve', { note: 'Please pack it in its box' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const approved = (one.statusCode === 200 ? one : two).json<AdminReturn>();
    expect(approved).toMatchObject({ status: 'approved', pickup: { awb: expect.stringMatching(/^\w{8,}$/), courier: expect.any(String) } });
    expect((await options(buyer, order._id)).returns[0]!.pickup).toEqual(approved.pickup);
    const before = await stockOf(mouse._id);
    const counted = await act(asked._id, 'receive', { lines: [{ itemId: lineOf(order, mouse)._id, sellable: 1, damaged: 0 }] });
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await stockOf(mouse._id)).stock).toBe(before.stock + 1);

    expect((await act(asked._id, 'close', { amount: 1_500 })).json()).toEqual({ message: 'The refund can be at most ₹1,499.' });
    // Two admins settle it at once: one refund.
    const [first, second] = await Promise.all([act(asked._id, 'close', { amount: 1_200 }), act(asked._id, 'close', { amount: 1_200 })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((row) => [row.amount, row.reason])).toEqual([[1_200_00, 'return']]);
    const notes = (await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id))).filter((row) => row.kind === 'credit-note');
    // The note is for what was refunded (₹1,200 of the ₹1,499 line), not the whole line (issue 40 point 3).
    expect(notes.map((row) => [row.reference, row.document.totals.total])).toEqual([[`return:${asked._id}`, 1_200_00]]);
    await t.app.jobs.drain();
    const subjects = mailbox.received.filter((mail) => mail.to.includes(buyer.email.toLowerCase())).map((mail) => mail.subject);
    for (const step of ['we have your return request', 'your return is approved', 'we have received your return', 'your refund is on its way'])
      expect(
        subjects.some((subject) => subject.endsWith(step)),
        step,
      ).toBe(true);
  });

  it('follows the courier’s pickup to the store, for the customer and the shop, and an old webhook never moves it back', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 899, stock: 10 });
    const order = await delivered(buyer, [[mouse, 1]]);
    const asked = (await ask(buyer, order._id, returnOf(order, mouse, 1, { reason: 'damaged-in-transit' }))).json<OrderReturn>();
    const approved = (await act(asked._id, 'approve', { note: 'We will collect it' })).json<AdminReturn>();
    expect(approved.pickup).toMatchObject({ status: 'pickup_scheduled' });
    const advance = async (status: string, webhooks = 'once') => {
      const res = await t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb: approved.pickup!.awb, status, webhooks } });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.jobs.drain();
      await t.app.jobs.drain();
    };
    const whereNow = async () => ({
      customer: (await options(buyer, order._id)).returns[0]!,
      shop: (await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=approved', headers: as(admin) }))
        .json<AdminReturnPage>()
        .returns.find((row) => row._id === asked._id)!,
    });

    await advance('picked_up');
    let now = await whereNow();
    expect([now.customer.pickup?.status, now.shop.pickup?.status]).toEqual(['picked_up', 'picked_up']);
    expect(returnStatusLabel(now.customer)).toBe('On its way back to us');
    // Delivered to the shop, its webhooks sent newest first: the earlier step's, arriving last, is ignored.
    await advance('delivered', 'reversed');
    now = await whereNow();
    expect([now.customer.status, now.customer.pickup?.status, now.shop.pickup?.status]).toEqual(['approved', 'delivered', 'delivered']);
    expect(returnStatusLabel(now.shop)).toBe('At our store: being checked');
    // The shop's own parcels are not touched by it.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: as(admin) })).json<{ status: string }>().status).toBe(
      'delivered',
    );
  });

  it('says where an item asked back in full stands at each step, never "sent back" before it is, and refuses it again in those words', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 999, stock: 10 });
    const order = await delivered(buyer, [[mouse, 1]]);
    const asked = (await ask(buyer, order._id, returnOf(order, mouse))).json<OrderReturn>();
    const why = async () => {
      const [option] = (await options(buyer, order._id)).options;
      expect(option).toMatchObject({ quantity: 0, kinds: [] });
      expect((await ask(buyer, order._id, returnOf(order, mouse))).json()).toEqual({ message: option!.why });
      return option!.why;
    };
    expect(await why()).toBe(`You have asked to return ${mouse.name}: we will reply within 2 working days.`);
    expect((await act(asked._id, 'approve')).statusCode).toBe(200);
    expect(await why()).toBe(`Your return of ${mouse.name} is approved: please keep it packed, with its box, accessories and invoice, for the courier.`);
    // Where the courier's reverse pickup is, as its webhooks keep it.
    await t.database.db.update(orderReturns).set({ pickupStatus: 'in_transit' }).where(eq(orderReturns.id, asked._id));
    expect(await why()).toBe(`${mouse.name} is on its way back to us with the courier.`);
    const line = lineOf(order, mouse);
    expect((await act(asked._id, 'receive', { lines: [{ itemId: line._id, sellable: 1, damaged: 0 }] })).statusCode).toBe(200);
    expect(await why()).toBe(`${mouse.name} has reached our store: your refund follows once we have checked it.`);
    expect((await act(asked._id, 'close')).statusCode).toBe(200);
    expect(await why()).toBe(`${mouse.name} has been returned and refunded.`);
  });

  it('says a replacement asked for is asked for, and sent once it is', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ category: 'laptop', priceInclGst: 48_990, stock: 5 });
    const order = await delivered(buyer, [[laptop, 1]]);
    const asked = (await ask(buyer, order._id, returnOf(order, laptop, 1, { kind: 'replacement' }))).json<OrderReturn>();
    const why = async () => (await options(buyer, order._id)).options[0]!.why;
    // Right after asking, nothing has gone anywhere yet.
    expect(await why()).toBe(`You have asked for a replacement of ${laptop.name}: we will reply within 2 working days.`);
    await act(asked._id, 'approve');
    await act(asked._id, 'receive', { lines: [{ itemId: lineOf(order, laptop)._id, sellable: 0, damaged: 1, serials: lineOf(order, laptop).serials }] });
    expect(await why()).toBe(`${laptop.name} has reached our store: your replacement follows once we have checked it.`);
    await act(asked._id, 'close');
    expect(await why()).toBe(`We are sending you a replacement for ${laptop.name}: see its order above.`);
  });

  it('is refused outside the window, before delivery, for another customer, and beyond what was bought', async () => {
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 999, stock: 10 });
    const order = await delivered(buyer, [[mouse, 1]]);
    expect((await ask(stranger, order._id, returnOf(order, mouse))).statusCode).toBe(404);
    expect((await ask(buyer, order._id, returnOf(order, mouse, 2))).json()).toEqual({ message: `Only 1 of ${mouse.name} can still be returned.` });
    expect((await ask(buyer, order._id, returnOf(order, mouse), 5)).statusCode).toBe(400);

    await t.database.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '11 days'` })
      .where(eq(orders.id, order._id));
    const [closed] = (await options(buyer, order._id)).options;
    expect(closed).toMatchObject({ quantity: 0, kinds: [], why: expect.stringMatching(/^The return window for .+ closed on \d{1,2} \w+ \d{4}\.$/) });
    expect((await ask(buyer, order._id, returnOf(order, mouse))).json<{ message: string }>().message).toBe(closed!.why);

    const fresh = await shop.buy(buyer, [[mouse, 1]]);
    expect((await ask(buyer, fresh._id, returnOf(fresh, mouse))).json()).toEqual({ message: 'Returns open once the order is delivered.' });
  });
});

describe('a laptop', () => {
  it('is replaced for a defect, not returned; the faulty one is set aside and a zero-value order goes out', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ category: 'laptop', priceInclGst: 54_990, stock: 5 });
    const order = await delivered(buyer, [[laptop, 1]]);
    expect((await ask(buyer, order._id, returnOf(order, laptop))).json<{ message: string }>().message).toContain('replacement within 7 days of delivery');
    expect((await ask(buyer, order._id, returnOf(order, laptop, 1, { kind: 'replacement', reason: 'no-longer-needed' }))).statusCode).toBe(400);

    // The unit is named by its serial number, recorded as it left: a serial not sold on this order is refused.
    const [serial] = lineOf(order, laptop).serials;
    // The form offers the unit by its serial, until a return names it.
    expect((await options(buyer, order._id)).options[0]!.serials).toEqual([serial]);
    const line = (serials: string[]) => ({ lines: JSON.stringify([{ itemId: lineOf(order, laptop)._id, quantity: 1, serials }]), kind: 'replacement' });
    const unnamed = await ask(
      buyer,
      order._id,
      returnOf(order, laptop, 1, { kind: 'replacement', lines: JSON.stringify([{ itemId: lineOf(order, laptop)._id, quantity: 1 }]) }),
    );
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, SERIAL_MESSAGES.returnNeedsSerial(laptop.name, 1)]);
    const stranger = await ask(buyer, order._id, returnOf(order, laptop, 1, line(['5CD9999ZZZ'])));
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, SERIAL_MESSAGES.notSold('5CD9999ZZZ')]);
    const asked = (await ask(buyer, order._id, returnOf(order, laptop, 1, line([serial!.toLowerCase()])))).json<OrderReturn>();
    expect((await options(buyer, order._id)).options[0]!.serials).toEqual([]);
    await act(asked._id, 'approve');
    // The unit on the bench is checked against it: another serial is not the unit sold.
    const wrongUnit = await act(asked._id, 'receive', { lines: [{ itemId: lineOf(order, laptop)._id, sellable: 0, damaged: 1, serials: ['5CD9999ZZZ'] }] });
    expect([wrongUnit.statusCode, wrongUnit.json().message]).toEqual([409, SERIAL_MESSAGES.mismatch(serial!, '5CD9999ZZZ')]);
    const received = await act(asked._id, 'receive', { lines: [{ itemId: lineOf(order, laptop)._id, sellable: 0, damaged: 1, serials: [serial!] }] });
    expect(received.statusCode, received.body).toBe(200);
    const before = await stockOf(laptop._id);
    const closed = await act(asked._id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    const replaced = closed.json<AdminReturn>();
    expect(replaced.status).toBe('replaced');
    expect(await stockOf(laptop._id)).toEqual({ stock: before.stock - 1, damaged: 1 });
    const replacement = (await t.app.inject({ method: 'GET', url: `/api/orders/${replaced.replacementOrderId}`, headers: as(buyer) })).json<Order>();
    expect(replacement).toMatchObject({ status: 'confirmed', totalAmount: 0, items: [{ quantity: 1, priceInclGst: 0, product: { _id: laptop._id } }] });
    // The replacement's page can name the order it replaces; the original names none.
    const aboutReplacement = await t.app.inject({ url: `/api/orders/${replaced.replacementOrderId}/returns`, headers: as(buyer) });
    expect(aboutReplacement.json<OrderReturns>().replacementFor).toBe(order._id);
    expect((await options(buyer, order._id)).replacementFor).toBeNull();
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    // The customer cannot cancel it: it is the shop's to stop, and cancelling would put nothing back (issue 40 point 14).
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${replaced.replacementOrderId}/cancel`, headers: as(buyer) });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, CHECKOUT_MESSAGES.replacementNotCancellable]);
    expect(await stockOf(laptop._id)).toEqual({ stock: before.stock - 1, damaged: 1 });

    // Its parcel declares to the courier what the goods are worth, its delivery challan's value, not the
    // replacement's ₹0: the courier's liability (issue 40 point 14).
    // Worth its challan's ₹54,990, it moves with an e-way bill (CGST Rule 138), though its own prices are ₹0.
    // Worth more than ₹50,000 by its challan: the shop's order page asks for its e-way bill.
    const replacementOrder = (await t.app.inject({ url: `/api/admin/orders/${replaced.replacementOrderId}`, headers: as(admin) })).json<AdminOrder>();
    expect(replacementOrder.ewayBill).toEqual({ required: true, number: '', validUntil: null });
    await readyToLeave(t, admin, replaced.replacementOrderId!);
    // Its Part A is made from the challan: another kind of movement, worth what the goods are.
    const partA = await t.app.inject({ url: `/api/admin/orders/${replaced.replacementOrderId}/eway-bill.json`, headers: as(admin) });
    expect(partA.statusCode, partA.body).toBe(200);
    expect(partA.json<{ billLists: object[] }>().billLists[0]).toMatchObject({ docType: 'CHL', subSupplyType: 8, totInvValue: 54_990 });
    await recordEwayBill(t, admin, replaced.replacementOrderId!);
    // The new unit went out with its own serial number, on the replacement order.
    const newUnit = (await t.app.inject({ url: `/api/orders/${replaced.replacementOrderId}`, headers: as(buyer) })).json<Order>().items[0]!.serials;
    expect(newUnit).toHaveLength(1);
    expect(newUnit).not.toContain(serial);
    const booked = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${replaced.replacementOrderId}/ship`, headers: as(admin), payload: {} });
    expect(booked.statusCode, booked.body).toBe(200);
    const [sent] = await t.database.db.select().from(shiprocketSandboxOrders).where(eq(shiprocketSandboxOrders.awb, booked.json<AdminShipment>().awb));
    expect(sent!.request).toMatchObject({ payment_method: 'Prepaid', sub_total: 54_990, order_items: [{ units: 1, selling_price: 54_990 }] });
    const label = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${replaced.replacementOrderId}/label`, headers: as(admin) });
    expect(label.statusCode).toBe(200);
    const text = unwrapped((await pdfText(label.rawPayload)).text);
    expect(text).toContain('Invoice value: Rs. 54990.00');
    expect(text).not.toContain('Rs. 0.00');
  });
});

describe('a cash-on-delivery order', () => {
  it('is refunded by hand to the account the customer gave, recorded with its reference, with a credit note saying so', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 799, stock: 10 });
    // On its way, cash not yet collected; the shop marks it delivered by hand: invoiced and paid (issue 40 point 5).
    const orderId = await t.make.makeOrder(buyer.id, [{ product: mouse, quantity: 1 }], {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      status: 'shipped',
      shippingAddress: ADDRESS,
    });
    const handed = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: as(admin), payload: { status: 'delivered' } });
    expect(handed.statusCode, handed.body).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: as(buyer) })).json<Order>();
    expect((await options(buyer, orderId)).needsPayout).toBe(true);
    expect((await ask(buyer, orderId, returnOf(order, mouse))).json()).toEqual({
      message: 'This order was paid in cash: tell us the UPI ID or bank account to refund to.',
    });
    const asked = await ask(buyer, orderId, returnOf(order, mouse, 1, { payout: JSON.stringify({ method: 'upi', upiId: 'asha.verma@okicici' }) }));
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<OrderReturn>()._id;
    const approved = (await act(id, 'approve')).json<AdminReturn>();
    expect(approved.payout).toBe('UPI asha.verma@okicici');
    await act(id, 'receive', { lines: [{ itemId: lineOf(order, mouse)._id, sellable: 1, damaged: 0 }] });
    expect((await act(id, 'close')).statusCode).toBe(400);
    const closed = await act(id, 'close', { reference: 'UTR402912345678' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<AdminReturn>()).toMatchObject({ status: 'refunded', refundAmount: 799 });
    // Recorded as a refund made by hand (no gateway payment), with its reference, so reports count it (issue 40 point 10).
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => [row.amount, row.method, row.reference, row.paymentId, row.status, row.reason])).toEqual([
      [799_00, 'upi', 'UTR402912345678', null, 'processed', 'return'],
    ]);
    // Its credit note says how the money went back, not that the goods came back unpaid (issue 40 point 3).
    const notes = (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).filter((row) => row.kind === 'credit-note');
    expect(notes.map((row) => [row.document.totals.total, row.document.paymentNote])).toEqual([
      [799_00, 'Refunded by UPI to the customer (reference UTR402912345678)'],
    ]);
    // Both the shop and the customer see it refunded, as the reports count it (issue 40 point 10).
    const customerView = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: as(buyer) })).json<Order>();
    expect([customerView.paymentDetails.status, customerView.refund?.extent, customerView.refund?.refundedPaise]).toEqual(['refunded', 'full', 799_00]);
    const shopView = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: as(admin) })).json<Order>();
    expect(shopView.paymentDetails.status).toBe('refunded');
    // The refunds export lists it with how it was paid back and its UTR, though it has no gateway payment.
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const csv = (await t.app.inject({ method: 'GET', url: `/api/admin/exports/refunds.csv?from=${day}&to=${day}`, headers: as(admin) })).body;
    const row = csv.split('\r\n').find((line) => line.includes('UTR402912345678'));
    expect(row?.split(',').slice(2, 6)).toEqual(['', 'UPI', 'UTR402912345678', '799.00']);
  });

  it('shows the refund account masked, and in full only through an audited reveal, so the shop can make the transfer', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 799, stock: 10 });
    const orderId = await t.make.makeOrder(buyer.id, [{ product: mouse, quantity: 1 }], {
      paymentMethod: 'cod',
      paymentStatus: 'completed',
      status: 'delivered',
      shippingAddress: ADDRESS,
    });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: as(buyer) })).json<Order>();
    const account = { method: 'bank', accountName: 'Asha Verma', accountNumber: '50100234564321', ifsc: 'HDFC0001234' };
    const id = (await ask(buyer, orderId, returnOf(order, mouse, 1, { payout: JSON.stringify(account) }))).json<OrderReturn>()._id;
    expect((await act(id, 'approve')).json<AdminReturn>().payout).toBe('Bank Asha Verma, ••••4321 (HDFC0001234)');

    const url = `/api/admin/returns/${id}/payout/reveal`;
    expect((await t.app.inject({ method: 'POST', url, headers: as(buyer) })).statusCode).toBe(403);
    const revealed = await act(id, 'payout/reveal');
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual(account);
    // Who saw it, and when, is logged; the account number is not.
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'return.reveal-payout')));
    expect(logged.map((entry) => entry.actor)).toEqual([admin.email]);
    expect(JSON.stringify(logged)).not.toContain('50100234564321');

    // A return paid online has no account to reveal.
    const paid = await delivered(buyer, [[mouse, 1]]);
    const online = (await ask(buyer, paid._id, returnOf(paid, mouse))).json<OrderReturn>()._id;
    expect((await act(online, 'payout/reveal')).json()).toEqual({ message: RETURN_MESSAGES.noPayout });
  });

  it('refuses a reference that is not a UTR or UPI reference', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 799, stock: 10 });
    const orderId = await t.make.makeOrder(buyer.id, [{ product: mouse, quantity: 1 }], {
      paymentMethod: 'cod',
      paymentStatus: 'completed',
      status: 'delivered',
      shippingAddress: ADDRESS,
    });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: as(buyer) })).json<Order>();
    const payout = JSON.stringify({ method: 'bank', accountName: 'Asha Verma', accountNumber: '123456784321', ifsc: 'HDFC0001234' });
    const id = (await ask(buyer, orderId, returnOf(order, mouse, 1, { payout }))).json<OrderReturn>()._id;
    await act(id, 'approve');
    await act(id, 'receive', { lines: [{ itemId: lineOf(order, mouse)._id, sellable: 1, damaged: 0 }] });
    const refused = await act(id, 'close', { reference: 'NEFT123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'reference', message: RETURN_MESSAGES.utrInvalid }] });
    const closed = await act(id, 'close', { reference: 'hdfcn52026120212' });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect([row!.method, row!.reference]).toEqual(['bank-transfer', 'HDFCN52026120212']);
  });
});

describe('the shop turns a request down', () => {
  it('with a note the customer is mailed; the units may be asked for again', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 599, stock: 10 });
    const order = await delivered(buyer, [[mouse, 1]]);
    const asked = (await ask(buyer, order._id, returnOf(order, mouse))).json<OrderReturn>();
    expect((await act(asked._id, 'reject', { note: '' })).statusCode).toBe(400);
    expect((await act(asked._id, 'reject', { note: 'The photo shows water damage, which the warranty does not cover.' })).json<AdminReturn>().status).toBe(
      'rejected',
    );
    expect((await act(asked._id, 'approve')).statusCode).toBe(409);
    expect((await options(buyer, order._id)).options[0]!.quantity).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns', headers: as(buyer) })).statusCode).toBe(403);
  });
});
