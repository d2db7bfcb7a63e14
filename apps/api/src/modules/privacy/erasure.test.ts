import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_MESSAGES,
  type AdminGrievanceList,
  type AdminReturn,
  type AdminShipment,
  type GrievanceReceipt,
  type NotificationPage,
  type OrderReturn,
  type OrderReturns,
  type ShopNotification,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { consents, grievances, orderReturns } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { multipartForm, testPicture } from '../../../test/multipart';
import { purchases } from '../../../test/purchases';
import { startS3, type TestS3 } from '../../../test/s3-server';
import { stubPlaceOf } from '../../../test/shiprocket';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * What erasure removes beyond the account's own tables (issue 40, point 11): consents given as a guest
 * from the address, return photos (files and rows, on the disk and on S3), the person's words and
 * address in their grievances (open ones closed first); and what it tells the shop to ask of the
 * processors it shared the data with (Razorpay, Shiprocket, the mail relay), which the shop cannot
 * erase itself. The real server, the Razorpay and Shiprocket sandboxes over HTTP, an SMTP server.
 */

const post = (t: TestApp, user: { token: string } | undefined, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: user ? bearer(user) : {} });
const get = (t: TestApp, user: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(user) });

async function erase(t: TestApp, user: MadeUser) {
  const res = await post(t, user, '/api/auth/me/erase', { password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobs.drain();
}

/** A return with two photos on an order the shop delivered by hand, rejected (so settled): its photos' paths. */
async function settledReturnWithPhotos(t: TestApp, admin: MadeUser, buyer: MadeUser) {
  const product = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_299 });
  const orderId = await t.make.makeOrder(buyer.id, [{ product, quantity: 1 }], { status: 'shipped', trackingNumber: 'AWB7654321' });
  const delivered = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: bearer(admin),
    payload: { status: 'delivered' },
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const itemId = (await get(t, buyer, `/api/orders/${orderId}/returns`)).json<OrderReturns>().options[0]!.itemId;
  const fields = {
    lines: JSON.stringify([{ itemId, quantity: 1 }]),
    kind: 'return',
    reason: 'defective',
    description: 'The cable frays near my desk at home.',
  };
  const { payload, contentType } = await multipartForm(fields, [{ bytes: await testPicture() }, { bytes: await testPicture() }]);
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: { ...bearer(buyer), 'content-type': contentType },
    payload,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { _id: returnId } = asked.json<OrderReturn>();
  expect((await post(t, admin, `/api/admin/returns/${returnId}/reject`, { note: 'Wear and tear is not covered' })).statusCode).toBe(200);
  const [row] = await t.database.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  expect(row!.photos).toHaveLength(2);
  return { returnId, photos: row!.photos };
}

interface Backend {
  name: string;
  env(): Promise<Record<string, string>>;
  /** Every key stored under uploads/, sorted. */
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

describe.each(backends)('return photos on $name', (backend) => {
  let t: TestApp;
  let admin: MadeUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'erasure-files-'));
    t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', ...(await backend.env()) } });
    admin = await t.make.makeUser({ role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('go with the account: every size of each file, and the paths in its rows; another customer’s stay', async () => {
    const buyer = await t.make.makeUser();
    const other = await t.make.makeUser();
    const mine = await settledReturnWithPhotos(t, admin, buyer);
    const theirs = await settledReturnWithPhotos(t, admin, other);
    const keysOf = (photos: string[]) => photos.flatMap((photo) => [photo.slice(1), photo.slice(1).replace('-1200', '-480')]).sort();
    const stored = await backend.keys(dataDir);
    expect(stored).toEqual(expect.arrayContaining([...keysOf(mine.photos), ...keysOf(theirs.photos)]));

    await erase(t, buyer);

    const left = await backend.keys(dataDir);
    expect(left.filter((key) => keysOf(mine.photos).includes(key))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(keysOf(theirs.photos)));
    const rows = await t.database.db
      .select({ id: orderReturns.id, photos: orderReturns.photos, description: orderReturns.description })
      .from(orderReturns)
      .where(inArray(orderReturns.id, [mine.returnId, theirs.returnId]));
    expect(rows.find((row) => row.id === mine.returnId)).toMatchObject({ photos: [], description: '' });
    expect(rows.find((row) => row.id === theirs.returnId)).toMatchObject({ photos: theirs.photos, description: 'The cable frays near my desk at home.' });
    // The photo's address answers nothing now, not even to the shop.
    expect((await get(t, admin, mine.photos[0]!)).statusCode).toBe(404);
  });
});

describe('erasure, with the shop’s processors', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: MadeUser;
  let shop: ReturnType<typeof purchases>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      env: { SMTP_URL: mailbox.url, SHIPPING_SANDBOX: 'true', JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' },
      seed: false,
      placeOf: stubPlaceOf,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.make.makeUser({ role: 'admin', email: `erasure.admin.${Date.now()}@example.in` });
    shop = purchases(t);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const notifications = async () => {
    const all: ShopNotification[] = [];
    for (let page = 1; ; page++) {
      const answer = (await get(t, admin, `/api/admin/notifications?page=${page}`)).json<NotificationPage>();
      all.push(...answer.notifications);
      if (page >= answer.totalPages) return all;
    }
  };
  const erasures = async () => (await notifications()).filter((notification) => notification.kind === 'account-erased');

  it('removes the consents given as a guest from the account’s address; the account’s own records stay, and others’', async () => {
    const customer = await t.make.makeUser();
    const stranger = `stranger.${Date.now()}@example.in`;
    // Before signing in (or before having an account), a message from the same address: a guest's consent, by address.
    for (const email of [customer.email, stranger]) {
      expect((await post(t, undefined, '/api/contact', { name: 'Guest', email, subject: 'general', message: 'Do you repair tablets?' })).statusCode).toBe(201);
    }
    expect((await post(t, customer, '/api/auth/consents', { purpose: 'applications' })).statusCode).toBe(200);
    const byAddress = () => t.database.db.select().from(consents).where(eq(consents.email, customer.email));
    expect(await byAddress()).toEqual([expect.objectContaining({ userId: null, purpose: 'contact' })]);

    await erase(t, customer);

    expect(await byAddress()).toEqual([]);
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, customer.id))).toEqual([
      expect.objectContaining({ purpose: 'applications', email: '' }),
    ]);
    expect(await t.database.db.select().from(consents).where(eq(consents.email, stranger))).toHaveLength(1);
  });

  it('takes the name, address and words out of the person’s grievances, closing an open one first; keeps that each was made, when, and its outcome', async () => {
    const customer = await t.make.makeUser({ name: 'Tara Menon' });
    const words = 'You still send mail to my old flat at Lotus Towers.';
    const file = async (user: MadeUser | undefined) => {
      const res = await post(t, user, '/api/grievances', { name: 'Tara Menon', email: customer.email, category: 'correction', message: words });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<GrievanceReceipt>().reference;
    };
    const asGuest = await file(undefined);
    const signedIn = await file(customer);
    const answered = await file(undefined);
    const othersRes = await post(t, undefined, '/api/grievances', {
      name: 'Someone Else',
      email: `else.${Date.now()}@example.in`,
      category: 'other',
      message: words,
    });
    const others = othersRes.json<GrievanceReceipt>().reference;
    const rowOf = async (reference: string) => (await t.database.db.select().from(grievances).where(eq(grievances.reference, reference)))[0]!;
    const answer = 'We have corrected the address on your account.';
    expect((await post(t, admin, `/api/admin/grievances/${(await rowOf(answered)).id}/answer`, { answer })).statusCode).toBe(200);
    const before = new Map(await Promise.all([asGuest, signedIn, answered].map(async (reference) => [reference, await rowOf(reference)] as const)));

    await erase(t, customer);

    const erasedEmail = `erased-${customer.id}@erased.invalid`;
    for (const reference of [asGuest, signedIn]) {
      const row = await rowOf(reference);
      expect(row, reference).toMatchObject({
        name: 'Erased customer',
        email: erasedEmail,
        message: PRIVACY_MESSAGES.grievanceMessageErased,
        status: 'closed',
        answer: PRIVACY_MESSAGES.grievanceClosedByErasure,
        answeredBy: '',
        category: 'correction',
        createdAt: before.get(reference)!.createdAt,
        dueAt: before.get(reference)!.dueAt,
      });
      expect(row.answeredAt).toBeInstanceOf(Date);
    }
    expect(await rowOf(answered)).toMatchObject({
      name: 'Erased customer',
      email: erasedEmail,
      message: PRIVACY_MESSAGES.grievanceMessageErased,
      status: 'answered',
      answer,
      answeredBy: admin.email,
      answeredAt: before.get(answered)!.answeredAt,
    });
    // Another person's grievance is as it was.
    expect(await rowOf(others)).toMatchObject({ name: 'Someone Else', message: words, status: 'open' });

    // The officer sees them as closed, and cannot answer one now.
    const closed = (await get(t, admin, '/api/admin/grievances?status=closed')).json<AdminGrievanceList>().grievances;
    expect(closed.map((grievance) => grievance.reference).sort()).toEqual([asGuest, signedIn].sort());
    expect(JSON.stringify(closed)).not.toMatch(/Tara|Menon|Lotus Towers/);
    const late = await post(t, admin, `/api/admin/grievances/${(await rowOf(asGuest)).id}/answer`, { answer: 'Sorry for the delay.' });
    expect([late.statusCode, late.json().message]).toEqual([409, PRIVACY_MESSAGES.grievanceClosed]);
  });

  it('tells the shop what to ask of Razorpay, Shiprocket and the mail relay, by the ids it cannot erase itself', async () => {
    const buyer = await t.make.makeUser({ name: 'Dev Malhotra' });
    const other = await t.make.makeUser();
    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 1_999, stock: 10 });
    // Paid through Razorpay, sent through Shiprocket, a part returned by Shiprocket's reverse pickup and refunded.
    const order = await shop.buy(buyer, [[mouse, 2]]);
    const shipped = await post(t, admin, `/api/admin/orders/${order._id}/ship`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const { awb } = shipped.json<AdminShipment>();
    const advanced = await post(t, undefined, '/sandbox/shiprocket/advance', { awb, status: 'delivered' });
    expect(advanced.statusCode, advanced.body).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const itemId = (await get(t, buyer, `/api/orders/${order._id}/returns`)).json<OrderReturns>().options[0]!.itemId;
    const { payload, contentType } = await multipartForm({
      lines: JSON.stringify([{ itemId, quantity: 1 }]),
      kind: 'return',
      reason: 'defective',
      description: 'Scrolls by itself.',
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: { ...bearer(buyer), 'content-type': contentType },
      payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<OrderReturn>()._id;
    const approved = await post(t, admin, `/api/admin/returns/${returnId}/approve`, { note: '' });
    const pickup = approved.json<AdminReturn>().pickup!.awb;
    expect((await post(t, admin, `/api/admin/returns/${returnId}/receive`, { lines: [{ itemId, sellable: 1, damaged: 0 }] })).statusCode).toBe(200);
    const closed = await post(t, admin, `/api/admin/returns/${returnId}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    // Another customer's order, not theirs to name.
    const othersOrder = await shop.buy(other, [[mouse, 1]]);
    await t.app.jobs.drain();
    const before = mailbox.received.length;
    const earlier = new Set((await erasures()).map((notification) => notification._id));

    await erase(t, buyer);

    const [told, ...more] = (await erasures()).filter((notification) => !earlier.has(notification._id));
    expect(more).toEqual([]);
    expect(told).toMatchObject({ kind: 'account-erased', title: expect.stringMatching(/Razorpay.*Shiprocket/) });
    expect(told!.text).toMatch(new RegExp(`Razorpay: [^.]*${order.paymentDetails.paymentId}`));
    expect(told!.text).toMatch(new RegExp(`Shiprocket: [^.]*${awb}`));
    expect(told!.text).toMatch(new RegExp(`Shiprocket: [^.]*${pickup}`));
    expect(told!.text).toContain('mail relay');
    expect(told!.text).not.toContain(othersOrder.paymentDetails.paymentId);
    // It names the processors' records, never the person.
    expect(JSON.stringify(told)).not.toMatch(new RegExp(`Malhotra|${buyer.email.split('@')[0]}|Asha Verma|98765`));
    // And reaches the shop's inbox, as every shop alert does.
    const alert = await mailbox.nextFor(t.config.SHOP_INBOX, before);
    expect(alert.body).toContain(order.paymentDetails.paymentId);
  });

  it('tells the shop nothing to ask of Razorpay or Shiprocket for a customer who never paid or had a parcel', async () => {
    const browser = await t.make.makeUser();
    const before = new Set((await erasures()).map((notification) => notification._id));
    await erase(t, browser);
    const told = (await erasures()).filter((notification) => !before.has(notification._id));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toMatch(/Razorpay|Shiprocket/);
    expect(told[0]!.text).toContain('mail relay');
  });
});
