import Ajv2020 from 'ajv/dist/2020';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2CL_LIMIT_PAISE, orderTotals, REPORT_MESSAGES, type Order, type PaymentOrder, type Product } from '@store/shared';
import { SAMPLE_GSTIN } from '../../config/env';
import type { MadeUser } from '../../seed/factories';
import { invoices, orders } from '../../schema';
import { listeningApp } from '../../../test/purchases';
import { bearer, type TestApp } from '../../../test/test-app';
import { buildInvoice, shopSeller } from '../invoices/invoice-builder';
import type { InvoiceDocument } from '../invoices';
import { createGstr1 } from './gstr1';
import { monthRange, portalGstr1, type PortalGstr1 } from './gstr1-portal';
import schema from './gstr1-portal.schema.json';

/**
 * GSTR-1 as the GST portal's JSON (gstr1-portal.ts): a month with every table filled, made through the
 * real server, database and payment sandbox, checked against the format's JSON Schema and reconciled
 * to the paisa with the invoices and credit notes stored; then where the B2C large line falls.
 */

// multipleOf 0.01 on doubles (1017.29 / 0.01 = 101728.99999999999) needs the quotient rounded before it is judged whole.
const ajv = new Ajv2020({ allErrors: true, multipleOfPrecision: 6 });
const validate = ajv.compile(schema);
const expectValid = (json: unknown) => {
  validate(json);
  expect(validate.errors ?? []).toEqual([]);
};

const paise = (rupees: number) => Math.round(rupees * 100);
type Amounts = { txval: number; iamt: number; camt: number; samt: number };
const KEYS = ['txval', 'iamt', 'camt', 'samt'] as const;
const inPaise = (rows: Array<Partial<Amounts>>): Amounts =>
  Object.fromEntries(KEYS.map((key) => [key, rows.reduce((sum, row) => sum + paise(row[key] ?? 0), 0)])) as Amounts;
const minus = (a: Amounts, b: Amounts): Amounts => Object.fromEntries(KEYS.map((key) => [key, a[key] - b[key]])) as Amounts;
const plus = (a: Amounts, b: Amounts): Amounts => Object.fromEntries(KEYS.map((key) => [key, a[key] + b[key]])) as Amounts;

/** What the portal's sections say was supplied, net of credit notes, in paise. */
function sectionsNet(json: PortalGstr1) {
  const registered = inPaise((json.b2b ?? []).flatMap((ctin) => ctin.inv.flatMap((inv) => inv.itms.map((item) => item.itm_det))));
  const registeredNotes = inPaise((json.cdnr ?? []).flatMap((ctin) => ctin.nt.flatMap((note) => note.itms.map((item) => item.itm_det))));
  const large = inPaise((json.b2cl ?? []).flatMap((pos) => pos.inv.flatMap((inv) => inv.itms.map((item) => item.itm_det))));
  const small = inPaise(json.b2cs ?? []);
  const largeNotes = inPaise((json.cdnur ?? []).flatMap((note) => note.itms.map((item) => item.itm_det)));
  return { b2b: minus(registered, registeredNotes), b2c: minus(plus(large, small), largeNotes) };
}

/** The same from the documents themselves: their lines, credit notes taken off. */
function documentsNet(documents: InvoiceDocument[]): Amounts {
  const lines = (kind: InvoiceDocument['kind']) =>
    documents
      .filter((document) => document.kind === kind)
      .flatMap((document) => document.lines)
      .map((line) => ({ txval: line.taxableValue / 100, iamt: line.igst / 100, camt: line.cgst / 100, samt: line.sgst / 100 }));
  return minus(inPaise(lines('invoice')), inPaise(lines('credit-note')));
}

describe('the month through the server', () => {
  let t: TestApp;
  let admin: MadeUser;
  let documents: InvoiceDocument[];
  let json: PortalGstr1;
  let download: { statusCode: number; headers: Record<string, unknown>; body: string };

  const PUNE = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
  const BENGALURU = { name: 'Ravi Kumar', phone: '91234 56789', street: '4 Church Street', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const DELHI = { name: 'Meera Singh', phone: '99887 76655', street: '1 Janpath', city: 'New Delhi', state: 'Delhi', pincode: '110001' };
  const KARNATAKA_FIRM = '29AAGCB7383J1Z4';
  const MAHARASHTRA_FIRM = '27AAPFU0939F1ZV';

  const ask = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
  const get = (url: string) => ask(url, admin);
  const call = (url: string, body: unknown, user: MadeUser) => t.app.inject({ method: 'POST', url, payload: body as object, headers: bearer(user) });

  async function purchase(buyer: MadeUser, lines: Array<[Product, number]>, shippingAddress: typeof PUNE, gstin?: string): Promise<Order> {
    const amount = orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;
    const items = lines.map(([product, quantity]) => ({ productId: product._id, quantity }));
    const business = gstin ? { gstin, businessName: 'Sharma Traders Private Limited' } : {};
    const created = await call('/api/payments/create-order', { amount, items, shippingAddress, ...business }, buyer);
    expect(created.statusCode, created.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/razorpay/v1/checkout/pay',
      payload: { order_id: created.json<PaymentOrder>().orderId, method: 'upi', outcome: 'success' },
    });
    const triple = paid.json();
    const placed = await call(
      '/api/orders',
      { paymentDetails: { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature } },
      buyer,
    );
    expect([200, 201], placed.body).toContain(placed.statusCode);
    return placed.json<Order>();
  }

  /** Moves an order and its documents to a day of August 2026, as if made then. */
  async function moveTo(orderId: string, day: string) {
    const at = sql`(${day}::date + time '11:30')::timestamp AT TIME ZONE 'Asia/Kolkata'`;
    await t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId));
    await t.database.db
      .update(invoices)
      .set({ issuedAt: at, document: sql`jsonb_set(${invoices.document}, '{date}', to_jsonb(${day}::text))` })
      .where(eq(invoices.orderId, orderId));
  }

  beforeAll(async () => {
    t = await listeningApp();
    admin = await t.make.makeUser({ role: 'admin' });
    const laptop = await t.make.makeProduct({ name: 'Lenovo ThinkPad E14', priceInclGst: 1_20_000, stock: 20 });
    const mouse = await t.make.makeProduct({ name: 'Logitech M331 Silent Mouse', category: 'accessories', priceInclGst: 1_195, stock: 50 });
    const [asha, ravi, meera, firm] = await Promise.all([t.make.makeUser(), t.make.makeUser(), t.make.makeUser(), t.make.makeUser()]);

    const made = [
      // B2CS within Maharashtra (CGST + SGST), with the delivery charge (SAC 996812, UQC NA).
      await purchase(asha!, [[mouse, 2]], PUNE),
      // B2CS across states: a small sale to Delhi (IGST).
      await purchase(meera!, [[mouse, 1]], DELHI),
      // Within the state and over ₹1,00,000: still B2CS (B2C large is inter-state only).
      await purchase(asha!, [[laptop, 1]], PUNE),
      // B2C large: Karnataka, unregistered, ₹1,20,000.
      await purchase(ravi!, [[laptop, 1]], BENGALURU),
      // B2B across states and within.
      await purchase(firm!, [[laptop, 1]], BENGALURU, KARNATAKA_FIRM),
      await purchase(
        firm!,
        [
          [laptop, 1],
          [mouse, 1],
        ],
        PUNE,
        MAHARASHTRA_FIRM,
      ),
    ];
    // Cancelled, each with its credit note: a registered one (CDNR) and a large Delhi one (CDNUR).
    const cancelled = [await purchase(firm!, [[laptop, 1]], BENGALURU, KARNATAKA_FIRM), await purchase(meera!, [[laptop, 1]], DELHI)];
    for (const [order, buyer] of [
      [cancelled[0]!, firm],
      [cancelled[1]!, meera],
    ] as const)
      expect((await call(`/api/orders/${order._id}/cancel`, undefined, buyer!)).statusCode).toBe(200);

    const orderIds = [...made, ...cancelled].map((order) => order._id);
    for (const [index, id] of orderIds.entries()) await moveTo(id, `2026-08-${String(3 + 3 * index).padStart(2, '0')}`);
    documents = (await t.database.db.select({ document: invoices.document }).from(invoices).where(inArray(invoices.orderId, orderIds))).map(
      (row) => row.document,
    );
    download = await get('/api/admin/reports/gstr1.json?month=2026-08');
    json = JSON.parse(download.body) as PortalGstr1;
  });
  afterAll(() => t.close());

  it('downloads the month as the portal JSON file, named for the GSTIN and period, that the format accepts', () => {
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${SAMPLE_GSTIN}_082026.json"`);
    expectValid(json);
    expect(json).toMatchObject({ gstin: SAMPLE_GSTIN, fp: '082026', version: 'GST3.2.4', hash: 'hash' });
  });

  it('fills every table: B2B by GSTIN, B2C large by state, B2C small within and across states, both kinds of note, HSN in two parts, documents', () => {
    expect(json.b2b?.map((buyer) => [buyer.ctin, buyer.inv.length])).toEqual([
      [KARNATAKA_FIRM, 2],
      [MAHARASHTRA_FIRM, 1],
    ]);
    // Across states only IGST is written, within the state only CGST and SGST.
    expect(Object.keys(json.b2b![0]!.inv[0]!.itms[0]!.itm_det)).toEqual(['rt', 'txval', 'iamt', 'csamt']);
    expect(Object.keys(json.b2b![1]!.inv[0]!.itms[0]!.itm_det)).toEqual(['rt', 'txval', 'camt', 'samt', 'csamt']);
    expect(json.b2b![0]!.inv[0]).toMatchObject({ pos: '29', rchrg: 'N', inv_typ: 'R', val: 1_20_000, idt: expect.stringMatching(/^\d\d-08-2026$/) });
    expect(json.b2cl?.map((state) => [state.pos, state.inv.map((inv) => inv.val)])).toEqual([
      ['29', [1_20_000]],
      ['07', [1_20_000]],
    ]);
    expect(json.b2cs?.map((row) => [row.sply_ty, row.pos, row.typ, row.rt])).toEqual([
      ['INTER', '07', 'OE', 18],
      ['INTRA', '27', 'OE', 18],
    ]);
    expect(json.cdnr?.map((buyer) => [buyer.ctin, buyer.nt.map((note) => [note.ntty, note.val, note.pos])])).toEqual([
      [KARNATAKA_FIRM, [['C', 1_20_000, '29']]],
    ]);
    expect(json.cdnur?.map((note) => [note.typ, note.ntty, note.pos, note.val])).toEqual([['B2CL', 'C', '07', 1_20_000]]);
    // Registered buyers bought three laptops and a mouse and gave one laptop back; the others three laptops (one back), three mice and delivery.
    expect(json.hsn.hsn_b2b.map((row) => [row.num, row.hsn_sc, row.uqc, row.qty])).toEqual([
      [1, '847130', 'NOS', 2],
      [2, '847160', 'NOS', 1],
    ]);
    expect(json.hsn.hsn_b2c.map((row) => [row.num, row.hsn_sc, row.uqc, row.qty])).toEqual([
      [1, '847130', 'NOS', 2],
      [2, '847160', 'NOS', 3],
      [3, '996812', 'NA', 0],
    ]);
    const numbers = (kind: InvoiceDocument['kind']) =>
      documents
        .filter((document) => document.kind === kind)
        .map((document) => document.number)
        .sort();
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: numbers('invoice')[0], to: numbers('invoice').at(-1), totnum: 8, cancel: 0, net_issue: 8 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: numbers('credit-note')[0], to: numbers('credit-note').at(-1), totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
  });

  it('reconciles to the paisa: sections less notes, and each HSN part, equal the documents of the month', () => {
    const net = documentsNet(documents);
    expect(net.txval).toBeGreaterThan(0);
    const sections = sectionsNet(json);
    expect(plus(sections.b2b, sections.b2c)).toEqual(net);
    // Table 12's parts follow the buyer: B2B less CDNR is hsn_b2b, the rest is hsn_b2c.
    expect(inPaise(json.hsn.hsn_b2b)).toEqual(sections.b2b);
    expect(inPaise(json.hsn.hsn_b2c)).toEqual(sections.b2c);
    expect(inPaise(json.hsn.hsn_b2b)).toEqual(documentsNet(documents.filter((document) => document.buyer.gstin)));

    // Each document's value is its total as issued.
    const totals = new Map(documents.map((document) => [document.number, document.totals.total]));
    const valued = [
      ...(json.b2b ?? []).flatMap((buyer) => buyer.inv.map((inv) => [inv.inum, inv.val] as const)),
      ...(json.b2cl ?? []).flatMap((state) => state.inv.map((inv) => [inv.inum, inv.val] as const)),
      ...(json.cdnr ?? []).flatMap((buyer) => buyer.nt.map((note) => [note.nt_num, note.val] as const)),
      ...(json.cdnur ?? []).map((note) => [note.nt_num, note.val] as const),
    ];
    expect(valued).toHaveLength(3 + 2 + 1 + 1);
    for (const [number, value] of valued) expect(paise(value), number).toBe(totals.get(number));
  });

  it('leaves out the tables a month without sales has, keeping HSN and documents; refuses a bad month; admins only', async () => {
    const empty = await get('/api/admin/reports/gstr1.json?month=2025-01');
    expect(empty.json()).toEqual({
      gstin: SAMPLE_GSTIN,
      fp: '012025',
      version: 'GST3.2.4',
      hash: 'hash',
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
    expectValid(empty.json());

    for (const query of ['', '?month=2026-13', '?month=2026-8', '?month=August', '?month=2026-08-01']) {
      const refused = await get(`/api/admin/reports/gstr1.json${query}`);
      expect([refused.statusCode, refused.json().message], query).toEqual([400, REPORT_MESSAGES.monthInvalid]);
    }
    expect((await ask('/api/admin/reports/gstr1.json?month=2026-08')).statusCode).toBe(401);
    const customer = await t.make.makeUser();
    expect((await ask('/api/admin/reports/gstr1.json?month=2026-08', customer)).statusCode).toBe(403);
  });
});

describe('the B2C large line and the month', () => {
  const seller = shopSeller(SAMPLE_GSTIN);
  let sequence = 0;

  function invoice(paise: number, state: 'Karnataka' | 'Maharashtra') {
    sequence += 1;
    return buildInvoice({
      number: `TS/26-27/${String(sequence).padStart(5, '0')}`,
      date: '2026-09-10',
      seller,
      order: {
        id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
        lines: [{ position: 0, name: 'Laptop', hsn: '8471 30', gstRate: 18, unitPricePaise: paise, quantity: 1 }],
        total: paise / 100,
        shippingPaise: 0,
        shippingAddress: {
          name: 'Ravi Kumar',
          phone: '9123456789',
          street: '4 Church Street',
          city: 'City',
          state,
          pincode: state === 'Karnataka' ? '560001' : '411001',
        },
        gstin: '',
        businessName: '',
        paymentMethod: 'upi',
        paymentId: 'pay_1',
      },
    });
  }

  function portal(...documents: InvoiceDocument[]) {
    const report = createGstr1(monthRange('2026-09'), SAMPLE_GSTIN);
    for (const document of documents) report.add({ orderId: '', document, invoiceValuePaise: document.totals.total });
    const json = portalGstr1(report.result(), report.hsnBySupply());
    expectValid(json);
    return json;
  }

  it('keeps ₹1,00,000 exactly in B2C small and puts ₹1,00,000.01 across states in B2C large', () => {
    const atTheLine = portal(invoice(B2CL_LIMIT_PAISE, 'Karnataka'));
    expect(atTheLine.b2cl).toBeUndefined();
    expect(atTheLine.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 84_745.76, iamt: 15_254.24, csamt: 0 }]);

    const over = portal(invoice(B2CL_LIMIT_PAISE + 1, 'Karnataka'));
    expect(over.b2cs).toBeUndefined();
    expect(over.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: expect.any(String),
            idt: '10-09-2026',
            val: 1_00_000.01,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 84_745.77, iamt: 15_254.24, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(over.hsn.hsn_b2c).toEqual([
      { num: 1, hsn_sc: '847130', desc: 'Laptop', uqc: 'NOS', qty: 1, rt: 18, txval: 84_745.77, iamt: 15_254.24, camt: 0, samt: 0, csamt: 0 },
    ]);
  });

  it('keeps a large sale within the state in B2C small, with CGST and SGST', () => {
    const json = portal(invoice(5_00_000_00, 'Maharashtra'));
    expect(json.b2cl).toBeUndefined();
    expect(json.b2cs).toEqual([{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 4_23_728.81, camt: 38_135.6, samt: 38_135.59, csamt: 0 }]);
  });

  it('has a schema that refuses what the portal would: ISO dates, a state by name, a third decimal, CGST on an inter-state row', () => {
    const json = portal(invoice(B2CL_LIMIT_PAISE + 1, 'Karnataka'), invoice(50_000_00, 'Karnataka'));
    const inv = json.b2cl![0]!.inv[0]!;
    const broken: unknown[] = [
      { ...json, fp: '2026-09' },
      { ...json, b2cl: [{ ...json.b2cl![0], inv: [{ ...inv, idt: '2026-09-10' }] }] },
      { ...json, b2cl: [{ ...json.b2cl![0], pos: '29-Karnataka' }] },
      { ...json, b2cl: [{ ...json.b2cl![0], inv: [{ ...inv, val: 1_00_000.001 }] }] },
      { ...json, b2cs: [{ ...json.b2cs![0], camt: 0 }] },
      { ...json, b2b: [] },
    ];
    for (const [index, wrong] of broken.entries()) expect(validate(wrong), `case ${index}`).toBe(false);
  });

  it("covers a month's days, leap February too, and names the period MMYYYY", () => {
    expect([monthRange('2028-02'), monthRange('2026-02'), monthRange('2026-12')]).toEqual([
      { from: '2028-02-01', to: '2028-02-29' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-12-01', to: '2026-12-31' },
    ]);
    expect(portal().fp).toBe('092026');
  });
});
