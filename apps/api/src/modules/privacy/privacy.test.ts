import { and, eq, ne, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToLeave } from '../../../test/papers';
import {
  GRIEVANCE_ANSWER_DAYS,
  NOTICE_VERSION,
  PRIVACY_MESSAGES,
  RETENTION,
  type AdminGrievance,
  type AdminGrievanceList,
  type ConsentList,
  type ErasureResult,
  type GrievanceReceipt,
  type MyData,
  type NotificationPage,
  type Order,
  type OrderReturn,
  type OrderReturns,
  type ShopNotification,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { createSealer } from '../../lib/sealer';
import * as schema from '../../schema';
import { applications, checkouts, consents, contactMessages, jobs, orders, refunds, securityEvents, sessions, shopNotifications, users } from '../../schema';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { multipartForm } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { ADDRESS, purchases } from '../../../test/purchases';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The DPDP rights through the real server (issue 27): the export names every table about a customer,
 * erasure keeps the tax records and nothing else that names the person, grievances are answered once,
 * consent is recorded with its notice version, and the retention job removes only what is old.
 */

let t: TestApp;
let mailbox: Mailbox;
let admin: MadeUser;
let shop: ReturnType<typeof purchases>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000' }, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.make.makeUser({ role: 'admin', email: `privacy.admin.${Date.now()}@example.in` });
  shop = purchases(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const get = (user: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(user) });
const post = (user: { token: string } | undefined, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: user ? bearer(user) : {} });
const exportOf = async (user: MadeUser) => {
  const res = await get(user, '/api/auth/me/export');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyData>();
};
const rowsOf = (data: MyData, table: string) => data.data.find((held) => held.table === table)?.rows ?? [];

/**
 * The jobs not yet done that name `email`, opened as their owners open them (a mail's recipient, a reset
 * request's address; both sealed with keys derived from AUTH_SECRET), and any payload holding it readably.
 */
async function jobsNaming(email: string) {
  const mailSealer = createSealer(t.config.AUTH_SECRET, 'techstore:queued-mail');
  const resetSealer = createSealer(t.config.AUTH_SECRET, 'techstore:password-reset-job');
  const rows = await t.database.db.select().from(jobs).where(ne(jobs.state, 'done'));
  const naming: Array<{ kind: string; state: string; subject?: string }> = [];
  for (const job of rows) {
    const opened =
      job.kind === 'mail'
        ? (JSON.parse(mailSealer.open(String(job.payload.sealed), job.id)) as { to: string; subject: string })
        : job.kind === 'password-reset'
          ? { to: resetSealer.open(String(job.payload.sealed), job.id) }
          : undefined;
    if (opened?.to === email) naming.push({ kind: job.kind, state: job.state, ...('subject' in opened ? { subject: opened.subject } : {}) });
    else if (JSON.stringify(job.payload).includes(email)) naming.push({ kind: job.kind, state: job.state });
  }
  return naming;
}

/** Moves a paid order on to delivered, as the shop does, from where it stands (a paid order may be confirmed already). */
async function deliver(order: Order) {
  const steps = [{ status: 'confirmed' }, { status: 'processing' }, { status: 'shipped', trackingNumber: 'AWB998877' }, { status: 'delivered' }];
  await t.app.jobs.drain(); // the payment's webhook may confirm it meanwhile
  const now = (await get(admin, `/api/admin/orders/${order._id}`)).json<Order>().status;
  await readyToLeave(t, admin, order._id);
  for (const payload of steps.slice(steps.findIndex((step) => step.status === now) + 1)) {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}/status`, headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * Tables that refer to a customer but are nobody's personal data to export or erase, each with its
 * reason. Anything else that refers to a customer must be named by a module's PersonalDataHolder.
 */
const NOT_PERSONAL_DATA: Record<string, string> = {};

/**
 * Whether a table refers to a customer: it is, or points to, an account, an order or a checkout, or it
 * has a column that names a person, or a mail's recipient (`to`, `cc`, `bcc`, `reply_to`, `*recipient`:
 * the outbox's `to` slipped past the e-mail pattern).
 */
function refersToCustomer(table: PgTable): boolean {
  const config = getTableConfig(table);
  const about = new Set(['users', 'orders', 'checkouts']);
  if (about.has(config.name)) return true;
  if (config.foreignKeys.some((key) => about.has(getTableConfig(key.reference().foreignTable).name))) return true;
  return config.columns.some((column) => /^(user_id|customer_id|.*email|.*phone|.*address|to|cc|bcc|reply_to|.*recipients?)$/.test(column.name));
}

describe('the export names every table about a customer', () => {
  it('has every table of the schema that refers to a customer, or an allow-listed reason; and no stale entry', async () => {
    const user = await t.make.makeUser();
    const exported = new Set((await exportOf(user)).data.map((held) => held.table));
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
    const all = new Set(tables.map((table) => getTableConfig(table).name));
    const aboutCustomers = tables.filter(refersToCustomer).map((table) => getTableConfig(table).name);
    expect(aboutCustomers).toContain('order_items'); // the detector really looks at foreign keys
    expect(aboutCustomers).toContain('outbox_messages'); // and at a mail's recipient
    const missing = aboutCustomers.filter((name) => !exported.has(name) && !(name in NOT_PERSONAL_DATA));
    expect(missing, 'add these tables to their module’s <module>.personal-data.ts (export and erase), or to NOT_PERSONAL_DATA with a reason').toEqual([]);
    // Every named table exists, and every exception is still a table that refers to a customer.
    expect([...exported].filter((name) => !all.has(name))).toEqual([]);
    expect(Object.keys(NOT_PERSONAL_DATA).filter((name) => !aboutCustomers.includes(name))).toEqual([]);
  });
});

describe('the table detector', () => {
  it('sees a mail recipient column, however it is named, and not columns that only look alike', () => {
    const mailTable = (column: string) => pgTable('mail_copies', { id: uuid('id').primaryKey(), [column]: text(column) });
    for (const column of ['to', 'cc', 'bcc', 'reply_to', 'recipient', 'recipients', 'recipient_email', 'notify_email']) {
      expect(refersToCustomer(mailTable(column)), column).toBe(true);
    }
    for (const column of ['total', 'token_hash', 'tracking_number', 'photos', 'status_to', 'toast', 'subject']) {
      expect(refersToCustomer(mailTable(column)), column).toBe(false);
    }
  });
});

describe('GET /api/auth/me/export', () => {
  it('holds the account, orders with their lines, invoices, applications (PAN and Aadhaar decrypted), contact messages, consents and the security log', async () => {
    const buyer = await t.make.makeUser({ name: 'Kavya Rao' });
    const laptop = await t.make.makeProduct({ priceInclGst: 45_000, stock: 5 });
    const order = await shop.buy(buyer, [[laptop, 1]]);
    await t.make.makeApplication(buyer.id);
    const contact = await post(undefined, '/api/contact', {
      name: 'Kavya Rao',
      email: buyer.email,
      subject: 'general',
      message: 'Please call me about a laptop.',
    });
    expect(contact.statusCode).toBe(201);

    const data = await exportOf(buyer);
    expect(data).toMatchObject({ noticeVersion: NOTICE_VERSION, user: { id: buyer.id, email: buyer.email } });
    expect(data.taxRecordsReason).toContain('Section 36 of the CGST Act');
    expect(rowsOf(data, 'users')).toEqual([expect.objectContaining({ id: buyer.id, name: 'Kavya Rao', email: buyer.email })]);
    expect(JSON.stringify(rowsOf(data, 'users'))).not.toMatch(/password/i);
    expect(rowsOf(data, 'orders')).toEqual([expect.objectContaining({ id: order._id, shippingAddress: expect.objectContaining({ name: ADDRESS.name }) })]);
    expect(rowsOf(data, 'order_items')).toEqual([expect.objectContaining({ orderId: order._id, productId: laptop._id, quantity: 1 })]);
    expect(rowsOf(data, 'invoices')).toEqual([expect.objectContaining({ orderId: order._id, kind: 'invoice' })]);
    expect(rowsOf(data, 'payments')).toHaveLength(1);
    expect(rowsOf(data, 'checkouts')).toHaveLength(1);
    const [application] = rowsOf(data, 'applications') as Array<{ financialInfo: Record<string, unknown> }>;
    expect(application!.financialInfo).toMatchObject({ panNumber: 'ABCDE1234F', aadharNumber: '234567890123' });
    expect(JSON.stringify(rowsOf(data, 'applications'))).not.toContain('identityCiphertext');
    expect(rowsOf(data, 'contact_messages')).toEqual([expect.objectContaining({ email: buyer.email, message: 'Please call me about a laptop.' })]);
    expect(rowsOf(data, 'consents')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'orders', noticeVersion: NOTICE_VERSION }),
        expect.objectContaining({ purpose: 'contact', noticeVersion: NOTICE_VERSION }),
      ]),
    );
    expect(rowsOf(data, 'security_events')).toEqual([expect.objectContaining({ kind: 'data-exported' })]);
    const invoices = data.data.find((held) => held.table === 'invoices')!;
    expect(invoices).toMatchObject({ erasure: 'kept', reason: expect.stringContaining('8 years') });
  });

  it('holds the audit entries about the customer’s refunds, checkouts and returns, and none about another’s', async () => {
    const buyer = await t.make.makeUser();
    const rival = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 30_000, stock: 5 });
    const admin_ = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload ? { payload } : {}) });

    // A refund that failed at the bank and that the shop tried again: audited on the refund.
    const cancelled = await shop.buy(buyer, [[laptop, 1]], { refunds: 'failed-once' });
    expect((await shop.call('POST', `/api/orders/${cancelled._id}/cancel`, undefined, buyer.token)).statusCode).toBe(200);
    await t.app.jobs.drain();
    await shop.runDue('sandbox-refund-settle');
    await t.app.jobs.drain();
    const [failed] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, cancelled._id));
    expect(failed!.status).toBe('failed');
    const retried = await admin_(`/api/admin/payments/attention/${failed!.id}/retry-refund`);
    expect(retried.statusCode, retried.body).toBe(200);

    // A payment that came after its last unit was sold to someone else, refunded by the shop: audited on the checkout.
    const lastOne = await t.make.makeProduct({ priceInclGst: 2_500, stock: 1 });
    const { orderId: gatewayOrderId } = await shop.createOrder(buyer, [[lastOne, 1]]);
    await shop.runDue('checkout-expire');
    await shop.buy(rival, [[lastOne, 1]]);
    expect((await shop.place(buyer, await shop.pay(gatewayOrderId))).statusCode).toBe(409);
    const [held] = await t.database.db.select().from(checkouts).where(eq(checkouts.gatewayOrderId, gatewayOrderId));
    const refunded = await admin_(`/api/admin/payments/attention/${held!.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);

    // A replacement (a laptop's only kind of return) the shop approved: audited on the return.
    const kept = await shop.buy(buyer, [[laptop, 1]]);
    await deliver(kept);
    const itemId = (await get(buyer, `/api/orders/${kept._id}/returns`)).json<OrderReturns>().options[0]!.itemId;
    // The unit is named by the serial number it left with.
    const serials = (await get(buyer, `/api/orders/${kept._id}`)).json<Order>().items[0]!.serials;
    const form = await multipartForm({
      lines: JSON.stringify([{ itemId, quantity: 1, serials }]),
      kind: 'replacement',
      reason: 'defective',
      description: 'It will not charge.',
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${kept._id}/returns`,
      headers: { ...bearer(buyer), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<OrderReturn>()._id;
    expect((await admin_(`/api/admin/returns/${returnId}/approve`, { note: 'Pickup tomorrow' })).statusCode).toBe(200);
    await t.app.jobs.drain();

    const entries = rowsOf(await exportOf(buyer), 'audit_log') as Array<{ action: string; targetType: string; targetId: string }>;
    const about = (targetType: string, targetId: string) => entries.filter((entry) => entry.targetType === targetType && entry.targetId === targetId);
    expect(about('refund', failed!.id).map((entry) => entry.action)).toEqual(['refund.retry']);
    expect(about('checkout', held!.id).map((entry) => entry.action)).toEqual(['payment.refund']);
    expect(about('return', returnId).map((entry) => entry.action)).toEqual(['return.approve']);
    // The entries on the orders were there before, and stay.
    expect(about('order', kept._id).map((entry) => entry.action)).toContain('order.status');
    // Another customer's export has none of them.
    const theirs = JSON.stringify(rowsOf(await exportOf(rival), 'audit_log'));
    for (const id of [failed!.id, held!.id, returnId, kept._id]) expect(theirs).not.toContain(id);
  });

  it('shows another customer none of it', async () => {
    const owner = await t.make.makeUser();
    await t.make.makeApplication(owner.id);
    const other = await t.make.makeUser();
    const data = await exportOf(other);
    expect(rowsOf(data, 'applications')).toEqual([]);
    expect(rowsOf(data, 'users')).toEqual([expect.objectContaining({ id: other.id })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/export' })).statusCode).toBe(401);
  });
});

describe('consent', () => {
  it('is recorded at sign-up with the notice version and time; withdrawn and given again as easily', async () => {
    const email = `consent.${Date.now()}@example.in`;
    const registered = await post(undefined, '/api/auth/register', { name: 'Ravi Kumar', email, password: 'secret123', phone: '9876501234' });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await t.database.db.select().from(consents).where(eq(consents.userId, registered.json<{ userId: string }>().userId));
    expect(row).toMatchObject({ purpose: 'account', noticeVersion: NOTICE_VERSION, withdrawnAt: null });
    expect(Date.now() - row!.givenAt.getTime()).toBeLessThan(60_000);

    const user = await t.make.makeUser();
    const applied = await t.make.makeApplication(user.id);
    expect(applied).toBeTruthy();
    const given = await post(user, '/api/auth/consents', { purpose: 'applications' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<ConsentList>().consents).toEqual([
      expect.objectContaining({ purpose: 'applications', noticeVersion: NOTICE_VERSION, withdrawnAt: null }),
    ]);

    const withdrawn = await post(user, '/api/auth/consents/withdraw', { purpose: 'applications' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<ConsentList>().consents[0]!.withdrawnAt).toEqual(expect.any(String));
    expect((await get(user, '/api/auth/consents')).json<ConsentList>().consents[0]!.withdrawnAt).not.toBeNull();

    const again = await post(user, '/api/auth/consents', { purpose: 'applications' });
    expect(again.json<ConsentList>().consents[0]!.withdrawnAt).toBeNull();
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.map((event) => event.kind).sort()).toEqual(['consent-given', 'consent-given', 'consent-withdrawn']);

    // A message sent as a guest from the account's address counts as the account's, and is withdrawn with it.
    expect((await post(undefined, '/api/contact', { name: 'Guest', email: user.email, subject: 'general', message: 'Hi' })).statusCode).toBe(201);
    const contact = (await get(user, '/api/auth/consents')).json<ConsentList>().consents.find((consent) => consent.purpose === 'contact');
    expect(contact).toMatchObject({ noticeVersion: NOTICE_VERSION, withdrawnAt: null });
    await post(user, '/api/auth/consents/withdraw', { purpose: 'contact' });
    expect((await get(user, '/api/auth/consents')).json<ConsentList>().consents.find((consent) => consent.purpose === 'contact')!.withdrawnAt).not.toBeNull();

    const unknown = await post(user, '/api/auth/consents', { purpose: 'marketing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Please choose a purpose');
  });

  it('is not recorded when the form was refused', async () => {
    const email = `refused.${Date.now()}@example.in`;
    const res = await post(undefined, '/api/contact', { name: 'X', email, subject: 'nope', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(consents).where(eq(consents.email, email))).toEqual([]);
  });
});

describe('POST /api/auth/me/erase', () => {
  it('refuses a wrong password, and waits for open orders', async () => {
    const buyer = await t.make.makeUser();
    const wrong = await post(buyer, '/api/auth/me/erase', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: PRIVACY_MESSAGES.wrongPassword });
    expect((await post(buyer, '/api/auth/me/erase', {})).statusCode).toBe(400);

    const mouse = await t.make.makeProduct({ category: 'accessories', priceInclGst: 999, stock: 5 });
    await shop.buy(buyer, [[mouse, 1]]);
    const open = await post(buyer, '/api/auth/me/erase', { password: buyer.password });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(PRIVACY_MESSAGES.openOrders(1));
    expect((await get(buyer, '/api/auth/me/export')).statusCode).toBe(200); // still there
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, buyer.id));
    expect(events.map((event) => event.kind)).toContain('erasure-refused');
  });

  it('erases in one go: sign-in impossible, orders kept without name, phone and address, invoices intact for the admin, one confirmation mail', async () => {
    const buyer = await t.make.makeUser({ name: 'Neha Joshi' });
    const other = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 52_000, stock: 5 });
    const order = await shop.buy(buyer, [[laptop, 1]]);
    await deliver(order);
    await t.make.makeApplication(buyer.id);
    await t.make.makeApplication(other.id);
    await post(undefined, '/api/contact', { name: 'Neha Joshi', email: buyer.email, subject: 'sales', message: 'About my order' });
    await t.app.jobs.drain(); // the order's own mails go first
    const before = mailbox.received.length;

    const res = await post(buyer, '/api/auth/me/erase', { password: buyer.password });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ErasureResult>();
    expect(result.message).toBe(PRIVACY_MESSAGES.erased);
    expect(result.kept).toEqual(
      expect.arrayContaining([expect.objectContaining({ table: 'invoices', reason: expect.stringContaining('Section 36 of the CGST Act') })]),
    );

    // Signed out everywhere, and no way back in.
    expect((await get(buyer, '/api/auth/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toEqual([]);
    const login = await post(undefined, '/api/auth/login', { email: buyer.email, password: buyer.password });
    expect(login.statusCode).toBe(401);

    const [account] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(account).toMatchObject({ name: 'Erased customer', phone: '', street: '', email: `erased-${buyer.id}@erased.invalid` });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept!.shippingAddress).toEqual({ name: 'Erased customer', phone: '', street: '', city: '', state: ADDRESS.state, pincode: '' });
    expect(kept!.total).toBe(52_000);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, buyer.id));
    expect(checkout!.shippingAddress.name).toBe('Erased customer');
    expect(await t.database.db.select().from(applications).where(eq(applications.userId, buyer.id))).toEqual([]);
    expect(await t.database.db.select().from(applications).where(eq(applications.userId, other.id))).toHaveLength(1);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, buyer.email))).toEqual([]);

    // The invoice stays exactly as issued, and the admin can still download it.
    const invoice = await get(admin, `/api/orders/${order._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(invoice.rawPayload)).text).toContain(ADDRESS.name);

    await t.app.jobs.drain();
    const mail = await mailbox.nextFor(buyer.email, before);
    expect(mail.subject).toBe('Your TechStore account has been erased');
    expect(mail.body).toContain('Section 36 of the CGST Act');
    await t.app.jobs.drain();
    expect(mailbox.received.slice(before).filter((received) => received.to.includes(buyer.email) && /erased/.test(received.subject))).toHaveLength(1);
  });

  it('keeps a password-reset request’s address sealed in its job: no readable address waits in the table', async () => {
    const customer = await t.make.makeUser();
    await t.app.jobs.drain();
    const before = mailbox.received.length;
    expect((await post(undefined, '/api/auth/forgot-password', { email: customer.email })).statusCode).toBe(200);
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'password-reset'), eq(jobs.state, 'queued')));
    expect(Object.keys(queued!.payload)).toEqual(['sealed']);
    expect(JSON.stringify(queued!.payload)).not.toContain(customer.email.split('@')[0]!);
    // Its own key, bound to its row: the mail key does not open it, nor does it open on another row.
    expect(createSealer(t.config.AUTH_SECRET, 'techstore:password-reset-job').open(String(queued!.payload.sealed), queued!.id)).toBe(customer.email);
    expect(() => createSealer(t.config.AUTH_SECRET, 'techstore:queued-mail').open(String(queued!.payload.sealed), queued!.id)).toThrow();
    // And the link still comes.
    await t.app.jobs.drain();
    expect((await mailbox.nextFor(customer.email, before)).subject).toMatch(/reset/i);
  });

  it('leaves no job naming the erased customer but the confirmation: their unsent mail and reset requests go, others’ stay', async () => {
    const customer = await t.make.makeUser();
    const other = await t.make.makeUser();
    await t.app.jobs.drain(); // the tests before
    // A reset-link mail to each that never went (dead, kept for an admin's retry) …
    mailbox.state.mode = 'fail';
    try {
      for (const user of [customer, other]) expect((await post(undefined, '/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
      await t.app.jobs.drain();
    } finally {
      mailbox.state.mode = 'accept';
    }
    // … and a reset request still queued, waiting for a retry (else the confirmation's wake-up runs it first).
    expect((await post(undefined, '/api/auth/forgot-password', { email: customer.email })).statusCode).toBe(200);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 hour'` })
      .where(and(eq(jobs.kind, 'password-reset'), eq(jobs.state, 'queued')));
    expect(await jobsNaming(customer.email)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'mail', state: 'dead' }), { kind: 'password-reset', state: 'queued' }]),
    );
    expect(await jobsNaming(other.email)).toEqual([expect.objectContaining({ kind: 'mail', state: 'dead' })]);

    const before = mailbox.received.length;
    const res = await post(customer, '/api/auth/me/erase', { password: customer.password });
    expect(res.statusCode, res.body).toBe(200);
    // The confirmation, queued after the erasure (and woken: it may be on its way already).
    expect(await jobsNaming(customer.email)).toEqual([
      { kind: 'mail', state: expect.stringMatching(/queued|running/), subject: 'Your TechStore account has been erased' },
    ]);
    expect(await jobsNaming(other.email)).toEqual([expect.objectContaining({ kind: 'mail', state: 'dead' })]);

    await t.app.jobs.drain();
    expect((await mailbox.nextFor(customer.email, before)).subject).toBe('Your TechStore account has been erased');
    expect(await jobsNaming(customer.email)).toEqual([]);
    expect(mailbox.received.slice(before).filter((mail) => mail.to.includes(customer.email))).toHaveLength(1);
  });

  it('takes the account’s own lists with it: address book, saved cart, wishlist and notify-me requests are exported, then gone', async () => {
    const shopper = await t.make.makeUser();
    const laptop = await t.make.makeProduct({ priceInclGst: 48_000, stock: 3 });
    const soldOut = await t.make.makeProduct({ priceInclGst: 1_499, stock: 0 });
    const writes = [
      await post(shopper, '/api/auth/addresses', ADDRESS),
      await t.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(shopper), payload: { items: [{ productId: laptop._id, quantity: 1 }] } }),
      await t.app.inject({ method: 'PUT', url: `/api/wishlist/${laptop._id}`, headers: bearer(shopper) }),
      await post(shopper, `/api/products/${soldOut._id}/notify-me`, {}),
    ];
    for (const res of writes) expect(res.statusCode, res.body).toBeLessThan(300);

    const data = await exportOf(shopper);
    expect(rowsOf(data, 'saved_addresses')).toEqual([expect.objectContaining({ street: ADDRESS.street, pincode: ADDRESS.pincode })]);
    expect(rowsOf(data, 'carts')).toEqual([expect.objectContaining({ lines: [expect.objectContaining({ productId: laptop._id, quantity: 1 })] })]);
    expect(rowsOf(data, 'wishlist_items')).toEqual([expect.objectContaining({ productId: laptop._id })]);
    expect(rowsOf(data, 'stock_alerts')).toEqual([expect.objectContaining({ productId: soldOut._id, email: shopper.email })]);

    expect((await post(shopper, '/api/auth/me/erase', { password: shopper.password })).statusCode).toBe(200);
    const left = await t.database.db.execute(sql`
      select (select count(*) from saved_addresses where user_id = ${shopper.id})::int as addresses,
             (select count(*) from carts where user_id = ${shopper.id})::int as carts,
             (select count(*) from wishlist_items where user_id = ${shopper.id})::int as wishlist,
             (select count(*) from stock_alerts where user_id = ${shopper.id} or email = ${shopper.email})::int as alerts`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ addresses: 0, carts: 0, wishlist: 0, alerts: 0 });
  });

  it('the shop’s notifications about the customer are exported, then kept in the panel without their name or words', async () => {
    const buyer = await t.make.makeUser({ name: 'Ishaan Mehta' });
    const other = await t.make.makeUser({ name: 'Farah Siddiqui' });
    const laptop = await t.make.makeProduct({ priceInclGst: 47_000, stock: 5 });
    const order = await shop.buy(buyer, [[laptop, 1]]);
    await deliver(order);
    const words = 'My flat is on the 4th floor of Lotus Towers, please ring twice.';
    expect((await post(undefined, '/api/contact', { name: 'Ishaan Mehta', email: buyer.email, subject: 'support', message: words })).statusCode).toBe(201);
    const othersOrder = await shop.buy(other, [[laptop, 1]]);
    await t.app.jobs.drain();

    // Exported as the shop was told it, and when; nobody else's.
    const exported = rowsOf(await exportOf(buyer), 'shop_notifications') as Array<{ id: string; kind: string; title: string; text: string; targetId: string }>;
    expect(exported).toEqual([
      expect.objectContaining({ kind: 'order-placed', targetId: order._id, text: 'Ishaan Mehta paid online for 1 item.', createdAt: expect.any(String) }),
      expect.objectContaining({ kind: 'contact-message', title: 'Message from Ishaan Mehta (support)', text: words, readAt: null }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(othersOrder._id);

    expect((await post(buyer, '/api/auth/me/erase', { password: buyer.password })).statusCode).toBe(200);

    // The owner's panel keeps the events (order number, amount, link), not the person.
    const panel: ShopNotification[] = [];
    for (let page = 1; ; page++) {
      const answer = (await get(admin, `/api/admin/notifications?page=${page}`)).json<NotificationPage>();
      panel.push(...answer.notifications);
      if (page >= answer.totalPages) break;
    }
    const erased = exported.map((row) => panel.find((notification) => notification._id === row.id));
    expect(erased).toEqual([
      expect.objectContaining({
        kind: 'order-placed',
        title: exported[0]!.title,
        text: 'Erased customer paid online.',
        target: { type: 'order', id: order._id },
      }),
      expect.objectContaining({ kind: 'contact-message', title: 'Message from Erased customer' }),
    ]);
    expect(JSON.stringify(erased)).not.toMatch(/Ishaan|Mehta|Lotus Towers/);
    const [left] = await t.database.db.select().from(shopNotifications).where(eq(shopNotifications.id, exported[1]!.id));
    expect(left!.email).toBe('');
    // Another customer's notification is as it was.
    expect(panel.find((notification) => notification.target.id === othersOrder._id)).toMatchObject({ text: 'Farah Siddiqui paid online for 1 item.' });
  });

  it('does not erase an admin', async () => {
    const res = await post(admin, '/api/auth/me/erase', { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.adminCannotErase);
  });
});

describe('grievances', () => {
  it('are filed with a reference and a due date 90 days out, answered once by the admin, and the answer mailed once', async () => {
    const email = `grievance.${Date.now()}@example.in`;
    const res = await post(undefined, '/api/grievances', { name: 'Farah Khan', email, category: 'access', message: 'Please tell me what you hold about me.' });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<GrievanceReceipt>();
    expect(receipt.reference).toMatch(/^GRV-[A-Z2-9]{8}$/);
    expect(receipt.message).toBe(PRIVACY_MESSAGES.grievanceReceived(receipt.reference));
    const days = (new Date(receipt.dueAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(GRIEVANCE_ANSWER_DAYS - 1);
    expect(days).toBeLessThanOrEqual(GRIEVANCE_ANSWER_DAYS);

    const bad = await post(undefined, '/api/grievances', { name: 'Farah Khan', email, category: 'access', message: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PRIVACY_MESSAGES.messageRequired);

    const customer = await t.make.makeUser();
    expect((await get(customer, '/api/admin/grievances')).statusCode).toBe(403);
    const list = (await get(admin, '/api/admin/grievances?status=open')).json<AdminGrievanceList>();
    const filed = list.grievances.find((grievance) => grievance.reference === receipt.reference)!;
    expect(filed).toMatchObject({ name: 'Farah Khan', email, status: 'open', answer: '' });
    expect(list.open).toBeGreaterThanOrEqual(1);

    await t.app.jobs.drain();
    const received = await mailbox.nextFor(email);
    expect(received.subject).toBe(`TechStore grievance ${receipt.reference} received`);
    expect(received.body).toContain('Meera Deshpande');
    const before = mailbox.received.length;
    const answer = 'We hold your account and one order. You can download all of it under Profile, My data.';
    const answered = await post(admin, `/api/admin/grievances/${filed._id}/answer`, { answer });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<AdminGrievance>()).toMatchObject({ status: 'answered', answer, answeredBy: admin.email, answeredAt: expect.any(String) });
    const twice = await post(admin, `/api/admin/grievances/${filed._id}/answer`, { answer: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PRIVACY_MESSAGES.grievanceAnswered);
    expect((await post(admin, `/api/admin/grievances/${crypto.randomUUID()}/answer`, { answer })).statusCode).toBe(404);
    expect((await post(admin, `/api/admin/grievances/${filed._id}/answer`, { answer: '' })).statusCode).toBe(400);

    await t.app.jobs.drain();
    const mail = await mailbox.nextFor(email, before);
    expect(mail.subject).toBe(`TechStore grievance ${receipt.reference}: our answer`);
    expect(mail.body).toContain('You can download all of it');
    await t.app.jobs.drain();
    expect(mailbox.received.slice(before).filter((received) => received.to.includes(email) && /our answer/.test(received.subject))).toHaveLength(1);
  });
});

describe('the retention job', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it('removes unverified accounts, unpaid checkouts’ addresses, old contact messages and old security logs; keeps fresh ones', async () => {
    const { db } = t.database;
    const stale = await t.make.makeUser({ verified: false });
    const fresh = await t.make.makeUser({ verified: false });
    const verified = await t.make.makeUser();
    await db
      .update(users)
      .set({ createdAt: daysAgo(RETENTION.unverifiedAccountDays + 1) })
      .where(sql`${users.id} IN (${stale.id}, ${verified.id})`);

    const [oldMessage, newMessage] = await db
      .insert(contactMessages)
      .values([
        { name: 'Old', email: 'old@example.in', subject: 'general', message: 'old', ip: '1.1.1.1', createdAt: daysAgo(RETENTION.contactMessageDays + 1) },
        { name: 'New', email: 'new@example.in', subject: 'general', message: 'new', ip: '1.1.1.1', createdAt: daysAgo(RETENTION.contactMessageDays - 1) },
      ])
      .returning();
    const [oldEvent, newEvent] = await db
      .insert(securityEvents)
      .values([
        { userId: verified.id, kind: 'signed-in', createdAt: daysAgo(RETENTION.securityLogDays + 1) },
        { userId: verified.id, kind: 'signed-in', createdAt: daysAgo(RETENTION.securityLogDays - 1) },
      ])
      .returning();

    const buyer = await t.make.makeUser();
    const item = await t.make.makeProduct({ priceInclGst: 2_000, stock: 5 });
    await shop.createOrder(buyer, [[item, 1]]);
    await shop.createOrder(buyer, [[item, 1]]);
    const [expired, stillOpen] = await db.select().from(checkouts).where(eq(checkouts.userId, buyer.id)).orderBy(checkouts.createdAt);
    await db
      .update(checkouts)
      .set({ state: 'expired', holdsStock: false, updatedAt: daysAgo(2) })
      .where(eq(checkouts.id, expired!.id));

    await t.app.jobs.enqueue({ kind: 'privacy-retention', payload: { day: 'test' } }, db);
    await t.app.jobs.drain();

    const ids = async (table: typeof contactMessages | typeof securityEvents) => (await db.select({ id: table.id }).from(table)).map((row) => row.id);
    expect(await ids(contactMessages)).not.toContain(oldMessage!.id);
    expect(await ids(contactMessages)).toContain(newMessage!.id);
    expect(await ids(securityEvents)).not.toContain(oldEvent!.id);
    expect(await ids(securityEvents)).toContain(newEvent!.id);
    const accounts = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(accounts).not.toContain(stale.id);
    expect(accounts).toContain(fresh.id);
    expect(accounts).toContain(verified.id);
    const after = new Map((await db.select().from(checkouts).where(eq(checkouts.userId, buyer.id))).map((row) => [row.id, row]));
    expect(after.get(expired!.id)!.shippingAddress).toMatchObject({ name: 'Erased customer', street: '', phone: '', state: ADDRESS.state });
    expect(after.get(stillOpen!.id)!.shippingAddress).toMatchObject({ name: ADDRESS.name, street: ADDRESS.street });

    // The run queued the next one, due later.
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'privacy-retention'), eq(jobs.state, 'queued')));
    expect(next.length).toBeGreaterThanOrEqual(1);
    expect(next.every((job) => job.runAt.getTime() > Date.now())).toBe(true);
  });
});
