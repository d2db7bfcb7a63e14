import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The address book (issue 27) through the real server: CRUD, owners, the single default, the cap, bad input. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const HOME = { label: 'Home', name: 'Asha Verma', phone: '+91 98765 43210', street: '12 MG Road\nCamp', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const OFFICE = { label: 'Office', name: 'Asha Verma', phone: '9876543210', street: '4 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

async function call(user: MadeUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: user ? { authorization: `Bearer ${user.token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}
const list = async (user: MadeUser) => (await call(user, 'GET', '/api/auth/addresses')).body as SavedAddress[];
async function add(user: MadeUser, address: object = HOME): Promise<SavedAddress> {
  const res = await call(user, 'POST', '/api/auth/addresses', address);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as SavedAddress;
}
const defaults = (book: SavedAddress[]) => book.filter((address) => address.isDefault).map((address) => address._id);
/** Distinct streets, for as many different addresses as a test needs. */
const numbered = (n: number) => ({ ...HOME, label: `No. ${n}`, street: `${n} MG Road` });

describe('the address book', () => {
  it('adds, lists, edits and removes addresses; the first is the default', async () => {
    const user = await t.make.makeUser();
    expect(await list(user)).toEqual([]);

    const home = await add(user);
    // Stored as checkout stores an address: the phone as 10 digits, the street on one line.
    expect(home).toEqual({ _id: expect.any(String), ...HOME, phone: '9876543210', street: '12 MG Road, Camp', isDefault: true });
    const office = await add(user, OFFICE);
    expect(office.isDefault).toBe(false);
    expect((await list(user)).map((address) => address.label)).toEqual(['Home', 'Office']);

    const edited = await call(user, 'PATCH', `/api/auth/addresses/${office._id}`, { street: '5 Brigade Road', label: 'Work' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: office._id, street: '5 Brigade Road', label: 'Work', city: 'Bengaluru', isDefault: false });

    const removed = await call(user, 'DELETE', `/api/auth/addresses/${office._id}`);
    expect(removed.status).toBe(200);
    expect((removed.body as SavedAddress[]).map((address) => address._id)).toEqual([home._id]);
    expect(await list(user)).toEqual([home]);
  });

  it('keeps one copy of an address saved twice, and can make it the default then', async () => {
    const user = await t.make.makeUser();
    await add(user);
    const office = await add(user, OFFICE);
    const again = await call(user, 'POST', '/api/auth/addresses', { ...OFFICE, phone: '98765 43210', isDefault: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: office._id, isDefault: true });
    const book = await list(user);
    expect(book).toHaveLength(2);
    expect(defaults(book)).toEqual([office._id]);
  });

  it('makes a new address the default only when asked', async () => {
    const user = await t.make.makeUser();
    const home = await add(user);
    const office = await add(user, { ...OFFICE, isDefault: true });
    expect(office.isDefault).toBe(true);
    const book = await list(user);
    expect(defaults(book)).toEqual([office._id]);
    expect(book.find((address) => address._id === home._id)?.isDefault).toBe(false);
  });

  it('moves the default with PATCH isDefault, and promotes another when the default is removed', async () => {
    const user = await t.make.makeUser();
    const home = await add(user);
    const office = await add(user, OFFICE);
    const third = await add(user, numbered(3));

    expect((await call(user, 'PATCH', `/api/auth/addresses/${office._id}`, { isDefault: true })).body).toMatchObject({ isDefault: true });
    expect(defaults(await list(user))).toEqual([office._id]);

    const after = (await call(user, 'DELETE', `/api/auth/addresses/${office._id}`)).body as SavedAddress[];
    expect(defaults(after)).toHaveLength(1);
    expect([home._id, third._id]).toContain(defaults(after)[0]);
    expect(defaults(await list(user))).toEqual(defaults(after));

    // The last one goes too: an empty book, no default left behind.
    for (const address of await list(user)) expect((await call(user, 'DELETE', `/api/auth/addresses/${address._id}`)).status).toBe(200);
    expect(await list(user)).toEqual([]);
  });

  it('refuses isDefault: false (another address becomes the default instead)', async () => {
    const user = await t.make.makeUser();
    const home = await add(user);
    const res = await call(user, 'PATCH', `/api/auth/addresses/${home._id}`, { isDefault: false });
    expect(res.status).toBe(400);
    expect(defaults(await list(user))).toEqual([home._id]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const user = await t.make.makeUser();
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n++) await add(user, numbered(n));
    const res = await call(user, 'POST', '/api/auth/addresses', numbered(99));
    expect(res).toEqual({ status: 409, body: { message: ADDRESS_BOOK_MESSAGES.full } });
    expect(await list(user)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it(`keeps the cap when many are added at once`, async () => {
    const user = await t.make.makeUser();
    const answers = await Promise.all(Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, n) => call(user, 'POST', '/api/auth/addresses', numbered(n + 1))));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    const book = await list(user);
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(defaults(book)).toHaveLength(1);
  });
});

describe('owners', () => {
  it("answers 404 for another customer's address, and changes nothing of it", async () => {
    const owner = await t.make.makeUser();
    const other = await t.make.makeUser();
    const home = await add(owner);

    expect(await call(other, 'PATCH', `/api/auth/addresses/${home._id}`, { street: 'Taken over' })).toEqual({
      status: 404,
      body: { message: ADDRESS_BOOK_MESSAGES.notFound },
    });
    expect((await call(other, 'PATCH', `/api/auth/addresses/${home._id}`, { isDefault: true })).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/auth/addresses/${home._id}`)).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([home]);
  });

  it('answers 404 for an id that is not one, and 401 without a session', async () => {
    const user = await t.make.makeUser();
    expect((await call(user, 'PATCH', '/api/auth/addresses/not-a-uuid', { city: 'Pune' })).status).toBe(404);
    expect((await call(user, 'DELETE', '/api/auth/addresses/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(undefined, 'GET', '/api/auth/addresses')).status).toBe(401);
    expect((await call(undefined, 'POST', '/api/auth/addresses', HOME)).status).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['a PIN of 5 digits', { pincode: '41100' }, 'Please enter a valid 6-digit PIN code'],
    ['a PIN starting with 0', { pincode: '011001' }, 'Please enter a valid 6-digit PIN code'],
    ['a phone that is not an Indian mobile', { phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['a state India does not have', { state: 'Atlantis' }, 'Please enter an Indian state or union territory'],
    ['an empty city', { city: ' ' }, 'Please fill in city'],
    ['a label too long', { label: 'x'.repeat(31) }, ADDRESS_BOOK_MESSAGES.labelTooLong],
  ])('refuses %s with a 400 that says why', async (_what, change, message) => {
    const user = await t.make.makeUser();
    const res = await call(user, 'POST', '/api/auth/addresses', { ...HOME, ...change });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
    expect(await list(user)).toEqual([]);
  });

  it('refuses a PIN in another state than the one chosen, on add and on edit', async () => {
    const user = await t.make.makeUser();
    const res = await call(user, 'POST', '/api/auth/addresses', { ...HOME, state: 'Karnataka' });
    expect(res.status).toBe(400);
    const home = await add(user);
    const edit = await call(user, 'PATCH', `/api/auth/addresses/${home._id}`, { pincode: '560001' });
    expect(edit.status).toBe(400);
    expect(await list(user)).toEqual([home]);
  });

  it('refuses an empty PATCH and a body that is not an address', async () => {
    const user = await t.make.makeUser();
    const home = await add(user);
    expect((await call(user, 'PATCH', `/api/auth/addresses/${home._id}`, {})).status).toBe(400);
    expect((await call(user, 'POST', '/api/auth/addresses', { name: 'Asha' })).status).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('concurrency', () => {
  it('leaves exactly one default when several addresses are made the default at once', async () => {
    const user = await t.make.makeUser();
    const book = [await add(user, numbered(1))];
    for (let n = 2; n <= 6; n++) book.push(await add(user, numbered(n)));

    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(book.map((address) => call(user, 'PATCH', `/api/auth/addresses/${address._id}`, { isDefault: true })));
      expect(answers.map((res) => res.status)).toEqual(book.map(() => 200));
      expect(defaults(await list(user))).toHaveLength(1);
      // The database agrees: one row flagged, whatever the answers said.
      const result = (await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM saved_addresses WHERE user_id = ${user.id} AND is_default`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(result.rows[0]?.n).toBe(1);
    }
  });

  it('promotes exactly one when the default is removed while another is made the default', async () => {
    const user = await t.make.makeUser();
    const first = await add(user, numbered(1));
    const second = await add(user, numbered(2));
    const third = await add(user, numbered(3));
    await Promise.all([
      call(user, 'DELETE', `/api/auth/addresses/${first._id}`),
      call(user, 'PATCH', `/api/auth/addresses/${second._id}`, { isDefault: true }),
    ]);
    const book = await list(user);
    expect(book.map((address) => address._id).sort()).toEqual([second._id, third._id].sort());
    expect(defaults(book)).toHaveLength(1);
  });
});
