import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, productSchema, type Product, type ProductListResponse, type SuggestResponse } from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The catalogue's answers as clients see them through the cache: validators, encodings, writes. */

let t: TestApp;
let admin: string;
let customer: string;
let product: Product;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const patch = (id: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers: { authorization: `Bearer ${token}` }, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.make.makeUser({ role: 'admin' })).token;
  customer = (await t.make.makeUser()).token;
  product = (await get('/api/products?limit=1')).json<ProductListResponse>().products[0]!;
});
afterAll(() => t.close());

describe('catalogue answers', () => {
  it.each(['/api/products', '/api/products?search=dell&page=1', '/api/products/featured/list', '/sitemap.xml'])(
    '%s carries an ETag, and a repeat with If-None-Match gets 304 without a body',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    },
  );

  it('sends the same JSON compressed with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/products?limit=48');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/products?limit=48', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/products?limit=48', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a malformed product id exactly as an unknown one', async () => {
    for (const id of ['not-an-id', '123', `${product._id}x`, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.productNotFound });
    }
  });
});

describe('the product shape', () => {
  it('is exactly productSchema for every product, in lists, on its page and after an edit', async () => {
    const strict = productSchema.strict();
    const all: Product[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/products?limit=48&page=${page}`)).json<ProductListResponse>();
      all.push(...body.products);
      if (page >= body.totalPages) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(48);
    for (const listed of all) {
      strict.parse(listed);
      expect(listed.hasOffer).toBe(listed.mrp !== null && listed.mrp > listed.priceInclGst);
      expect((await get(`/api/products/${listed._id}`)).json()).toEqual(listed);
    }
    const edited = await patch(all[0]!._id, { mrp: all[0]!.priceInclGst + 100 });
    expect(strict.parse(edited.json())).toMatchObject({ hasOffer: true });
  });
});

describe('a product write in this process', () => {
  it('shows in the very next read of its page, every list it is on, featured, search, filters and suggestions', async () => {
    const featured = (await get('/api/products/featured/list')).json<Product[]>()[0]!;
    const filtered = `/api/products?brand=${encodeURIComponent(featured.brand)}&sort=price_desc&limit=48`;
    const suggested = (q: string) =>
      get(`/api/search/suggest?q=${encodeURIComponent(q)}`).then((r) => r.json<SuggestResponse>().products.find((p) => p._id === featured._id));
    const warm = async () => {
      await get(`/api/products/${featured._id}`);
      await get('/api/products?limit=48');
      await get('/api/products/featured/list');
      await get(`/api/products?search=${encodeURIComponent(featured.brand)}&limit=48`);
      await get(filtered);
      await suggested(featured.name);
    };
    await warm();
    await warm();
    const priceInclGst = featured.priceInclGst + 1;
    const res = await patch(featured._id, { priceInclGst, mrp: null, stock: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>()).toMatchObject({ _id: featured._id, priceInclGst, stock: 3, hasOffer: false });

    expect((await get(`/api/products/${featured._id}`)).json<Product>()).toMatchObject({ priceInclGst, stock: 3 });
    const inList = (url: string) => get(url).then((r) => r.json<ProductListResponse>().products.find((p) => p._id === featured._id));
    expect(await inList('/api/products?limit=48')).toMatchObject({ priceInclGst, stock: 3 });
    expect(await inList(`/api/products?search=${encodeURIComponent(featured.brand)}&limit=48`)).toMatchObject({ priceInclGst });
    expect((await get('/api/products/featured/list')).json<Product[]>().find((p) => p._id === featured._id)).toMatchObject({ priceInclGst });
    expect(await inList(filtered)).toMatchObject({ priceInclGst, stock: 3 });
    // The first suggestions after a change come from the database while the suggestion index is made again; later ones from it.
    expect(await suggested(featured.name)).toMatchObject({ priceInclGst });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await suggested(`${featured.name} `.split(' ').slice(0, 3).join(' '))).toMatchObject({ priceInclGst });
  });

  it('changes the ETag, so a client holding the old one gets the new body', async () => {
    const before = await get(`/api/products/${product._id}`);
    await patch(product._id, { stock: product.stock + 2 });
    const after = await get(`/api/products/${product._id}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<Product>().stock).toBe(product.stock + 2);
  });

  it('adds a new product to lists and the sitemap at once', async () => {
    await get('/sitemap.xml');
    await get('/api/products?limit=1');
    const made = await t.make.makeProduct({ name: 'Cache Test Laptop Zeta' });
    expect((await get('/api/products?limit=1')).json<ProductListResponse>().products[0]!._id).toBe(made._id);
    expect((await get('/sitemap.xml')).body).toContain(`/products/${made._id}`);
    expect((await get('/api/products?search=zeta')).json<ProductListResponse>().products.map((p) => p._id)).toContain(made._id);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, payload: { priceInclGst: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const byCustomer = await patch(product._id, { priceInclGst: 1 }, customer);
    expect(byCustomer.statusCode).toBe(403);
    expect((await get(`/api/products/${product._id}`)).json<Product>().price).not.toBe(1);
  });

  it('refuses fields it does not edit and values out of range, with a message', async () => {
    for (const payload of [
      { _id: 'x' },
      { hasOffer: true },
      { ratings: { average: 5, count: 1000 } },
      { priceInclGst: -1 },
      { priceInclGst: 1.5 },
      { price: 100 },
      { mrp: 'x' },
      { attributes: [] },
      { stock: '3' },
    ]) {
      const res = await patch(product._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await patch(id, { priceInclGst: 10 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.productNotFound });
    }
  });
});
