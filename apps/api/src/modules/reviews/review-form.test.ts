import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type MyReview, type Product } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { capturedLog } from '../../../test/captured-log';

/**
 * The review form as the server receives it, over real HTTP: who may send one (checked before a
 * photo is read), the text its fields may hold, the bounds on its parts and photos, what it leaves
 * on disk when refused, the memory it costs, and what the log keeps of it.
 */

let t: TestApp;
let dataDir: string;
let port: number;
const log = capturedLog();
const systemTmp = process.env.TMPDIR;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'review-form-'));
  // A temporary folder of this file's own, so forms other test files send meanwhile do not show in it.
  process.env.TMPDIR = mkdtempSync(path.join(dataDir, 'tmp-'));
  t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir }, logger: log.logger });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  rmSync(dataDir, { recursive: true, force: true });
});

const GOOD = { rating: '4', title: 'Fast and quiet', text: 'Boots in seconds, stays cool, and the keyboard is lovely to type on.' };
const BOUNDARY = '----review-form-test';

type Part = { name: string; value: string } | { name: string; bytes: Buffer; filename?: string; type?: string };

/** A multipart/form-data body as a browser sends it, in pieces (a photo's bytes are never copied). */
function* formBody(parts: Part[]): Generator<Buffer> {
  for (const part of parts) {
    if ('value' in part) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
    } else {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'photo.png'}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
      );
      yield part.bytes;
      yield Buffer.from('\r\n');
    }
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

const fieldsOf = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));
const photosOf = (photos: Buffer[]): Part[] => photos.map((bytes, i) => ({ name: 'photos', bytes, filename: `photo-${i}.png` }));

interface Answer {
  status: number;
  body: { message: string; errors?: Array<{ field: string; message: string }>; _id?: string; photos?: string[] };
}

/**
 * POSTs a review form to the listening server, writing it as the socket takes it. With `stopAfter`,
 * only that many bytes of the body are ever sent: the answer must come without the rest.
 */
function post(user: MadeUser, productId: string, parts: Part[], { stopAfter }: { stopAfter?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/products/${productId}/reviews`,
      headers: { ...bearer(user), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let answered = false;
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        answered = true;
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) });
        if (stopAfter !== undefined) request.destroy();
      });
    });
    // Once answered, the server may stop reading what is still being sent.
    request.on('error', (err) => {
      if (!answered) reject(err);
    });
    void (async () => {
      let sent = 0;
      for (let chunk of formBody(parts)) {
        if (stopAfter !== undefined && sent + chunk.length > stopAfter) chunk = chunk.subarray(0, stopAfter - sent);
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
        if (answered || request.destroyed || sent === stopAfter) return;
      }
      request.end();
    })();
  });
}

/** A customer whose order of `product` has been delivered. */
async function buyer(product: Product): Promise<MadeUser> {
  const user = await t.make.makeUser();
  await t.make.makeOrder(user.id, [{ product, quantity: 1 }], { status: 'delivered', paymentStatus: 'completed' });
  return user;
}

const mine = async (user: MadeUser, productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers: bearer(user) })).json<MyReview>();

/** What the product's review photos left under the uploads folder. */
const storedPhotos = (productId: string) => {
  const folder = path.join(dataDir, 'uploads', 'reviews', productId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** Folders of forms being received, in the temporary folder. */
const receivingFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('review-photos-'));

const picture = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

const MB = 1024 * 1024;

/** A real photo of nearly the per-photo limit: noise, so PNG cannot make it smaller. */
async function largestPhoto(): Promise<Buffer> {
  const side = 1665;
  const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(7.9 * MB);
  expect(photo.length).toBeLessThanOrEqual(REVIEW_LIMITS.photoBytes);
  return photo;
}

interface MemoryUse {
  /** The process's resident memory (MB) before, and how far above it it went at most and ended. */
  rss: { before: number; peak: number; after: number };
  /** The same for the bytes held in Buffers, where a form read into memory would sit. */
  buffers: { before: number; peak: number; after: number };
}

/** Runs `work`, sampling the memory the process uses every 20 ms meanwhile. */
async function memoryOf<T>(work: () => Promise<T>): Promise<{ result: T; memory: MemoryUse }> {
  const sample = () => {
    const { rss, arrayBuffers } = process.memoryUsage();
    return { rss: rss / MB, buffers: arrayBuffers / MB };
  };
  const before = sample();
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.buffers = Math.max(peak.buffers, now.buffers);
  }, 20);
  try {
    const result = await work();
    const after = sample();
    const rise = (key: 'rss' | 'buffers') => ({ before: before[key], peak: Math.max(peak[key], after[key]) - before[key], after: after[key] - before[key] });
    return { result, memory: { rss: rise('rss'), buffers: rise('buffers') } };
  } finally {
    clearInterval(sampler);
  }
}

const report = (what: string, { rss, buffers }: MemoryUse) =>
  console.log(
    `${what}: RSS ${rss.before.toFixed(0)} MB before, peak +${rss.peak.toFixed(0)} MB, after +${rss.after.toFixed(0)} MB; Buffers peak +${buffers.peak.toFixed(0)} MB`,
  );

describe('who may send a review form', () => {
  it('is checked before any photo is read: a customer without a delivered order, or who has reviewed, is answered with the photo unsent', async () => {
    const product = await t.make.makeProduct();
    const stranger = await t.make.makeUser();
    const reviewed = await buyer(product);
    expect((await post(reviewed, product._id, fieldsOf(GOOD))).status).toBe(201);

    // The fields and the first 64 KB of an 8 MB photo, and then nothing more.
    const parts = [...fieldsOf(GOOD), ...photosOf([randomBytes(8 * 1024 * 1024)])];
    const head = Buffer.concat([...formBody(fieldsOf(GOOD))].slice(0, -1)).length + 64 * 1024;
    for (const [user, status, message] of [
      [stranger, 403, REVIEW_MESSAGES.notEligible],
      [reviewed, 409, REVIEW_MESSAGES.alreadyReviewed],
    ] as const) {
      const answer = await post(user, product._id, parts, { stopAfter: head });
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(storedPhotos(product._id)).toEqual([]);
  });
});

describe('the text of a review form', () => {
  it('refuses NUL and other control characters in any field with a 400 naming it; tabs and line breaks only in the review itself', async () => {
    const product = await t.make.makeProduct();
    const user = await buyer(product);
    for (const [fields, message] of [
      [{ ...GOOD, text: `${GOOD.text}\u0000` }, `text: contains a character that is not allowed`],
      [{ ...GOOD, title: 'Fast\u0000quiet' }, `title: contains a character that is not allowed`],
      [{ ...GOOD, extra: 'x\u0000' }, `extra: contains a character that is not allowed`],
      [{ ...GOOD, ['ti\u0000tle']: 'x' }, `ti?tle: contains a character that is not allowed`],
      [{ ...GOOD, title: 'Fast \u001b[2J quiet' }, REVIEW_MESSAGES.titleCharacters],
      [{ ...GOOD, title: 'Fast\nand quiet' }, REVIEW_MESSAGES.titleCharacters],
      [{ ...GOOD, title: 'Fast\tand quiet' }, REVIEW_MESSAGES.titleCharacters],
      [{ ...GOOD, title: 'Fast \u0085 quiet' }, REVIEW_MESSAGES.titleCharacters],
      [{ ...GOOD, text: `${GOOD.text} \u0007 ring` }, REVIEW_MESSAGES.textCharacters],
      [{ ...GOOD, text: `${GOOD.text} \u009b31m red` }, REVIEW_MESSAGES.textCharacters],
      [{ ...GOOD, text: `${GOOD.text} \u007f` }, REVIEW_MESSAGES.textCharacters],
      [{ ...GOOD, rating: '4\u0000' }, `rating: contains a character that is not allowed`],
    ] as const) {
      const answer = await post(user, product._id, fieldsOf(fields));
      expect([answer.status, answer.body.message], JSON.stringify(fields)).toEqual([400, message]);
    }
    expect((await mine(user, product._id)).canReview).toBe(true);

    const text = 'Line one:\tfast.\r\nLine two: quiet.\nLine three: cool.';
    const made = await post(user, product._id, fieldsOf({ ...GOOD, text }));
    expect(made.status).toBe(201);
    expect((await mine(user, product._id)).review).toMatchObject({ title: GOOD.title, text });
  });

  it("never puts the review's words in the log, however the form is refused", async () => {
    const product = await t.make.makeProduct();
    const user = await buyer(product);
    const secret = 'Priya-private-words-8f3a';
    const from = log.lines.length;
    for (const fields of [
      { ...GOOD, text: `${secret} \u0000 and more words` },
      { ...GOOD, text: `${secret} \u009b and more words` },
      { ...GOOD, title: `${secret}\u0000` },
      { ...GOOD, title: `${secret} \u001b` },
      { ...GOOD, text: `${secret} ${'x'.repeat(9000)}` },
      { ...GOOD, rating: secret },
    ]) {
      const answer = await post(user, product._id, fieldsOf(fields));
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const broken = await post(user, product._id, [...fieldsOf({ ...GOOD, text: `${secret} with a bad photo` }), ...photosOf([Buffer.from('not a picture')])]);
    expect(broken.status).toBe(415);

    const logged = log.lines.slice(from).join('');
    expect(logged).toContain('"statusCode":400'); // the log was written to, and read here
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('"level":50');
  });
});

describe('the photos of a review form', () => {
  it('scales a very tall photo to fit instead of failing', async () => {
    const product = await t.make.makeProduct();
    const answer = await post(await buyer(product), product._id, [...fieldsOf(GOOD), ...photosOf([await picture(100, 20_000)])]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: answer.body.photos![0]! });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 12, height: 2400 });
  });

  it('refuses a 4th (or 9th) photo, a form of 2,000 parts, a photo over 8 MB and a bad photo halfway through, leaving no file behind', async () => {
    const product = await t.make.makeProduct();
    const user = await buyer(product);
    const good = await picture();
    const before = receivingFolders();
    const manyFields = Array.from({ length: 2000 }, (_, i) => ({ name: `field${i}`, value: 'x' }));
    const manyFiles = Array.from({ length: 2000 }, (_, i) => ({ name: 'photos', bytes: good, filename: `p${i}.png` }));
    for (const [what, parts, status, message] of [
      ['4 photos', [...fieldsOf(GOOD), ...photosOf([good, good, good, good])], 400, REVIEW_MESSAGES.tooManyPhotos],
      ['9 photos', [...fieldsOf(GOOD), ...photosOf(Array(9).fill(good))], 400, REVIEW_MESSAGES.tooManyPhotos],
      ['2,000 text fields', [...fieldsOf(GOOD), ...manyFields], 400, REVIEW_MESSAGES.tooManyParts],
      ['2,000 photos', [...fieldsOf(GOOD), ...manyFiles], 400, REVIEW_MESSAGES.tooManyPhotos],
      [
        '5 fields and 4 photos',
        [...fieldsOf({ ...GOOD, a: '1', b: '2' }), ...photosOf([good, good, good]), { name: 'other', bytes: good }],
        400,
        REVIEW_MESSAGES.tooManyParts,
      ],
      ['a photo over 8 MB', [...fieldsOf(GOOD), ...photosOf([good, randomBytes(REVIEW_LIMITS.photoBytes + 1)])], 413, 'Images must be at most 8 MB'],
      [
        'a bad photo halfway through',
        [...fieldsOf(GOOD), ...photosOf([good, Buffer.from('<?php system($_GET["c"]); ?>'), good])],
        415,
        'Images must be JPEG, PNG, WebP or AVIF pictures',
      ],
      [
        'photos before the fields, one of them bad',
        [...photosOf([good, Buffer.from('GIF89a')]), ...fieldsOf(GOOD)],
        415,
        'Images must be JPEG, PNG, WebP or AVIF pictures',
      ],
      ['good photos and a bad title', [...photosOf([good, good]), ...fieldsOf({ ...GOOD, title: 'x' })], 400, REVIEW_MESSAGES.titleInvalid],
    ] as const) {
      const answer = await post(user, product._id, parts as Part[]);
      expect([answer.status, answer.body.message], what).toEqual([status, message]);
      expect(storedPhotos(product._id), what).toEqual([]);
      expect(receivingFolders(), what).toEqual(before);
    }
    expect((await mine(user, product._id)).canReview).toBe(true);

    const made = await post(user, product._id, [...fieldsOf(GOOD), ...photosOf([good, good, good])]);
    expect(made.status).toBe(201);
    expect(storedPhotos(product._id)).toHaveLength(3 * 2); // each photo in two sizes
    expect(receivingFolders()).toEqual(before);
  });
});

// Forms that are received whole but never decoded come first: decoding photos leaves the process
// larger for good (the allocator keeps what libvips used), which would hide a later rise.
describe('the memory review forms cost', () => {
  it('holds each form to a fixed bound: 20 customers sending 3 × 8 MB at once cost far less than the 480 MB sent', async () => {
    const product = await t.make.makeProduct();
    const users = await Promise.all(Array.from({ length: 20 }, () => buyer(product)));
    const before = receivingFolders();
    // Eight megabytes that are not a picture: each form is received whole (to disk), then refused on its first photo.
    const junk = randomBytes(REVIEW_LIMITS.photoBytes);
    const photos = photosOf([junk, junk, junk]);
    const { result: answers, memory } = await memoryOf(() => Promise.all(users.map((user) => post(user, product._id, [...fieldsOf(GOOD), ...photos]))));
    report("20 customers' forms of 3 × 8 MB at once", memory);

    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(Array(20).fill([415, 'Images must be JPEG, PNG, WebP or AVIF pictures']));
    // Read into memory, the forms would hold 480 MB at once.
    expect(memory.buffers.peak).toBeLessThan(100);
    expect(memory.rss.peak).toBeLessThan(100);
    expect(memory.rss.after).toBeLessThan(100);
    expect(storedPhotos(product._id)).toEqual([]);
    expect(receivingFolders()).toEqual(before);
  });

  it('stays under 100 MB for 20 forms of 3 × 8 MB photos sent at once by one customer: one is received, the others refused unread', async () => {
    const photo = await largestPhoto();
    const photos = photosOf([photo, photo, photo]);
    // Once first, so decoders, pools and code paths are warm before memory is measured.
    const warmProduct = await t.make.makeProduct();
    expect((await post(await buyer(warmProduct), warmProduct._id, [...fieldsOf(GOOD), ...photos])).status).toBe(201);

    const product = await t.make.makeProduct();
    const user = await buyer(product);
    const { result: answers, memory } = await memoryOf(() =>
      Promise.all(Array.from({ length: 20 }, () => post(user, product._id, [...fieldsOf(GOOD), ...photos]))),
    );
    report(`20 forms of 3 × ${(photo.length / MB).toFixed(1)} MB from one customer`, memory);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((answer) => answer.status === 409)) expect(answer.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(memory.rss.after).toBeLessThan(100);
    expect(memory.rss.peak).toBeLessThan(100);
    expect(memory.buffers.peak).toBeLessThan(100);
    expect(storedPhotos(product._id)).toHaveLength(3 * 2);
  });
});
