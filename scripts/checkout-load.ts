/**
 * The checkout load of `npm run bench` and `scripts/prof-checkout.ts`: a purchase creates a payment
 * order, pays it in the sandbox and places the order, as the browser does. Latency is of the whole
 * purchase (three requests in a row). Here the closed loop (each buyer buys again at once);
 * scripts/bench/open-loop.ts has purchases arriving at a fixed rate.
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
  /** The Razorpay sandbox's API root (the shop's /sandbox/razorpay when it is in-process), where its checkout/pay is. */
  gatewayUrl: string;
  /** One session per buyer. */
  tokens: string[];
  /** A product with stock enough for every purchase of the run. */
  productId: string;
  seconds: number;
}

const ADDRESS = { name: 'Bench Buyer', phone: '9876543210', street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** Buys one unit of the load's product as a given buyer, the way the browser does; the purchase's milliseconds, or undefined if it failed. */
export async function createPurchaser({ appUrl, gatewayUrl, productId, sockets }: Omit<CheckoutLoad, 'tokens' | 'seconds'> & { sockets: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (url: string, body: unknown, token?: string) => send(agent, 'POST', appUrl + url, body, token);
  // The buyer's payment, made at the gateway as the browser's checkout makes it there.
  const pay = (body: unknown) => send(agent, 'POST', `${gatewayUrl}/v1/checkout/pay`, body);
  // Today's price: the bench's reads-during-writes scenario may have changed it. One unit: the
  // amount charged is its price with GST (decision 0006) and the delivery charge, by the shared rule.
  const product = (await send(agent, 'GET', `${appUrl}/api/products/${productId}`)).body as unknown as { priceInclGst: number; category: ProductCategory };
  const amount = orderTotals([{ category: product.category, priceInclGst: product.priceInclGst, quantity: 1 }]).total;
  let errors = 0;
  return {
    get errors() {
      return errors;
    },
    async buy(token: string): Promise<number | undefined> {
      const started = performance.now();
      const created = await post('/api/payments/create-order', { amount, items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS }, token);
      const paid = created.status === 200 ? await pay({ order_id: created.body.orderId, method: 'upi', outcome: 'success' }) : undefined;
      const placed =
        paid?.status === 200
          ? await post(
              '/api/orders',
              { paymentDetails: { orderId: paid.body.razorpay_order_id, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature } },
              token,
            )
          : undefined;
      if (placed?.status === 200 || placed?.status === 201) return performance.now() - started;
      if (errors++ === 0) console.error('checkout failed:', JSON.stringify(placed ?? paid ?? created).slice(0, 300));
      return undefined;
    },
    close: () => agent.destroy(),
  };
}

/** The 50th and 99th percentiles of some latencies, whole ms. */
export function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

/** The closed loop: each buyer buys again the moment a purchase ends. */
export async function runCheckouts({ appUrl, gatewayUrl, tokens, productId, seconds }: CheckoutLoad) {
  const purchaser = await createPurchaser({ appUrl, gatewayUrl, productId, sockets: tokens.length });
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const took = await purchaser.buy(token);
        if (took !== undefined) latencies.push(took);
      }
    }),
  );
  purchaser.close();
  return { ordersPerSecond: latencies.length / seconds, ...percentiles(latencies), errors: purchaser.errors, orders: latencies.length };
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
