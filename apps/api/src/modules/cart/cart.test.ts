import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_CHECKOUT_LINES, type Cart, type Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { carts } from '../../schema';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The saved cart (issue 27) through the real server: each line priced by the catalogue now, hidden and
 * deleted products dropped with a word why, quantities capped at stock and at the line limit, merge at
 * login, two devices, owners kept apart, bad input refused with a message, and saves at once that queue.
 */

let t: TestApp;
let admin: MadeUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(() => t.close());

const line = (product: Product, quantity: number) => ({ productId: product._id, quantity });
const get = (user: MadeUser) => t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user) });
const put = (user: MadeUser, items: unknown) => t.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(user), payload: { items } });
const merge = (user: MadeUser, items: unknown) => t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: bearer(user), payload: { items } });
const quantities = (cart: Cart) => cart.items.map((item) => [item.product._id, item.quantity]);

describe('GET and PUT /api/cart', () => {
  it('starts empty, keeps the whole cart a PUT sends, in its order, and answers with the catalogue’s data', async () => {
    const user = await t.make.makeUser();
    const empty = await get(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], changes: [], message: null });

    const laptop = await t.make.makeProduct({ name: 'ZenBook 14', priceInclGst: 74_990, mrp: 84_990, stock: 5 });
    const mouse = await t.make.makeProduct({ category: 'accessories', name: 'MX Anywhere', priceInclGst: 6_495, stock: 40 });
    const saved = await put(user, [line(mouse, 2), line(laptop, 1)]);
    expect(saved.statusCode, saved.body).toBe(200);
    const cart = saved.json<Cart>();
    expect(quantities(cart)).toEqual([
      [mouse._id, 2],
      [laptop._id, 1],
    ]);
    expect(cart.items[1]!.product).toEqual({
      _id: laptop._id,
      name: 'ZenBook 14',
      brand: laptop.brand,
      category: 'laptop',
      priceInclGst: 74_990,
      mrp: 84_990,
      discountPercent: 11,
      stock: 5,
      images: laptop.images,
    });
    expect(cart.message).toBeNull();

    // A price change reaches the cart on the next read: the server never keeps a price.
    await t.app.catalog.update(laptop._id, { priceInclGst: 71_990 });
    expect((await get(user)).json<Cart>().items[1]!.product.priceInclGst).toBe(71_990);

    // PUT is the whole cart: what it leaves out is gone.
    expect(quantities((await put(user, [line(laptop, 2)])).json<Cart>())).toEqual([[laptop._id, 2]]);
    expect(quantities((await get(user)).json<Cart>())).toEqual([[laptop._id, 2]]);
    expect(quantities((await put(user, [])).json<Cart>())).toEqual([]);
    expect((await get(user)).json<Cart>().items).toEqual([]);
  });

  it('ignores any price or product data the browser sends', async () => {
    const user = await t.make.makeUser();
    const ssd = await t.make.makeProduct({ category: 'accessories', priceInclGst: 8_999, stock: 10 });
    const res = await put(user, [{ productId: ssd._id, quantity: 1, priceInclGst: 1, product: { priceInclGst: 1, name: 'Free' } }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Cart>().items[0]!.product).toMatchObject({ priceInclGst: 8_999, name: ssd.name });
    expect(JSON.stringify((await t.database.db.select().from(carts)).map((row) => row.lines))).not.toContain('8999');
  });

  it('caps quantities at the stock and at the line limit, and says so', async () => {
    const user = await t.make.makeUser();
    const few = await t.make.makeProduct({ name: 'Rare Dock', category: 'accessories', stock: 3 });
    const many = await t.make.makeProduct({ name: 'USB-C Cable', category: 'accessories', stock: 500 });
    const res = await put(user, [line(few, 7), line(many, 250)]);
    const cart = res.json<Cart>();
    expect(quantities(cart)).toEqual([
      [few._id, 3],
      [many._id, MAX_LINE_QUANTITY],
    ]);
    expect(cart.changes).toEqual([
      { productId: few._id, name: 'Rare Dock', kind: 'capped', quantity: 3 },
      { productId: many._id, name: 'USB-C Cable', kind: 'capped', quantity: MAX_LINE_QUANTITY },
    ]);
    expect(cart.message).toBe(
      `Your cart was updated: Rare Dock was reduced to 3 (all we can sell you); USB-C Cable was reduced to ${MAX_LINE_QUANTITY} (all we can sell you).`,
    );
    // Kept capped: the next read has nothing more to say.
    expect((await get(user)).json<Cart>()).toMatchObject({ changes: [], message: null });

    // A product named twice counts once, quantities added.
    expect(quantities((await put(user, [line(many, 2), line(many, 3)])).json<Cart>())).toEqual([[many._id, 5]]);
  });

  it('drops hidden, deleted and sold-out products on the next read, and says which', async () => {
    const user = await t.make.makeUser();
    const hidden = await t.make.makeProduct({ name: 'Old Keyboard', category: 'accessories', stock: 4 });
    const deleted = await t.make.makeProduct({ name: 'Test Charger', category: 'accessories', stock: 4 });
    const soldOut = await t.make.makeProduct({ name: 'Webcam HD', category: 'accessories', stock: 2 });
    const kept = await t.make.makeProduct({ name: 'Laptop Stand', category: 'accessories', stock: 9 });
    expect(quantities((await put(user, [line(hidden, 1), line(deleted, 1), line(soldOut, 1), line(kept, 1)])).json<Cart>())).toHaveLength(4);

    await t.app.catalog.update(hidden._id, { hidden: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${deleted._id}`, headers: bearer(admin) })).statusCode).toBe(204);
    await t.app.catalog.update(soldOut._id, { stock: 0 });

    const cart = (await get(user)).json<Cart>();
    expect(quantities(cart)).toEqual([[kept._id, 1]]);
    expect(cart.changes).toEqual([
      { productId: hidden._id, name: 'Old Keyboard', kind: 'unavailable', quantity: 0 },
      { productId: deleted._id, name: '', kind: 'unavailable', quantity: 0 },
      { productId: soldOut._id, name: 'Webcam HD', kind: 'sold-out', quantity: 0 },
    ]);
    expect(cart.message).toBe(
      'Your cart was updated: Old Keyboard is no longer available and was removed; A product is no longer available and was removed; Webcam HD is out of stock and was removed.',
    );
    // Said once: the saved cart no longer holds them.
    expect((await get(user)).json<Cart>()).toMatchObject({ items: [{ quantity: 1 }], changes: [], message: null });
  });
});

describe('POST /api/cart/merge', () => {
  it('adds the browser’s cart to the saved one: quantities added up and capped, new products after, one message', async () => {
    const user = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ name: 'IdeaPad Slim 3', stock: 4 });
    const bag = await t.make.makeProduct({ name: 'Laptop Sleeve', category: 'accessories', stock: 20 });
    const pen = await t.make.makeProduct({ name: 'Stylus Pen', category: 'accessories', stock: 20 });
    const gone = await t.make.makeProduct({ name: 'Discontinued Hub', category: 'accessories', stock: 20 });
    await put(user, [line(laptop, 3), line(bag, 1)]);
    await t.app.catalog.update(gone._id, { hidden: true });

    const res = await merge(user, [line(laptop, 2), line(pen, 2), line(gone, 1)]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<Cart>();
    expect(quantities(cart)).toEqual([
      [laptop._id, 4],
      [bag._id, 1],
      [pen._id, 2],
    ]);
    expect(cart.changes).toEqual([
      { productId: laptop._id, name: 'IdeaPad Slim 3', kind: 'capped', quantity: 4 },
      { productId: gone._id, name: 'Discontinued Hub', kind: 'unavailable', quantity: 0 },
    ]);
    // 1 more laptop (capped at 4) + 2 pens came from this browser.
    expect(cart.message).toBe(
      'We added 3 items from this device to the cart saved in your account. IdeaPad Slim 3 was reduced to 4 (all we can sell you); Discontinued Hub is no longer available and was removed.',
    );
    expect(quantities((await get(user)).json<Cart>())).toEqual(quantities(cart));
  });

  it('says nothing when the browser brings nothing new, nor when it fills a first cart (nothing to merge with)', async () => {
    const user = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', stock: 5 });
    expect((await merge(user, [])).json()).toEqual({ items: [], changes: [], message: null });
    const first = (await merge(user, [line(mouse, 1)])).json<Cart>();
    expect(quantities(first)).toEqual([[mouse._id, 1]]);
    expect(first.message).toBeNull();
    const mat = await t.make.makeProduct({ category: 'accessories', stock: 5 });
    const second = (await merge(user, [line(mat, 2)])).json<Cart>();
    expect(second.message).toBe('We added 2 items from this device to the cart saved in your account.');
  });

  it('keeps the saved lines when the merged cart would hold too many products', async () => {
    const user = await t.make.makeUser();
    const rows = Array.from({ length: MAX_CHECKOUT_LINES + 2 }, (_, i) => t.make.productRow({ name: `Cable ${i}`, category: 'accessories', stock: 10 }));
    const ids = await t.make.makeProducts(rows);
    const savedLines = ids.slice(0, MAX_CHECKOUT_LINES).map((productId) => ({ productId, quantity: 1 }));
    expect((await put(user, savedLines)).statusCode).toBe(200);
    const cart = (
      await merge(
        user,
        ids.slice(MAX_CHECKOUT_LINES).map((productId) => ({ productId, quantity: 1 })),
      )
    ).json<Cart>();
    expect(cart.items.map((item) => item.product._id)).toEqual(ids.slice(0, MAX_CHECKOUT_LINES));
    expect(cart.changes.map((change) => [change.productId, change.kind])).toEqual(ids.slice(MAX_CHECKOUT_LINES).map((id) => [id, 'cart-full']));
  });
});

describe('two devices, one account', () => {
  it('a cart saved on one device is what the other loads; the last whole-cart save wins', async () => {
    const user = await t.make.makeUser();
    const phone = { ...user, token: (await login(user)).token };
    const mouse = await t.make.makeProduct({ category: 'accessories', stock: 10 });
    const pad = await t.make.makeProduct({ category: 'accessories', stock: 10 });

    await put(user, [line(mouse, 2)]);
    expect(quantities((await get(phone)).json<Cart>())).toEqual([[mouse._id, 2]]);
    await put(phone, [line(mouse, 2), line(pad, 1)]);
    expect(quantities((await get(user)).json<Cart>())).toEqual([
      [mouse._id, 2],
      [pad._id, 1],
    ]);
  });

  it('saves and merges sent at the same moment each apply whole, one after the other', async () => {
    const user = await t.make.makeUser();
    const products = await Promise.all(Array.from({ length: 4 }, () => t.make.makeProduct({ category: 'accessories', stock: 50 })));
    await put(user, [line(products[0]!, 1)]);

    // Four guest carts merged at once (four devices logging in): none is lost.
    const merges = await Promise.all(products.map((product) => merge(user, [line(product, 2)])));
    expect(merges.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (await get(user)).json<Cart>();
    expect(new Map(quantities(after) as Array<[string, number]>)).toEqual(
      new Map([
        [products[0]!._id, 3],
        [products[1]!._id, 2],
        [products[2]!._id, 2],
        [products[3]!._id, 2],
      ]),
    );

    // Whole-cart saves at once: the result is exactly one of them, never a mix.
    const carts = products.map((product, i) => [line(product, i + 1), line(products[(i + 1) % 4]!, 1)]);
    const saves = await Promise.all(carts.map((items) => put(user, items)));
    expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const final = quantities((await get(user)).json<Cart>());
    expect(carts.map((items) => items.map((item) => [item.productId, item.quantity]))).toContainEqual(final);
  });
});

describe('owners and bad requests', () => {
  it('each customer sees and changes only their own cart; a guest gets 401', async () => {
    const asha = await t.make.makeUser();
    const ravi = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', stock: 10 });
    await put(asha, [line(mouse, 3)]);
    expect((await get(ravi)).json<Cart>().items).toEqual([]);
    await put(ravi, []);
    expect(quantities((await get(asha)).json<Cart>())).toEqual([[mouse._id, 3]]);

    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['PUT', '/api/cart'],
      ['POST', '/api/cart/merge'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { items: [] } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it.each([
    ['no body', undefined, 'items must be a list of { productId, quantity }'],
    ['items not a list', { items: 'mouse' }, 'items must be a list of { productId, quantity }'],
    ['a product id that is no id', { items: [{ productId: 'abc', quantity: 1 }] }, 'Each cart line needs the id of a product'],
    ['a quantity of 0', { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 0 }] }, 'Quantity must be a whole number of at least 1'],
    [
      'a fractional quantity',
      { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1.5 }] },
      'Quantity must be a whole number of at least 1',
    ],
    ['a quantity as text', { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: '2' }] }, 'Quantity must be a whole number of at least 1'],
    [
      'too many products',
      {
        items: Array.from({ length: MAX_CHECKOUT_LINES + 1 }, (_, i) => ({ productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1 })),
      },
      `A cart can hold at most ${MAX_CHECKOUT_LINES} different products`,
    ],
  ])('refuses %s with 400 and a message, on PUT and merge alike', async (_, payload, message) => {
    const user = await t.make.makeUser();
    for (const [method, url] of [
      ['PUT', '/api/cart'],
      ['POST', '/api/cart/merge'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(user), payload: payload as object | undefined });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });

  it('an unknown product id is dropped, not an error', async () => {
    const user = await t.make.makeUser();
    const res = await put(user, [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({ items: [], changes: [{ kind: 'unavailable', name: '' }] });
  });
});

async function login(user: MadeUser): Promise<{ token: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>();
}
