import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShiprocketClient,
  SHIPROCKET_TOKEN_HOURS,
  ShippingUnavailableError,
  ShiprocketError,
  type ShiprocketClient,
  type TrackingData,
} from './shiprocket-client';
import {
  adhocOrder,
  expectDocumentedShape,
  returnOrder,
  sandboxClient,
  shippingSandboxApp,
  shiprocketDocs as docs,
  webhookReceiver,
  type Json,
} from '../../../test/shiprocket';
import type { TestApp } from '../../../test/test-app';

/**
 * Our Shiprocket client against bodies copied from Shiprocket's documentation (test/shiprocket-docs),
 * and the built-in sandbox answering the same calls with the same fields and types: the client, the
 * sandbox and the docs cannot drift apart without this failing.
 */

type Documented = { situation: string; httpStatus: number; body: Record<string, Json> | null };

describe('our client against bodies copied from Shiprocket’s documentation', () => {
  let server: Server;
  let client: ShiprocketClient;
  let clock = 0;
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
  const loginAnswer: { status: number; body: unknown } = { status: 200, body: docs('auth-login-response.json') };
  /** Answers 401 to this many calls (not logins) first. */
  let unauthorized = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const reply: { status: number; body: unknown; delayMs?: number } =
          req.url === '/auth/login' ? loginAnswer : unauthorized-- > 0 ? { status: 401, body: { message: 'Token has expired', status_code: 401 } } : answer;
        const send = () => {
          if (reply.body === null) return res.writeHead(reply.status).end();
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    client = createShiprocketClient({
      apiUrl: () => `http://127.0.0.1:${port}`,
      email: 'api@techstore.in',
      password: 'secret',
      timeoutMs: 300,
      now: () => clock,
    });
  });
  afterAll(() => server.close());

  const calls = (path: string) => seen.filter((request) => request.url.split('?')[0] === path);

  const cases: Array<[name: string, call: (client: ShiprocketClient) => Promise<unknown>, method: string, url: string, fixture: string]> = [
    [
      'serviceability',
      (c) => c.serviceability({ pickup_postcode: 411005, delivery_postcode: 175019, cod: 1, weight: 0.5 }),
      'GET',
      '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=175019&cod=1&weight=0.5',
      'serviceability-response.json',
    ],
    ['createOrder', (c) => c.createOrder(adhocOrder()), 'POST', '/orders/create/adhoc', 'order-create-adhoc-response.json'],
    ['assignAwb', (c) => c.assignAwb({ shipment_id: 16090281, courier_id: 10 }), 'POST', '/courier/assign/awb', 'assign-awb-response.json'],
    ['createReturnOrder', (c) => c.createReturnOrder(returnOrder()), 'POST', '/orders/create/return', 'return-order-create-response.json'],
    // No example is published for a return's AWB: the forward one's shape is assumed (README, section 12).
    ['assignAwb (return)', (c) => c.assignAwb({ shipment_id: 170411259, is_return: 1 }), 'POST', '/courier/assign/awb', 'assign-awb-response.json'],
    ['generatePickup', (c) => c.generatePickup({ shipment_id: [16090281] }), 'POST', '/courier/generate/pickup', 'generate-pickup-response.json'],
    ['generateManifest', (c) => c.generateManifest({ shipment_id: [16090281] }), 'POST', '/manifests/generate', 'generate-manifest-response.json'],
    ['printManifest', (c) => c.printManifest({ order_ids: [281248157] }), 'POST', '/manifests/print', 'print-manifest-response.json'],
    ['generateLabel', (c) => c.generateLabel({ shipment_id: [16104408] }), 'POST', '/courier/generate/label', 'generate-label-response.json'],
    ['trackAwb', (c) => c.trackAwb('141123221084922'), 'GET', '/courier/track/awb/141123221084922', 'track-awb-response.json'],
    [
      'ndrAction',
      (c) => c.ndrAction('141123221084922', { action: 're-attempt', comments: 'Customer asked for tomorrow' }),
      'POST',
      '/ndr/141123221084922/action',
      'ndr-action-response.json',
    ],
  ];

  it.each(cases)('%s reads the documented answer, asking on the documented path with the bearer token', async (_name, call, method, url, fixture) => {
    const body = docs(fixture);
    answer = { status: fixture === 'ndr-action-response.json' ? 202 : 200, body };
    seen.length = 0;
    expect(await call(client)).toEqual(body);
    const [request] = seen.filter((candidate) => candidate.url !== '/auth/login');
    expect([request!.method, request!.url]).toEqual([method, url]);
    expect(request!.headers.authorization).toBe(`Bearer ${docs<{ token: string }>('auth-login-response.json').token}`);
    if (method === 'POST') expect(request!.headers['content-type']).toBe('application/json');
  });

  it('sends a return order and its AWB request as documented, and maps their refusals like every other call', async () => {
    answer = { status: 200, body: docs('return-order-create-response.json') };
    seen.length = 0;
    const order = returnOrder();
    await client.createReturnOrder(order);
    expect(JSON.parse(calls('/orders/create/return')[0]!.body)).toEqual(order);
    answer = { status: 200, body: docs('assign-awb-response.json') };
    await client.assignAwb({ shipment_id: 170411259, is_return: 1 });
    expect(JSON.parse(calls('/courier/assign/awb')[0]!.body)).toEqual({ shipment_id: 170411259, is_return: 1 });
    // The doc's own 422 for this call: a missing field, and a reused order id.
    answer = {
      status: 422,
      body: {
        message: 'Oops! Invalid Data.',
        errors: { pickup_country: ['The pickup country field is required'], order_id: ['The order id has already been taken.'] },
        status_code: 422,
      },
    };
    expect(await client.createReturnOrder(returnOrder()).catch((caught: unknown) => caught)).toMatchObject({
      statusCode: 422,
      fieldErrors: { pickup_country: ['The pickup country field is required'], order_id: ['The order id has already been taken.'] },
    });
    answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
    await expect(client.createReturnOrder(returnOrder())).rejects.toBeInstanceOf(ShippingUnavailableError);
    await expect(client.createReturnOrder(returnOrder({ order_id: 'R'.repeat(51) }))).rejects.toThrow(/at most 50/);
  });

  it('cancels with the documented empty 204, and takes a 200 with a message or an empty 202 as success too', async () => {
    const documented = docs<{ httpStatus: number; request: { ids: number[] } }>('cancel-order-response.json');
    answer = { status: documented.httpStatus, body: null };
    seen.length = 0;
    expect(await client.cancelOrders(documented.request)).toBeNull();
    expect(JSON.parse(calls('/orders/cancel')[0]!.body)).toEqual(documented.request);
    answer = { status: 200, body: { status: 200, message: 'Order cancelled successfully' } };
    expect(await client.cancelOrders(documented.request)).toEqual({ status: 200, message: 'Order cancelled successfully' });
    answer = { status: 202, body: null };
    expect(await client.ndrAction('1', { action: 'return', comments: 'return it' })).toBeNull();
  });

  it('logs in once, keeps the token, renews it before its 240 hours are up, and once more on a 401', async () => {
    answer = { status: 200, body: docs('generate-manifest-response.json') };
    clock = 0;
    await client.login();
    seen.length = 0;
    await client.generateManifest({ shipment_id: [1] });
    await client.generateManifest({ shipment_id: [1] });
    expect(calls('/auth/login')).toHaveLength(0);
    expect(JSON.parse(seen[0]!.body)).toEqual({ shipment_id: [1] });

    clock = (SHIPROCKET_TOKEN_HOURS - 13) * 3_600_000;
    await client.generateManifest({ shipment_id: [1] });
    expect(calls('/auth/login')).toHaveLength(0);
    clock = (SHIPROCKET_TOKEN_HOURS - 11) * 3_600_000;
    await Promise.all([client.generateManifest({ shipment_id: [1] }), client.generateManifest({ shipment_id: [2] })]);
    expect(calls('/auth/login')).toHaveLength(1); // one login for both calls
    expect(JSON.parse(calls('/auth/login')[0]!.body)).toEqual({ email: 'api@techstore.in', password: 'secret' });

    seen.length = 0;
    unauthorized = 1;
    expect(await client.generateManifest({ shipment_id: [1] })).toEqual(docs('generate-manifest-response.json'));
    expect(seen.map((request) => request.url)).toEqual(['/manifests/generate', '/auth/login', '/manifests/generate']);

    seen.length = 0;
    unauthorized = 2;
    const error = await client.generateManifest({ shipment_id: [1] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShiprocketError);
    expect(error).toMatchObject({ statusCode: 401, shiprocketMessage: 'Token has expired' });
    expect(seen.map((request) => request.url)).toEqual(['/manifests/generate', '/auth/login', '/manifests/generate']);
    unauthorized = 0;
  });

  it('turns each documented refusal into a ShiprocketError with its status, words and field errors', async () => {
    const documented = docs<Documented[]>('errors.json').filter((entry) => entry.body && entry.httpStatus >= 400 && entry.httpStatus < 500);
    expect(documented.length).toBeGreaterThan(10);
    for (const { situation, httpStatus, body } of documented) {
      answer = { status: httpStatus, body };
      const error = (await client.createOrder(adhocOrder()).catch((caught: unknown) => caught)) as ShiprocketError;
      expect(error, situation).toBeInstanceOf(ShiprocketError);
      expect(error.statusCode, situation).toBe(httpStatus);
      expect(error.shiprocketMessage, situation).toBe(body!.message);
      expect(error.fieldErrors, situation).toEqual(body!.errors ?? {});
      for (const problems of Object.values((body!.errors ?? {}) as Record<string, string[]>)) expect(error.message).toContain(problems[0]);
    }
    // Seen from Shiprocket in the wild: field errors in `message` itself.
    answer = { status: 422, body: { message: { email: ['The email field is required.'] } } };
    expect(await client.createOrder(adhocOrder()).catch((caught: unknown) => caught)).toMatchObject({
      statusCode: 422,
      fieldErrors: { email: ['The email field is required.'] },
      message: 'Shiprocket refused POST /orders/create/adhoc (422): email: The email field is required.',
    });
  });

  it('turns each documented "error inside HTTP 200" into a ShiprocketError, except tracking with no scans yet', async () => {
    const inside = (situation: string) => docs<Documented[]>('errors.json').find((entry) => entry.situation.startsWith(situation))!.body;
    const refusal = async (call: Promise<unknown>) => ((await call.catch((caught: unknown) => caught)) as ShiprocketError) ?? {};
    answer = { status: 200, body: inside('serviceability: unknown Shiprocket order_id') };
    expect(await refusal(client.serviceability({ pickup_postcode: 411005, delivery_postcode: 560001, order_id: 1 }))).toMatchObject({
      statusCode: 404,
      shiprocketMessage: 'Order does not exist!',
    });
    answer = { status: 200, body: inside('generate manifest: empty shipment_id') };
    expect(await refusal(client.generateManifest({ shipment_id: [] }))).toBeInstanceOf(ShiprocketError);
    answer = { status: 200, body: inside('print manifest: order without a manifest') };
    expect(await refusal(client.printManifest({ order_ids: [1] }))).toBeInstanceOf(ShiprocketError);
    answer = { status: 200, body: inside('generate label: no valid shipment ids') };
    expect(await refusal(client.generateLabel({ shipment_id: [1] }))).toMatchObject({ shiprocketMessage: 'No valid shipment ids to print label' });
    answer = { status: 200, body: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Recharge your wallet' } } } };
    expect(await refusal(client.assignAwb({ shipment_id: 1 }))).toMatchObject({ statusCode: 200, shiprocketMessage: 'Recharge your wallet' });
    answer = { status: 200, body: inside('track AWB: AWB unknown') };
    const tracking: TrackingData = (await client.trackAwb('111111111111')).tracking_data;
    expect(tracking.track_status).toBe(0);
  });

  it('counts 5xx, 429, HTML, no answer in time and a closed port as "unavailable", to be retried by the job', async () => {
    for (const situation of ['print manifest: order_ids not an array', 'cancel order: unknown Shiprocket order id']) {
      answer = { status: 500, body: docs<Documented[]>('errors.json').find((entry) => entry.situation.startsWith(situation))!.body };
      await expect(client.printManifest({ order_ids: [1] })).rejects.toBeInstanceOf(ShippingUnavailableError);
    }
    answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
    await expect(client.trackAwb('1')).rejects.toBeInstanceOf(ShippingUnavailableError);
    answer = { status: 429, body: { message: 'Too Many Attempts.', status_code: 429 } };
    await expect(client.trackAwb('1')).rejects.toBeInstanceOf(ShippingUnavailableError);
    answer = { status: 200, body: '<html>maintenance</html>' };
    await expect(client.trackAwb('1')).rejects.toBeInstanceOf(ShippingUnavailableError);
    answer = { status: 200, body: docs('track-awb-response.json'), delayMs: 1000 };
    await expect(client.trackAwb('1')).rejects.toThrow(/no answer in 300 ms/);
    const closed = createShiprocketClient({ apiUrl: () => 'http://127.0.0.1:1', email: 'a@b.in', password: 'x', timeoutMs: 500 });
    await expect(closed.trackAwb('1')).rejects.toBeInstanceOf(ShippingUnavailableError);
  });
});

describe('the sandbox answers the same calls with the same fields', () => {
  let t: TestApp & { base: string };
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  let client: ShiprocketClient;

  beforeAll(async () => {
    hooks = await webhookReceiver();
    t = await shippingSandboxApp(hooks.url);
    client = sandboxClient(t.base);
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });

  const drainWebhooks = async () => {
    await t.app.jobs.drain();
  };

  it('login, rates, an order, its AWB, pickup, manifest and label, tracking and webhooks, in the documented shapes', async () => {
    const login = await client.login();
    expectDocumentedShape(login, docs('auth-login-response.json'));
    expect(login.token.split('.')).toHaveLength(3);

    const rates = await client.serviceability({ pickup_postcode: '411005', delivery_postcode: '560001', cod: 0, weight: 2.2 });
    // Blocked couriers and insurance settings are the account's; the sandbox's account has none blocked.
    expectDocumentedShape(rates, docs('serviceability-response.json'));
    expect(rates.data.available_courier_companies.length).toBeGreaterThan(0);

    const order = await client.createOrder(adhocOrder());
    expectDocumentedShape(order, docs('order-create-adhoc-response.json'));
    expect(order).toMatchObject({ status: 'NEW', status_code: 1, awb_code: null });

    const awb = await client.assignAwb({ shipment_id: order.shipment_id });
    expectDocumentedShape(awb, docs('assign-awb-response.json'));
    expect(awb.response.data).toMatchObject({
      shipment_id: order.shipment_id,
      order_id: order.order_id,
      courier_company_id: rates.data.recommended_courier_company_id,
    });

    const pickup = await client.generatePickup({ shipment_id: [order.shipment_id] });
    expectDocumentedShape(pickup, docs('generate-pickup-response.json'));
    expect(pickup.response.status).toBe(3);
    expect(JSON.parse(pickup.response.others)).toMatchObject({ etd_zone: 'metro' });

    const manifest = await client.generateManifest({ shipment_id: [order.shipment_id] });
    expectDocumentedShape(manifest, docs('generate-manifest-response.json'));
    expectDocumentedShape(await client.printManifest({ order_ids: [order.order_id] }), docs('print-manifest-response.json'));
    const manifestPdf = await fetch(manifest.manifest_url);
    expect([manifestPdf.status, manifestPdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    const label = await client.generateLabel({ shipment_id: [order.shipment_id] });
    expectDocumentedShape(label, docs('generate-label-response.json'));
    expect(label.label_url).toContain(`shipping-label-${order.shipment_id}-${awb.response.data.awb_code}.pdf`);

    const advanced = await fetch(`${t.base}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: awb.response.data.awb_code, status: 'delivered' }),
    });
    expect(advanced.status).toBe(200);
    const tracked = await client.trackAwb(awb.response.data.awb_code);
    expectDocumentedShape(tracked, docs('track-awb-response.json'));
    expect(tracked.tracking_data).toMatchObject({ track_status: 1, shipment_status: 7 });

    hooks.received.length = 0;
    await drainWebhooks();
    expect(hooks.received.length).toBeGreaterThan(0);
    // The sample's scans mark status ids the sandbox does not play (manifest generated, shipped); the shape is what counts.
    for (const hook of hooks.received) expectDocumentedShape(hook.body, docs('webhook-shipment-status.json'));
  });

  it('a return order: documented shapes, its pickup scheduled with the AWB, advanced back to the shop with return webhooks', async () => {
    const request = returnOrder();
    const created = await client.createReturnOrder(request);
    expectDocumentedShape(created, docs('return-order-create-response.json'));
    expect(created).toMatchObject({ status: 'RETURN PENDING', status_code: 21 });
    // Sent again before its AWB: the same return order, updated.
    expect(await client.createReturnOrder({ ...request, weight: 3 })).toMatchObject({ order_id: created.order_id, shipment_id: created.shipment_id });

    // A return's AWB wants is_return 1, and a forward one's must not say it.
    expect(await client.assignAwb({ shipment_id: created.shipment_id }).catch((caught: unknown) => caught)).toMatchObject({
      statusCode: 422,
      fieldErrors: { is_return: ['The selected is return is invalid.'] },
    });
    const forward = await client.createOrder(adhocOrder());
    await expect(client.assignAwb({ shipment_id: forward.shipment_id, is_return: 1 })).rejects.toMatchObject({ statusCode: 422 });

    hooks.received.length = 0;
    const awb = await client.assignAwb({ shipment_id: created.shipment_id, is_return: 1 });
    expectDocumentedShape(awb, docs('assign-awb-response.json'));
    expect(awb.response.data).toMatchObject({ shipment_id: created.shipment_id, order_id: created.order_id });
    const code = awb.response.data.awb_code;
    // Its order id is taken for good now, for a return or a forward order alike.
    await expect(client.createReturnOrder(request)).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { order_id: ['The order id has already been taken.'] },
    });
    await expect(client.createOrder(adhocOrder({ order_id: request.order_id }))).rejects.toMatchObject({ statusCode: 422 });

    const advance = (status: string) =>
      fetch(`${t.base}/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ awb: code, status }) });
    expect((await advance('out_for_delivery')).status).toBe(400);
    const moved = await advance('in_transit');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ steps: ['picked_up', 'in_transit'] });
    expect((await advance('delivered')).status).toBe(200);
    expect((await advance('delivered')).status).toBe(400);

    const tracked = await client.trackAwb(code);
    expectDocumentedShape(tracked, docs('track-awb-response.json'));
    expect(tracked.tracking_data).toMatchObject({ track_status: 1, shipment_status: 7 });

    await drainWebhooks();
    const mine = hooks.received.filter((hook) => hook.body.awb === code).map((hook) => hook.body);
    for (const body of mine) expectDocumentedShape(body, docs('webhook-shipment-status.json'));
    // One job per change posts its webhooks: the changes' jobs may run in any order.
    const shown = mine.map((body) => [body.current_status, body.current_status_id, body.shipment_status_id, body.is_return]);
    expect(shown).toHaveLength(4);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['RETURN PICKUP GENERATED', 28, 3, 1],
        ['RETURN PICKED UP', 32, 42, 1],
        ['RETURN IN TRANSIT', 25, 18, 1],
        ['RETURN DELIVERED', 26, 7, 1],
      ]),
    );
    expect(mine[0]!.order_id).toBe(request.order_id);
    // Picked up at the customer's, delivered at the shop.
    const scans = mine.find((body) => body.current_status_id === 26)!.scans as Array<{ location: string }>;
    expect([scans[1]!.location, scans.at(-1)!.location]).toEqual(['Bengaluru (Karnataka)', 'Pune (Maharashtra)']);
  });

  it('refuses a return order without its fields in Shiprocket’s words', async () => {
    const { pickup_country: _country, shipping_phone: _phone, ...partial } = returnOrder();
    const error = (await client.createReturnOrder(partial as ReturnType<typeof returnOrder>).catch((caught: unknown) => caught)) as ShiprocketError;
    expect(error).toBeInstanceOf(ShiprocketError);
    expect(error).toMatchObject({
      statusCode: 422,
      shiprocketMessage: 'Oops! Invalid Data.',
      fieldErrors: { pickup_country: ['The pickup country field is required'], shipping_phone: ['The shipping phone field is required.'] },
    });
    await expect(client.createReturnOrder(returnOrder({ payment_method: 'COD' as 'PREPAID' }))).rejects.toMatchObject({
      fieldErrors: { payment_method: ['The selected payment method is invalid.'] },
    });
  });

  it('cancel answers the documented empty 204; an NDR action the documented 202', async () => {
    const order = await client.createOrder(adhocOrder());
    expect(await client.cancelOrders({ ids: [order.order_id] })).toBeNull();

    const failing = await client.createOrder(adhocOrder({ billing_phone: '+91 90000 00002' }));
    const { awb_code: awb } = (await client.assignAwb({ shipment_id: failing.shipment_id })).response.data;
    await client.generatePickup({ shipment_id: [failing.shipment_id] });
    await fetch(`${t.base}/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ awb, status: 'undelivered' }) });
    expect(await client.ndrAction(awb, { action: 're-attempt', comments: 'Customer will be home tomorrow' })).toEqual(docs('ndr-action-response.json'));
  });
});
