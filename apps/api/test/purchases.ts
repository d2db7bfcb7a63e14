import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderTotals, type Order, type PaymentOrder, type Product } from '@store/shared';
import type { MadeUser } from '../src/seed/factories';
import { jobs } from '../src/schema';
import { hmacHex } from '../src/modules/payments/razorpay-client';
import { paymentsSettings } from '../src/modules/payments/payments-settings';
import type { SandboxOutcome, SandboxRefundScenario, SandboxWebhookScenario, SandboxTimerKind } from '@store/razorpay-sandbox';
import { bearer, createTestApp, type TestApp } from './test-app';

/**
 * Purchases through the real server and the built-in Razorpay sandbox over HTTP, as the browser
 * makes them: a payment order, a payment in the sandbox (with a test scenario), the order placed.
 */

export const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

export type Triple = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export interface Scenario {
  outcome?: SandboxOutcome;
  refunds?: SandboxRefundScenario;
  webhooks?: SandboxWebhookScenario;
}

/** A test app listening on a port (its gateway client reaches the sandbox over HTTP), its worker idle until drained. */
export async function listeningApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({ env: { JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', ...env }, seed: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The sandbox's secrets on this app (to sign webhooks as the sandbox does). */
export function sandboxSecrets(t: TestApp) {
  const settings = paymentsSettings(t.config, () => '');
  if (settings.mode !== 'sandbox') throw new Error('the sandbox should be on in tests');
  return settings;
}

export const totalOf = (...lines: Array<[Product, number]>) =>
  orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;

export function purchases(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
    t.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: token ? bearer({ token }) : {} });

  async function createOrder(user: MadeUser, lines: Array<[Product, number]>): Promise<PaymentOrder> {
    const res = await call(
      'POST',
      '/api/payments/create-order',
      { amount: totalOf(...lines), items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })), shippingAddress: ADDRESS },
      user.token,
    );
    if (res.statusCode !== 200) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
    return res.json<PaymentOrder>();
  }

  async function pay(orderId: string, scenario: Scenario = {}): Promise<Triple> {
    const res = await call('POST', '/sandbox/razorpay/v1/checkout/pay', { order_id: orderId, method: 'upi', outcome: 'captured', ...scenario });
    if (res.statusCode !== 200) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
    return res.json<Triple>();
  }

  const place = (user: MadeUser, triple: Triple) =>
    call(
      'POST',
      '/api/orders',
      { paymentDetails: { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature } },
      user.token,
    );

  return {
    call,
    createOrder,
    pay,
    place,

    /** A paid order of the user's, paid with this scenario. */
    async buy(user: MadeUser, lines: Array<[Product, number]>, scenario: Scenario = {}): Promise<Order> {
      const triple = await pay((await createOrder(user, lines)).orderId, scenario);
      const res = await place(user, triple);
      if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`placing the order answered ${res.statusCode}: ${res.body}`);
      return res.json<Order>();
    },

    /**
     * Makes queued jobs of these kinds due now (a reconciler's look), and the sandbox's timers of
     * 'sandbox-webhook' (a late webhook) and 'sandbox-refund-settle' (a settling refund), then runs what is due.
     */
    async runDue(...kinds: string[]): Promise<void> {
      await t.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(and(eq(jobs.state, 'queued'), inArray(jobs.kind, kinds)));
      const hurry = kinds.flatMap((kind): SandboxTimerKind[] =>
        kind === 'sandbox-webhook' ? ['webhook'] : kind === 'sandbox-refund-settle' ? ['refund-settle'] : [],
      );
      if (hurry.length) {
        const res = await t.app.inject({ method: 'POST', url: '/sandbox/razorpay/_sandbox/timers/run', payload: { hurry }, headers: this.sandboxAuth() });
        if (res.statusCode !== 200) throw new Error(`the sandbox's timers answered ${res.statusCode}: ${res.body}`);
      }
      await t.app.jobs.drain();
    },

    /** A webhook signed as the sandbox signs it. */
    signedWebhook(body: string, eventId = `evt_${Math.random().toString(36).slice(2, 16)}`) {
      return {
        method: 'POST' as const,
        url: '/api/payments/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(body, sandboxSecrets(t).webhookSecret), 'x-razorpay-event-id': eventId },
      };
    },

    /** Basic auth for the sandbox's REST API, as the shop's Razorpay client sends it. */
    sandboxAuth() {
      const { keyId, keySecret } = sandboxSecrets(t);
      return { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` };
    },
  };
}
