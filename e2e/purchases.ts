import { expect, type APIRequestContext } from '@playwright/test';
import { orderTotals, type Order, type Product } from '@store/shared';

/**
 * Orders bought for real: a payment order on the server, paid in the sandbox over HTTP (what its
 * dialog's Pay button calls), and the order placed from it, as the checkout page does.
 */

export const SHIPPING_ADDRESS = {
  name: 'Meera Nair',
  phone: '9845012345',
  street: '4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/**
 * Products to buy in tests: plenty in stock, and of the catalogue's software and services, whose stock
 * no other test reads (they run in parallel on one catalogue, from a list loaded once). Each purchase
 * takes a unit or a few, so specs may share them.
 */
export function stockedProducts(products: Product[]): Product[] {
  return products.filter((p) => (p.category === 'software' || p.category === 'services') && !p.hasOffer && p.stock >= 20);
}

export async function buy(request: APIRequestContext, token: string, lines: Array<[Product, number]>, shippingAddress = SHIPPING_ADDRESS): Promise<Order> {
  const headers = { authorization: `Bearer ${token}` };
  // The amount shown: the sum of the prices with GST (decision 0006), and the delivery fee on ₹5,000 or less of courier goods.
  const total = orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total;
  const created = await request.post('/api/payments/create-order', {
    headers,
    data: { amount: total, items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })), shippingAddress },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { orderId } = (await created.json()) as { orderId: string };
  const paid = await request.post('/sandbox/razorpay/v1/checkout/pay', { data: { order_id: orderId, method: 'upi', outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const triple = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  const placed = await request.post('/api/orders', {
    headers,
    data: { paymentDetails: { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature } },
  });
  // 200 when the sandbox's webhook placed it first.
  expect([200, 201], await placed.text()).toContain(placed.status());
  return (await placed.json()) as Order;
}
