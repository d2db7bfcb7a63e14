import { tmpdir } from 'node:os';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToLeave } from '../../../test/papers';
import { type AdminReturn, type AuditPage, type Order, type OrderDocuments, type OrderReturn, type Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { invoices } from '../../schema';
import { createLocalFileStore } from '../../plugins/file-store';
import { multipartForm, testPicture } from '../../../test/multipart';
import { pdfText, unwrapped } from '../../../test/pdf-text';
import { purchases } from '../../../test/purchases';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { DELIVERY_CHALLAN_NOTE, shopSeller } from './invoice-builder';
import { createInvoiceRepository } from './invoices.repository';
import { createInvoiceService } from './invoices.service';

/**
 * Issue 40 points 10 and 14, through the real server and database: a replacement sent under warranty goes
 * on a numbered delivery challan that carries the goods' value, never on a tax invoice, and is no sale in
 * GSTR-1 or the sales report; every document of an order (its invoice and each credit note: a cancellation's,
 * a goodwill refund's, a return's) is listed and downloads for its owner and the shop, and for nobody else.
 */

let t: TestApp;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' }, seed: false });
  // The Razorpay sandbox is reached over HTTP, as the real gateway is.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin' });
  shop = purchases(t);
});
afterAll(() => t.close());

const get = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const adminCall = async (method: 'POST' | 'PATCH', url: string, payload: object = {}) => {
  const res = await t.app.inject({ method, url, headers: bearer(admin), payload });
  expect([res.statusCode, url, res.body]).toEqual([200, url, res.body]);
  return res;
};
/** The order's documents as stored, in the order issued. */
const stored = async (orderId: string) =>
  (
    await t.database.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number))
  ).map((row) => row.document);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A paid order (the Razorpay sandbox: confirmed at once) moved by hand to delivered. */
async function deliver(orderId: string) {
  await readyToLeave(t, admin, orderId);
  for (const payload of [{ status: 'processing' }, { status: 'shipped', trackingNumber: 'AWB123456' }, { status: 'delivered' }])
    await adminCall('PATCH', `/api/admin/orders/${orderId}/status`, payload);
}

/** The customer asks for a return (or replacement) of one unit of the line; the shop approves, receives and settles it. */
async function settleReturn(buyer: MadeUser, order: Order, product: Product, kind: 'return' | 'replacement', close: object = {}): Promise<AdminReturn> {
  const itemId = order.items.find((item) => item.product._id === product._id)!._id;
  // A serialised unit is named by its serial number, as it left.
  const serials = (await get(`/api/orders/${order._id}`, buyer))
    .json<Order>()
    .items.find((item) => item._id === itemId)!
    .serials.slice(0, 1);
  const { payload, contentType } = await multipartForm(
    {
      lines: JSON.stringify([{ itemId, quantity: 1, ...(serials.length ? { serials } : {}) }]),
      kind,
      reason: 'defective',
      description: 'It stopped working after two days.',
    },
    [{ bytes: await testPicture() }],
  );
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: { ...bearer(buyer), 'content-type': contentType },
    payload,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json<OrderReturn>()._id;
  await adminCall('POST', `/api/admin/returns/${id}/approve`);
  await adminCall('POST', `/api/admin/returns/${id}/receive`, { lines: [{ itemId, sellable: 0, damaged: 1, ...(serials.length ? { serials } : {}) }] });
  return (await adminCall('POST', `/api/admin/returns/${id}/close`, close)).json<AdminReturn>();
}

/** Today's sales report, GSTR-1 and invoices CSV, as the shop downloads them. */
const reportsOfToday = async () => {
  const range = `from=${today()}&to=${today()}`;
  return Promise.all(
    ['/api/admin/reports/sales', '/api/admin/reports/gstr1', '/api/admin/exports/invoices.csv'].map(async (url) => {
      const res = await get(`${url}?${range}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    }),
  );
};

describe('a replacement under warranty', () => {
  it('closes with a numbered delivery challan carrying the goods’ value, never a tax invoice, and is no sale in GSTR-1 or the sales report', async () => {
    const numbers: string[] = [];
    for (const priceInclGst of [54_990, 61_490]) {
      const buyer = await t.make.makeUser();
      const laptop = await t.make.makeProduct({ category: 'laptop', priceInclGst, stock: 5 });
      const order = await shop.buy(buyer, [[laptop, 1]]);
      await deliver(order._id);
      const [originalInvoice] = await stored(order._id);
      const reportsBefore = await reportsOfToday();

      const replaced = await settleReturn(buyer, order, laptop, 'replacement');
      expect(replaced.status).toBe('replaced');
      const replacementId = replaced.replacementOrderId!;

      // The replacement has one document, a delivery challan: no tax invoice, whoever asks and however.
      const documents = await stored(replacementId);
      expect(documents.map((document) => document.kind)).toEqual(['delivery-challan']);
      const challan = documents[0]!;
      expect(challan.number).toMatch(/^DC\/\d{2}-\d{2}\/\d{5}$/);
      expect(challan.number.length).toBeLessThanOrEqual(16);
      numbers.push(challan.number);
      // The goods at the price they were sold at, GST included; its taxable value and GST shown as Rule 55 asks, not charged.
      expect(challan.lines).toEqual([
        expect.objectContaining({ hsn: originalInvoice!.lines[0]!.hsn, quantity: 1, unitValue: priceInclGst * 100, total: priceInclGst * 100 }),
      ]);
      expect(challan.lines[0]!.taxableValue).toBe(originalInvoice!.lines[0]!.taxableValue);
      const { taxableValue, cgst, sgst, igst, total } = challan.totals;
      expect([total, taxableValue + cgst + sgst + igst]).toEqual([priceInclGst * 100, priceInclGst * 100]);
      expect(challan.paymentNote).toBe(DELIVERY_CHALLAN_NOTE);
      expect(challan.replaces).toEqual({
        orderNumber: originalInvoice!.orderNumber,
        invoice: { number: originalInvoice!.number, date: originalInvoice!.date },
      });
      expect((await get(`/api/orders/${replacementId}/invoice`, buyer)).statusCode).toBe(404);
      expect((await get(`/api/admin/orders/${replacementId}/invoice`, admin)).statusCode).toBe(404);

      // Listed and downloaded for the customer, as a challan: its title, the goods' value and why no tax is charged.
      const listed = (await get(`/api/orders/${replacementId}/documents`, buyer)).json<OrderDocuments>();
      expect(listed.documents).toEqual([
        {
          kind: 'delivery-challan',
          number: challan.number,
          date: challan.date,
          totalPaise: priceInclGst * 100,
          download: `/api/orders/${replacementId}/documents/${challan.number.replaceAll('/', '-')}`,
        },
      ]);
      const pdf = await get(listed.documents[0]!.download, buyer);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Delivery-challan-${challan.number.replaceAll('/', '-')}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const text = unwrapped((await pdfText(pdf.rawPayload)).text);
      expect(text).toContain('Delivery Challan');
      expect(text).toContain(`Challan no.: ${challan.number}`);
      expect(text).toContain(DELIVERY_CHALLAN_NOTE);
      expect(text).toContain(`Replaces goods of order ${originalInvoice!.orderNumber}, invoice ${originalInvoice!.number}`);
      expect(text).toContain(`₹${priceInclGst.toLocaleString('en-IN')}.00`);
      expect(text).toContain('CGST (not charged)');
      expect(text).not.toMatch(/Tax Invoice|Grand total|Invoice no\./);

      // No sale: today's sales report, GSTR-1 and invoices CSV are as they were before the replacement.
      expect(await reportsOfToday()).toEqual(reportsBefore);

      // The courier booking declares the goods' value, not the replacement's ₹0.
      const service = createInvoiceService({
        db: t.database.db,
        repository: createInvoiceRepository(t.database.db),
        orders: {
          invoiceable: async () => undefined,
          lock: async () => undefined,
          ownerOf: async () => undefined,
          forReturn: async () => undefined,
          dispatchPapers: async () => ({}),
        },
        stateOfPincode: async () => undefined,
        seller: shopSeller('27AAAAA0000A1Z5'),
        // Never written: the value is read from the challan as stored.
        files: createLocalFileStore(tmpdir()),
      });
      expect(await service.goodsValueOf(replacementId)).toEqual({ total: priceInclGst * 100, unitValueOfLine: { 0: priceInclGst * 100 } });
      expect(await service.goodsValueOf(order._id)).toBeUndefined();
    }
    // Its own series, without gaps: the second challan is the next number.
    const [first, second] = numbers.map((number) => Number(number.split('/')[2]));
    expect(second).toBe(first! + 1);
  });
});

describe('every document of an order', () => {
  it('an order with a cancellation, a goodwill refund and a return lists its invoice and each credit note; each downloads for its owner and the shop, for nobody else', async () => {
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 2_499, stock: 10 });
    const order = await shop.buy(buyer, [[mouse, 3]]);
    const itemId = order.items[0]!._id;
    // The shop cancels a unit, refunds ₹100 as goodwill, and after delivery takes a unit back.
    await adminCall('POST', `/api/admin/orders/${order._id}/cancel`, { lines: [{ itemId, quantity: 1 }], reason: 'one broke in the store' });
    await adminCall('POST', `/api/admin/orders/${order._id}/refunds`, { amount: 100, note: 'for the wait' });
    await t.app.jobs.drain();
    await deliver(order._id);
    await settleReturn(buyer, order, mouse, 'return');
    await t.app.jobs.drain();

    const issued = await stored(order._id);
    // The invoice, then the notes of the cancelled unit, the goodwill ₹100 and the returned unit.
    expect(issued.map((document) => [document.kind, document.totals.total])).toEqual([
      ['invoice', 3 * 2_499_00],
      ['credit-note', 2_499_00],
      ['credit-note', 100_00],
      ['credit-note', 2_499_00],
    ]);

    for (const [viewer, base] of [
      [buyer, `/api/orders/${order._id}/documents`],
      [admin, `/api/admin/orders/${order._id}/documents`],
    ] as const) {
      const res = await get(base, viewer);
      expect(res.statusCode, res.body).toBe(200);
      const { documents } = res.json<OrderDocuments>();
      // Every one, in the order issued.
      expect(documents.map((document) => [document.kind, document.number, document.date, document.totalPaise])).toEqual(
        issued.map((document) => [document.kind, document.number, document.date, document.totals.total]),
      );
      for (const document of documents) {
        expect(document.download).toBe(`${base}/${document.number.replaceAll('/', '-')}`);
        const pdf = await get(document.download, viewer);
        expect([pdf.statusCode, document.number]).toEqual([200, document.number]);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['cache-control']).toBe('private, no-store');
        expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
        expect(unwrapped((await pdfText(pdf.rawPayload)).text)).toContain(document.number);
      }
    }
    // Each of the shop's downloads is in the order's history, with the number it downloaded.
    const history = (await get(`/api/admin/audit?targetType=order&targetId=${order._id}`, admin)).json<AuditPage>().entries;
    const downloads = history.filter((entry) => entry.action.endsWith('-download')).map((entry) => [entry.action, (entry.after as { number: string }).number]);
    expect(downloads.sort()).toEqual(issued.map((document) => [`order.${document.kind}-download`, document.number]).sort());

    // Anyone else: another customer, even with an order of their own, gets the same 404 as for an unknown id or number.
    const theirs = await shop.buy(stranger, [[mouse, 1]]);
    const slugs = issued.map((document) => document.number.replaceAll('/', '-'));
    expect((await get(`/api/orders/${order._id}/documents`, stranger)).statusCode).toBe(404);
    for (const slug of slugs) {
      expect((await get(`/api/orders/${order._id}/documents/${slug}`, stranger)).statusCode).toBe(404);
      // Another order's number under one's own order names nothing.
      expect((await get(`/api/orders/${theirs._id}/documents/${slug}`, stranger)).statusCode).toBe(404);
    }
    expect((await get(`/api/orders/${order._id}/documents/${slugs[0]}`, buyer)).statusCode).toBe(200);
    expect((await get(`/api/admin/orders/${order._id}/documents/${slugs[0]}`, buyer)).statusCode).toBe(403);
    expect((await get(`/api/orders/${order._id}/documents`)).statusCode).toBe(401);
    const unknown = await get('/api/orders/00000000-0000-4000-8000-000000000000/documents', buyer);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Order not found' }]);
    expect((await get('/api/orders/nope/documents', buyer)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order._id}/documents/CN-26-27-99999`, buyer)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order._id}/documents/not-a-number`, buyer)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${order._id}/documents/CN-26-27-99999`, admin)).statusCode).toBe(404);
    // The old routes stay: the invoice, and the latest credit note.
    expect((await get(`/api/orders/${order._id}/invoice`, buyer)).statusCode).toBe(200);
    expect((await get(`/api/orders/${order._id}/credit-note`, buyer)).statusCode).toBe(200);
  });
});
