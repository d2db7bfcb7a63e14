import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signSandboxToken,
  SHIPROCKET_SANDBOX_CANCEL_FAILURES,
  SHIPROCKET_SANDBOX_EMAIL,
  SHIPROCKET_SANDBOX_TEST_PHONES,
  SHIPROCKET_SANDBOX_TIMER_KINDS,
  shiprocketSandboxTimers,
} from '@store/shiprocket-sandbox';
import { pdfText } from '../../../test/pdf-text';
import { createShiprocketClient, ShippingUnavailableError, ShiprocketError, type CreateOrderRequest, type ShiprocketClient } from './shiprocket-client';
import { shippingSandboxSettings } from './shiprocket-sandbox-settings';
import { adhocOrder, sandboxClient, shippingSandboxApp, shiprocketDocs as docs, webhookReceiver, type Json } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The Shiprocket sandbox over HTTP, as the shop's client will meet it: its rate card by zone, its
 * tokens, Shiprocket's documented refusals word for word, the label it prints, and a shipment's
 * journey told by webhooks (each with the x-api-key header), duplicated, reversed or failing on request.
 */

const WEBHOOK_TOKEN = 'sandbox-webhook-token-0123456789';
type Documented = { situation: string; httpStatus: number; body: Record<string, Json> | null };
const documented = (situation: string) => {
  const entry = docs<Documented[]>('errors.json').find((candidate) => candidate.situation.startsWith(situation));
  if (!entry) throw new Error(`no documented error: ${situation}`);
  return [entry.httpStatus, entry.body];
};

describe('the Shiprocket sandbox', () => {
  let t: TestApp & { base: string };
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  let client: ShiprocketClient;
  let token: string;

  beforeAll(async () => {
    hooks = await webhookReceiver();
    t = await shippingSandboxApp(hooks.url, { SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
    client = sandboxClient(t.base);
    token = (await client.login()).token;
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });

  /** A raw call to the sandbox's API with the bearer token: status and parsed body. */
  async function raw(method: 'GET' | 'POST', path: string, body?: unknown, authorization: string | null = `Bearer ${token}`) {
    const response = await fetch(`${t.base}/v1/external${path}`, {
      method,
      headers: { ...(authorization ? { authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return [response.status, text ? (JSON.parse(text) as Json) : null] as const;
  }

  /** Runs the sandbox's timers of these kinds now (their delays skipped), by the database's clock. */
  async function runDue(...kinds: Array<keyof typeof SHIPROCKET_SANDBOX_TIMER_KINDS>) {
    await t.database.db
      .update(shiprocketSandboxTimers)
      .set({ dueAt: sql`now()` })
      .where(
        inArray(
          shiprocketSandboxTimers.kind,
          kinds.map((kind) => SHIPROCKET_SANDBOX_TIMER_KINDS[kind]),
        ),
      );
    await t.app.jobs.drain();
  }

  const advance = (awb: string, status: string, webhooks?: string) =>
    fetch(`${t.base}/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ awb, status, webhooks }) });

  /** An order with its AWB and pickup: ready for the courier. */
  async function shipped(overrides: Partial<CreateOrderRequest> = {}) {
    const order = await client.createOrder(adhocOrder(overrides));
    const { awb_code: awb } = (await client.assignAwb({ shipment_id: order.shipment_id })).response.data;
    await client.generatePickup({ shipment_id: [order.shipment_id] });
    return { ...order, awb };
  }

  /** The shipment status ids of the webhooks received (for one AWB: other tests' shipments move on their timers too). */
  const statusesSent = (awb?: string) => hooks.received.filter((hook) => !awb || hook.body.awb === awb).map((hook) => hook.body.shipment_status_id);

  describe('rates by zone', () => {
    const rate = async (delivery: string, extra: Record<string, string | number> = {}) =>
      client.serviceability({ pickup_postcode: '411005', delivery_postcode: delivery, cod: 0, weight: 0.5, ...extra });

    it('prices 500 g by the zone of the pair, with the zone’s days', async () => {
      const delhivery = async (pin: string) => (await rate(pin)).data.available_courier_companies.find((courier) => courier.courier_company_id === 43)!;
      expect(await delhivery('411001')).toMatchObject({ rate: 29, freight_charge: 29, zone: 'z_a', estimated_delivery_days: '1', city: 'Pune' });
      expect(await delhivery('400001')).toMatchObject({ rate: 35, zone: 'z_b', estimated_delivery_days: '3' });
      expect(await delhivery('560001')).toMatchObject({ rate: 42, zone: 'z_c', estimated_delivery_days: '3', state: 'Karnataka' });
      expect(await delhivery('302001')).toMatchObject({ rate: 52, zone: 'z_d', estimated_delivery_days: '6' });
      expect(await delhivery('781001')).toMatchObject({ rate: 68, zone: 'z_e', estimated_delivery_days: '9' });
      const metro = await rate('560001');
      expect(metro.data.available_courier_companies.map((courier) => [courier.courier_name, courier.rate, courier.estimated_delivery_days])).toEqual([
        ['Xpressbees Surface', 40, '4'],
        ['Delhivery Surface', 42, '3'],
        ['Blue Dart Air', 62, '2'],
      ]);
      expect(metro.data.recommended_courier_company_id).toBe(51);
      expect(metro.data.available_courier_companies[0]!.etd).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
      // Xpressbees does not go to the north-east.
      expect((await rate('781001')).data.available_courier_companies.map((courier) => courier.courier_company_id)).toEqual([43, 10]);
      expect((await rate('560001', { mode: 'Air' })).data.available_courier_companies.map((courier) => courier.courier_company_id)).toEqual([10]);
    });

    it('charges the greater of actual and volumetric weight by the 500 g, and COD at its minimum or percentage', async () => {
      const [cheapest] = (await rate('560001', { weight: 2.2, length: 40, breadth: 30, height: 10 })).data.available_courier_companies;
      // 40 × 30 × 10 / 5000 = 2.4 kg: 5 slabs of 500 g.
      expect(cheapest).toMatchObject({ courier_name: 'Xpressbees Surface', freight_charge: 200, cod_charges: 0, rate: 200 });
      const cod = (await rate('560001', { cod: 1, declared_value: 10000 })).data.available_courier_companies;
      expect(cod.map((courier) => [courier.courier_company_id, courier.cod_charges, courier.rate])).toEqual([
        [51, 150, 190],
        [43, 175, 217],
        [10, 200, 262],
      ]);
      expect((await rate('560001', { cod: 1, declared_value: 500 })).data.available_courier_companies[0]).toMatchObject({ cod_charges: 30, rate: 70 });
    });

    it('finds no courier for a PIN the directory does not know, or one ending 999, answering inside HTTP 200 as serviceability does', async () => {
      for (const pin of ['110001', '560999', '12345']) {
        const [status, body] = await raw('GET', `/courier/serviceability/?pickup_postcode=411005&delivery_postcode=${pin}&cod=0&weight=1`);
        expect([status, body], pin).toEqual([200, { status: 404, message: `Delivery postcode ${pin} is not serviceable` }]);
        expect(await rate(pin).catch((error: unknown) => error)).toBeInstanceOf(ShiprocketError);
      }
    });
  });

  describe('tokens and credentials', () => {
    it('answers 401 without a token, with a bad or expired one, and takes a fresh one', async () => {
      const path = '/courier/track/awb/1';
      expect(await raw('GET', path, undefined, null)).toEqual([401, { message: 'Token not provided', status_code: 401 }]);
      expect(await raw('GET', path, undefined, 'Bearer nonsense')).toEqual([401, { message: 'Wrong number of segments', status_code: 401 }]);
      const forged = signSandboxToken('another secret', Math.floor(Date.now() / 1000));
      expect(await raw('GET', path, undefined, `Bearer ${forged}`)).toEqual([401, { message: 'Token Signature could not be verified.', status_code: 401 }]);
      const secret = shippingSandboxSettings(t.config, () => t.base).tokenSecret;
      const expired = signSandboxToken(secret, Math.floor(Date.now() / 1000) - 240 * 3600 - 1);
      expect(await raw('GET', path, undefined, `Bearer ${expired}`)).toEqual([401, { message: 'Token has expired', status_code: 401 }]);
      const almost = signSandboxToken(secret, Math.floor(Date.now() / 1000) - 239 * 3600);
      expect((await raw('GET', path, undefined, `Bearer ${almost}`))[0]).toBe(200);
    });

    it('refuses wrong credentials and missing fields', async () => {
      const stranger = createShiprocketClient({ apiUrl: () => `${t.base}/v1/external`, email: SHIPROCKET_SANDBOX_EMAIL, password: 'wrong', timeoutMs: 5000 });
      await expect(stranger.trackAwb('1')).rejects.toMatchObject({ statusCode: 400, shiprocketMessage: 'Invalid email and password combination' });
      expect(await raw('POST', '/auth/login', {}, null)).toEqual([
        422,
        {
          message: 'Oops! Invalid Data.',
          errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
          status_code: 422,
        },
      ]);
    });
  });

  it('refuses what Shiprocket refuses, with the documented status and body', async () => {
    const { order_id: _dropped, ...withoutId } = adhocOrder();
    expect(await raw('POST', '/orders/create/adhoc', withoutId)).toEqual(documented('create adhoc order: order_id missing'));
    expect(await raw('POST', '/orders/create/adhoc', { ...adhocOrder(), channel_id: '1' })).toEqual(documented('create adhoc order: unknown channel_id'));
    expect(await raw('GET', '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=560001')).toEqual(
      documented('serviceability: neither order_id nor weight/cod given'),
    );
    expect(await raw('GET', '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=560001&order_id=1')).toEqual(
      documented('serviceability: unknown Shiprocket order_id'),
    );
    expect(await raw('POST', '/courier/assign/awb', {})).toEqual(documented('assign AWB: shipment_id missing'));
    expect(await raw('POST', '/courier/assign/awb', { shipment_id: '11111111' })).toEqual(documented('assign AWB: shipment cannot be (re)assigned'));
    expect(await raw('POST', '/courier/generate/pickup', { shipment_id: [''] })).toEqual(documented('generate pickup: empty shipment id'));
    expect(await raw('POST', '/courier/generate/pickup', { shipment_id: [121121212] })).toEqual(documented('generate pickup: unknown shipment id'));
    expect(await raw('POST', '/manifests/generate', { shipment_id: '' })).toEqual(documented('generate manifest: empty shipment_id'));
    expect(await raw('POST', '/manifests/print', { order_ids: [1] })).toEqual(documented('print manifest: order without a manifest'));
    expect(await raw('POST', '/manifests/print', { order_ids: '1' })).toEqual(documented('print manifest: order_ids not an array'));
    expect(await raw('POST', '/courier/generate/label', { shipment_id: '16104408' })).toEqual(documented('generate label: shipment_id not an array'));
    expect(await raw('POST', '/courier/generate/label', { shipment_id: [''] })).toEqual(documented('generate label: no valid shipment ids'));
    expect(await raw('GET', '/courier/track/awb/111111111111')).toEqual(documented('track AWB: AWB unknown'));
    expect(await raw('GET', '/courier/track/awb/')).toEqual(documented('track AWB: empty AWB in path'));
    expect(await raw('GET', '/shipment')).toEqual(documented('track AWB: empty AWB in path'));
    expect(await raw('POST', '/orders/cancel', { ids: [12312312] })).toEqual(documented('cancel order: unknown'));
    expect(await raw('POST', '/orders/cancel', {})).toEqual(documented('cancel order: ids missing'));
    expect(await raw('GET', '/orders/create/adhoc')).toEqual([405, { message: '405 Method Not Allowed', status_code: 405 }]);

    // A consignment worth more than ₹50,000 goes with its e-way bill's 12 digits, as couriers ask (CGST Rule 138).
    const { ewaybill_no: _noBill, ...withoutBill } = adhocOrder();
    const refusedFor = (message: string) => [422, { message: 'Oops! Invalid Data.', errors: { ewaybill_no: [message] }, status_code: 422 }];
    expect(await raw('POST', '/orders/create/adhoc', withoutBill)).toEqual(
      refusedFor('The ewaybill no field is required when sub total is greater than 50000.'),
    );
    expect(await raw('POST', '/orders/create/adhoc', { ...withoutBill, ewaybill_no: '33100987654' })).toEqual(refusedFor('The ewaybill no must be 12 digits.'));
    const atTheLine = { ...withoutBill, sub_total: 50000, order_items: [{ name: 'Laptop', sku: 'LAP-50K', units: 1, selling_price: 50000 }] };
    expect((await raw('POST', '/orders/create/adhoc', atTheLine))[0]).toBe(200);

    const order = await shipped();
    await client.generateManifest({ shipment_id: [order.shipment_id] });
    const [status, body] = await raw('POST', '/manifests/generate', { shipment_id: [order.shipment_id] });
    const [documentedStatus, documentedBody] = documented('generate manifest: already manifested');
    expect([status, body]).toEqual([documentedStatus, { ...(documentedBody as object), already_manifested_shipment_ids: [order.shipment_id] }]);
    // A cancelled order's id cannot be used again; a shipment on its way cannot be cancelled.
    await advance(order.awb, 'picked_up');
    expect((await raw('POST', '/orders/cancel', { ids: [order.order_id] }))[0]).toBe(400);
    const again = adhocOrder();
    const cancelled = await client.createOrder(again);
    // "Create Or Update Order": the same order_id again updates the order, keeping its ids (a retried call makes no second order).
    expect(await client.createOrder({ ...again, weight: 3 })).toMatchObject({ order_id: cancelled.order_id, shipment_id: cancelled.shipment_id });
    await client.cancelOrders({ ids: [cancelled.order_id] });
    expect(await raw('POST', '/courier/assign/awb', { shipment_id: cancelled.shipment_id })).toEqual(documented('assign AWB: shipment cannot be (re)assigned'));
    expect(await raw('POST', '/orders/create/adhoc', again)).toEqual([
      422,
      { message: 'Oops! Invalid Data.', errors: { order_id: ['The order id has already been taken.'] }, status_code: 422 },
    ]);
    const [, missing] = await raw('POST', '/orders/create/adhoc', { order_id: 'x', shipping_is_billing: false, pickup_location: 'Warehouse 9' });
    expect(missing).toMatchObject({
      message: 'Oops! Invalid Data.',
      status_code: 422,
      errors: { shipping_pincode: ['The shipping pincode field is required.'], pickup_location: [expect.stringContaining('Wrong Pickup location')] },
    });
  });

  it('prints a 4 × 6 inch label with the AWB under its Code 128 bars, and a manifest, at the URLs it gives', async () => {
    const order = await shipped({ payment_method: 'COD', sub_total: 1499 });
    const { label_url: labelUrl } = await client.generateLabel({ shipment_id: [order.shipment_id] });
    const label = await fetch(labelUrl);
    expect([label.status, label.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const { text, pages } = await pdfText(Buffer.from(await label.arrayBuffer()));
    expect(pages).toBe(1);
    expect(text).toContain(`AWB ${order.awb}`);
    expect(text).toMatch(/Asha Verma[\s\S]*PIN: 560001[\s\S]*COD[\s\S]*Collect Rs\. 1499\.00/);
    const { manifest_url: manifestUrl } = await client.generateManifest({ shipment_id: [order.shipment_id] });
    const manifest = await pdfText(Buffer.from(await (await fetch(manifestUrl)).arrayBuffer()));
    expect(manifest.text).toContain(order.awb);
    expect((await fetch(labelUrl.replace(order.awb, '123'))).status).toBe(404);
  });

  it('plays a shipment’s journey by webhooks with the x-api-key header; tracking shows it newest first; COD reports the cash', async () => {
    const order = await shipped({ payment_method: 'COD', sub_total: 2499 });
    await runDue('webhook');
    hooks.received.length = 0;
    const moved = await advance(order.awb, 'delivered');
    expect(await moved.json()).toMatchObject({ shipment_status_id: 7, steps: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'], webhooks: 4 });
    await runDue('webhook');
    expect(statusesSent(order.awb)).toEqual([42, 18, 17, 7]);
    expect(hooks.received.map((hook) => hook.body.current_status_id)).toEqual([51, 20, 19, 7]);
    for (const hook of hooks.received) expect(hook.headers['x-api-key']).toBe(WEBHOOK_TOKEN);
    const last = hooks.received.at(-1)!.body;
    expect(last).toMatchObject({ awb: order.awb, sr_order_id: order.order_id, shipment_status: 'DELIVERED', is_return: 0, cod_collected_amount: 2499 });
    expect(last.current_timestamp).toMatch(/^\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}$/);
    expect((last.scans as Array<Record<string, string>>).map((scan) => scan['sr-status'])).toEqual(['3', '42', '18', '17', '7']);
    const tracking = (await client.trackAwb(order.awb)).tracking_data;
    if (tracking.track_status !== 1) throw new Error('not tracked');
    expect(tracking.shipment_track_activities.map((scan) => scan['sr-status'])).toEqual(['7', '17', '18', '42', '3']);
    expect(tracking.shipment_track[0]).toMatchObject({ current_status: 'Delivered', delivered_to: 'Bengaluru' });
    expect((await advance(order.awb, 'in_transit')).status).toBe(400);
  });

  it('sends webhooks twice or newest first on request, and again until the shop answers 200', async () => {
    const order = await shipped();
    await runDue('webhook');
    hooks.received.length = 0;
    await advance(order.awb, 'in_transit', 'twice');
    await runDue('webhook');
    expect(statusesSent(order.awb)).toEqual([42, 42, 18, 18]);
    hooks.received.length = 0;
    await advance(order.awb, 'delivered', 'reversed');
    await runDue('webhook');
    expect(statusesSent(order.awb)).toEqual([7, 17]);

    const other = await shipped();
    await runDue('webhook');
    hooks.received.length = 0;
    hooks.failNext(2);
    await advance(other.awb, 'picked_up');
    await runDue('webhook');
    expect(statusesSent(other.awb)).toEqual([42, 42, 42]);
  });

  it('plays the journey by itself on its timers; the undelivered test phone ends in NDR and return to origin', async () => {
    const order = await shipped({ billing_phone: '9000000002' });
    hooks.received.length = 0;
    for (let i = 0; i < 4; i++) await runDue('step', 'webhook');
    expect(statusesSent(order.awb)).toEqual([3, 42, 18, 17, 21]);
    // The shop asks for another attempt: it fails again, then the parcel goes back.
    await client.ndrAction(order.awb, { action: 're-attempt', comments: 'Customer will be home' });
    for (let i = 0; i < 5; i++) await runDue('step', 'webhook');
    expect(statusesSent(order.awb)).toEqual([3, 42, 18, 17, 21, 17, 21, 9, 10]);
    expect(hooks.received.filter((hook) => hook.body.awb === order.awb).at(-1)!.body).toMatchObject({ shipment_status: 'RTO DELIVERED', is_return: 1 });
    await expect(client.ndrAction(order.awb, { action: 'return', comments: 'x' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(client.ndrAction(order.awb, { action: 'return' as const, comments: '' })).rejects.toMatchObject({ statusCode: 422 });

    const returned = await shipped({ billing_phone: '9000000002' });
    await advance(returned.awb, 'undelivered');
    await client.ndrAction(returned.awb, { action: 'return', comments: 'Send it back' });
    await runDue('webhook');
    hooks.received.length = 0;
    for (let i = 0; i < 3; i++) await runDue('step', 'webhook');
    expect(statusesSent(returned.awb).filter((status) => status !== 21)).toEqual([9, 10]);
  });

  it('assigns an AWB between real PINs of India Post’s directory (read inside the sandbox’s own transaction: PGlite has one connection)', async () => {
    const real = await createTestApp({ env: { SHIPPING_SANDBOX: 'true', JOB_POLL_MS: '60000' }, seed: false });
    try {
      await real.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = real.app.server.address() as { port: number };
      const client = sandboxClient(`http://127.0.0.1:${port}/sandbox/shiprocket`);
      const order = await client.createOrder(adhocOrder({ billing_pincode: '795001', billing_city: 'Imphal', billing_state: 'Manipur' }));
      const assigned = await client.assignAwb({ shipment_id: order.shipment_id });
      expect(assigned.response.data.awb_code).toMatch(/^\d+$/);
    } finally {
      await real.close();
    }
  });

  it('fails AWB assignment for the wallet test phone, inside HTTP 200', async () => {
    const order = await client.createOrder(adhocOrder({ billing_phone: '+91-9000000001' }));
    const [status, body] = await raw('POST', '/courier/assign/awb', { shipment_id: order.shipment_id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ awb_assign_status: 0, response: { data: { awb_assign_error: expect.stringContaining('wallet') } } });
    await expect(client.assignAwb({ shipment_id: order.shipment_id })).rejects.toMatchObject({
      statusCode: 200,
      shiprocketMessage: expect.stringContaining('recharge'),
    });
  });

  it('fails cancelling the orders of the cancel test phones: three times, or always (issue 40)', async () => {
    const failing = [500, { message: 'Server Error', status_code: 500 }];
    const awhile = await client.createOrder(adhocOrder({ billing_phone: `+91-${SHIPROCKET_SANDBOX_TEST_PHONES.cancelFailsAWhile}` }));
    for (let i = 0; i < SHIPROCKET_SANDBOX_CANCEL_FAILURES; i++) expect(await raw('POST', '/orders/cancel', { ids: [awhile.order_id] })).toEqual(failing);
    expect(await raw('POST', '/orders/cancel', { ids: [awhile.order_id] })).toEqual([204, null]);
    // Cancelled already: cancelling again answers as the first success did.
    expect(await raw('POST', '/orders/cancel', { ids: [awhile.order_id] })).toEqual([204, null]);

    const never = await client.createOrder(adhocOrder({ billing_phone: `+91-${SHIPROCKET_SANDBOX_TEST_PHONES.cancelFails}` }));
    for (let i = 0; i < SHIPROCKET_SANDBOX_CANCEL_FAILURES + 3; i++) expect(await raw('POST', '/orders/cancel', { ids: [never.order_id] })).toEqual(failing);
    await expect(client.cancelOrders({ ids: [never.order_id] })).rejects.toBeInstanceOf(ShippingUnavailableError);
  });

  it('holds a call in flight until it is released, and says how many it holds', async () => {
    const control = async (method: 'GET' | 'POST', body?: object) =>
      (
        await fetch(`${t.base}/outage`, {
          method,
          ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        })
      ).json() as Promise<Json>;
    expect(await control('POST', { mode: 'hold', calls: 1 })).toEqual({ mode: 'hold', calls: 1, released: 0 });
    let answered = false;
    const call = client.trackAwb('1').then((answer) => {
      answered = true;
      return answer;
    });
    for (let tries = 0; ((await control('GET')) as { held: number }).held === 0; tries++) {
      if (tries > 200) throw new Error('the call was never held');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await control('GET')).toEqual({ mode: 'off', calls: 0, held: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(await control('POST', { mode: 'off' })).toEqual({ mode: 'off', calls: 0, released: 1 });
    expect((await call).tracking_data.track_status).toBe(0);
    expect(await control('GET')).toEqual({ mode: 'off', calls: 0, held: 0 });
  });

  it('answers 502 or nothing in time when an outage is asked for, then recovers', async () => {
    const outage = (mode: string, calls = 1) =>
      fetch(`${t.base}/outage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, calls }) });
    expect((await outage('5xx', 2)).status).toBe(200);
    for (let i = 0; i < 2; i++) await expect(client.trackAwb('1')).rejects.toBeInstanceOf(ShippingUnavailableError);
    expect((await client.trackAwb('1')).tracking_data.track_status).toBe(0);
    await outage('timeout');
    const impatient = sandboxClient(t.base, 300);
    await expect(impatient.trackAwb('1')).rejects.toThrow(/no answer in 300 ms/);
    expect((await impatient.trackAwb('1')).tracking_data.track_status).toBe(0);
  });
});

it('is not there unless SHIPPING_SANDBOX=true', async () => {
  const t = await createTestApp({ seed: false });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/shiprocket/v1/external/auth/login',
      payload: { email: SHIPROCKET_SANDBOX_EMAIL, password: 'sandbox' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('token');
  } finally {
    await t.close();
  }
});
