import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals, type Product } from '@store/shared';
import { checkouts } from '../src/schema';
import type { MadeUser } from '../src/seed/factories';
import { bearer, createTestApp, type TestApp } from './test-app';

/**
 * The shipping address checkout stores (and the invoice prints) is one line per field: the shared
 * rule at the checkout's door, through the real server (the checkout module's own tests are about money).
 */

let t: TestApp;
let buyer: MadeUser;
let laptop: Product;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { JOB_POLL_MS: '60000' } });
  // The built-in payment sandbox is reached over HTTP on the app's own port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  buyer = await t.make.makeUser();
  laptop = await t.make.makeProduct({ priceInclGst: 50_000, stock: 50 });
});
afterAll(() => t.close());

const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

const createOrder = (shippingAddress: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: bearer(buyer),
    payload: {
      amount: orderTotals([{ category: laptop.category, priceInclGst: laptop.priceInclGst, quantity: 1 }]).total,
      items: [{ productId: laptop._id, quantity: 1 }],
      shippingAddress,
    },
  });

describe('the shipping address at checkout', () => {
  it('joins a street typed on several lines into one, as the parcel and the invoice print it', async () => {
    const res = await createOrder({ ...ADDRESS, street: 'Flat 4B, Sunrise Apartments,\r\n12 MG Road\n\n  Near the bus stop ' });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.database.db.select({ address: checkouts.shippingAddress }).from(checkouts).where(eq(checkouts.gatewayOrderId, res.json().orderId));
    expect(stored?.address.street).toBe('Flat 4B, Sunrise Apartments, 12 MG Road, Near the bus stop');
  });

  it.each([
    ['name', 'Asha\nVerma', 'name contains a character that is not allowed'],
    ['street', '12 MG Road\u001b[2J', 'street contains a character that is not allowed'],
    ['street', '12 MG\u0085Road', 'street contains a character that is not allowed'],
    ['city', 'Pune\r\nMumbai', 'city contains a character that is not allowed'],
    ['city', 'Pu\u0000ne', 'shippingAddress.city: contains a character that is not allowed'],
    ['state', 'Maha\u0007rashtra', 'state contains a character that is not allowed'],
  ])('refuses a %s holding %j with a 400 that names it', async (field, value, message) => {
    const res = await createOrder({ ...ADDRESS, [field]: value });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });
});
