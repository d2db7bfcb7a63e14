import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReturnPage, OrderReturn, OrderReturns, Product, Review } from '@store/shared';
import type { MadeUser } from '../src/seed/factories';
import { createFileStore, type FileStore } from '../src/plugins/file-store';
import { storeProductImage } from '../src/modules/catalog/product-images';
import { multipartForm, testPicture } from './multipart';
import { startS3, type TestS3 } from './s3-server';
import { bearer, createTestApp, type TestApp } from './test-app';

/**
 * Product pictures, review photos and return photos through the real server, on the local disk (the
 * default) and on an S3-compatible server (s3rver over HTTP, with S3_BUCKET set): stored, served back
 * by the app with the same access rules on both, and nothing left behind by a refused upload.
 */

interface Backend {
  name: string;
  env(dataDir: string): Promise<Record<string, string>>;
  /** Every stored key under uploads/, sorted. */
  keys(dataDir: string): Promise<string[]>;
  close(): Promise<void>;
}

let s3: TestS3 | undefined;
const backends: Backend[] = [
  {
    name: 'the local disk',
    env: async () => ({}),
    async keys(dataDir) {
      const root = path.join(dataDir, 'uploads');
      if (!existsSync(root)) return [];
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },
    close: async () => {},
  },
  {
    name: 'an S3-compatible server',
    async env() {
      s3 = await startS3();
      return s3.env;
    },
    keys: async () => s3!.keys(),
    close: async () => s3?.close(),
  },
];

describe.each(backends)('files on $name', (backend) => {
  let t: TestApp;
  let admin: MadeUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
    t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir, ...(await backend.env(dataDir)) } });
    admin = await t.make.makeUser({ role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const keys = () => backend.keys(dataDir);
  const get = (url: string, user?: MadeUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
  const notAPicture = { bytes: Buffer.from('%PDF-1.4 not a picture at all'), name: 'photo.png', type: 'image/png' };

  async function uploadProductPicture(productId: string, file: { bytes: Buffer; name: string; type: string }) {
    const data = new FormData();
    data.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const encoded = new Response(data);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...bearer(admin), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  async function expectPublicPicture(url: string, width: number) {
    const res = await get(url);
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']], url).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
  }

  it('keeps a product picture the admin uploads and serves it to anyone for a year; a file that is no picture leaves nothing behind', async () => {
    const product = await t.make.makeProduct({ images: [] });
    const refused = await uploadProductPicture(product._id, notAPicture);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(await keys()).toEqual([]);

    const res = await uploadProductPicture(product._id, { bytes: await testPicture(), name: 'laptop.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json<Product>().images;
    expect(image).toMatch(new RegExp(`^/uploads/products/${product._id}/[0-9a-f-]{36}-1200\\.webp$`));
    expect(await keys()).toEqual([image!.slice(1).replace('-1200', '-480'), image!.slice(1)].sort());
    await expectPublicPicture(image!, 800);
    await expectPublicPicture(image!.replace('-1200', '-480'), 480);

    const head = await t.app.inject({ method: 'HEAD', url: image! });
    expect([head.statusCode, head.rawPayload.length, Number(head.headers['content-length'])]).toEqual([200, 0, (await get(image!)).rawPayload.length]);
    expect((await get(image!.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    if (backend.name !== 'the local disk') expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('leaves nothing behind when the store fails halfway through a picture', async () => {
    const files = await createFileStore(t.config);
    const before = await keys();
    // The store refuses the large size (a full disk, a bucket gone): the card size stored a moment before goes again.
    const failing: FileStore = {
      ...files,
      put: (key, body, type) => (key.endsWith('-1200.webp') ? Promise.reject(new Error('no space left')) : files.put(key, body, type)),
    };
    await expect(storeProductImage(failing, randomUUID(), await testPicture())).rejects.toThrow('no space left');
    expect(await keys()).toEqual(before);
  });

  it('keeps a review photo and serves it to anyone; a review whose photo is refused leaves nothing behind', async () => {
    const product = await t.make.makeProduct();
    const buyer = await t.make.makeUser();
    await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { status: 'delivered' });
    const before = await keys();
    const review = { rating: 5, title: 'Sharp screen', text: 'The screen is bright and the battery lasts the whole working day.' };
    const submit = async (photos: Array<{ bytes: Buffer; name?: string; type?: string }>) => {
      const { payload, contentType } = await multipartForm(review, photos);
      return t.app.inject({ method: 'POST', url: `/api/products/${product._id}/reviews`, headers: { ...bearer(buyer), 'content-type': contentType }, payload });
    };

    const refused = await submit([{ bytes: await testPicture() }, notAPicture]);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(await keys()).toEqual(before);

    const res = await submit([{ bytes: await testPicture() }]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json<Pick<Review, 'photos'>>().photos;
    expect(photo).toMatch(new RegExp(`^/uploads/reviews/${product._id}/[0-9a-f-]{36}-1200\\.webp$`));
    expect(await keys()).toEqual([...before, photo!.slice(1).replace('-1200', '-480'), photo!.slice(1)].sort());
    await expectPublicPicture(photo!, 800);
  });

  it("shows a return's photos only to the order's customer and the shop", async () => {
    const product = await t.make.makeProduct({ category: 'accessories' });
    const buyer = await t.make.makeUser();
    const stranger = await t.make.makeUser();
    const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { status: 'shipped', trackingNumber: 'AWB1234567' });
    const delivered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const itemId = (await get(`/api/orders/${orderId}/returns`, buyer)).json<OrderReturns>().options[0]!.itemId;
    const ask = async (photos: Array<{ bytes: Buffer; name?: string; type?: string }>) => {
      const fields = {
        lines: JSON.stringify([{ itemId, quantity: 1 }]),
        kind: 'return',
        reason: 'defective',
        description: 'The left button stopped clicking.',
      };
      const { payload, contentType } = await multipartForm(fields, photos);
      return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: { ...bearer(buyer), 'content-type': contentType }, payload });
    };

    const before = await keys();
    const refused = await ask([{ bytes: await testPicture() }, notAPicture]);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(await keys()).toEqual(before);

    const res = await ask([{ bytes: await testPicture() }]);
    expect(res.statusCode, res.body).toBe(201);
    const [link] = res.json<OrderReturn>().photos;
    // The answer's link carries its own short-lived permission, for an <img> (which sends no token).
    const match = new RegExp(`^(/uploads/returns/${orderId}/[0-9a-f-]{36}-1200\\.webp)\\?expires=(\\d+)&signature=([\\w-]+)$`).exec(link!);
    expect(match, link).not.toBeNull();
    const [, photo, expires, signature] = match!;
    expect(await keys()).toEqual([...before, photo!.slice(1).replace('-1200', '-480'), photo!.slice(1)].sort());

    const signed = await get(link!);
    expect([signed.statusCode, signed.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(signed.headers['cache-control']!)![1])).toBeLessThanOrEqual(2 * 3600);
    expect(await sharp(signed.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
    // The same permission covers the photo's card size.
    expect((await get(link!.replace('-1200', '-480'))).statusCode).toBe(200);

    // Without a permission: the order's customer and the shop by their sessions, nobody else.
    for (const [who, user] of [
      ['the customer', buyer],
      ['an admin', admin],
    ] as const) {
      const own = await get(photo!, user);
      expect([own.statusCode, own.headers['cache-control']], who).toEqual([200, 'private, no-store']);
      expect(own.rawPayload.equals(signed.rawPayload), who).toBe(true);
    }
    for (const [who, res] of [
      ['a guest', await get(photo!)],
      ['another customer', await get(photo!, stranger)],
      ['a forged signature', await get(`${photo}?expires=${expires}&signature=${signature!.slice(1)}A`)],
      ['a longer life', await get(`${photo}?expires=${Number(expires) + 3600}&signature=${signature}`)],
      [
        'another photo',
        await get(`${photo!.replace(/[0-9a-f-]{36}-1200/, '00000000-0000-4000-8000-000000000000-1200')}?expires=${expires}&signature=${signature}`),
      ],
      ['the public route', await get(`/uploads/returns/${orderId}`)],
      ['an escape', await get(`/uploads/returns/${orderId}/..%2F..%2Fproducts%2Fx.webp`)],
    ] as const) {
      expect([res.statusCode, res.json()], who).toEqual([404, { message: 'Not found' }]);
    }
    expect((await get(`/api/orders/${orderId}/returns`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/returns`)).statusCode).toBe(401);

    // The customer's and the shop's lists of returns give links that load.
    const mine = (await get(`/api/orders/${orderId}/returns`, buyer)).json<OrderReturns>().returns[0]!.photos[0]!;
    const shops = (await get('/api/admin/returns?status=requested', admin)).json<AdminReturnPage>().returns.find((row) => row.orderId === orderId)!.photos[0]!;
    for (const url of [mine, shops]) expect((await get(url)).statusCode, url).toBe(200);
  });
});
