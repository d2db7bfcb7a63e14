import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Property-based fuzzing of every route that takes a body (found from the app itself, so a new one is
 * covered the day it is added): well-formed bodies with one or more fields swapped for anything
 * (wrong types, huge or empty text, NUL, half surrogate pairs, nested objects), and arbitrary JSON;
 * and of the query string of every GET route. Whatever comes, the answer is never a 5xx, every 4xx
 * carries a message, and none takes a second.
 */

/**
 * Random requests per route. The suite runs twice in CI, on PGlite and on PostgreSQL: the same database engine and
 * the same validation, so the second pass (which checks what reaches the PostgreSQL driver) takes a
 * fifth of the samples, a fresh random fifth each run, to keep CI within its time.
 */
const SAMPLE_SHARE = process.env.TEST_DATABASE_URL ? 0.2 : 1;
const RUNS_PER_ROUTE = 500 * SAMPLE_SHARE;
/** Only the catalogue reads its query into SQL; the other GET routes are walked for what they ignore. */
const QUERY_RUNS_PER_ROUTE = 200 * SAMPLE_SHARE;

let t: TestApp;
let adminToken: string;
let productId: string;

/** Bodies the routes accept, to start from: a fuzzed field then reaches the code behind validation. */
const VALID: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/register': () => ({
    name: 'Asha Verma',
    email: `fuzz.${Math.random().toString(36).slice(2)}@example.in`,
    password: 'secret123',
    phone: '9876543210',
  }),
  'POST /api/auth/verify-otp': () => ({ userId: '00000000-0000-4000-8000-000000000000', otp: '123456' }),
  'POST /api/auth/resend-otp': () => ({ userId: '00000000-0000-4000-8000-000000000000' }),
  'POST /api/auth/login': () => ({ email: 'nobody@example.in', password: 'secret123' }),
  'POST /api/auth/addresses': () => ({
    label: 'Home',
    name: 'Asha Verma',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    isDefault: true,
  }),
  'PATCH /api/auth/addresses/:id': () => ({ street: '14 MG Road', pincode: '411001', isDefault: true }),
  'POST /api/auth/forgot-password': () => ({ email: 'nobody@example.in' }),
  'POST /api/auth/reset-password': () => ({ token: 'made-up-token', password: 'secret123' }),
  'PUT /api/auth/profile': () => ({
    name: 'Asha Verma',
    phone: '9876543210',
    address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  }),
  'POST /api/contact': () => ({ name: 'Meera Iyer', email: 'meera@example.in', phone: '', subject: 'sales', message: 'Is the Dell XPS 13 in stock?' }),
  'POST /api/applications': () => ({
    type: 'loan',
    subType: 'personal',
    personalInfo: {
      fullName: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      dateOfBirth: '1990-04-15',
      gender: 'female',
      maritalStatus: 'married',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    },
    financialInfo: {
      monthlyIncome: '85000',
      employmentType: 'salaried',
      companyName: 'Infosys',
      workExperience: '8',
      panNumber: 'ABCDE1234F',
      aadharNumber: '234567890123',
    },
    specificDetails: { loanAmount: '300000', loanTenure: '36', purpose: 'medical_emergency' },
  }),
  'PATCH /api/admin/products/:id': () => ({ priceInclGst: 49_999, mrp: null, stock: 3, featured: true }),
  'PATCH /api/admin/orders/:id/status': () => ({ status: 'shipped', trackingNumber: 'BLUEDART1234567' }),
  'PATCH /api/admin/applications/:id': () => ({ status: 'under_review', adminNotes: 'Documents received; checking with the bank.' }),
  'PATCH /api/admin/messages/:id': () => ({ read: true }),
  'POST /api/admin/products': () => ({
    name: 'Fuzz Laptop',
    description: 'A laptop the fuzzer made.',
    brand: 'Fuzz',
    category: 'laptop',
    priceInclGst: 40_000,
    mrp: 45_000,
    stock: 3,
    warranty: '1 Year',
    specifications: { RAM: '8 GB' },
    images: ['/images/products/fuzz-1.svg'],
  }),
  'POST /api/admin/products/:id/stock': () => ({ change: 2, reason: 'Delivery from the distributor' }),
  'POST /api/admin/notifications/read': () => ({ ids: ['0b6f7c8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f'] }),
  // A wrong amount: a fuzzed body that passes validation ends in 409, before any payment gateway is asked.
  'POST /api/payments/create-order': () => ({
    amount: 1,
    items: [{ productId, quantity: 1 }],
    shippingAddress: { name: 'Asha Verma', phone: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  }),
  'POST /api/payments/verify-payment': () => ({
    razorpay_order_id: 'order_00000000000000',
    razorpay_payment_id: 'pay_00000000000000',
    razorpay_signature: 'f'.repeat(64),
  }),
  'POST /api/orders': () => ({
    items: [],
    paymentDetails: { orderId: 'order_00000000000000', paymentId: 'pay_00000000000000', signature: 'f'.repeat(64), method: 'upi', status: 'completed' },
  }),
};

/** What a page, the search box or a hand-made link may put in a query string, and what it may not. */
const QUERY_VALUES = ['laptops', 'all', 'dead', 'lenvo thinkpd', '1', '0', '-1', '1e9', '0x10', 'i7-1355U', "o'neil", '100%_\\', ':*&|!()'];

const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    '\uDBFF\uDBFF',
    '',
    ' ',
    '💻₹',
    'x'.repeat(100_000),
    "'; DROP TABLE users; --",
    '__proto__',
    '%00',
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ maxLength: 300 }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 5 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Swaps some fields of `base` (nested ones too) for anything, or adds unknown ones. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'role', 'extra'), fc.option(fc.constantFrom(...keys, 'street', 'x')), anyValue), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) => {
      const body: Record<string, unknown> = structuredClone(base);
      // Own properties even for "__proto__": the JSON sent then carries the key, a prototype-pollution probe.
      const set = (on: object, key: string, value: unknown) => Object.defineProperty(on, key, { value, enumerable: true, writable: true, configurable: true });
      for (const [key, inner, value] of changes) {
        const current = Object.hasOwn(body, key) ? body[key] : undefined;
        if (inner && current && typeof current === 'object' && !Array.isArray(current)) set(current, inner, value);
        else set(body, key, value);
      }
      return body;
    });
}

function bodies(route: string): fc.Arbitrary<unknown> {
  const valid = VALID[route];
  const wild = fc.oneof(fc.jsonValue({ maxDepth: 5 }), fc.dictionary(nastyText, anyValue, { maxKeys: 8 }));
  return valid ? fc.oneof({ weight: 3, arbitrary: mutated(valid()) }, { weight: 1, arbitrary: wild }) : wild;
}

/** Query strings of known and unknown names, values of every kind, and escapes that decode to nothing valid. */
const queryStrings: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            'search',
            'category',
            'page',
            'limit',
            'state',
            'status',
            'from',
            'to',
            'targetId',
            'type',
            'subType',
            'unread',
            'stock',
            'featured',
            '__proto__',
            'x',
          ),
          fc.oneof(nastyText, fc.constantFrom(...QUERY_VALUES)),
        )
        .map((pair) => new URLSearchParams([pair]).toString()),
      fc.constantFrom('search=%ED%A0%80', 'search=%C0%80', 'search=%', 'page=%zz', 'category=%00', 'search[]=a', 'a[b][c]=d', '&&==', 'search'),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join('&'));

beforeAll(async () => {
  // Test mode for payments and couriers, as the quick start runs: every route is reachable, none answers 503 for want of a service.
  t = await createTestApp({ seed: true, env: { SHIPPING_SANDBOX: 'true' } });
  adminToken = (await t.make.makeUser({ role: 'admin' })).token;
  productId = (await t.make.makeProduct())._id;
  // The OpenAPI document is made on its first request, once (plugins/openapi.ts): not what is timed here.
  expect((await t.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('every route, fuzzed', () => {
  it('has routes to fuzz', () => {
    expect(writeRoutes().length).toBeGreaterThanOrEqual(Object.keys(VALID).length);
  });

  // Routes are read from the app once it exists; `it.each` needs them sooner, so one test walks them all.
  it(`never answers 5xx, always a message for 4xx, never takes a second (${RUNS_PER_ROUTE} runs a route)`, async () => {
    const slowest: Record<string, number> = {};
    for (const { method, url, access } of writeRoutes()) {
      const route = `${method} ${url}`;
      const path = url.replace(':id', productId);
      // A customer of its own for each route: fuzzing logout ends its session.
      const token = access === 'admin' ? adminToken : access === 'user' ? (await t.make.makeUser()).token : undefined;
      let counter = 0;
      await fc.assert(
        fc.asyncProperty(bodies(route), async (body) => {
          const started = performance.now();
          const res = await t.app.inject({
            method: method as 'POST',
            url: path,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            // Mostly one address, so limits come into play; now and then a fresh one, so code past them runs.
            remoteAddress: ++counter % 10 === 0 ? `10.77.${counter >> 8}.${counter & 255}` : '10.77.255.1',
          });
          const took = performance.now() - started;
          slowest[route] = Math.max(slowest[route] ?? 0, took);
          expect(res.statusCode, `${route} ${JSON.stringify(body)?.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
          expect(took, route).toBeLessThan(1000);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(Object.keys(slowest).length).toBe(writeRoutes().length);
  }, 300_000);

  it(`never answers 5xx to a query string, always a message for 4xx, never takes a second (${QUERY_RUNS_PER_ROUTE} runs a GET route)`, async () => {
    const routes = t.app.routeAccess.filter(({ method, url }) => method === 'GET' && url.startsWith('/api/'));
    for (const { url, access } of routes) {
      const path = url.replace(':id', productId);
      await fc.assert(
        fc.asyncProperty(queryStrings, async (query) => {
          const started = performance.now();
          const res = await t.app.inject({ url: `${path}?${query}`, headers: access === 'public' ? {} : { authorization: `Bearer ${adminToken}` } });
          const took = performance.now() - started;
          expect(res.statusCode, `GET ${path}?${query.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
          expect(took, url).toBeLessThan(1000);
        }),
        { numRuns: QUERY_RUNS_PER_ROUTE },
      );
    }
  }, 300_000);

  // Far deeper than the call stack: a walk that recursed through the body answered these 500.
  // The time bound catches a walk that is quadratic in the depth (minutes at this depth), not speed: a
  // linear one takes 0.2–0.5 s, and up to 1.5 s on a machine loaded by other work.
  it('answers a body nested 100,000 levels deep below 500, with a message, within seconds, on every route that takes one', async () => {
    const depth = 100_000;
    const deepBodies = ['['.repeat(depth) + ']'.repeat(depth), `${'{"a":['.repeat(depth)}"\\u0000"${']}'.repeat(depth)}`];
    for (const { method, url, access } of writeRoutes()) {
      const token = access === 'admin' ? adminToken : access === 'user' ? (await t.make.makeUser()).token : undefined;
      for (const payload of deepBodies) {
        const started = performance.now();
        const res = await t.app.inject({
          method: method as 'POST',
          url: url.replace(':id', productId),
          payload,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          remoteAddress: '10.79.0.1',
        });
        expect(res.statusCode, `${method} ${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        expect(performance.now() - started, `${method} ${url}`).toBeLessThan(5000);
      }
    }
    // The bound that matters is each request's, above; all the routes together take 10-20 s, and more
    // than the default 30 s on a machine loaded by other suites (CI).
  }, 180_000);

  it.each([
    ['POST /api/auth/register', 'name'],
    ['POST /api/auth/register', 'phone'],
    ['POST /api/auth/register', 'password'],
    ['PUT /api/auth/profile', 'name'],
    ['PUT /api/auth/profile', 'phone'],
    ['PUT /api/auth/profile', 'address.street'],
    ['POST /api/contact', 'name'],
    ['POST /api/contact', 'phone'],
    ['POST /api/contact', 'message'],
    ['POST /api/applications', 'personalInfo.fullName'],
    ['POST /api/applications', 'personalInfo.phone'],
    ['POST /api/applications', 'personalInfo.address.street'],
    ['POST /api/applications', 'specificDetails.purpose'],
    ['PATCH /api/admin/products/:id', 'name'],
  ])('%s: NUL or half a surrogate pair in %s → 400 naming the field', async (route, field) => {
    const [method, url] = route.split(' ') as ['POST', string];
    for (const bad of ['bad\u0000text', 'bad\uD800text']) {
      const body = VALID[route]?.() ?? {};
      const parts = field.split('.');
      let holder = body as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) holder = holder[part] as Record<string, unknown>;
      holder[parts.at(-1)!] = bad;
      const token = url.startsWith('/api/admin') ? adminToken : (await t.make.makeUser()).token;
      const res = await t.app.inject({
        method,
        url: url.replace(':id', productId),
        payload: body,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.78.0.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `${field}: contains a character that is not allowed`,
        errors: [{ field, message: 'contains a character that is not allowed' }],
      });
    }
  });

  it('checks the query string the same way (the catalogue search reaches the database)', async () => {
    const res = await t.app.inject({ url: '/api/products?search=lap%00top' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('search: contains a character that is not allowed');
  });
});

function writeRoutes() {
  return t.app.routeAccess.filter(({ method, url }) => ['POST', 'PUT', 'PATCH'].includes(method) && url.startsWith('/api/'));
}
