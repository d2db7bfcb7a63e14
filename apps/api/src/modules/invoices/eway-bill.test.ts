import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EWAY_BILL_DEFAULT_THRESHOLD,
  EWAY_BILL_MESSAGES,
  type AdminOrder,
  type AdminShipment,
  type Order,
  type PaymentOrder,
  type Product,
} from '@store/shared';
import { shiprocketSandboxOrders } from '@store/shiprocket-sandbox';
import type { MadeUser } from '../../seed/factories';
import { invoices, orders } from '../../schema';
import { ewayBillNumber, recordEwayBill, recordSerials } from '../../../test/papers';
import { pdfText } from '../../../test/pdf-text';
import { ADDRESS, purchases, totalOf } from '../../../test/purchases';
import { stubPlaceOf } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { EwayBillPartA } from './eway-bill';
import type { InvoiceDocument } from './invoice-document';

/**
 * E-way bills (CGST Rule 138, issue 42): Part A prepared from the tax invoice in the NIC portal's bulk
 * format, the number recorded before the goods move, the courier booking refused until then (by the shop,
 * and by the Shiprocket sandbox, as couriers refuse), printed on the invoice. The law's threshold, ₹50,000.
 */

let t: TestApp;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(
  JSON.parse(readFileSync(new URL('./eway-bill.schema.json', import.meta.url), 'utf8')) as object,
);

beforeAll(async () => {
  t = await createTestApp({
    env: { SHIPPING_SANDBOX: 'true', JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', EWAY_BILL_THRESHOLD: String(EWAY_BILL_DEFAULT_THRESHOLD) },
    seed: false,
    placeOf: stubPlaceOf,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `eway.admin.${Date.now()}@example.in` });
  shop = purchases(t);
});
afterAll(() => t.close());

const as = (user: MadeUser) => ({ authorization: `Bearer ${user.token}` });
const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(admin) })).json<AdminOrder>();
const partA = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/eway-bill.json`, headers: as(admin) });
const record = (id: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/eway-bill`, headers: as(admin), payload });
const ship = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/ship`, headers: as(admin), payload: {} });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A paid order of one unit, through the Razorpay sandbox, delivered to `address` with the buyer's GSTIN if given. */
async function paidOrder(product: Product, extra: { shippingAddress?: typeof ADDRESS; gstin?: string; businessName?: string } = {}): Promise<Order> {
  const buyer = await t.make.makeUser();
  const created = await shop.call(
    'POST',
    '/api/payments/create-order',
    { amount: totalOf([product, 1]), items: [{ productId: product._id, quantity: 1 }], shippingAddress: ADDRESS, ...extra },
    buyer.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const placed = await shop.place(buyer, await shop.pay(created.json<PaymentOrder>().orderId));
  expect([200, 201], placed.body).toContain(placed.statusCode);
  // The laptop's serial number, as it is packed: only the e-way bill is left to stand in the way.
  await recordSerials(t, admin, await adminOrder(placed.json<Order>()._id));
  return placed.json<Order>();
}

const storedInvoice = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/documents`, headers: as(admin) })).json<{ documents: Array<{ kind: string }> }>();

describe('the threshold (Rule 138: more than ₹50,000)', () => {
  it('₹50,000 exactly: no e-way bill asked for, none prepared, the parcel booked without one', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 50_000, stock: 5 });
    const order = await paidOrder(laptop);
    expect((await adminOrder(order._id)).ewayBill).toEqual({ required: false, number: '', validUntil: null });
    const prepared = await partA(order._id);
    expect([prepared.statusCode, prepared.json().message]).toEqual([409, EWAY_BILL_MESSAGES.notNeeded(50_000)]);
    const booked = await ship(order._id);
    expect(booked.statusCode, booked.body).toBe(200);
    const [sent] = await t.database.db.select().from(shiprocketSandboxOrders).where(eq(shiprocketSandboxOrders.awb, booked.json<AdminShipment>().awb));
    expect(sent!.request).not.toHaveProperty('ewaybill_no');
  });

  it('₹50,001: booking refused until the e-way bill is recorded, then booked with its number sent to the courier and printed on the invoice', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 50_001, stock: 5 });
    const order = await paidOrder(laptop);
    expect((await adminOrder(order._id)).ewayBill).toEqual({ required: true, number: '', validUntil: null });
    const refused = await ship(order._id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, EWAY_BILL_MESSAGES.required]);
    // Handed to a courier by hand, the same.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}/status`, headers: as(admin), payload: { status: 'processing' } })).statusCode,
    ).toBe(200);
    const byHand = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}/status`,
      headers: as(admin),
      payload: { status: 'shipped', trackingNumber: 'DTDC1234567' },
    });
    expect([byHand.statusCode, byHand.json().message]).toEqual([409, EWAY_BILL_MESSAGES.required]);

    const number = ewayBillNumber();
    const validUntil = inDays(2);
    const recorded = await record(order._id, { number: `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`, validUntil });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<AdminOrder>().ewayBill).toEqual({ required: true, number, validUntil });

    const booked = await ship(order._id);
    expect(booked.statusCode, booked.body).toBe(200);
    const [sent] = await t.database.db.select().from(shiprocketSandboxOrders).where(eq(shiprocketSandboxOrders.awb, booked.json<AdminShipment>().awb));
    expect(sent!.request).toMatchObject({ ewaybill_no: number, sub_total: 50_001 });

    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice`, headers: as(admin) });
    expect(invoice.statusCode).toBe(200);
    expect((await pdfText(invoice.rawPayload)).text).toContain(`E-way bill no.: ${number}`);
  });
});

describe('Part A for the NIC portal', () => {
  it('is the tax invoice to the paisa, in the bulk-upload format its JSON Schema gives: an unregistered buyer within the state', async () => {
    const laptop = await t.make.makeProduct({ name: 'Dell Latitude 5440 (i7, 16 GB)', hsn: '8471', priceInclGst: 83_999, stock: 5 });
    const order = await paidOrder(laptop);
    const prepared = await partA(order._id);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.headers['content-disposition']).toMatch(/^attachment; filename="EWB-TS-\d{2}-\d{2}-\d{5}\.json"$/);
    const file = prepared.json<EwayBillPartA>();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);

    const invoice = (
      await t.database.db
        .select({ document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, order._id), eq(invoices.kind, 'invoice')))
    )[0]!.document as InvoiceDocument;
    const [bill] = file.billLists;
    const [line] = invoice.lines;
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.number,
      docDate: invoice.date.split('-').reverse().join('/'),
      fromGstin: invoice.seller.gstin,
      fromPincode: 411005,
      fromStateCode: 27,
      actFromStateCode: 27,
      toGstin: 'URP',
      toTrdName: ADDRESS.name,
      toPincode: Number(ADDRESS.pincode),
      toStateCode: 27,
      actToStateCode: 27,
      transactionType: 1,
      transMode: '1',
      totalValue: line!.taxableValue / 100,
      cgstValue: line!.cgst / 100,
      sgstValue: line!.sgst / 100,
      igstValue: 0,
      totInvValue: invoice.totals.total / 100,
      itemList: [
        {
          productName: laptop.name,
          hsnCode: 8471,
          quantity: 1,
          qtyUnit: 'NOS',
          taxableAmount: line!.taxableValue / 100,
          cgstRate: 9,
          sgstRate: 9,
          igstRate: 0,
        },
      ],
    });
    // Within Pune (411005 to 411001): a few kilometres by road, never zero.
    expect(bill!.transDistance).toBeGreaterThanOrEqual(1);
    expect(bill!.transDistance).toBeLessThan(30);
    expect(Math.round((bill!.totalValue + bill!.cgstValue + bill!.sgstValue + bill!.igstValue + bill!.otherValue) * 100)).toBe(invoice.totals.total);
    expect(await storedInvoice(order._id)).toMatchObject({ documents: [{ kind: 'invoice' }] });

    // The schema refuses what the portal refuses: an ISO date, a state by name, a third decimal, a bare list.
    for (const wrong of [{ docDate: invoice.date }, { toStateCode: 'Maharashtra' }, { totalValue: 71_185.123 }, { itemList: [] }, { toGstin: '' }])
      expect(validate({ ...file, billLists: [{ ...bill, ...wrong }] }), JSON.stringify(wrong)).toBe(false);
  });

  it('a registered buyer in another state: its GSTIN and legal name, IGST, the distance by road', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 1_24_990, stock: 5 });
    const bengaluru = { name: 'Ravi Kumar', phone: '98450 12345', street: '4th Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const order = await paidOrder(laptop, { shippingAddress: bengaluru, gstin: '29AAGCB7383J1Z4', businessName: 'Bharat Gears Private Limited' });
    const file = (await partA(order._id)).json<EwayBillPartA>();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const [bill] = file.billLists;
    expect(bill).toMatchObject({
      toGstin: '29AAGCB7383J1Z4',
      toTrdName: 'Bharat Gears Private Limited',
      toStateCode: 29,
      actToStateCode: 29,
      cgstValue: 0,
      sgstValue: 0,
    });
    expect(bill!.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0, sgstRate: 0 });
    // Pune to Bengaluru is about 840 km by road.
    expect(bill!.transDistance).toBeGreaterThan(700);
    expect(bill!.transDistance).toBeLessThan(1000);
  });

  it('answers 404 for an unknown order and 403 to a customer', async () => {
    expect((await partA('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(404);
    const buyer = await t.make.makeUser();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f/eway-bill.json`, headers: as(buyer) })).statusCode,
    ).toBe(403);
  });
});

describe('recording the number', () => {
  it('checks it: 12 digits, still valid, not another order’s; an expired one is replaced before booking', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 74_990, stock: 5 });
    const [first, second] = [await paidOrder(laptop), await paidOrder(laptop)];
    const short = await record(first._id, { number: '33100987654', validUntil: inDays(1) });
    expect([short.statusCode, short.json().message]).toEqual([400, EWAY_BILL_MESSAGES.numberInvalid]);
    const expired = await record(first._id, { number: ewayBillNumber(), validUntil: inDays(-1) });
    expect([expired.statusCode, expired.json().message]).toEqual([400, EWAY_BILL_MESSAGES.expired]);
    const noDate = await record(first._id, { number: ewayBillNumber() });
    expect(noDate.statusCode).toBe(400);

    const number = ewayBillNumber();
    expect((await record(first._id, { number, validUntil: inDays(1) })).statusCode).toBe(200);
    const twice = await record(second._id, { number, validUntil: inDays(1) });
    expect([twice.statusCode, twice.json().message]).toEqual([409, EWAY_BILL_MESSAGES.usedElsewhere]);

    // It ran out before the courier came: booking asks for the new one.
    await t.database.db
      .update(orders)
      .set({ ewayBillValidUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first._id));
    const stale = await ship(first._id);
    expect([stale.statusCode, stale.json().message]).toEqual([409, EWAY_BILL_MESSAGES.expiredForBooking]);
    const renewed = await recordEwayBill(t, admin, first._id);
    expect(renewed.ewayBill.number).not.toBe(number);
    expect((await ship(first._id)).statusCode).toBe(200);
  });

  it('one number given to two orders at once: exactly one keeps it', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 64_990, stock: 5 });
    const [first, second] = [await paidOrder(laptop), await paidOrder(laptop)];
    const number = ewayBillNumber();
    const answers = await Promise.all([first, second].map((order) => record(order._id, { number, validUntil: inDays(1) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.ewayBillNumber, number));
    expect(holders).toHaveLength(1);
  });

  it('refuses a cancelled order and an order of services only', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 64_990, stock: 5 });
    const order = await paidOrder(laptop);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}/status`, headers: as(admin), payload: { status: 'cancelled' } })).statusCode,
    ).toBe(200);
    const cancelled = await record(order._id, { number: ewayBillNumber(), validUntil: inDays(1) });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, EWAY_BILL_MESSAGES.notShippable]);
    const service = await t.make.makeProduct({ category: 'services', hsn: '998713', priceInclGst: 60_000, stock: 5 });
    const serviceOrder = await t.make.makeOrder(admin.id, [{ product: service, quantity: 1 }]);
    const none = await record(serviceOrder, { number: ewayBillNumber(), validUntil: inDays(1) });
    expect([none.statusCode, none.json().message]).toEqual([409, EWAY_BILL_MESSAGES.noGoods]);
  });
});
