/**
 * The checkout load of `npm run bench` and `scripts/prof-checkout.ts`: each buyer in a loop creates a
 * payment order, pays it in the sandbox and places the order, as the browser does. Latency is of the
 * whole purchase (three requests in a row).
 *
 * The buyers speak HTTP through node:http with keep-alive rather than fetch: on the 2-vCPU machine
 * that runs the bench beside the server, Node 20's fetch cost 0.4–0.8 ms of CPU per request against
 * 0.07 ms, CPU taken from the server being measured.
 */
import http from 'node:http';
import { orderTotals, type ProductCategory } from '@store/shared';

export interface CheckoutLoad {
  /** The shop. */
  appUrl: string;
  /** Where the sandbox's checkout/pay is (the shop itself when the sandbox is in-process). */
  gatewayUrl: string;
  /** One session per buyer. */
  tokens: string[];
  /** A product with stock enough for every purchase of the run. */
  productId: string;
  seconds: number;
}

const ADDRESS = { name: 'Bench Buyer', phone: '9876543210', street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

export async function runCheckouts({ appUrl, gatewayUrl, tokens, productId, seconds }: CheckoutLoad) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const post = (url: string, body: unknown, token?: string) => send(agent, 'POST', (url.startsWith('/sandbox/') ? gatewayUrl : appUrl) + url, body, token);
  // Today's price: the bench's reads-during-writes scenario may have changed it. One unit: the
  // amount charged is its price with GST (decision 0006) and the delivery charge, by the shared rule.
  const product = (await send(agent, 'GET', `${appUrl}/api/products/${productId}`)).body as unknown as { priceInclGst: number; category: ProductCategory };
  const amount = orderTotals([{ category: product.category, priceInclGst: product.priceInclGst, quantity: 1 }]).total;
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const started = performance.now();
        const created = await post('/api/payments/create-order', { amount, items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS }, token);
        const paid =
          created.status === 200
            ? await post('/sandbox/razorpay/v1/checkout/pay', { order_id: created.body.orderId, method: 'upi', outcome: 'success' })
            : undefined;
        const placed =
          paid?.status === 200
            ? await post(
                '/api/orders',
                { paymentDetails: { orderId: paid.body.razorpay_order_id, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature } },
                token,
              )
            : undefined;
        if (placed?.status === 200 || placed?.status === 201) latencies.push(performance.now() - started);
        else if (errors++ === 0) console.error('checkout failed:', JSON.stringify(placed ?? paid ?? created).slice(0, 300));
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return { ordersPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, orders: latencies.length };
}

function send(
  agent: http.Agent,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, string> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string> });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}
