import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandboxServer } from './standalone';

/**
 * Razorpay's official Node SDK, its host moved to the sandbox (docs/payments-sandbox.md says how),
 * for every call the shop and the coming issues use. The SDK sends JSON, passes amounts through as
 * given, and rejects with a plain `{ statusCode, error }` (Razorpay's error body's inner object).
 */

const keyId = 'rzp_test_Sandbox0000001';
const keySecret = 'sandbox-sdk-test-key-secret';
let server: FastifyInstance;
let sdk: Razorpay;

type SdkError = { statusCode: number; error: { code: string; description: string } };
/** The SDK's axios instance: the host lives there (no constructor option), and per-call headers such as X-Refund-Idempotency. */
const http = (instance: Razorpay) =>
  (instance as unknown as { api: { rq: { defaults: { baseURL: string; headers: { common: Record<string, string> } } } } }).api.rq.defaults;

beforeAll(async () => {
  // The standalone sandbox in memory; its timers (webhooks) are not started, nothing listens for them.
  ({ app: server } = await buildSandboxServer({
    keyId,
    keySecret,
    webhookSecret: 'sandbox-sdk-test-webhook-secret',
    webhookUrl: () => 'http://127.0.0.1:9/',
    pollMs: 60_000,
    retryBaseSeconds: 0,
    logLevel: 'silent',
  }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  http(sdk).baseURL = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(async () => server.close());

async function payInSandbox(orderId: string, outcome: 'captured' | 'authorized' = 'captured'): Promise<string> {
  const res = await server.inject({ method: 'POST', url: '/v1/checkout/pay', payload: { order_id: orderId, method: 'card', outcome } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ razorpay_payment_id: string }>().razorpay_payment_id;
}

describe('Razorpay’s Node SDK against the sandbox', () => {
  it('orders: create (amount as a number or a string), fetch, list, and their payments', async () => {
    const order = await sdk.orders.create({ amount: 125_000, currency: 'INR', receipt: 'sdk-receipt-1', notes: { purpose: 'sdk test' } });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 125_000,
      status: 'created',
      receipt: 'sdk-receipt-1',
    });
    const fromString = await sdk.orders.create({ amount: '5000', currency: 'INR', receipt: 'sdk-receipt-2' });
    expect(fromString.amount).toBe(5000);
    expect(await sdk.orders.fetch(order.id)).toMatchObject({ id: order.id, amount_due: 125_000 });
    const listed = await sdk.orders.all({ count: 100 });
    expect(listed).toMatchObject({ entity: 'collection' });
    expect(listed.items.map((item) => item.id)).toEqual(expect.arrayContaining([order.id, fromString.id]));
    expect((await sdk.orders.all({ receipt: 'sdk-receipt-1' })).items.map((item) => item.id)).toEqual([order.id]);
    const paymentId = await payInSandbox(order.id);
    expect((await sdk.orders.fetchPayments(order.id)).items.map((item) => [item.id, item.status])).toEqual([[paymentId, 'captured']]);
  });

  it('payments: fetch and capture; refunds: create (with X-Refund-Idempotency), list per payment, fetch both ways', async () => {
    const order = await sdk.orders.create({ amount: 80_000, currency: 'INR', receipt: 'sdk-receipt-3' });
    const paymentId = await payInSandbox(order.id, 'authorized');
    expect(await sdk.payments.fetch(paymentId)).toMatchObject({ id: paymentId, status: 'authorized', captured: false });
    expect(await sdk.payments.capture(paymentId, 80_000, 'INR')).toMatchObject({ status: 'captured', captured: true });

    http(sdk).headers.common['X-Refund-Idempotency'] = `sdk-${paymentId}`;
    try {
      const refund = await sdk.payments.refund(paymentId, { amount: 30_000, speed: 'normal', notes: { reason: 'sdk test' } });
      expect(refund).toMatchObject({ entity: 'refund', amount: 30_000, payment_id: paymentId, status: 'processed' });
      // The same key and request again: the same refund, not a second one.
      expect((await sdk.payments.refund(paymentId, { amount: 30_000, speed: 'normal', notes: { reason: 'sdk test' } })).id).toBe(refund.id);
      expect((await sdk.payments.fetchMultipleRefund(paymentId)).items.map((item) => item.id)).toEqual([refund.id]);
      expect(await sdk.payments.fetchRefund(paymentId, refund.id)).toMatchObject({ id: refund.id, amount: 30_000 });
      expect(await sdk.refunds.fetch(refund.id)).toMatchObject({ id: refund.id });
      expect(await sdk.refunds.fetch(refund.id, { payment_id: paymentId })).toMatchObject({ id: refund.id });
      // refunds.all takes payment_id (it then lists GET /v1/payments/:id/refunds), though its types leave it out.
      const ofPayment = (await sdk.refunds.all({ payment_id: paymentId } as Parameters<typeof sdk.refunds.all>[0])) as { items: Array<{ id: string }> };
      expect(ofPayment.items.map((item) => item.id)).toEqual([refund.id]);
      expect((await sdk.refunds.all({ count: 100 })).items.map((item) => item.id)).toContain(refund.id);
    } finally {
      delete http(sdk).headers.common['X-Refund-Idempotency'];
    }
    expect(await sdk.payments.fetch(paymentId)).toMatchObject({ amount_refunded: 30_000, refund_status: 'partial' });
  });

  it('GET /v1/methods: the payment methods and EMI plans', async () => {
    const methods = (await sdk.payments.fetchPaymentMethods()) as unknown as {
      entity: string;
      emi_plans: Record<string, { min_amount: number; plans: Record<string, number> }>;
    };
    expect(methods.entity).toBe('methods');
    expect(methods.emi_plans.HDFC).toMatchObject({
      min_amount: expect.any(Number),
      plans: expect.objectContaining({ '3': expect.any(Number), '12': expect.any(Number) }),
    });
  });

  it('errors reach the SDK as Razorpay’s: a plain { statusCode, error } with the code and description', async () => {
    const unknown = (await sdk.orders.fetch('order_00000000000000').catch((error: unknown) => error)) as SdkError;
    expect(unknown).toEqual({ statusCode: 400, error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' }) });
    const paymentId = await payInSandbox((await sdk.orders.create({ amount: 10_000, currency: 'INR', receipt: 'sdk-receipt-4' })).id);
    const tooMuch = (await sdk.payments.refund(paymentId, { amount: 20_000 }).catch((error: unknown) => error)) as SdkError;
    expect(tooMuch).toMatchObject({ statusCode: 400, error: { description: 'The refund amount provided is greater than amount captured.', field: 'amount' } });
    const stranger = new Razorpay({ key_id: 'rzp_test_stranger', key_secret: 'nope' });
    http(stranger).baseURL = http(sdk).baseURL;
    expect(((await stranger.orders.all().catch((error: unknown) => error)) as SdkError).statusCode).toBe(401);
    const anywhere = (await (sdk as unknown as { api: { get: (request: { url: string }) => Promise<unknown> } }).api
      .get({ url: '/settlements' })
      .catch((error: unknown) => error)) as SdkError;
    expect(anywhere).toEqual({ statusCode: 400, error: expect.objectContaining({ description: 'The requested URL was not found on the server.' }) });
  });
});
