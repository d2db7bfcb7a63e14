import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxTimers } from '@store/razorpay-sandbox';
import { createRazorpayClient, GatewayUnavailableError, hmacHex, RazorpayError, type RazorpayClient } from './razorpay-client';
import { listeningApp, purchases, sandboxSecrets } from '../../../test/purchases';
import type { TestApp } from '../../../test/test-app';

/**
 * Our Razorpay client against bodies copied from Razorpay's API reference (test/razorpay-docs), and
 * the built-in sandbox answering the same calls with the same fields and types: the client, the
 * sandbox and Razorpay's reference cannot drift apart without this failing.
 */

const docs = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../../test/razorpay-docs/${name}`, import.meta.url), 'utf8')) as T;
type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every key the documented body has, ours has too, with the same JSON type wherever both are set
 * (Razorpay writes null for what does not apply: a card's id on a UPI payment). Nested objects are
 * compared the same way, except at the paths given in `skip` (method-specific parts, with reasons).
 */
function expectDocumentedShape(ours: unknown, documented: Json, skip: string[] = [], path = '$'): void {
  if (skip.includes(path) || documented === null || ours === null) return;
  // Razorpay writes notes nobody set as [] and notes set as an object: either is its "notes".
  if (path.endsWith('.notes')) return void expect(['array', 'object'], path).toContain(kind(ours));
  expect(kind(ours), path).toBe(kind(documented));
  if (Array.isArray(documented)) {
    if (documented.length && (ours as unknown[]).length) expectDocumentedShape((ours as unknown[])[0], documented[0]!, skip, `${path}[0]`);
    return;
  }
  if (typeof documented !== 'object') return;
  for (const key of Object.keys(documented)) {
    const at = `${path}.${key}`;
    if (skip.includes(at)) continue;
    expect(ours as object, `${at} is missing`).toHaveProperty([key]);
    expectDocumentedShape((ours as Record<string, unknown>)[key], documented[key]!, skip, at);
  }
}

describe('our client against bodies copied from Razorpay’s API reference', () => {
  let server: Server;
  let client: RazorpayClient;
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    client = createRazorpayClient({ apiUrl: () => `http://127.0.0.1:${port}`, keyId: 'rzp_test_key', keySecret: 'secret', timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  const cases: Array<
    [
      name: string,
      call: (client: RazorpayClient) => Promise<unknown>,
      method: string,
      url: string,
      fixture: string,
      pick?: (body: { items: unknown[] }) => unknown,
    ]
  > = [
    [
      'createOrder',
      (c) => c.createOrder({ amount: 5000, currency: 'INR', receipt: 'receipt#1', notes: { key1: 'value3', key2: 'value2' } }),
      'POST',
      '/v1/orders',
      'order-create-response.json',
    ],
    ['fetchOrder', (c) => c.fetchOrder('order_DaaS6LOUAASb7Y'), 'GET', '/v1/orders/order_DaaS6LOUAASb7Y', 'order-fetch-response.json'],
    [
      'fetchOrderPayments',
      (c) => c.fetchOrderPayments('order_DaaS6LOUAASb7Y'),
      'GET',
      '/v1/orders/order_DaaS6LOUAASb7Y/payments',
      'order-payments-response.json',
      (body) => body.items,
    ],
    ['fetchPayment', (c) => c.fetchPayment('pay_MT48CvBhIC98MQ'), 'GET', '/v1/payments/pay_MT48CvBhIC98MQ', 'payment-fetch-response.upi.json'],
    [
      'capturePayment',
      (c) => c.capturePayment('pay_G8VQzjPLoAvm6D', 1000, 'INR'),
      'POST',
      '/v1/payments/pay_G8VQzjPLoAvm6D/capture',
      'payment-capture-response.json',
    ],
    [
      'refundPayment',
      (c) => c.refundPayment('pay_29QQoUBi66xm2f', { amount: 500100, idempotencyKey: 'refund-key-0001', receipt: 'Receipt No. 31' }),
      'POST',
      '/v1/payments/pay_29QQoUBi66xm2f/refund',
      'refund-create-response.json',
    ],
    [
      'fetchPaymentRefunds',
      (c) => c.fetchPaymentRefunds('pay_29QQoUBi66xm2f'),
      'GET',
      '/v1/payments/pay_29QQoUBi66xm2f/refunds?count=100',
      'refunds-of-payment-response.json',
      (body) => body.items,
    ],
    ['fetchRefund', (c) => c.fetchRefund('rfnd_FP8DDKxqJif6ca'), 'GET', '/v1/refunds/rfnd_FP8DDKxqJif6ca', 'refund-fetch-response.json'],
  ];

  it.each(cases)('%s reads the documented answer, asking with basic auth on the documented path', async (_name, call, method, url, fixture, pick) => {
    const body = docs(fixture);
    answer = { status: 200, body };
    seen.length = 0;
    expect(await call(client)).toEqual(pick ? pick(body as { items: unknown[] }) : body);
    expect(seen).toHaveLength(1);
    expect([seen[0]!.method, seen[0]!.url]).toEqual([method, url]);
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
  });

  it('fetchMethods reads the documented methods body, asking GET /v1/methods with the key id only (no secret), as Razorpay documents', async () => {
    const body = docs('methods-response.json');
    answer = { status: 200, body };
    seen.length = 0;
    const methods = await client.fetchMethods();
    expect(methods).toEqual(body);
    expect(methods.emi_options?.HDFC?.[0]).toEqual({ duration: 18, interest: 15, subvention: 'customer', min_amount: 300000, merchant_payback: '10.95' });
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['GET', '/v1/methods']);
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:').toString('base64')}`);
  });

  it('sends a refund as Razorpay documents it: JSON with amount and speed, the receipt and notes, and X-Refund-Idempotency', async () => {
    answer = { status: 200, body: docs('refund-create-response.json') };
    seen.length = 0;
    await client.refundPayment('pay_29QQoUBi66xm2f', { amount: 500100, idempotencyKey: 'refund-key-0001', receipt: 'r-1', notes: { refund_id: 'x' } });
    expect(seen[0]!.headers['x-refund-idempotency']).toBe('refund-key-0001');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ amount: 500100, speed: 'normal', receipt: 'r-1', notes: { refund_id: 'x' } });
  });

  it('turns every documented error body into a RazorpayError with its code, words and field, and 5xx into "unavailable"', async () => {
    const documented = docs<Array<{ httpStatus: number | null; body: { error: { code: string; description: string; field?: string } } | null }>>(
      'errors.json',
    ).filter((entry) => entry.body !== null && entry.httpStatus !== null && entry.httpStatus < 500);
    expect(documented.length).toBeGreaterThan(10);
    for (const { httpStatus, body } of documented) {
      answer = { status: httpStatus!, body };
      const error = await client.fetchPayment('pay_x').catch((caught: unknown) => caught);
      expect(error, body!.error.description).toBeInstanceOf(RazorpayError);
      expect(error).toMatchObject({ statusCode: httpStatus, code: body!.error.code, message: body!.error.description, field: body!.error.field ?? undefined });
    }
    answer = {
      status: 500,
      body: docs<Array<{ body: unknown; situation: string }>>('errors.json').find((entry) => entry.situation === 'generic server error')!.body,
    };
    await expect(client.fetchPayment('pay_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    answer = { status: 502, body: '<h1>Bad gateway</h1>' };
    await expect(client.fetchPayment('pay_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    // The rate limiter's 429, in Razorpay's error envelope: its docs ask for a retry with backoff, so it is never a refusal (issue 40).
    answer = {
      status: 429,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } },
    };
    await expect(client.refundPayment('pay_x', { amount: 100, idempotencyKey: 'refund-key-0002' })).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('the sandbox answers the same calls with the same fields', () => {
  let t: TestApp;
  let shop: ReturnType<typeof purchases>;
  let client: RazorpayClient;
  let hooks: Server;
  const webhooks: Array<{ event: string; body: Record<string, Json>; signature: string; raw: string }> = [];
  /** The receiver answers this many deliveries about this payment with 503, as a shop whose process died behind its proxy does. */
  const refuse = { paymentId: '', times: 0 };

  beforeAll(async () => {
    // The sandbox's webhooks go to a receiver of ours, to be compared with Razorpay's documented ones.
    hooks = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (refuse.times > 0 && raw.includes(refuse.paymentId)) {
          refuse.times--;
          res.writeHead(503).end();
          return;
        }
        const body = JSON.parse(raw) as Record<string, Json>;
        webhooks.push({ event: String(body.event), body, signature: String(req.headers['x-razorpay-signature']), raw });
        res.writeHead(200).end();
      });
    });
    hooks.listen(0, '127.0.0.1');
    await once(hooks, 'listening');
    t = await listeningApp({ SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${(hooks.address() as { port: number }).port}/hook` });
    shop = purchases(t);
    const { keyId, keySecret } = sandboxSecrets(t);
    const { port } = t.app.server.address() as { port: number };
    client = createRazorpayClient({ apiUrl: () => `http://127.0.0.1:${port}/sandbox/razorpay`, keyId, keySecret, timeoutMs: 5000 });
  });
  afterAll(async () => {
    await t.close();
    hooks.close();
  });

  /** A sandbox order paid with the given outcome and method, as the dialog would pay it. */
  async function paid(outcome: 'captured' | 'authorized' = 'captured', method = 'upi', refunds = 'processed') {
    const order = await client.createOrder({
      amount: 5000,
      currency: 'INR',
      receipt: `receipt-${Math.random().toString(36).slice(2, 12)}`,
      notes: { key1: 'value3', key2: 'value2' },
    });
    const pay = await shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: order.id, method, outcome, refunds });
    expect(pay.statusCode, pay.body).toBe(200);
    return { order, paymentId: pay.json<{ razorpay_payment_id: string }>().razorpay_payment_id };
  }

  it('orders: create, fetch and the payments of an order', async () => {
    const created = await client.createOrder({ amount: 5000, currency: 'INR', receipt: 'receipt-shape-1', notes: { key1: 'value3', key2: 'value2' } });
    expectDocumentedShape(created, docs('order-create-response.json'));
    expect(created).toMatchObject({
      amount: 5000,
      amount_due: 5000,
      amount_paid: 0,
      attempts: 0,
      status: 'created',
      offer_id: null,
      notes: { key1: 'value3', key2: 'value2' },
    });
    // `offers` lists the offers applied to an order; the shop applies none.
    expectDocumentedShape(await client.fetchOrder(created.id), docs('order-fetch-response.json'), ['$.offers']);
    const { order, paymentId } = await paid();
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => payment.id)).toEqual([paymentId]);
    expectDocumentedShape(payments[0], docs<{ items: Json[] }>('order-payments-response.json').items[1]!);
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 5000, amount_due: 0, attempts: 1 });
  });

  it('an order paid from several tabs at once takes one payment; the others are declined as Razorpay declines a paid order’s', async () => {
    // Paid at once without a lock (two statements): the order is paid only as it was read.
    const order = await client.createOrder({ amount: 5000, currency: 'INR', receipt: `receipt-race-${Date.now()}` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: order.id, method: 'upi', outcome: 'captured' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json<{ error: { description: string } }>().error.description).toMatch(/order is already paid/);
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 5000, attempts: 1 });

    // A payment waiting authorized is not joined by a captured one.
    const waiting = await client.createOrder({ amount: 5000, currency: 'INR', receipt: `receipt-wait-${Date.now()}` });
    const first = await shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: waiting.id, method: 'upi', outcome: 'authorized' });
    expect(first.statusCode).toBe(200);
    const second = await shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: waiting.id, method: 'upi', outcome: 'captured' });
    expect(second.statusCode).toBe(400);
    expect((await client.fetchOrderPayments(waiting.id)).map((payment) => payment.status)).toEqual(['authorized']);
  });

  it('methods: the documented fields, and EMI in both of Razorpay’s shapes with the same plans', async () => {
    const methods = await client.fetchMethods();
    // The sandbox lists fewer netbanking banks and EMI issuers than the sample: its issuers' plans are compared entry by entry.
    expectDocumentedShape(methods, docs('methods-response.json'), ['$.netbanking', '$.emi_plans', '$.emi_options']);
    const documented = docs<{ emi_options: Record<string, Json[]>; emi_plans: Record<string, Json> }>('methods-response.json');
    expectDocumentedShape(methods.emi_options!.HDFC, documented.emi_options.HDFC!);
    expectDocumentedShape(methods.emi_plans!.HDFC, documented.emi_plans.HDFC!);
    for (const [bank, options] of Object.entries(methods.emi_options!)) {
      const plan = methods.emi_plans![bank]!;
      expect(Object.fromEntries(options.map((option) => [String(option.duration), option.interest])), bank).toEqual(plan.plans);
      for (const option of options) expect(option.min_amount, bank).toBe(plan.min_amount);
    }
    // HDFC's published 15% plans carry the documented merchant_payback figures.
    expect(Object.fromEntries(methods.emi_options!.HDFC!.map((option) => [option.duration, option.merchant_payback]))).toEqual(
      Object.fromEntries(
        documented.emi_options.HDFC!.map((option) => [(option as { duration: number }).duration, (option as { merchant_payback: string }).merchant_payback]),
      ),
    );
  });

  it('payments: fetch (UPI) and capture (card)', async () => {
    const { paymentId } = await paid();
    const upi = await client.fetchPayment(paymentId);
    expectDocumentedShape(upi, docs('payment-fetch-response.upi.json'));
    expect(upi).toMatchObject({ status: 'captured', captured: true, vpa: 'success@razorpay', amount_refunded: 0, refund_status: null });

    const { paymentId: cardPayment } = await paid('authorized', 'card');
    expect(await client.fetchPayment(cardPayment)).toMatchObject({ status: 'authorized', captured: false, fee: null });
    const captured = await client.capturePayment(cardPayment, 5000, 'INR');
    // Saved-card and offer fields (customer_id, token_id, provider, reward) and a card payment's `upi` do not apply to the shop's payments.
    expectDocumentedShape(captured, docs('payment-capture-response.json'), [
      '$.customer_id',
      '$.token_id',
      '$.provider',
      '$.reward',
      '$.upi',
      '$.acquirer_data',
    ]);
    expect(captured).toMatchObject({ status: 'captured', captured: true });
  });

  it('refunds: create, list per payment, fetch; the payment shows partial, then full', async () => {
    const { paymentId } = await paid();
    const refund = await client.refundPayment(paymentId, { amount: 2000, idempotencyKey: `key-${paymentId}`, receipt: 'Receipt No. 31' });
    expectDocumentedShape(refund, docs('refund-create-response.json'));
    expect(refund).toMatchObject({ amount: 2000, payment_id: paymentId, status: 'processed', receipt: 'Receipt No. 31', speed_requested: 'normal' });
    expect(await client.fetchPayment(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 2000, refund_status: 'partial', captured: true });
    const rest = await client.refundPayment(paymentId, { amount: 3000, idempotencyKey: `key2-${paymentId}` });
    expect(await client.fetchPayment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 5000, refund_status: 'full', captured: true });
    const listed = await client.fetchPaymentRefunds(paymentId);
    expect(listed.map((item) => item.id).sort()).toEqual([refund.id, rest.id].sort());
    expectDocumentedShape(listed[0], docs<{ items: Json[] }>('refunds-of-payment-response.json').items[0]!);
    expectDocumentedShape(await client.fetchRefund(refund.id), docs('refund-fetch-response.json'));
  });

  it('webhooks: the envelope, entities and signature of each event as documented', async () => {
    webhooks.length = 0;
    const { paymentId } = await paid();
    await client.refundPayment(paymentId, { amount: 2000, idempotencyKey: `hook-${paymentId}` });
    const { paymentId: failing } = await paid('captured', 'upi', 'failed');
    await client.refundPayment(failing, { amount: 2000, idempotencyKey: `hook-${failing}` });
    const failedOrder = await client.createOrder({ amount: 5000, currency: 'INR', receipt: `failing-${paymentId}` });
    expect((await shop.call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: failedOrder.id, method: 'upi', outcome: 'failed' })).statusCode).toBe(400);
    await shop.runDue('sandbox-webhook', 'sandbox-refund-settle');
    await shop.runDue('sandbox-webhook');
    const { webhookSecret } = sandboxSecrets(t);
    const byEvent = new Map(webhooks.map((hook) => [hook.event, hook]));
    for (const [event, fixture] of [
      ['payment.authorized', 'webhook-payment.authorized.upi.json'],
      ['payment.captured', 'webhook-payment.captured.upi.json'],
      ['order.paid', 'webhook-order.paid.upi.json'],
      ['payment.failed', 'webhook-payment.failed.upi.json'],
      ['refund.created', 'webhook-refund.created.json'],
      ['refund.processed', 'webhook-refund.processed.json'],
      ['refund.failed', 'webhook-refund.failed.json'],
    ] as const) {
      const hook = byEvent.get(event);
      expect(hook, `${event} was not sent`).toBeDefined();
      const documented = docs<Record<string, Json>>(fixture);
      expect((hook!.body.contains as string[]).sort(), event).toEqual((documented.contains as string[]).sort());
      // acquirer_data holds the network's references, which differ per method and bank.
      expectDocumentedShape(hook!.body, documented, ['$.payload.payment.entity.acquirer_data', '$.payload.refund.entity.acquirer_data']);
      expect(hook!.signature).toBe(hmacHex(hook!.raw, webhookSecret));
    }
  });

  it('refuses what Razorpay refuses, with its documented status and words', async () => {
    const documented = docs<Array<{ situation: string; httpStatus: number | null; description: string | null }>>('errors.json');
    const words = (situation: string) => {
      const entry = documented.find((candidate) => candidate.situation === situation);
      if (!entry) throw new Error(`no documented error: ${situation}`);
      return [entry.httpStatus, entry.description];
    };
    const refusal = async (call: Promise<unknown>) => {
      const error = (await call.catch((caught: unknown) => caught)) as RazorpayError;
      expect(error).toBeInstanceOf(RazorpayError);
      return [error.statusCode, error.message];
    };
    const { paymentId } = await paid();
    // A second capture: Razorpay's own words for it (issue 40), not those for paying an order that is paid.
    expect(await refusal(client.capturePayment(paymentId, 5000, 'INR'))).toEqual([400, 'This payment has already been captured']);
    expect(await refusal(client.capturePayment(paymentId, 5000, 'INR'))).toEqual(words('capture: payment already captured'));
    const { paymentId: authorized } = await paid('authorized');
    expect(await refusal(client.capturePayment(authorized, 4000, 'INR'))).toEqual(words('capture: amount differs from authorized amount'));
    expect(await refusal(client.refundPayment(paymentId, { amount: 6000, idempotencyKey: `too-much-${paymentId}` }))).toEqual(
      words('refund: amount greater than captured / refundable amount'),
    );
    expect(await refusal(client.refundPayment(paymentId, { amount: 50, idempotencyKey: `too-little-${paymentId}` }))).toEqual(
      words('refund: amount below minimum (normal refund)'),
    );
    await client.refundPayment(paymentId, { amount: 5000, idempotencyKey: `all-${paymentId}` });
    expect(await refusal(client.refundPayment(paymentId, { amount: 100, idempotencyKey: `more-${paymentId}` }))).toEqual(
      words('refund: payment already fully refunded'),
    );
    // The same key with another request is refused; with the same request it gives the first refund back.
    expect(await refusal(client.refundPayment(paymentId, { amount: 4000, idempotencyKey: `all-${paymentId}` }))).toEqual(
      words('X-Refund-Idempotency: same key reused with a different request body'),
    );
    expect((await client.refundPayment(paymentId, { amount: 5000, idempotencyKey: `all-${paymentId}` })).amount).toBe(5000);
    expect(await refusal(client.refundPayment(paymentId, { amount: 100, idempotencyKey: 'short' }))).toEqual(
      words('X-Refund-Idempotency: key shorter than 10 characters'),
    );
    expect(await refusal(client.refundPayment(paymentId, { amount: 100, idempotencyKey: 'has spaces in it' }))).toEqual(
      words('X-Refund-Idempotency: key has characters other than A-Z a-z 0-9 _ -'),
    );
    expect(await refusal(client.fetchPayment('pay_00000000000000'))).toEqual(words('fetch payment: id does not exist'));
    expect(await refusal(client.fetchOrder('order_00000000000000'))).toEqual(words('fetch order: id does not exist'));
    expect(await refusal(client.createOrder({ amount: 99, currency: 'INR', receipt: 'low' }))).toEqual(words('create order: amount below minimum (100 paise)'));
    expect(await refusal(client.createOrder({ amount: 100.5, currency: 'INR', receipt: 'half' }))).toEqual(
      words('create order: amount not an integer (e.g. 100.5)'),
    );
    expect(await refusal(client.createOrder({ amount: 500, currency: 'INR', receipt: 'receipt-shape-1' }))).toEqual(words('create order: receipt reused'));
    const { port } = t.app.server.address() as { port: number };
    const stranger = createRazorpayClient({
      apiUrl: () => `http://127.0.0.1:${port}/sandbox/razorpay`,
      keyId: 'rzp_test_other',
      keySecret: 'x',
      timeoutMs: 5000,
    });
    expect(await refusal(stranger.fetchPayment(paymentId))).toEqual(words('authentication failed: invalid key id'));
    const wrongSecret = createRazorpayClient({
      apiUrl: () => `http://127.0.0.1:${port}/sandbox/razorpay`,
      keyId: sandboxSecrets(t).keyId,
      keySecret: 'x',
      timeoutMs: 5000,
    });
    expect(await refusal(wrongSecret.fetchPayment(paymentId))).toEqual(words('authentication failed: invalid key secret'));
  });

  it('any other path under /sandbox/razorpay answers Razorpay’s JSON error, never the shop’s page', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/razorpay/v1/customers'],
      ['GET', '/sandbox/razorpay/v1/payments'],
      ['DELETE', '/sandbox/razorpay/v1/orders/order_00000000000000'],
      ['GET', '/sandbox/razorpay/'],
      ['GET', '/sandbox/razorpay/v2/orders'],
      ['POST', '/sandbox/razorpay/v1/payments/pay_x/transfers'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: shop.sandboxAuth() });
      expect([res.statusCode, res.headers['content-type']], `${method} ${url}`).toEqual([400, expect.stringContaining('application/json')]);
      expect(res.json()).toEqual({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }
  });

  it('webhooks: a delivery answered with anything but 2xx is tried again, until 24 hours after the event (Razorpay’s retry window)', async () => {
    // The sandbox's timer of a payment's webhooks (found by its payload); it goes once delivered or given up.
    const timerIdOf = async (paymentId: string) =>
      (
        await t.database.db
          .select({ id: sandboxTimers.id })
          .from(sandboxTimers)
          .where(and(eq(sandboxTimers.kind, 'webhook'), sql`${sandboxTimers.payload}::text LIKE ${`%${paymentId}%`}`))
      )[0]!.id;
    const timer = async (id: number) => (await t.database.db.select().from(sandboxTimers).where(eq(sandboxTimers.id, id)))[0];
    // Made due by the database's clock (the sandbox compares due_at with now()), then run.
    const makeDue = (id: number) =>
      t.database.db
        .update(sandboxTimers)
        .set({ dueAt: sql`now()` })
        .where(eq(sandboxTimers.id, id));
    const runTimer = async (id: number) => {
      await makeDue(id);
      await t.app.jobs.drain();
    };

    // Refused three times (the shop's retries come at once here: JOB_RETRY_BASE_SECONDS=0), taken the fourth.
    webhooks.length = 0;
    const { paymentId } = await paid();
    Object.assign(refuse, { paymentId, times: 3 });
    const first = await timerIdOf(paymentId);
    await runTimer(first);
    expect(refuse.times).toBe(0);
    expect(await timer(first)).toBeUndefined();
    const about = (id: string) => webhooks.filter((hook) => hook.raw.includes(id)).map((hook) => hook.event);
    expect(about(paymentId)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);

    // A day and an hour later, an event not yet delivered is given up, as Razorpay gives up (and disables the webhook).
    const { paymentId: late } = await paid();
    const second = await timerIdOf(late);
    // Only the process's clock moves on (PostgreSQL's does not follow vi's), so the timer is made due first.
    await makeDue(second);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      await t.app.jobs.drain();
    } finally {
      vi.useRealTimers();
    }
    expect(await timer(second)).toBeUndefined();
    expect(about(late)).toEqual([]);
  });
});
