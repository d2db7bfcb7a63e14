import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, type AuditPage, type Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/** Product pictures uploaded from the admin console: checked, resized to WebP, stored under DATA_DIR, served by the app. */

let t: TestApp;
let admin: MadeUser;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } });
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file, as a browser's form sends it. */
async function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function upload(productId: string, bytes: Buffer, name = 'photo.png', type = 'image/png', by: MadeUser = admin) {
  const { payload, contentType } = await form(bytes, name, type);
  return t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, headers: { ...bearer(by), 'content-type': contentType }, payload });
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();

describe('product pictures', () => {
  it('are resized to the storefront widths as WebP, added to the product, served for a year under their own name, and audited', async () => {
    const product = await t.make.makeProduct({ images: [] });
    const res = await upload(product._id, await picture(1600, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json<Product>().images;
    expect(image).toMatch(new RegExp(`^/uploads/products/${product._id}/[0-9a-f-]{36}-1200\\.webp$`));

    const large = await t.app.inject({ method: 'GET', url: image! });
    expect([large.statusCode, large.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(large.headers['cache-control']).toContain('immutable');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 750 });
    const card = await t.app.inject({ method: 'GET', url: image!.replace('-1200.webp', '-480.webp') });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 480 });

    // A small picture is not blown up.
    const small = (await upload(product._id, await picture(300, 300, 'jpeg'), 'small.jpg', 'image/jpeg')).json<Product>().images[1]!;
    expect(await sharp((await t.app.inject({ method: 'GET', url: small })).rawPayload).metadata()).toMatchObject({ width: 300 });

    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().images).toEqual([image, small]);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${product._id}`, headers: bearer(admin) })).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.action)).toEqual(['product.image', 'product.image']);
  });

  it('refuses what is not a picture, what is too large, no file at all, a full gallery, customers and unknown products, with clear messages', async () => {
    const product = await t.make.makeProduct({ images: [] });
    const fake = await upload(product._id, Buffer.from('<?php echo "not a picture"; ?>'), 'shell.png', 'image/png');
    expect([fake.statusCode, fake.json().message]).toEqual([415, 'Images must be JPEG, PNG, WebP or AVIF pictures']);
    const svg = await upload(
      product._id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);

    const huge = await upload(product._id, Buffer.alloc(9 * 1024 * 1024, 1), 'huge.png');
    expect([huge.statusCode, huge.json().message]).toEqual([413, 'Images must be at most 8 MB']);

    const none = await t.app.inject({ method: 'POST', url: `/api/admin/products/${product._id}/images`, headers: bearer(admin), payload: { file: 'x' } });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Choose an image file to upload']);

    const customer = await t.make.makeUser();
    expect((await upload(product._id, await picture(10, 10), 'a.png', 'image/png', customer)).statusCode).toBe(403);
    expect((await upload('00000000-0000-4000-8000-000000000000', await picture(10, 10))).statusCode).toBe(404);

    const full = await t.make.makeProduct({ images: Array.from({ length: 8 }, (_, n) => `/images/products/full-${n}.svg`) });
    const ninth = await upload(full._id, await picture(10, 10));
    expect([ninth.statusCode, ninth.json().message]).toEqual([409, 'A product has at most 8 images: remove one first']);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().images).toEqual([]);
  });
});

describe('a full gallery', () => {
  const storedFiles = (productId: string) => {
    const folder = path.join(dataDir, 'uploads', 'products', productId);
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('refuses a 9th picture without keeping its file, even when three uploads race for the last place', async () => {
    const full = await t.make.makeProduct({ images: Array.from({ length: 8 }, (_, n) => `/images/products/full-${n}.svg`) });
    const ninth = await upload(full._id, await picture(400, 300));
    expect([ninth.statusCode, ninth.json().message]).toEqual([409, PRODUCT_MESSAGES.tooManyImages]);
    expect(storedFiles(full._id)).toEqual([]);

    const almost = await t.make.makeProduct({ images: Array.from({ length: 7 }, (_, n) => `/images/products/almost-${n}.svg`) });
    const bytes = await picture(400, 300);
    const race = await Promise.all([upload(almost._id, bytes), upload(almost._id, bytes), upload(almost._id, bytes)]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const added = race
      .find((res) => res.statusCode === 201)!
      .json<Product>()
      .images.at(-1)!;
    expect(storedFiles(almost._id).sort()).toEqual([path.basename(added).replace('-1200', '-480'), path.basename(added)].sort());
  });
});

describe('pictures of awkward shapes and formats', () => {
  it('scales a very tall or very wide picture (past WebP’s 16,383 px) to fit its box instead of failing', async () => {
    const product = await t.make.makeProduct({ images: [] });
    for (const [width, height, page, card] of [
      [100, 20_000, { width: 12, height: 2400 }, { width: 5, height: 960 }],
      [20_000, 100, { width: 1200, height: 6 }, { width: 480, height: 2 }],
    ] as const) {
      const res = await upload(product._id, await picture(width, height));
      expect(res.statusCode, res.body).toBe(201);
      const large = res.json<Product>().images.at(-1)!;
      expect(await sharp((await t.app.inject({ method: 'GET', url: large })).rawPayload).metadata()).toMatchObject({ format: 'webp', ...page });
      const small = await t.app.inject({ method: 'GET', url: large.replace('-1200.webp', '-480.webp') });
      expect(await sharp(small.rawPayload).metadata()).toMatchObject(card);
    }
  });

  it('refuses a picture of more than 40 megapixels before decoding it, with a message that says so', async () => {
    const product = await t.make.makeProduct({ images: [] });
    const bomb = await picture(10_000, 10_000); // 100 megapixels in about 1.4 MB of PNG
    const res = await upload(product._id, bomb);
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Images must be at most 40 megapixels (width × height)' }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().images).toEqual([]);
  });

  it('takes AVIF (AV1 inside), and refuses HEIC, which sharp names the same, with the list of accepted types', async () => {
    const product = await t.make.makeProduct({ images: [] });
    const avif = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .avif()
      .toBuffer();
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', compression: 'av1' });
    const stored = await upload(product._id, avif, 'photo.avif', 'image/avif');
    expect(stored.statusCode, stored.body).toBe(201);
    const image = stored.json<Product>().images[0]!;
    expect(await sharp((await t.app.inject({ method: 'GET', url: image })).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    // The same container branded HEIC: sharp reports HEVC inside, as for an iPhone's photo.
    const heic = Buffer.from(avif.toString('latin1').replace('ftypavif', 'ftypheic'), 'latin1');
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    const refused = await upload(product._id, heic, 'photo.heic', 'image/heic');
    expect([refused.statusCode, refused.json()]).toEqual([415, { message: 'Images must be JPEG, PNG, WebP or AVIF pictures' }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().images).toEqual([image]);
  });
});

describe('removing a picture and choosing the main one', () => {
  const change = (productId: string, body: object, by: MadeUser = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/products/${productId}/images`, headers: bearer(by), payload: body });

  it('changes the list as stored: another admin’s upload or removal made meanwhile stays', async () => {
    const [a, b, c] = ['/images/products/a.svg', '/images/products/b.svg', '/images/products/c.svg'];
    const product = await t.make.makeProduct({ images: [a, b, c] });
    // Admin 1's page shows a, b, c. Admin 2 uploads d meanwhile; admin 1 then makes c the main picture and removes a.
    const uploaded = (await upload(product._id, await picture(400, 300))).json<Product>().images.at(-1)!;
    expect((await change(product._id, { action: 'main', image: c })).json<Product>().images).toEqual([c, a, b, uploaded]);
    expect((await change(product._id, { action: 'remove', image: a })).json<Product>().images).toEqual([c, b, uploaded]);
  });

  it('takes two removals sent at once both; a picture already gone is a 409 that says so', async () => {
    const [a, b, c] = ['/images/products/a.svg', '/images/products/b.svg', '/images/products/c.svg'];
    const product = await t.make.makeProduct({ images: [a, b, c] });
    const both = await Promise.all([change(product._id, { action: 'remove', image: a }), change(product._id, { action: 'remove', image: c })]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().images).toEqual([b]);

    const gone = await change(product._id, { action: 'main', image: a });
    expect([gone.statusCode, gone.json().message]).toEqual([409, PRODUCT_MESSAGES.imageGone]);
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetType=product&targetId=${product._id}`, headers: bearer(admin) })
    ).json<AuditPage>();
    expect(audit.entries.filter((entry) => entry.action === 'product.image')).toHaveLength(2);
  });

  it('refuses a bad change, customers, and unknown products', async () => {
    const product = await t.make.makeProduct({ images: ['/images/products/a.svg'] });
    for (const body of [
      { action: 'rotate', image: '/images/products/a.svg' },
      { action: 'remove', image: 'https://elsewhere.example/a.png' },
      { action: 'remove' },
      {},
    ]) {
      const res = await change(product._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await change(product._id, { action: 'remove', image: '/images/products/a.svg' }, await t.make.makeUser())).statusCode).toBe(403);
    expect((await change('00000000-0000-4000-8000-000000000000', { action: 'remove', image: '/images/products/a.svg' })).statusCode).toBe(404);
  });
});
