import { randomUUID } from 'node:crypto';
import { MESSAGES, WISHLIST_LIMIT, WISHLIST_MESSAGES, type Wishlist } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../../seed/factories';
import { bearer, createAdminTestApp, type TestApp } from '../../../test/test-app';

/**
 * The wishlist (issue 27, point 4) through the real HTTP server and database: each customer sees and
 * changes only their own list, hidden products are neither listed nor saved, PUT and DELETE are
 * idempotent, and ids that name nothing are 404s with a message.
 */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
});
afterAll(() => t.close());

const put = (user: MadeUser, productId: string) => t.app.inject({ method: 'PUT', url: `/api/wishlist/${productId}`, headers: bearer(user) });
const remove = (user: MadeUser, productId: string) => t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: bearer(user) });
const list = async (user: MadeUser) => {
  const res = await t.app.inject({ url: '/api/wishlist', headers: bearer(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Wishlist>();
};
const ids = (wishlist: Wishlist) => wishlist.items.map((item) => item.product._id);

describe('/api/wishlist', () => {
  it('saves products for the signed-in customer only, newest first, and lists them with their details', async () => {
    const [asha, ravi] = await Promise.all([t.make.makeUser(), t.make.makeUser()]);
    const laptop = await t.make.makeProduct({ name: 'Wishlist Laptop' });
    const mouse = await t.make.makeProduct({ name: 'Wishlist Mouse', category: 'accessories', priceInclGst: 799 });

    expect((await put(asha, laptop._id)).json()).toEqual({ productId: laptop._id, saved: true });
    expect((await put(asha, mouse._id)).statusCode).toBe(200);
    expect((await put(ravi, mouse._id)).statusCode).toBe(200);

    const ashas = await list(asha);
    expect(ids(ashas)).toEqual([mouse._id, laptop._id]);
    expect(ashas.items[0]).toMatchObject({ product: { name: 'Wishlist Mouse', priceInclGst: 799 } });
    expect(new Date(ashas.items[0]!.savedAt).getTime()).not.toBeNaN();
    expect(ids(await list(ravi))).toEqual([mouse._id]);

    // Ravi removing the mouse takes it off his list, not Asha's.
    expect((await remove(ravi, mouse._id)).json()).toEqual({ productId: mouse._id, saved: false });
    expect(ids(await list(ravi))).toEqual([]);
    expect(ids(await list(asha))).toEqual([mouse._id, laptop._id]);
  });

  it('is idempotent: saving twice keeps one entry (and its first date), removing twice is fine', async () => {
    const user = await t.make.makeUser();
    const product = await t.make.makeProduct();
    const [first, second] = await Promise.all([put(user, product._id), put(user, product._id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const saved = await list(user);
    expect(ids(saved)).toEqual([product._id]);
    expect((await put(user, product._id)).statusCode).toBe(200);
    expect((await list(user)).items).toEqual(saved.items);

    expect((await remove(user, product._id)).statusCode).toBe(200);
    expect((await remove(user, product._id)).json()).toEqual({ productId: product._id, saved: false });
    expect(ids(await list(user))).toEqual([]);
  });

  it('neither lists nor saves a product the shop hides, and lists it again once shown', async () => {
    const user = await t.make.makeUser();
    const product = await t.make.makeProduct();
    expect((await put(user, product._id)).statusCode).toBe(200);
    const hide = (hidden: boolean) => t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, headers: bearer(admin), payload: { hidden } });
    expect((await hide(true)).statusCode).toBe(200);
    expect(ids(await list(user))).toEqual([]);

    const other = await t.make.makeUser();
    const refused = await put(other, product._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.productNotFound });

    expect((await hide(false)).statusCode).toBe(200);
    expect(ids(await list(user))).toEqual([product._id]);
  });

  it('answers 404 with a message for ids that name no product, and 401 without a session', async () => {
    const user = await t.make.makeUser();
    const unknown = randomUUID();
    const saved = await put(user, unknown);
    expect(saved.statusCode).toBe(404);
    expect(saved.json()).toEqual({ message: MESSAGES.productNotFound });
    // Taking off what is not there leaves it not there (idempotent), as for a product removed earlier.
    expect((await remove(user, unknown)).json()).toEqual({ productId: unknown, saved: false });
    for (const id of ['not-a-uuid', '1%27%20OR%201=1', `${unknown}x`]) {
      for (const [method, res] of [
        ['PUT', await put(user, id)],
        ['DELETE', await remove(user, id)],
      ] as const) {
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ message: MESSAGES.productNotFound });
      }
    }
    expect((await t.app.inject({ url: '/api/wishlist' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/wishlist/${randomUUID()}` })).statusCode).toBe(401);
  });

  it(`holds at most ${WISHLIST_LIMIT} products`, async () => {
    const user = await t.make.makeUser();
    const made = await t.make.makeProducts(Array.from({ length: WISHLIST_LIMIT + 1 }, () => t.make.productRow()));
    for (const id of made.slice(0, WISHLIST_LIMIT)) expect((await put(user, id)).statusCode).toBe(200);
    const full = await put(user, made[WISHLIST_LIMIT]!);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: WISHLIST_MESSAGES.full });
    // One already saved is still fine (idempotent), and the list is whole.
    expect((await put(user, made[0]!)).statusCode).toBe(200);
    expect((await list(user)).items).toHaveLength(WISHLIST_LIMIT);
  });
});
