import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  orderNumber,
  orderTotals,
  type NotificationKind,
  type NotificationPage,
  type Order,
  type Product,
  type ShopNotification,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { jobs, shopNotifications } from '../../schema';
import { sandboxOrders } from '@store/razorpay-sandbox';
import { inTransaction } from '../../db/transaction';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { ADDRESS, listeningApp, purchases } from '../../../test/purchases';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { endOfIndiaDay, indiaDay } from './notifications.service';

/**
 * Shop alerts (issue 26, part 3): each event is noted once, in the transaction that made it, listed
 * in the admin's panel and mailed once to SHOP_INBOX over real SMTP, at once or in the day's digest.
 */

const SHOP_INBOX = 'alerts@techstore.example.in';
const CONTACT_INBOX = 'messages@techstore.example.in';

let mailbox: Mailbox;
let t: TestApp;
let shop: ReturnType<typeof purchases>;
let admin: MadeUser;
let digestAdmin: MadeUser;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await listeningApp({ SMTP_URL: mailbox.url, SHOP_INBOX, CONTACT_INBOX, COD_MAX_TOTAL: '50000' });
  shop = purchases(t);
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** Mails to `inbox` saying `words` (in the body: a subject with ₹ in it arrives encoded). */
const alertsTo = (inbox: string, words: string) => mailbox.received.filter((mail) => mail.to.includes(inbox) && mail.body.includes(words));

const list = async (query = '', on: TestApp = t, as: MadeUser = on === t ? admin : digestAdmin) =>
  (await on.app.inject({ method: 'GET', url: `/api/admin/notifications${query}`, headers: bearer(as) })).json<NotificationPage>();

/** Every notification about this target (the panel lists 20 a page; tests look further). */
async function about(targetId: string, kind?: NotificationKind, on: TestApp = t): Promise<ShopNotification[]> {
  const found: ShopNotification[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`?page=${page}`, on);
    found.push(...answer.notifications.filter((n) => n.target.id === targetId && (kind === undefined || n.kind === kind)));
    if (page >= answer.totalPages) return found;
  }
}

/** Whom a notification is about (the customer's export and erasure find it by these; the panel does not show them). */
async function subjectOf(notification: ShopNotification) {
  const [row] = await t.database.db
    .select({ userId: shopNotifications.userId, email: shopNotifications.email })
    .from(shopNotifications)
    .where(eq(shopNotifications.id, notification._id));
  return row;
}

const markRead = (body: unknown, as: MadeUser = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/notifications/read', headers: bearer(as), payload: body as object });

const placeCod = (user: MadeUser, lines: Array<[Product, number]>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: bearer(user),
    payload: {
      amount: orderTotals(lines.map(([product, quantity]) => ({ category: product.category, priceInclGst: product.priceInclGst, quantity }))).total,
      items: lines.map(([product, quantity]) => ({ productId: product._id, quantity })),
      shippingAddress: ADDRESS,
    },
  });

const APPLICATION = {
  type: 'insurance',
  subType: 'health',
  personalInfo: {
    fullName: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    phone: '+91 98765 43210',
    dateOfBirth: '1990-04-15',
    gender: 'female',
    maritalStatus: 'married',
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  },
  financialInfo: {
    monthlyIncome: '85,000',
    employmentType: 'salaried',
    companyName: 'Infosys',
    workExperience: '8',
    panNumber: 'ABCDE1234F',
    aadharNumber: '234567890123',
  },
  specificDetails: { coverageAmount: '500000', familyMembers: '4', medicalHistory: '', existingConditions: '' },
};

const CONTACT = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '',
  subject: 'sales',
  message: 'Is the Aurora Book 14 in stock at the Pune store?',
};

describe('alerts, mailed at once (SHOP_ALERTS=instant)', () => {
  it('a paid order: noted and mailed once, however often its payment is finalised again', async () => {
    const buyer = await t.make.makeUser({ name: 'Asha Verma' });
    const laptop = await t.make.makeProduct({ priceInclGst: 40_000, stock: 50 });
    const { orderId } = await shop.createOrder(buyer, [[laptop, 2]]);
    const triple = await shop.pay(orderId);
    const order = (await shop.place(buyer, triple)).json<Order>();
    // The same payment placed again, and its webhooks: the same order, nothing noted twice.
    expect((await shop.place(buyer, triple)).json<Order>()._id).toBe(order._id);
    await t.app.jobs.drain();

    const noted = await about(order._id);
    expect(noted).toEqual([
      expect.objectContaining({
        kind: 'order-placed',
        title: `Order #${orderNumber(order._id)} placed: ₹80,000`,
        text: 'Asha Verma paid online for 2 items.',
        target: { type: 'order', id: order._id },
        readAt: null,
        mailedAt: expect.any(String),
      }),
    ]);
    expect(await subjectOf(noted[0]!)).toEqual({ userId: buyer.id, email: '' });
    const mails = alertsTo(SHOP_INBOX, `Order #${orderNumber(order._id)} placed`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/admin/orders/${order._id}`);
  });

  it('a cash-on-delivery order is its own kind of alert, once', async () => {
    const buyer = await t.make.makeUser({ name: 'Ravi Kumar' });
    const mouse = await t.make.makeProduct({ name: 'Silent Mouse', category: 'accessories', priceInclGst: 1_299, stock: 50 });
    const res = await placeCod(buyer, [[mouse, 1]]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    await t.app.jobs.drain();
    const noted = await about(order._id);
    expect(noted.map((n) => [n.kind, n.text])).toEqual([['cod-order', 'Ravi Kumar will pay the courier in cash for 1 item.']]);
    expect(await subjectOf(noted[0]!)).toEqual({ userId: buyer.id, email: '' });
    expect(alertsTo(SHOP_INBOX, `Cash-on-delivery order #${orderNumber(order._id)}`)).toHaveLength(1);
  });

  it('a payment held for the wrong amount, and a refund that fails, each need attention: once each', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ stock: 50 });
    const { orderId } = await shop.createOrder(buyer, [[laptop, 1]]);
    await t.database.db
      .update(sandboxOrders)
      .set({ amount: sql`${sandboxOrders.amount} - 100` })
      .where(eq(sandboxOrders.id, orderId));
    const triple = await shop.pay(orderId, { outcome: 'authorized' });
    expect((await shop.place(buyer, triple)).json().message).toBe(CHECKOUT_MESSAGES.paymentMismatch);
    await shop.place(buyer, triple); // the browser's retry
    await t.app.jobs.drain();
    const held = (await list()).notifications.filter((n) => n.kind === 'payment-attention' && n.text.includes(triple.razorpay_payment_id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ target: { type: 'payment' }, title: expect.stringContaining('Amount or currency does not match') });
    expect(await subjectOf(held[0]!)).toEqual({ userId: buyer.id, email: '' });
    expect(alertsTo(SHOP_INBOX, 'needs attention: Amount or currency does not match').filter((m) => m.body.includes(triple.razorpay_payment_id))).toHaveLength(
      1,
    );

    const refused = await shop.buy(buyer, [[laptop, 1]], { refunds: 'rejected' });
    expect((await shop.call('POST', `/api/orders/${refused._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const failed = (await list()).notifications.filter((n) => n.kind === 'payment-attention' && n.text.includes(refused.paymentDetails.paymentId));
    expect(failed).toEqual([expect.objectContaining({ title: expect.stringContaining('needs attention: refund failed') })]);
    expect(alertsTo(SHOP_INBOX, 'needs attention: refund failed').filter((m) => m.body.includes(refused.paymentDetails.paymentId))).toHaveLength(1);
  });

  it('low stock: once each time a sale takes a product to its own threshold, not at every sale below it', async () => {
    const buyer = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ name: 'Aurora Book 14', stock: 8 });
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${laptop._id}`,
      headers: bearer(admin),
      payload: { lowStockThreshold: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const lowAlerts = async () => (await about(laptop._id, 'low-stock')).map((n) => n.title);

    await shop.buy(buyer, [[laptop, 2]]); // 6 left: above 5
    expect(await lowAlerts()).toEqual([]);
    const first = await shop.buy(buyer, [[laptop, 1]]); // 5 left: at the threshold
    await shop.buy(buyer, [[laptop, 1]]); // 4: still low, no new alert
    await t.app.jobs.drain();
    expect(await lowAlerts()).toEqual(['Aurora Book 14 is running low: 5 left']);
    // Stock back above the threshold, then sold down to it again: a second crossing, a second alert.
    await shop.call('POST', `/api/orders/${first._id}/cancel`, undefined, buyer.token);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${laptop._id}/stock`,
      headers: bearer(admin),
      payload: { change: 5, reason: 'Delivery from the distributor' },
    });
    await shop.buy(buyer, [[laptop, 5]]); // 10 → 5
    await t.app.jobs.drain();
    expect(await lowAlerts()).toEqual(['Aurora Book 14 is running low: 5 left', 'Aurora Book 14 is running low: 5 left']);
    expect(alertsTo(SHOP_INBOX, 'Aurora Book 14 is running low')).toHaveLength(2);
    expect((await about(laptop._id, 'low-stock'))[0]!.target).toEqual({ type: 'product', id: laptop._id });
    expect(await subjectOf((await about(laptop._id, 'low-stock'))[0]!)).toEqual({ userId: null, email: '' }); // about no customer
  });

  it("each product's own threshold decides, and the dashboard lists it by that threshold", async () => {
    const buyer = await t.make.makeUser();
    const careful = await t.make.makeProduct({ name: 'Careful Keyboard', category: 'accessories', attributes: null, stock: 4 });
    await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${careful._id}`, headers: bearer(admin), payload: { lowStockThreshold: 1 } });
    expect((await t.app.inject({ url: `/api/admin/products/${careful._id}`, headers: bearer(admin) })).json().lowStockThreshold).toBe(1);
    const onDashboard = async () =>
      (await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(admin) }))
        .json<{ lowStock: Array<{ _id: string }> }>()
        .lowStock.some((p) => p._id === careful._id);
    await shop.buy(buyer, [[careful, 2]]); // 2 left: low by the shop-wide 5, not by its own 1
    await t.app.jobs.drain();
    expect(await about(careful._id, 'low-stock')).toEqual([]);
    expect(await onDashboard()).toBe(false);
    await shop.buy(buyer, [[careful, 1]]); // 1 left
    await t.app.jobs.drain();
    expect((await about(careful._id, 'low-stock')).map((n) => n.title)).toEqual(['Careful Keyboard is running low: 1 left']);
    expect(await onDashboard()).toBe(true);
  });

  it('a new application and a new contact message: noted and mailed once each', async () => {
    const customer = await t.make.makeUser();
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(customer), payload: APPLICATION });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const applicationId = submitted.json<{ _id: string }>()._id;
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.77.0.1' });
    expect(sent.statusCode).toBe(201);
    await t.app.jobs.drain();

    const applied = await about(applicationId);
    expect(applied.map((n) => [n.kind, n.title, n.text])).toEqual([
      ['application-submitted', 'New health insurance application', 'From Priya Sharma, waiting for review.'],
    ]);
    expect(await subjectOf(applied[0]!)).toEqual({ userId: customer.id, email: '' });
    const message = (await list()).notifications.find((n) => n.kind === 'contact-message' && n.title === 'Message from Meera Iyer (sales)');
    expect(message).toMatchObject({ text: CONTACT.message, target: { type: 'message' } });
    // Sent from the public form: the sender is known by address, as the contact module keeps them.
    expect(await subjectOf(message!)).toEqual({ userId: null, email: CONTACT.email });
    expect(alertsTo(SHOP_INBOX, 'New health insurance application')).toHaveLength(1);
    expect(alertsTo(SHOP_INBOX, 'Message from Meera Iyer')).toHaveLength(1);
    // The message itself still goes to the contact inbox, once.
    expect(alertsTo(CONTACT_INBOX, '[Contact] Sales enquiry from Meera Iyer')).toHaveLength(1);
  });

  it('a return requested (for the returns module): notify() notes it once, in the caller’s transaction', async () => {
    const orderId = '0b6f7c8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    const { id: userId } = await t.make.makeUser();
    const event = { kind: 'return-requested', returnId: 'ret-1', orderId, userId, customer: 'Asha Verma', reason: 'The screen has a dead pixel.' } as const;
    expect(await inTransaction(t.database.db, (tx) => t.app.notifications.notify(event, tx))).toBe(true);
    expect(await inTransaction(t.database.db, (tx) => t.app.notifications.notify(event, tx))).toBe(false);
    // One that rolls back leaves nothing behind: no row, no mail.
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await t.app.notifications.notify({ ...event, returnId: 'ret-2' }, tx);
        throw new Error('the return could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    await t.app.jobs.drain();
    const noted = await about(orderId, 'return-requested');
    expect(noted.map((n) => [n.title, n.text])).toEqual([[`Return requested on order #${orderNumber(orderId)}`, 'Asha Verma: The screen has a dead pixel.']]);
    expect(await subjectOf(noted[0]!)).toEqual({ userId, email: '' });
    expect(alertsTo(SHOP_INBOX, `Return requested on order #${orderNumber(orderId)}`)).toHaveLength(1);
  });
});

describe('the notifications panel API', () => {
  it('lists newest first with the unread count; marks some, then all, read', async () => {
    const page = await list();
    expect(page.unread).toBeGreaterThanOrEqual(3);
    const times = page.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const [first, second] = page.notifications;
    const marked = await markRead({ ids: [first!._id, second!._id] });
    expect(marked.json()).toEqual({ marked: 2, unread: page.unread - 2 });
    // Marking them again changes nothing.
    expect((await markRead({ ids: [first!._id] })).json()).toEqual({ marked: 0, unread: page.unread - 2 });
    const read = await list('?unread=false');
    expect(read.notifications.map((n) => n._id)).toEqual(expect.arrayContaining([first!._id, second!._id]));
    expect(read.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await list('?unread=true')).notifications.some((n) => n._id === first!._id)).toBe(false);

    expect((await markRead({ all: true })).json()).toEqual({ marked: page.unread - 2, unread: 0 });
    expect((await list()).unread).toBe(0);
  });

  it('refuses bad requests with a message, and anyone but an admin', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: ['0b6f7c8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f'], all: true }]) {
      const res = await markRead(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: '/api/admin/notifications?unread=maybe', headers: bearer(admin) })).statusCode).toBe(400);
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ url: '/api/admin/notifications', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await markRead({ all: true }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/notifications' })).statusCode).toBe(401);
  });
});

describe('the daily digest (SHOP_ALERTS=digest)', () => {
  let d: TestApp;
  const INBOX = 'everything@techstore.example.in';
  beforeAll(async () => {
    // SHOP_INBOX unset: the alerts go to CONTACT_INBOX.
    d = await createTestApp({ seed: false, env: { SMTP_URL: mailbox.url, CONTACT_INBOX: INBOX, SHOP_ALERTS: 'digest', JOB_POLL_MS: '60000' } });
    digestAdmin = await d.make.makeUser({ role: 'admin' });
  });
  afterAll(() => d.close());

  it("mails nothing at once, then one summary of the day's alerts, once; the inbox that got a message is not told of it again", async () => {
    const customer = await d.make.makeUser();
    const before = mailbox.received.length;
    expect((await d.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(customer), payload: APPLICATION })).statusCode).toBe(201);
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/applications',
          headers: bearer(customer),
          payload: {
            ...APPLICATION,
            subType: 'life',
            specificDetails: {
              coverageAmount: '10000000',
              policyTerm: '30',
              beneficiaryName: 'Rahul Sharma',
              beneficiaryRelation: 'Spouse',
              smokingHabits: 'non-smoker',
            },
          },
        })
      ).statusCode,
    ).toBe(201);
    expect((await d.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.78.0.1' })).statusCode).toBe(201);
    await d.app.jobs.drain();
    const received = () => mailbox.received.slice(before).filter((mail) => mail.to.includes(INBOX));
    // Only the message itself: the alerts wait for the digest.
    expect(received().map((mail) => mail.subject)).toEqual(['[Contact] Sales enquiry from Meera Iyer']);
    const page = await list('', d);
    expect(page.notifications.map((n) => [n.kind, n.mailedAt === null])).toEqual([
      ['contact-message', false],
      ['application-submitted', true],
      ['application-submitted', true],
    ]);

    // One digest job for the day, due at India's midnight.
    const today = indiaDay(new Date());
    const digests = await d.database.db.select().from(jobs).where(eq(jobs.kind, 'shop-alert-digest'));
    expect(digests).toEqual([expect.objectContaining({ dedupeKey: `shop-alert-digest:${today}`, payload: { day: today }, state: 'queued' })]);
    expect(Math.abs(digests[0]!.runAt.getTime() - endOfIndiaDay(today).getTime())).toBeLessThan(60_000);

    // Midnight, twice over: one mail.
    for (let i = 0; i < 2; i++) {
      await d.database.db
        .update(jobs)
        .set({ runAt: sql`now()`, state: 'queued', attempts: 0, finishedAt: null })
        .where(eq(jobs.kind, 'shop-alert-digest'));
      await d.app.jobs.drain();
    }
    const digest = received().filter((mail) => mail.subject.startsWith('[TechStore alerts]'));
    expect(digest.map((mail) => mail.subject)).toEqual([`[TechStore alerts] 2 alerts for ${today}`]);
    expect(digest[0]!.body).toContain('New health insurance application');
    expect(digest[0]!.body).toContain('New life insurance application');
    expect(digest[0]!.body).not.toContain('Message from Meera Iyer');
    expect((await list('', d)).notifications.every((n) => n.mailedAt !== null)).toBe(true);
  });

  it('knows where an India day ends', () => {
    expect(indiaDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(endOfIndiaDay('2026-03-01').toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });
});
