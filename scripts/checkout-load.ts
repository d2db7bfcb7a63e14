/**
 * The checkout load of `npm run bench` and `scripts/prof-checkout.ts`: each buyer in a loop creates a
 * payment order, pays it in the sandbox and places the order, as the browser does. Latency is of the
 * whole purchase (three requests in a row).
 */
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
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch((url.startsWith('/sandbox/') ? gatewayUrl : appUrl) + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  // Today's price: the bench's reads-during-writes scenario may have changed it.
  const { price } = (await (await fetch(`${appUrl}/api/products/${productId}`)).json()) as { price: number };
  const amount = Math.round(price * 1.18);
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const started = performance.now();
        const created = await post('/api/payments/create-order', { amount, items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS }, token);
        const paid = created.status === 200 ? await post('/sandbox/razorpay/v1/checkout/pay', { order_id: created.body.orderId, method: 'upi', outcome: 'success' }) : undefined;
        const placed =
          paid?.status === 200
            ? await post('/api/orders', { paymentDetails: { orderId: paid.body.razorpay_order_id, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature } }, token)
            : undefined;
        if (placed?.status === 200 || placed?.status === 201) latencies.push(performance.now() - started);
        else if (errors++ === 0) console.error('checkout failed:', JSON.stringify(placed ?? paid ?? created).slice(0, 300));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return { ordersPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, orders: latencies.length };
}
