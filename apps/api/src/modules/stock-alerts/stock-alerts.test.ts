import { randomUUID } from 'node:crypto';
import { MESSAGES, orderTotals, STOCK_ALERT_MESSAGES, STOCK_ALERTS_PER_ADDRESS, type Order, type Product } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { createSealer } from '../../lib/sealer';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * "Notify me" (issue 27, point 4) through the real HTTP server, database and job queue: a request
 * for a sold-out product gets one mail when stock returns (by any path that puts stock back), none
 * on a later restock unless asked again, and the mail's unsubscribe link works without logging in.
 * Mail is read from the development outbox (no SMTP_URL), after the queue has run.
 */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { NODE_ENV: 'development', COD_MAX_TOTAL: '50000', JOB_RETRY_BASE_SECONDS: '0' } });
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(() => t.close());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const notifyMe = (productId: string, body: object = {}, user?: MadeUser) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/notify-me`, headers: user ? bearer(user) : {}, payload: body });
const adjust = (product: Product, change: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${product._id}/stock`, headers: bearer(admin), payload: { change, reason: 'Delivery from Dell' } });
const edit = (product: Product, changes: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, headers: bearer(admin), payload: changes });
const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/stock-alerts/unsubscribe', payload: { token } });

/** Back-in-stock mails to `email` about `product`, once the queue has run everything due. */
async function mailsTo(email: string, product: Product): Promise<OutboxMail[]> {
  await t.app.jobs.drain();
  const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json<OutboxMail[]>();
  return outbox.filter((mail) => mail.to === email && mail.subject === `Back in stock: ${product.name}`);
}

const tokenIn = (mail: OutboxMail) => {
  const link = /(\S+\/stock-alerts\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
};

const soldOut = (name: string, overrides: { category?: Product['category']; priceInclGst?: number } = {}) =>
  t.make.makeProduct({ name: `${name} ${randomUUID().slice(0, 6)}`, stock: 0, ...overrides });
const guestEmail = () => `guest.${randomUUID().slice(0, 8)}@example.in`;

describe('POST /api/products/:id/notify-me', () => {
  it('mails each waiting address once when stock returns, and not again on the next restock', async () => {
    const product = await soldOut('Alert Laptop');
    const guest = guestEmail();
    const customer = await t.make.makeUser();

    const asked = await notifyMe(product._id, { email: `  ${guest.toUpperCase()} ` });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ email: guest, message: STOCK_ALERT_MESSAGES.subscribed(guest) });
    // Asked twice (and twice at once): still one request, so one mail.
    const again = await Promise.all([notifyMe(product._id, { email: guest }), notifyMe(product._id, { email: guest })]);
    expect(again.map((res) => res.statusCode)).toEqual([201, 201]);
    // Signed in, the account's address is used, whatever the body says.
    const mine = await notifyMe(product._id, { email: 'someone.else@example.in' }, customer);
    expect(mine.json()).toMatchObject({ email: customer.email });

    expect(await mailsTo(guest, product)).toHaveLength(0);
    expect((await adjust(product, 5)).statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(guest, product);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(`/products/${product._id}`);
    expect(await mailsTo(customer.email, product)).toHaveLength(1);
    expect(await mailsTo('someone.else@example.in', product)).toHaveLength(0);

    // Sold out and restocked again: nobody asked again, so no mail.
    expect((await adjust(product, -5)).statusCode).toBe(200);
    expect((await adjust(product, 3)).statusCode).toBe(200);
    expect(await mailsTo(guest, product)).toHaveLength(1);
    expect(await mailsTo(customer.email, product)).toHaveLength(1);
  });

  it('mails again only for a new request, and not for stock added while some were left', async () => {
    const product = await soldOut('Alert Mouse');
    const guest = guestEmail();
    await notifyMe(product._id, { email: guest });
    expect((await edit(product, { stock: 2 })).statusCode).toBe(200); // the product edit path
    expect(await mailsTo(guest, product)).toHaveLength(1);

    // In stock now: nothing to ask for.
    const inStock = await notifyMe(product._id, { email: guest });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toEqual({ message: STOCK_ALERT_MESSAGES.inStock });

    expect((await adjust(product, -2)).statusCode).toBe(200);
    expect((await notifyMe(product._id, { email: guest })).statusCode).toBe(201);
    expect((await adjust(product, 1)).statusCode).toBe(200);
    expect((await adjust(product, 1)).statusCode).toBe(200); // 1 → 2 is not a restock
    expect(await mailsTo(guest, product)).toHaveLength(2);
  });

  it('mails when a cancelled order puts the last units back', async () => {
    const product = await soldOut('Alert Keyboard', { category: 'accessories', priceInclGst: 1_299 });
    expect((await adjust(product, 1)).statusCode).toBe(200);
    const buyer = await t.make.makeUser();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: bearer(buyer),
      payload: {
        amount: orderTotals([{ category: product.category, priceInclGst: product.priceInclGst, quantity: 1 }]).total,
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const guest = guestEmail();
    expect((await notifyMe(product._id, { email: guest })).statusCode).toBe(201);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.json<Order>()._id}/cancel`, headers: bearer(buyer) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailsTo(guest, product)).toHaveLength(1);
  });

  it('keeps requests waiting while the product is hidden, and mails once it is shown with stock', async () => {
    const product = await soldOut('Alert Monitor');
    const guest = guestEmail();
    await notifyMe(product._id, { email: guest });
    expect((await edit(product, { hidden: true })).statusCode).toBe(200);
    expect((await adjust(product, 4)).statusCode).toBe(200);
    expect(await mailsTo(guest, product)).toHaveLength(0);
    expect((await edit(product, { hidden: false })).statusCode).toBe(200);
    expect(await mailsTo(guest, product)).toHaveLength(1);
  });

  it('refuses what cannot be asked for, with a message', async () => {
    const product = await soldOut('Alert Tablet');
    const noEmail = await notifyMe(product._id, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ message: STOCK_ALERT_MESSAGES.emailRequired });
    const badEmail = await notifyMe(product._id, { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/valid email/i);
    for (const id of [randomUUID(), 'nope']) {
      const res = await notifyMe(id, { email: guestEmail() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.productNotFound });
    }
    expect((await edit(product, { hidden: true })).statusCode).toBe(200);
    expect((await notifyMe(product._id, { email: guestEmail() })).statusCode).toBe(404);
  });

  it(`lets one address wait for at most ${STOCK_ALERTS_PER_ADDRESS} products, whoever types it; asking again for one of them still works`, async () => {
    const stranger = guestEmail();
    const products = await Promise.all(Array.from({ length: STOCK_ALERTS_PER_ADDRESS + 1 }, (_, n) => soldOut(`Capped Alert ${n}`)));
    for (const product of products.slice(0, STOCK_ALERTS_PER_ADDRESS)) expect((await notifyMe(product._id, { email: stranger })).statusCode).toBe(201);
    const over = await notifyMe(products.at(-1)!._id, { email: stranger });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: STOCK_ALERT_MESSAGES.tooMany });
    expect((await notifyMe(products[0]!._id, { email: stranger })).statusCode).toBe(201);
    // Once one is mailed (back in stock), the address may ask for another.
    expect((await adjust(products[0]!, 1)).statusCode).toBe(200);
    expect(await mailsTo(stranger, products[0]!)).toHaveLength(1);
    expect((await notifyMe(products.at(-1)!._id, { email: stranger })).statusCode).toBe(201);
  });
});

describe('POST /api/stock-alerts/unsubscribe', () => {
  it("stops the address's waiting requests from the mail's link, without logging in", async () => {
    const [first, second] = [await soldOut('Alert Phone'), await soldOut('Alert Charger')];
    const guest = guestEmail();
    const other = guestEmail();
    await notifyMe(first._id, { email: guest });
    await notifyMe(second._id, { email: guest });
    await notifyMe(second._id, { email: other });
    expect((await adjust(first, 2)).statusCode).toBe(200);
    const [mail] = await mailsTo(guest, first);

    const res = await unsubscribe(tokenIn(mail!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stopped: 1, message: STOCK_ALERT_MESSAGES.unsubscribed });
    // The link again: nothing left to stop, still fine.
    expect((await unsubscribe(tokenIn(mail!))).json()).toMatchObject({ stopped: 0 });

    expect((await adjust(second, 2)).statusCode).toBe(200);
    expect(await mailsTo(guest, second)).toHaveLength(0);
    expect(await mailsTo(other, second)).toHaveLength(1);
  });

  it('refuses a token that was altered or sealed for something else', async () => {
    const sealedElsewhere = createSealer(t.config.AUTH_SECRET, 'techstore:queued-mail').seal('a@example.in', 'stock-alert-unsubscribe');
    for (const token of ['garbage', sealedElsewhere, `${sealedElsewhere.slice(0, -4)}AAAA`]) {
      const res = await unsubscribe(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: STOCK_ALERT_MESSAGES.badLink });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/stock-alerts/unsubscribe', payload: {} })).statusCode).toBe(400);
  });
});
