import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIAL_MESSAGES, type AdminOrder, type AdminOrderPage, type Order } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { unitSerial } from '../../../test/papers';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { pdfText, unwrapped } from '../../../test/pdf-text';
import { purchases } from '../../../test/purchases';
import { stubPlaceOf } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Serial numbers of the units sold (issue 42): recorded before the goods leave, never on two orders while the
 * unit is out, printed on the invoice, shown to the customer with the warranty's end, found by the shop's search.
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
    placeOf: stubPlaceOf,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `serials.admin.${Date.now()}@example.in` });
  shop = purchases(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const record = (orderId: string, lines: Array<{ itemId: string; serials: string[] }>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/serials`, headers: as(admin), payload: { lines } });
const adminOrder = async (id: string) => (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: as(admin) })).json<AdminOrder>();
const move = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: as(admin), payload });

describe('recording serial numbers', () => {
  it('one per unit of a laptop line, checked, before it leaves; printed on the invoice; shown with the warranty once delivered; searchable', async () => {
    const buyer = await t.make.makeUser();
    // Below ₹50,000: no e-way bill in the way, only the serials.
    const laptop = await t.make.makeProduct({ category: 'laptop', priceInclGst: 24_990, stock: 5, warranty: '1 Year Onsite' });
    const order = await shop.buy(buyer, [[laptop, 2]]);
    const [line] = (await adminOrder(order._id)).items;
    expect(line).toMatchObject({ serialised: true, serials: [], warrantyUntil: null });

    const booked = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/ship`, headers: as(admin), payload: {} });
    expect([booked.statusCode, booked.json().message]).toEqual([409, SERIAL_MESSAGES.required]);
    expect((await move(order._id, { status: 'processing' })).statusCode).toBe(200);
    const byHand = await move(order._id, { status: 'shipped', trackingNumber: 'DTDC7654321' });
    expect([byHand.statusCode, byHand.json().message]).toEqual([409, SERIAL_MESSAGES.required]);

    const [first, second] = [unitSerial(), unitSerial()];
    const short = await record(order._id, [{ itemId: line!._id, serials: [first] }]);
    expect([short.statusCode, short.json().message]).toEqual([400, SERIAL_MESSAGES.count(laptop.name, 2)]);
    const twice = await record(order._id, [{ itemId: line!._id, serials: [first, first.toLowerCase()] }]);
    expect([twice.statusCode, twice.json().message]).toEqual([400, SERIAL_MESSAGES.twice(first)]);
    const garbled = await record(order._id, [{ itemId: line!._id, serials: [first, 'no spaces!'] }]);
    expect(garbled.statusCode).toBe(400);
    const recorded = await record(order._id, [{ itemId: line!._id, serials: [` ${first.toLowerCase()} `, second] }]);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<AdminOrder>().items[0]!.serials).toEqual([first, second]);

    const invoice = await t.app.inject({ url: `/api/orders/${order._id}/invoice`, headers: as(buyer) });
    expect(unwrapped((await pdfText(invoice.rawPayload)).text)).toContain(`S/N: ${first}, ${second}`);

    const found = (await t.app.inject({ url: `/api/admin/orders?search=${second.toLowerCase()}`, headers: as(admin) })).json<AdminOrderPage>();
    expect(found.orders.map((one) => one._id)).toEqual([order._id]);

    expect((await move(order._id, { status: 'shipped', trackingNumber: 'DTDC7654321' })).statusCode).toBe(200);
    const late = await record(order._id, [{ itemId: line!._id, serials: [unitSerial(), unitSerial()] }]);
    expect([late.statusCode, late.json().message]).toEqual([409, SERIAL_MESSAGES.leftAlready]);
    expect((await move(order._id, { status: 'delivered' })).statusCode).toBe(200);
    const mine = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: as(buyer) })).json<Order>();
    const delivered = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const [year, month, day] = delivered.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
    expect(mine.items[0]).toMatchObject({ serials: [first, second], warrantyUntil: lastDay });
    // The delivered mail keeps them with the warranty's end, for a claim.
    await t.app.jobs.drain();
    const mail = mailbox.received.find((one) => one.to.includes(buyer.email.toLowerCase()) && one.subject.includes('is delivered'))!;
    expect(mail.body).toContain(`${laptop.name}: serial no. ${first}, ${second}, warranty until`);
  });

  it('refuses a line without serials, and a serial out on another order; two orders recording one serial at once: one keeps it', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ category: 'laptop', priceInclGst: 39_990, stock: 10 });
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 799, stock: 10 });
    const [one, other] = [
      await shop.buy(buyer, [
        [laptop, 1],
        [mouse, 1],
      ]),
      await shop.buy(buyer, [[laptop, 1]]),
    ];
    const lines = async (orderId: string) => (await adminOrder(orderId)).items;
    const laptopLine = (await lines(one._id)).find((item) => item.product._id === laptop._id);
    const mouseLine = (await lines(one._id)).find((item) => item.product._id === mouse._id);
    expect(mouseLine).toMatchObject({ serialised: false });
    const notSerialised = await record(one._id, [{ itemId: mouseLine!._id, serials: [unitSerial()] }]);
    expect([notSerialised.statusCode, notSerialised.json().message]).toEqual([400, SERIAL_MESSAGES.notSerialised(mouse.name)]);
    const strange = await record(one._id, [{ itemId: (await lines(other._id))[0]!._id, serials: [unitSerial()] }]);
    expect([strange.statusCode, strange.json().message]).toEqual([400, SERIAL_MESSAGES.unknownLine]);

    const serial = unitSerial();
    const answers = await Promise.all([
      record(one._id, [{ itemId: laptopLine!._id, serials: [serial] }]),
      record(other._id, [{ itemId: (await lines(other._id))[0]!._id, serials: [serial] }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toBe(SERIAL_MESSAGES.soldElsewhere(serial));
    const holders = [...(await lines(one._id)), ...(await lines(other._id))].filter((item) => item.serials.includes(serial));
    expect(holders).toHaveLength(1);
  });

  it('a product the shop marks serialised sells lines that take serial numbers; one sold before keeps what it was', async () => {
    const buyer = await t.make.makeUser();
    const printer = await t.make.makeProduct({ category: 'accessories', name: 'HP LaserJet Pro M126nw', priceInclGst: 17_499, stock: 5 });
    const before = await shop.buy(buyer, [[printer, 1]]);
    const marked = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${printer._id}`, headers: as(admin), payload: { serialised: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    const read = await t.app.inject({ url: `/api/admin/products/${printer._id}`, headers: as(admin) });
    expect(read.json<{ serialised: boolean }>().serialised).toBe(true);
    const after = await shop.buy(buyer, [[printer, 1]]);
    expect((await adminOrder(before._id)).items[0]!.serialised).toBe(false);
    expect((await adminOrder(after._id)).items[0]!.serialised).toBe(true);
  });
});
