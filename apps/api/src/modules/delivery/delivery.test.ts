import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, COD_MESSAGES, DELIVERY_ZONES, deliveryQuoteSchema, FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, type DeliveryQuote } from '@store/shared';
import { SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES, SHIPROCKET_SANDBOX_UNSERVED_PINCODES } from '@store/shiprocket-sandbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadPincodeDirectory, readDirectoryFile } from './pincode-directory';

/** India Post's PIN directory in the database, GET /api/delivery/:pincode, and the PIN↔state check of addresses (issue 25). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const quote = (pincode: string, query = '') => t.app.inject({ url: `/api/delivery/${pincode}${query}` });
const count = async () =>
  Number(((await t.database.db.execute(sql`SELECT count(*) AS n FROM pincodes`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe('the PIN directory', () => {
  it('is loaded whole by migrating: every PIN of the committed file, each with a district and a state of GST_STATES', async () => {
    const { entries } = readDirectoryFile();
    expect(entries.length).toBeGreaterThan(19_000);
    expect(await count()).toBe(entries.length);
  });

  it('is loaded again only when the file changes, in one transaction', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pincodes-'));
    try {
      expect(await loadPincodeDirectory(t.database.db)).toBe(false);
      const small = path.join(dir, 'small.tsv.gz');
      writeFileSync(small, gzipSync('# two PINs\n110001\tNew Delhi\tDelhi\n411005\tPune\tMaharashtra\n'));
      expect(await loadPincodeDirectory(t.database.db, small)).toBe(true);
      expect(await count()).toBe(2);
      expect(await loadPincodeDirectory(t.database.db, small)).toBe(false);
    } finally {
      await loadPincodeDirectory(t.database.db);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await count()).toBe(readDirectoryFile().entries.length);
  });
});

describe('GET /api/delivery/:pincode', () => {
  it.each([
    ['110001', 'New Delhi', 'Delhi', 'metro'],
    ['400001', 'Mumbai', 'Maharashtra', 'state'],
    ['411001', 'Pune', 'Maharashtra', 'local'],
    ['560001', 'Bengaluru Urban', 'Karnataka', 'metro'],
    ['641001', 'Coimbatore', 'Tamil Nadu', 'national'],
    ['194101', 'Leh', 'Ladakh', 'special'],
    ['795001', 'Imphal West', 'Manipur', 'special'],
  ] as const)('%s: %s, %s, the %s zone from the shop in Pune, with its delivery dates', async (pincode, district, state, zone) => {
    const before = new Date();
    const res = await quote(pincode);
    expect(res.statusCode, res.body).toBe(200);
    const body: DeliveryQuote = deliveryQuoteSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      pincode,
      district,
      state,
      zone,
      serviceable: true,
      cod: true,
      source: 'directory',
      shippingFee: SHIPPING_FEE,
      freeShippingOver: FREE_SHIPPING_THRESHOLD,
    });
    const [fastest, slowest] = DELIVERY_ZONES[zone].days;
    // Working days (no Sundays) from today in India.
    expect([addWorkingDays(before, fastest), addWorkingDays(new Date(), fastest)]).toContain(body.estimatedDelivery!.from);
    expect([addWorkingDays(before, slowest), addWorkingDays(new Date(), slowest)]).toContain(body.estimatedDelivery!.to);
    expect(body.estimatedDelivery!.from < body.estimatedDelivery!.to).toBe(true);
  });

  it('charges the shared fee up to the free-delivery threshold, nothing over it', async () => {
    const fee = async (amount: number) => (await quote('110001', `?amount=${amount}`)).json<DeliveryQuote>().shippingFee;
    expect(await fee(2_359)).toBe(SHIPPING_FEE);
    expect(await fee(FREE_SHIPPING_THRESHOLD)).toBe(SHIPPING_FEE);
    expect(await fee(FREE_SHIPPING_THRESHOLD + 1)).toBe(0);
  });

  it('answers a malformed PIN with 400, an unknown one with 404, each with a clear message', async () => {
    for (const bad of ['abc', '012345', '12345', '1234567', '41100१']) {
      const res = await quote(encodeURIComponent(bad));
      expect([res.statusCode, res.json().message], bad).toEqual([400, 'Please enter a valid 6-digit PIN code']);
    }
    const unknown = await quote('999999');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "PIN code 999999 is not in India Post's directory. Please check it."]);
    const badAmount = await quote('110001', '?amount=lots');
    expect([badAmount.statusCode, badAmount.json().message]).toEqual([400, 'amount must be a number of rupees']);
  });
});

describe('with a courier (the Shiprocket sandbox over HTTP)', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ env: { SHIPPING_SANDBOX: 'true', JOB_POLL_MS: '60000' }, seed: false });
    await c.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => c.close());
  const ask = async (pincode: string, query = '') => {
    const res = await c.app.inject({ url: `/api/delivery/${pincode}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DeliveryQuote>();
  };

  /** Both ends of a window `days` working days from now, whichever side of midnight in India the call fell. */
  const datesOf = (before: Date, days: number) => [addWorkingDays(before, days), addWorkingDays(new Date(), days)];

  it('says a PIN no courier serves is not served, and offers COD only within the cap', async () => {
    expect(await ask('411001')).toMatchObject({ serviceable: true, cod: true, source: 'courier' });
    // The sandbox's documented test values: PINs ending 999, and real ones (Leh, the Nicobars), have no courier.
    for (const pincode of ['452999', ...SHIPROCKET_SANDBOX_UNSERVED_PINCODES])
      expect(await ask(pincode), pincode).toMatchObject({ pincode, serviceable: false, cod: false, estimatedDelivery: null, source: 'courier' });
    expect((await ask('452999')).district).toBe('Indore');
    // COD_MAX_TOTAL is ₹50,000 by default: goods and delivery within it, or not at all.
    expect((await ask('411001', '?amount=49000')).cod).toBe(true);
    expect((await ask('411001', '?amount=50001')).cod).toBe(false);
  });

  it('dates a delivery by the couriers’ days, fastest to slowest, not the zone’s', async () => {
    // From Pune to Guwahati two of the sandbox's couriers go, in 6 and 9 working days; the zone's days are 6 to 10.
    const before = new Date();
    const guwahati = await ask('781001');
    expect(guwahati).toMatchObject({ zone: 'special', serviceable: true, cod: true, source: 'courier' });
    expect(DELIVERY_ZONES.special.days).toEqual([6, 10]);
    expect(datesOf(before, 6)).toContain(guwahati.estimatedDelivery!.from);
    expect(datesOf(before, 9)).toContain(guwahati.estimatedDelivery!.to);
  });

  it('says couriers deliver to a prepaid-only PIN without cash on delivery, whatever the amount', async () => {
    for (const pincode of SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES) {
      const before = new Date();
      const quote = await ask(pincode, '?amount=1000');
      expect(quote, pincode).toMatchObject({ pincode, serviceable: true, cod: false, codMaxTotal: 50_000, source: 'courier' });
      expect(datesOf(before, 6)).toContain(quote.estimatedDelivery!.from);
    }
  });

  it('goes by the PIN directory alone while the courier does not answer', async () => {
    const down = await c.app.inject({ method: 'POST', url: '/sandbox/shiprocket/outage', payload: { mode: '5xx', calls: 10 } });
    expect(down.statusCode, down.body).toBe(200);
    expect(await ask('560001')).toMatchObject({ serviceable: true, cod: true, source: 'directory' });
    await c.app.inject({ method: 'POST', url: '/sandbox/shiprocket/outage', payload: { mode: '5xx', calls: 0 } });
  });

  it('has the site say deliveries are simulated', async () => {
    expect((await c.app.inject({ url: '/api/payments/config' })).json()).toMatchObject({ shippingSandbox: true });
  });

  it('refuses a checkout to a PIN no courier serves', async () => {
    const buyer = await c.make.makeUser({ verified: true });
    const product = await c.make.makeProduct({ stock: 3 });
    const addresses = [
      { city: 'Indore', state: 'Madhya Pradesh', pincode: '452999' },
      { city: 'Leh', state: 'Ladakh', pincode: '194401' },
    ];
    const items = [{ productId: product._id, quantity: 1 }];
    for (const place of addresses)
      for (const url of ['/api/payments/create-order', '/api/orders/cod']) {
        const res = await c.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${buyer.token}` },
          payload: { amount: 1, items, shippingAddress: { name: 'Asha Verma', phone: '9876543210', street: '12 MG Road', ...place } },
        });
        expect([res.statusCode, res.json().message], `${url} ${place.pincode}`).toEqual([
          400,
          `Sorry, couriers do not deliver to PIN code ${place.pincode} yet.`,
        ]);
      }
  });

  it('refuses cash on delivery to a PIN whose couriers take no cash, and takes it where they do', async () => {
    const buyer = await c.make.makeUser({ verified: true });
    const mouse = await c.make.makeProduct({ name: 'Wireless Mouse', category: 'accessories', priceInclGst: 1_299, stock: 3 });
    const placeCod = (place: { city: string; state: string; pincode: string }) =>
      c.app.inject({
        method: 'POST',
        url: '/api/orders/cod',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: {
          amount: 1_299 + SHIPPING_FEE,
          items: [{ productId: mouse._id, quantity: 1 }],
          shippingAddress: { name: 'Asha Verma', phone: '9876543210', street: '1 Beach Road', ...place },
        },
      });
    const kavaratti = await placeCod({ city: 'Kavaratti', state: 'Lakshadweep', pincode: '682555' });
    expect([kavaratti.statusCode, kavaratti.json().message]).toEqual([400, COD_MESSAGES.notHere('682555')]);
    const guwahati = await placeCod({ city: 'Guwahati', state: 'Assam', pincode: '781001' });
    expect(guwahati.statusCode, guwahati.body).toBe(201);
  });
});
