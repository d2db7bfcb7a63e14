import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals, REPORT_MESSAGES, type Gstr1, type Order, type PaymentOrder, type Product, type SalesReport } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { invoices, orders, refunds } from '../../schema';
import { multipartForm, testPicture } from '../../../test/multipart';
import { listeningApp } from '../../../test/purchases';
import { bearer, type TestApp } from '../../../test/test-app';
import type { InvoiceDocument } from '../invoices';
import { csvCell, csvLine, rupees } from './csv';

/**
 * Reports and exports (issue 26) through the real server, database and sandbox gateway: a month of
 * sales across states (registered and unregistered buyers, a sale over ₹1,00,000, cancellations,
 * partial refunds, an item taken back and one returned after delivery) moved into September 2026, and every figure checked against the
 * invoices and credit notes stored, to the paisa.
 */

let t: TestApp;
let admin: MadeUser;

const PUNE = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Ravi Kumar', phone: '91234 56789', street: '4 Church Street', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const DELHI = { name: 'Meera Singh', phone: '99887 76655', street: '1 Janpath', city: 'New Delhi', state: 'Delhi', pincode: '110001' };
const BUYER_GSTIN = '29AAGCB7383J1Z4';
const MONTH = { from: '2026-09-01', to: '2026-09-30' };

const ask = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const get = (url: string) => ask(url, admin);
const call = (method: 'POST' | 'PATCH', url: string, body: unknown, user: MadeUser) =>
  t.app.inject({ method, url, payload: body as object, headers: bearer(user) });

async function purchase(buyer: MadeUser, lines: Array<[Product, number]>, shippingAddress = PUNE, gstin?: string): Promise<Order> {
  const amount = orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;
  const body = {
    amount,
    items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })),
    shippingAddress,
    ...(gstin ? { gstin, businessName: 'Bharat Gears Private Limited' } : {}),
  };
  const created = await call('POST', '/api/payments/create-order', body, buyer);
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json<PaymentOrder>();
  const triple = (
    await t.app.inject({ method: 'POST', url: '/sandbox/razorpay/v1/checkout/pay', payload: { order_id: orderId, method: 'upi', outcome: 'success' } })
  ).json();
  const placed = await call(
    'POST',
    '/api/orders',
    { paymentDetails: { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature } },
    buyer,
  );
  expect([200, 201], placed.body).toContain(placed.statusCode);
  return placed.json<Order>();
}

/** Moves an order, its documents and refunds to a day of the generated month, as if made then. */
async function moveTo(orderId: string, day: string) {
  const at = sql`(${day}::date + time '11:30')::timestamp AT TIME ZONE 'Asia/Kolkata'`;
  await t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId));
  await t.database.db
    .update(invoices)
    .set({ issuedAt: at, document: sql`jsonb_set(${invoices.document}, '{date}', to_jsonb(${day}::text))` })
    .where(eq(invoices.orderId, orderId));
  await t.database.db.update(refunds).set({ createdAt: at }).where(eq(refunds.orderId, orderId));
}

const stored = async (orderIds: string[]) =>
  (await t.database.db.select({ document: invoices.document }).from(invoices).where(inArray(invoices.orderId, orderIds))).map((row) => row.document);

const taxOf = (lines: InvoiceDocument['lines']) => lines.reduce((sum, line) => sum + line.cgst + line.sgst + line.igst, 0);
const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

beforeAll(async () => {
  t = await listeningApp();
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('a month of sales, reported', () => {
  let madeOrderIds: string[];
  let sales: SalesReport;
  let gstr1: Gstr1;
  let documents: InvoiceDocument[];

  beforeAll(async () => {
    const laptop = await t.make.makeProduct({ name: 'Lenovo ThinkPad E14', priceInclGst: 1_20_000, stock: 20 });
    const mouse = await t.make.makeProduct({ name: 'Logitech M331 Silent Mouse', category: 'accessories', priceInclGst: 1_195, stock: 50 });
    const [asha, ravi, firm, meera] = await Promise.all([t.make.makeUser(), t.make.makeUser(), t.make.makeUser(), t.make.makeUser()]);

    // Within Maharashtra, small (with delivery charged): B2CS, CGST + SGST; then refunded in part.
    const local = await purchase(asha!, [[mouse, 2]]);
    // Karnataka, unregistered, ₹1,20,000: B2C large.
    const large = await purchase(ravi!, [[laptop, 1]], BENGALURU);
    // Karnataka, the buyer's GSTIN: B2B.
    const b2b = await purchase(firm!, [[laptop, 1]], BENGALURU, BUYER_GSTIN);
    // Delhi, small, unregistered: B2CS with IGST; one of its two mice comes back (a return's credit note).
    const returned = await purchase(meera!, [[mouse, 2]], DELHI);
    // Cancelled: a local laptop (its credit note reduces B2CS), a large Delhi one (CDNUR), a registered one (CDNR).
    const cancelledLocal = await purchase(asha!, [[laptop, 1]]);
    const cancelledLarge = await purchase(meera!, [[laptop, 1]], DELHI);
    const cancelledB2b = await purchase(firm!, [[laptop, 1]], BENGALURU, BUYER_GSTIN);
    for (const [order, buyer] of [
      [cancelledLocal, asha],
      [cancelledLarge, meera],
      [cancelledB2b, firm],
    ] as const)
      expect((await call('POST', `/api/orders/${order._id}/cancel`, undefined, buyer!)).statusCode).toBe(200);
    // Goodwill refunds: money back after the sale lowers its value, so each has its credit note (CGST s.34) for what was paid back.
    expect((await call('POST', `/api/admin/orders/${local._id}/refunds`, { amount: 250.5 }, admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/orders/${large._id}/refunds`, { amount: 1_000 }, admin)).statusCode).toBe(200);
    // One of the two Delhi mice is taken back before shipping: a credit note for exactly that unit, and its price refunded.
    const oneMouse = await call('POST', `/api/admin/orders/${returned._id}/cancel`, { lines: [{ itemId: returned.items[0]!._id, quantity: 1 }] }, admin);
    expect(oneMouse.statusCode, oneMouse.body).toBe(200);
    // One of the two Pune mice comes back after delivery: a return, received, refunded, with its credit note.
    for (const status of [{ status: 'processing' }, { status: 'shipped', trackingNumber: 'AWB0001' }, { status: 'delivered' }])
      expect((await call('PATCH', `/api/admin/orders/${local._id}/status`, status, admin)).statusCode).toBe(200);
    const form = await multipartForm(
      { lines: JSON.stringify([{ itemId: local.items[0]!._id, quantity: 1 }]), kind: 'return', reason: 'defective', description: 'The scroll wheel skips.' },
      [{ bytes: await testPicture() }],
    );
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${local._id}/returns`,
      headers: { ...bearer(asha!), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ _id: string }>()._id;
    for (const [step, body] of [
      ['approve', {}],
      ['receive', { lines: [{ itemId: local.items[0]!._id, sellable: 1, damaged: 0 }] }],
      ['close', {}],
    ] as const) {
      const res = await call('POST', `/api/admin/returns/${returnId}/${step}`, body, admin);
      expect(res.statusCode, res.body).toBe(200);
    }

    const days = ['2026-09-01', '2026-09-03', '2026-09-03', '2026-09-14', '2026-09-20', '2026-09-29', '2026-09-30'];
    madeOrderIds = [local, large, b2b, returned, cancelledLocal, cancelledLarge, cancelledB2b].map((order) => order._id);
    for (const [index, id] of madeOrderIds.entries()) await moveTo(id, days[index]!);
    documents = await stored(madeOrderIds);
    // An order of today is outside the month: in neither report.
    await purchase(asha!, [[mouse, 1]]);

    sales = (await get(`/api/admin/reports/sales?from=${MONTH.from}&to=${MONTH.to}`)).json<SalesReport>();
    gstr1 = (await get(`/api/admin/reports/gstr1?from=${MONTH.from}&to=${MONTH.to}`)).json<Gstr1>();
  });

  it('sums the invoices and credit notes to the paisa: gross, credit notes, net, taxable value and GST; refunds as paid back', async () => {
    const issued = documents.filter((document) => document.kind === 'invoice');
    const credited = documents.filter((document) => document.kind === 'credit-note');
    expect([issued.length, credited.length]).toEqual([7, 7]);
    // Every rupee refunded is credited, to the paisa (issue 40 point 3).
    expect(sumOf(credited, (document) => document.totals.total)).toBe(3 * 1_20_000_00 + 2 * 1_195_00 + 250_50 + 1_000_00);
    const gross = sumOf(issued, (document) => document.totals.total);
    const credit = sumOf(credited, (document) => document.totals.total);
    const taxable = sumOf(issued, (d) => d.totals.taxableValue) - sumOf(credited, (d) => sumOf(d.lines, (line) => line.taxableValue));
    const gst = sumOf(issued, (d) => taxOf(d.lines)) - sumOf(credited, (d) => taxOf(d.lines));
    const refunded = sumOf(
      await t.database.db
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(and(inArray(refunds.orderId, madeOrderIds), sql`${refunds.status} <> 'failed'`)),
      (row) => row.amount,
    );
    // Three cancellations in full, one mouse taken back, one returned, and two goodwill refunds (₹250.50 and ₹1,000).
    expect(refunded).toBe(3 * 1_20_000_00 + 2 * 1_195_00 + 250_50 + 1_000_00);

    expect(sales.total).toMatchObject({
      orders: 7,
      grossPaise: gross,
      creditNotesPaise: credit,
      netPaise: gross - credit,
      taxablePaise: taxable,
      gstPaise: gst,
    });
    expect(sales.total.refundsPaise).toBe(refunded);
    expect(sales.total.items).toBe(2 + 1 + 1 + 2 + 1 + 1 + 1);
    expect(sales.months).toEqual([{ ...sales.total, period: '2026-09' }]);
    expect(sales.days).toHaveLength(30);
    for (const key of ['orders', 'items', 'grossPaise', 'creditNotesPaise', 'refundsPaise', 'netPaise', 'taxablePaise', 'gstPaise'] as const)
      expect(
        sumOf(sales.days, (day) => day[key]),
        key,
      ).toBe(sales.total[key]);
    expect(sales.days.find((day) => day.period === '2026-09-03')).toMatchObject({ orders: 2, grossPaise: 2 * 1_20_000_00 });
    expect(sales.days.find((day) => day.period === '2026-09-02')).toMatchObject({ orders: 0, grossPaise: 0, refundsPaise: 0 });
    // The laptop leads: one large, one B2B and three cancelled (net two) sold.
    expect(sales.topProducts[0]).toMatchObject({ name: 'Lenovo ThinkPad E14', hsn: '847130', quantity: 2 });
    expect(sales.topProducts[1]).toMatchObject({ name: 'Logitech M331 Silent Mouse', quantity: 2 });
  });

  it('shapes GSTR-1: B2B with the GSTIN, B2C large over ₹1,00,000 inter-state, B2C small by state and rate, CDNR, CDNUR, HSN', () => {
    expect(gstr1.b2b.map((row) => [row.gstin, row.placeOfSupply, row.rate, row.invoiceValuePaise])).toEqual([
      [BUYER_GSTIN, '29-Karnataka', 18, 1_20_000_00],
      [BUYER_GSTIN, '29-Karnataka', 18, 1_20_000_00],
    ]);
    expect(gstr1.b2cl.map((row) => [row.placeOfSupply, row.invoiceValuePaise])).toEqual([
      ['29-Karnataka', 1_20_000_00],
      ['07-Delhi', 1_20_000_00],
    ]);
    expect(gstr1.cdnr.map((row) => [row.gstin, row.noteValuePaise])).toEqual([[BUYER_GSTIN, 1_20_000_00]]);
    // The large Karnataka sale's ₹1,000 goodwill refund is a note against a B2C large invoice too.
    expect(gstr1.cdnur.map((row) => [row.urType, row.placeOfSupply, row.noteValuePaise])).toEqual([
      ['B2CL', '29-Karnataka', 1_000_00],
      ['B2CL', '07-Delhi', 1_20_000_00],
    ]);
    expect(gstr1.cdnr[0]!.againstInvoice).toMatch(/^TS\//);
    // B2CS is net: the cancelled local laptop took itself out, the mouse taken back reduced Delhi, the returned one Maharashtra.
    const local = documents.find((d) => d.kind === 'invoice' && d.intraState && d.lines.some((line) => line.hsn === '996812'))!;
    // Its notes: the goodwill refund's and the returned mouse's.
    const localNotes = documents.filter((d) => d.kind === 'credit-note' && d.against?.number === local.number);
    expect(localNotes).toHaveLength(2);
    const notesOf = (key: 'taxableValue' | 'cgst' | 'sgst') => sumOf(localNotes, (note) => note.totals[key]);
    expect(gstr1.b2cs.map((row) => [row.placeOfSupply, row.rate])).toEqual([
      ['07-Delhi', 18],
      ['27-Maharashtra', 18],
    ]);
    const maharashtra = gstr1.b2cs.find((row) => row.placeOfSupply === '27-Maharashtra')!;
    expect(maharashtra).toMatchObject({
      taxablePaise: local.totals.taxableValue - notesOf('taxableValue'),
      cgstPaise: local.totals.cgst - notesOf('cgst'),
      sgstPaise: local.totals.sgst - notesOf('sgst'),
      igstPaise: 0,
    });
    expect(gstr1.b2cs.find((row) => row.placeOfSupply === '07-Delhi')!.cgstPaise).toBe(0);

    expect(gstr1.hsn.map((row) => [row.hsn, row.uqc, row.quantity])).toEqual([
      ['847130', 'NOS', 2],
      ['847160', 'NOS', 2],
      ['996812', 'NA', 0],
    ]);
    expect(gstr1.documents.map((row) => [row.kind, row.count])).toEqual([
      ['invoice', 7],
      ['credit-note', 7],
    ]);
  });

  it('adds up: every section, the HSN summary and the sales report give the same tax to the paisa', () => {
    type Taxes = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
    const keys = ['taxablePaise', 'igstPaise', 'cgstPaise', 'sgstPaise'] as const;
    const total = (rows: Taxes[]) => Object.fromEntries(keys.map((key) => [key, sumOf(rows, (row) => row[key])]));
    const sections = Object.fromEntries(
      keys.map((key) => [
        key,
        sumOf([...gstr1.b2b, ...gstr1.b2cl, ...gstr1.b2cs], (row) => row[key]) - sumOf([...gstr1.cdnr, ...gstr1.cdnur], (row) => row[key]),
      ]),
    );
    expect(sections).toEqual(gstr1.totals);
    expect(total(gstr1.hsn)).toEqual(gstr1.totals);
    expect(gstr1.totals.taxablePaise).toBe(sales.total.taxablePaise);
    expect(gstr1.totals.igstPaise + gstr1.totals.cgstPaise + gstr1.totals.sgstPaise).toBe(sales.total.gstPaise);
    // No round-off lines on these orders: value = taxable value + tax.
    expect(sumOf(gstr1.hsn, (row) => row.totalValuePaise)).toBe(sales.total.netPaise);
  });

  it('downloads the same figures as CSV: the invoices file nets to the report, the GSTR-1 file has every section', async () => {
    const res = await get(`/api/admin/exports/invoices.csv?from=${MONTH.from}&to=${MONTH.to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-${MONTH.from}-to-${MONTH.to}.csv"`);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header!.split(',')).toContain('Buyer GSTIN');
    expect(rows).toHaveLength(7 + 7);
    const totalAt = header!.split(',').indexOf('Total');
    const net = sumOf(rows, (row) => {
      const cells = row.split(',');
      return (cells[0] === 'Credit note' ? -1 : 1) * Math.round(Number(cells[totalAt]) * 100);
    });
    expect(net).toBe(sales.total.netPaise);

    const file = await get(`/api/admin/reports/gstr1?from=${MONTH.from}&to=${MONTH.to}&format=csv`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="gstr1-${MONTH.from}-to-${MONTH.to}.csv"`);
    const sections = file.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[0]);
    expect(new Set(sections)).toEqual(new Set(['B2B', 'B2CL', 'B2CS', 'CDNR', 'CDNUR', 'HSN']));

    const salesFile = await get(`/api/admin/reports/sales?from=${MONTH.from}&to=${MONTH.to}&format=csv`);
    const lastRow = salesFile.body.trimEnd().split('\r\n').at(-1)!.split(',');
    expect(lastRow[6]).toBe(rupees(sales.total.netPaise).toString());
  });

  it('exports orders, their lines and refunds over the range, with refunds in the payment status', async () => {
    const ordersFile = (await get(`/api/admin/exports/orders.csv?from=${MONTH.from}&to=${MONTH.to}`)).body.trimEnd().split('\r\n');
    const header = ordersFile[0]!.replace(/^\uFEFF/, '').split(',');
    expect(ordersFile).toHaveLength(1 + 7);
    const status = header.indexOf('Payment status');
    const statuses = ordersFile.slice(1).map((row) => row.split(',')[status]);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'partially_refunded')).toHaveLength(3);

    const lines = (await get(`/api/admin/exports/order-lines.csv?from=${MONTH.from}&to=${MONTH.to}`)).body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7);
    const refundRows = (await get(`/api/admin/exports/refunds.csv?from=${MONTH.from}&to=${MONTH.to}`)).body.trimEnd().split('\r\n');
    expect(refundRows).toHaveLength(1 + 7);
    expect(refundRows.some((row) => row.includes(',250.50,'))).toBe(true);
  });
});

describe('the exports', () => {
  it('neutralise cells a spreadsheet would run as a formula, and quote as RFC 4180 asks', async () => {
    expect([csvCell('=HYPERLINK("http://evil")'), csvCell('+91 98765'), csvCell('-2+3'), csvCell('@SUM(A1)'), csvCell('\tx'), csvCell('\rx')]).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      "'+91 98765",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvLine(['a,b', 'line\nbreak', 'plain', 12, rupees(-12_345), null])).toBe('"a,b","line\nbreak",plain,12,-123.45,\r\n');

    const evil = await t.make.makeUser({ name: '=cmd|" /C calc"!A0', email: 'formula@example.in', phone: '9876500000' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const product = await t.make.makeProduct({ name: '@risky, "quoted" product', stock: 3 });
    const file = (await get(`/api/admin/exports/customers.csv?from=${today}&to=${today}`)).body;
    expect(file).toContain(`"'=cmd|"" /C calc""!A0",${evil.email}`);
    expect(file).not.toMatch(/(^|,)=cmd/m);
    const products = (await get(`/api/admin/exports/products.csv?from=${today}&to=${today}`)).body;
    expect(products).toContain(`${product._id},"'@risky, ""quoted"" product"`);
  });

  it('lists applications of the range without identity numbers', async () => {
    const customer = await t.make.makeUser({ name: 'Kiran Rao' });
    await t.make.makeApplication(customer.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const file = (await get(`/api/admin/exports/applications.csv?from=${today}&to=${today}`)).body;
    expect(file).toContain('Kiran Rao');
    expect(file.split('\r\n')[0]).not.toMatch(/PAN|Aadhaar/i);
  });

  it('pages through more rows than one page holds', async () => {
    const many = await t.make.makeProducts(Array.from({ length: 520 }, () => t.make.productRow({ stock: 1 })));
    const file = (await get('/api/admin/exports/products.csv?from=2026-01-01&to=2026-01-31')).body.trimEnd().split('\r\n');
    const ids = new Set(file.slice(1).map((row) => row.split(',')[0]));
    for (const id of many) expect(ids.has(id)).toBe(true);
    expect(ids.size).toBe(file.length - 1);
  });
});

describe('the range and who may ask', () => {
  it('refuses bad dates, a reversed range and one over 366 days with 400 { message }', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-02-30&to=2026-03-01', REPORT_MESSAGES.dateInvalid('from')],
      ['from=2026-03-01&to=yesterday', REPORT_MESSAGES.dateInvalid('to')],
      ['to=2026-03-01', REPORT_MESSAGES.dateInvalid('from')],
      ['from=2026-03-02&to=2026-03-01', REPORT_MESSAGES.rangeReversed],
      ['from=2025-01-01&to=2026-01-02', REPORT_MESSAGES.rangeTooLong],
    ];
    for (const url of ['/api/admin/reports/sales', '/api/admin/reports/gstr1', '/api/admin/exports/orders.csv'])
      for (const [query, message] of cases) {
        const res = await get(`${url}?${query}`);
        expect([res.statusCode, res.json().message], `${url}?${query}`).toEqual([400, message]);
      }
    expect((await get('/api/admin/reports/sales?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await get('/api/admin/reports/sales?from=2026-01-01&to=2026-01-01&format=pdf')).statusCode).toBe(400);
  });

  it('is for admins only: 401 for a guest, 403 for a customer', async () => {
    const customer = await t.make.makeUser();
    for (const url of [
      '/api/admin/reports/sales?from=2026-09-01&to=2026-09-30',
      '/api/admin/reports/gstr1?from=2026-09-01&to=2026-09-30',
      '/api/admin/exports/customers.csv?from=2026-09-01&to=2026-09-30',
    ]) {
      expect((await ask(url)).statusCode, url).toBe(401);
      const refused = await ask(url, customer);
      expect([refused.statusCode, typeof refused.json().message], url).toEqual([403, 'string']);
    }
  });
});
