import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, orderTotals, SHIPPING_FEE, type Order, type PaymentOrder, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { invoices } from '../../schema';
import { inTransaction } from '../../db/transaction';
import { fileStoreDirOf } from '../../plugins/file-store';
import { attachmentsOf, startMailbox, type Mailbox } from '../../../test/mailbox';
import { pdfText, unwrapped } from '../../../test/pdf-text';
import { sandboxSecrets } from '../../../test/purchases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_GSTIN } from '../../config/env';
import type { InvoiceDocument } from './invoice-document';
import { createInvoiceRepository } from './invoices.repository';

/**
 * GST tax invoices (issue 12) through the real HTTP server, database, sandbox gateway and SMTP server:
 * issued with the order, numbered without gaps, split by state, equal to the charge, owner-only.
 */

let t: TestApp;
let mailbox: Mailbox;
/** The app's DATA_DIR: its file store keeps the rendered PDFs under invoices/. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'invoices-test-'));

const PUNE = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Ravi Kumar', phone: '91234 56789', street: '4 Church Street', city: 'Bengaluru', state: 'karnataka', pincode: '560001' };
const BUYER_GSTIN = '29AAGCB7383J1Z4';

const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  t.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: token ? { authorization: `Bearer ${token}` } : {} });

type PaidCheckout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** A checkout made and paid through the sandbox, its order not placed yet. */
async function pay(
  buyer: MadeUser,
  lines: Array<[Product, number]>,
  extra: { shippingAddress?: typeof PUNE; gstin?: string; businessName?: string } = {},
): Promise<PaidCheckout> {
  const amount = orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;
  const created = await call(
    'POST',
    '/api/payments/create-order',
    { amount, items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })), shippingAddress: PUNE, ...extra },
    buyer.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json<PaymentOrder>();
  return (await call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: orderId, method: 'upi', outcome: 'success' })).json<PaidCheckout>();
}

async function place(buyer: MadeUser, paid: PaidCheckout): Promise<Order> {
  const placed = await call(
    'POST',
    '/api/orders',
    { paymentDetails: { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature } },
    buyer.token,
  );
  expect([200, 201], placed.body).toContain(placed.statusCode);
  return placed.json<Order>();
}

const purchase = async (
  buyer: MadeUser,
  lines: Array<[Product, number]>,
  extra: { shippingAddress?: typeof PUNE; gstin?: string; businessName?: string } = {},
) => place(buyer, await pay(buyer, lines, extra));

/** Basic auth of the sandbox gateway, as the shop's client sends it. */
const sandboxAuth = () => {
  const { keyId, keySecret } = sandboxSecrets(t);
  return { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` };
};

const storedInvoice = async (orderId: string, kind: InvoiceDocument['kind'] = 'invoice') =>
  (
    await t.database.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(sql`${invoices.orderId} = ${orderId} AND ${invoices.kind} = ${kind}`)
  )[0]?.document;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', DATA_DIR: dataDir }, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the tax invoice of an order', () => {
  it('within Maharashtra: CGST + SGST per line, totals equal the charge, a PDF with every Rule 46 particular', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ name: 'Lenovo ThinkPad E14', priceInclGst: 64_999, stock: 5 });
    const mouse = await t.make.makeProduct({ name: 'Logitech MX Master 3S Wireless Mouse', category: 'accessories', priceInclGst: 999, stock: 5 });
    const order = await purchase(buyer, [
      [laptop, 1],
      [mouse, 3],
    ]);

    const invoice = (await storedInvoice(order._id))!;
    expect(invoice.number).toMatch(/^TS\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({
      intraState: true,
      reverseCharge: 'No',
      seller: { gstin: SAMPLE_GSTIN, stateCode: '27' },
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
    });
    expect(invoice.lines.map((line) => [line.hsn, line.quantity, line.taxableValue, line.cgst, line.sgst, line.igst])).toEqual(
      expect.arrayContaining([
        // ₹64,999 with GST: ₹55,083.90 before it, ₹9,915.10 of GST, half each; 3 × ₹999: the odd paisa to CGST.
        ['8471 30', 1, 5_508_390, 495_755, 495_755, 0],
        ['8471 60', 3, 253_983, 22_859, 22_858, 0],
      ]),
    );
    // What the customer was charged, to the paisa: the shown prices times the quantities, the lines' sum, no round-off.
    expect(invoice.totals.total).toBe(order.totalAmount * 100);
    expect(order.totalAmount).toBe(64_999 + 3 * 999);
    const { taxableValue, cgst, sgst, igst, roundOff, total } = invoice.totals;
    expect(taxableValue + cgst + sgst + igst).toBe(total);
    expect(roundOff).toBe(0);

    const res = await call('GET', `/api/orders/${order._id}/invoice`, undefined, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice-${invoice.number.replaceAll('/', '-')}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      SAMPLE_GSTIN,
      'Maharashtra (27)',
      'CGST',
      'SGST',
      '8471 30',
      '8471 60',
      'Reverse charge: No',
      'Authorised Signatory',
      '₹',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(unwrapped(text)).toContain(invoice.amountInWords);
  });

  it('charges delivery on ₹5,000 or less of goods as a line of its own (SAC 996812, GST 18%): order, payment and invoice agree to the paisa', async () => {
    const buyer = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ name: 'Logitech M331 Silent Mouse', category: 'accessories', priceInclGst: 1_195, stock: 5 });
    const order = await purchase(buyer, [[mouse, 2]], { shippingAddress: BENGALURU });
    expect([order.totalAmount, order.shippingFee]).toEqual([2 * 1_195 + SHIPPING_FEE, SHIPPING_FEE]);
    const paid = await t.app.inject({ url: `/sandbox/razorpay/v1/payments/${order.paymentDetails.paymentId}`, headers: sandboxAuth() });
    expect(paid.json().amount).toBe(order.totalAmount * 100);
    const invoice = (await storedInvoice(order._id))!;
    expect(invoice.lines.map((line) => [line.description, line.hsn, line.quantity, line.taxableValue, line.igst, line.total])).toEqual([
      ['Logitech M331 Silent Mouse', '8471 60', 2, 202_542, 36_458, 239_000],
      // ₹99 with GST: ₹83.90 before it, ₹15.10 of IGST (Karnataka).
      ['Shipping and handling', '996812', 1, 8_390, 1_510, 9_900],
    ]);
    expect(invoice.totals).toMatchObject({ total: order.totalAmount * 100, roundOff: 0 });
    expect(invoice.totals.taxableValue + invoice.totals.igst).toBe(invoice.totals.total);
    expect(Math.round((order.subtotal + order.tax) * 100)).toBe(order.totalAmount * 100);
    const { text } = await pdfText((await call('GET', `/api/orders/${order._id}/invoice`, undefined, buyer.token)).rawPayload);
    expect(text).toContain('Shipping and handling');
    expect(text).toContain('996812');
  });

  it('takes the place of supply from the PIN code, even where an older order’s address names another state', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 45_500, stock: 5 });
    // Made before addresses were checked against the PIN directory: Karnataka chosen, a Pune PIN typed.
    const orderId = await t.make.makeOrder(buyer.id, [{ product: laptop, quantity: 1 }], {
      shippingAddress: { name: 'Ravi Kumar', phone: '9123456789', street: '4 FC Road', city: 'Pune', state: 'Karnataka', pincode: '411004' },
    });
    expect((await call('GET', `/api/orders/${orderId}/invoice`, undefined, buyer.token)).statusCode).toBe(200);
    const invoice = (await storedInvoice(orderId))!;
    expect(invoice).toMatchObject({ intraState: true, placeOfSupply: { state: 'Maharashtra', stateCode: '27' }, buyer: { state: 'Maharashtra' } });
    expect(invoice.lines[0]!.igst).toBe(0);
  });

  it('to another state, with the buyer’s GSTIN and business name: IGST, the business as the buyer and the person as the ship-to', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 45_500, stock: 5 });
    const order = await purchase(buyer, [[laptop, 2]], {
      shippingAddress: BENGALURU,
      gstin: BUYER_GSTIN.toLowerCase(),
      businessName: '  Bharat Gears Private Limited ',
    });
    const invoice = (await storedInvoice(order._id))!;
    expect(invoice).toMatchObject({
      intraState: false,
      buyer: { name: 'Bharat Gears Private Limited', gstin: BUYER_GSTIN, state: 'Karnataka', stateCode: '29' },
      shipTo: { name: BENGALURU.name, state: 'Karnataka' },
      placeOfSupply: { stateCode: '29' },
    });
    expect(invoice.shipTo.gstin).toBeUndefined();
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 7_711_864, cgst: 0, sgst: 0, igst: 1_388_136, total: 9_100_000 });
    expect(invoice.totals.total).toBe(order.totalAmount * 100);
    const { text } = await pdfText((await call('GET', `/api/orders/${order._id}/invoice`, undefined, buyer.token)).rawPayload);
    expect(text).toContain('IGST');
    expect(text).toContain(BUYER_GSTIN);
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Bharat Gears Private Limited');
    // Issued, the invoice's buyer is fixed: no route takes a GSTIN or a name for an order afterwards.
    const admin = await t.make.makeUser({ role: 'admin' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'processing', gstin: '27AAPFU0939F1ZV', businessName: 'Another Firm' },
    });
    expect(patched.statusCode).toBe(400);
    expect((await storedInvoice(order._id))!.buyer).toMatchObject({ name: 'Bharat Gears Private Limited', gstin: BUYER_GSTIN });
  });

  it('a registered buyer delivering to another state than its GSTIN’s: the place of supply is where the goods go (IGST Act s.10(1)(a))', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 45_500, stock: 5 });
    // A Karnataka GSTIN, goods delivered in the shop's own state (Maharashtra).
    const order = await purchase(buyer, [[laptop, 1]], { gstin: BUYER_GSTIN, businessName: 'Bharat Gears Private Limited' });
    const invoice = (await storedInvoice(order._id))!;
    expect(invoice).toMatchObject({ intraState: true, buyer: { stateCode: '29' }, shipTo: { stateCode: '27' }, placeOfSupply: { stateCode: '27' } });
    expect(invoice.lines[0]!.igst).toBe(0);
  });

  it('is linked from the confirmation e-mail, not attached: its PDF is rendered on the first download, then read from the file store', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 30_000, stock: 5 });
    const order = await purchase(buyer, [[laptop, 1]]);
    await t.app.jobs.drain();
    const mail = await mailbox.nextFor(buyer.email);
    expect(mail.subject).toContain('is placed');
    expect(attachmentsOf(mail)).toEqual([]);
    expect(mail.body).toContain('GST tax invoice is ready to download');
    expect(mail.body).toContain(`${t.config.APP_URL}/orders/${order._id}`);

    // The number was fixed at the sale; nothing is rendered until someone asks.
    const invoice = (await storedInvoice(order._id))!;
    const stored = path.join(fileStoreDirOf({ DATA_DIR: dataDir }), 'invoices', order._id, `${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(existsSync(stored)).toBe(false);
    const first = await call('GET', `/api/orders/${order._id}/invoice`, undefined, buyer.token);
    expect(first.statusCode).toBe(200);
    expect((await pdfText(first.rawPayload)).text).toContain(invoice.number);
    expect(readFileSync(stored)).toEqual(first.rawPayload);

    // Served from the store the second time: bytes put there are what comes back, not a new rendering.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('\n% served from the file store\n')]);
    writeFileSync(stored, marked);
    const second = await call('GET', `/api/orders/${order._id}/invoice`, undefined, buyer.token);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marked);
  });

  it('downloaded by several at once the first time: each gets the whole PDF, and one whole file is kept', async () => {
    const buyer = await t.make.makeUser();
    const admin = await t.make.makeUser({ role: 'admin' });
    const order = await purchase(buyer, [[await t.make.makeProduct({ priceInclGst: 12_000, stock: 5 }), 1]]);
    const invoice = (await storedInvoice(order._id))!;
    const downloads = await Promise.all(
      [buyer.token, buyer.token, admin.token, buyer.token].map((token) => call('GET', `/api/orders/${order._id}/invoice`, undefined, token)),
    );
    expect(downloads.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    for (const res of downloads) expect((await pdfText(res.rawPayload)).text).toContain(invoice.number);
    const folder = path.join(fileStoreDirOf({ DATA_DIR: dataDir }), 'invoices', order._id);
    expect(readdirSync(folder)).toEqual([`${invoice.number.replaceAll('/', '-')}.pdf`]);
    expect((await pdfText(readFileSync(path.join(folder, readdirSync(folder)[0]!)))).text).toContain(invoice.number);
  });

  it('is the customer’s and the shop’s only: others get the same 404 as an unknown order', async () => {
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const admin = await t.make.makeUser({ role: 'admin' });
    const order = await purchase(buyer, [[await t.make.makeProduct({ stock: 2 }), 1]]);
    const url = `/api/orders/${order._id}/invoice`;
    expect((await call('GET', url)).statusCode).toBe(401);
    const others = [
      await call('GET', url, undefined, stranger.token),
      await call('GET', '/api/orders/00000000-0000-4000-8000-000000000000/invoice', undefined, stranger.token),
      await call('GET', '/api/orders/nope/invoice', undefined, stranger.token),
    ];
    expect(others.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(others.map((res) => res.json().message)).size).toBe(1);
    expect((await call('GET', url, undefined, admin.token)).statusCode).toBe(200);
    // An order that was never paid has no invoice.
    const unpaid = await t.make.makeOrder(buyer.id, [{ product: await t.make.makeProduct(), quantity: 1 }], { paymentStatus: 'pending' });
    expect((await call('GET', `/api/orders/${unpaid}/invoice`, undefined, buyer.token)).statusCode).toBe(404);
    // Nor does a paid order cancelled before invoices existed: it sold nothing.
    const cancelled = await t.make.makeOrder(buyer.id, [{ product: await t.make.makeProduct(), quantity: 1 }], {
      status: 'cancelled',
      paymentStatus: 'completed',
    });
    expect((await call('GET', `/api/orders/${cancelled}/invoice`, undefined, buyer.token)).statusCode).toBe(404);
    // One paid before invoices existed gets its invoice when first asked for.
    const older = await t.make.makeOrder(buyer.id, [{ product: await t.make.makeProduct(), quantity: 1 }], { status: 'delivered', paymentStatus: 'completed' });
    const first = await Promise.all([1, 2, 3].map(() => call('GET', `/api/orders/${older}/invoice`, undefined, buyer.token)));
    expect(first.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await t.database.db.select().from(invoices).where(eq(invoices.orderId, older))).length).toBe(1);
  });

  it('made later (an order paid before invoices, a credit note), it uses the HSN code and GST rate of the sale, not today’s', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ name: 'HP 15s', priceInclGst: 50_000, stock: 5, hsn: '84713010' });
    const older = await t.make.makeOrder(buyer.id, [{ product: laptop, quantity: 1 }], { status: 'delivered', paymentStatus: 'completed' });
    // The shop corrects the product's code afterwards: the sale stays as it was.
    await t.app.catalog.update(laptop._id, { hsn: '84713090' });
    const res = await call('GET', `/api/orders/${older}/invoice`, undefined, buyer.token);
    expect(res.statusCode).toBe(200);
    const invoice = (await storedInvoice(older))!;
    expect(invoice.lines.map((line) => [line.hsn, line.gstRate])).toEqual([['84713010', 18]]);
    expect(invoice.totals).toMatchObject({ taxableValue: 4_237_288, cgst: 381_356, sgst: 381_356, igst: 0, roundOff: 0, total: 5_000_000 });

    const bought = await purchase(buyer, [[laptop, 1]]);
    await t.app.catalog.update(laptop._id, { hsn: '84715000' });
    expect((await call('POST', `/api/orders/${bought._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
    const creditNote = (await storedInvoice(bought._id, 'credit-note'))!;
    expect(creditNote.lines.map((line) => line.hsn)).toEqual(['84713090']);
  });

  it('50 orders at once get 50 consecutive numbers, none repeated', async () => {
    const laptop = await t.make.makeProduct({ priceInclGst: 10_000, stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.make.makeUser()));
    const before = await t.database.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice'));
    // Paid ten at a time: fifty checkouts made at once wait on one another and on the in-process
    // gateway for longer than its timeout on a loaded machine. What is tested is the fifty orders
    // placed at once, each numbering its invoice.
    const paid: PaidCheckout[] = [];
    for (let i = 0; i < buyers.length; i += 10) paid.push(...(await Promise.all(buyers.slice(i, i + 10).map((buyer) => pay(buyer, [[laptop, 1]])))));
    const orders = await Promise.all(buyers.map((buyer, i) => place(buyer, paid[i]!)));
    const numbers = (await Promise.all(orders.map(async (order) => (await storedInvoice(order._id))!.number))).map((number) => Number(number.split('/')[2]));
    expect(new Set(numbers).size).toBe(50);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 50 }, (_, i) => before.length + 1 + i));
  });

  it('a number taken by a transaction that rolled back is given again (no gaps)', async () => {
    const repository = createInvoiceRepository(t.database.db);
    const laptop = await t.make.makeProduct({ priceInclGst: 45_000, stock: 5 });
    const order = await purchase(await t.make.makeUser(), [[laptop, 1]]);
    const document = (await storedInvoice(order._id))!;
    const year = '2031-32';
    const issue = (reference: string) =>
      inTransaction(t.database.db, (tx) => repository.insertNumbered(order._id, year, { ...document, kind: 'credit-note', number: '' }, tx, reference));
    expect(await issue('a')).toBe('CN/31-32/00001');
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await repository.insertNumbered(order._id, year, { ...document, kind: 'credit-note', number: '' }, tx, 'b');
        throw new Error('the order failed after its number was taken');
      }),
    ).rejects.toThrow('the order failed');
    expect(await issue('c')).toBe('CN/31-32/00002');
    // The number is the stored document's too.
    const stored = await t.database.db.select({ number: invoices.number, document: invoices.document }).from(invoices).where(eq(invoices.financialYear, year));
    expect(stored.map((row) => [row.number, row.document.number]).sort()).toEqual([
      ['CN/31-32/00001', 'CN/31-32/00001'],
      ['CN/31-32/00002', 'CN/31-32/00002'],
    ]);
  });
});

describe('a cancelled order', () => {
  it('gets a credit note against its invoice, told of in the cancellation e-mail', async () => {
    const buyer = await t.make.makeUser();
    const order = await purchase(buyer, [[await t.make.makeProduct({ priceInclGst: 20_000, stock: 3 }), 1]]);
    const creditNoteUrl = `/api/orders/${order._id}/credit-note`;
    expect((await call('GET', creditNoteUrl, undefined, buyer.token)).statusCode).toBe(404);
    await t.app.jobs.drain();
    const sentBefore = mailbox.received.length;

    expect((await call('POST', `/api/orders/${order._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
    const invoice = (await storedInvoice(order._id))!;
    const creditNote = (await storedInvoice(order._id, 'credit-note'))!;
    expect(creditNote).toMatchObject({ kind: 'credit-note', against: { number: invoice.number, date: invoice.date }, totals: invoice.totals });
    expect(creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);

    const res = await call('GET', creditNoteUrl, undefined, buyer.token);
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(invoice.number);

    await t.app.jobs.drain();
    const mail = await mailbox.nextFor(buyer.email, sentBefore);
    expect(mail.subject).toContain('cancelled');
    // Linked like the invoice, not attached.
    expect(attachmentsOf(mail)).toEqual([]);
    expect(mail.body).toContain('credit note cancelling its invoice is ready to download');
  });
});

describe('checkout’s GST details', () => {
  it('refuses a malformed GSTIN and a state India does not have, with messages the form shows', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 3 });
    const body = {
      amount: orderTotals([{ category: laptop.category, priceInclGst: laptop.priceInclGst, quantity: 1 }]).total,
      items: [{ productId: laptop._id, quantity: 1 }],
      shippingAddress: PUNE,
    };
    const badGstin = await call('POST', '/api/payments/create-order', { ...body, gstin: '29AAGCB7383J1Z5' }, buyer.token);
    expect([badGstin.statusCode, badGstin.json().message]).toEqual([400, CHECKOUT_MESSAGES.gstinInvalid]);
    const badState = await call('POST', '/api/payments/create-order', { ...body, shippingAddress: { ...PUNE, state: 'Atlantis' } }, buyer.token);
    expect([badState.statusCode, badState.json().message]).toEqual([400, CHECKOUT_MESSAGES.stateUnknown]);
    const noName = await call('POST', '/api/payments/create-order', { ...body, gstin: BUYER_GSTIN, businessName: ' ' }, buyer.token);
    expect([noName.statusCode, noName.json().message]).toEqual([400, CHECKOUT_MESSAGES.businessNameRequired]);
    const cod = await call('POST', '/api/orders/cod', { ...body, gstin: BUYER_GSTIN }, buyer.token);
    expect([cod.statusCode, cod.json().message]).toEqual([400, CHECKOUT_MESSAGES.businessNameRequired]);
    const twoLines = await call('POST', '/api/payments/create-order', { ...body, gstin: BUYER_GSTIN, businessName: 'Bharat\nGears' }, buyer.token);
    expect([twoLines.statusCode, twoLines.json().message]).toEqual([400, CHECKOUT_MESSAGES.businessNameInvalid]);
    // A business name without a GSTIN names nobody on the invoice: it is dropped, not refused.
    const noGstin = await call('POST', '/api/payments/create-order', { ...body, gstin: '', businessName: 'Ravi Stores' }, buyer.token);
    expect(noGstin.statusCode, noGstin.body).toBe(200);
  });
});
