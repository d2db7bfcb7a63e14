import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createTestApp, type TestApp } from './test-app';
import { SANDBOX_PATH } from '../src/modules/payments/payments-settings';

/**
 * Walks every route the app registered and proves it is exactly as open as it declares
 * (config.access): public to anyone, 'user' only with a session, 'admin' only for an admin. New
 * routes are walked without anyone writing a test for them; an /api route that declares nothing
 * stops the app from starting at all.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUTH_REFUSALS = [401, 403];

async function call(method: string, url: string, token?: string) {
  const path = url.replace(/:[^/]+/g, () => randomUUID()).replace(/\*$/, 'anything');
  const res = await t.app.inject({
    method: method as 'GET',
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? { payload: {} } : {}),
  });
  return res.statusCode;
}

describe('access to every route', () => {
  it('covers public, customer and admin routes', () => {
    const kinds = new Set(t.app.routeAccess.map((r) => r.access));
    expect([...kinds].sort()).toEqual(['admin', 'public', 'user']);
    expect(t.app.routeAccess.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThanOrEqual(15);
  });

  it('refuses to start when an /api route does not declare who may call it', async () => {
    const other = await createTestApp({ seed: false });
    try {
      expect(() => other.app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
    } finally {
      await other.close();
    }
  });

  it('answers each route as declared: anonymous 401 where a session is needed, a customer 403 on admin routes', async () => {
    const seen: string[] = [];
    // The payment sandbox stands in for Razorpay and guards its REST API with Razorpay's own basic
    // auth (tested with the checkout), not with the shop's sessions.
    const shopRoutes = t.app.routeAccess.filter(({ url }) => !url.startsWith(SANDBOX_PATH));
    for (const { method, url, access } of shopRoutes) {
      const route = `${method} ${url} (${access})`;
      // Fresh accounts per route: a route may end the session it is called with (logout).
      const [customer, admin] = await Promise.all([t.make.makeUser(), t.make.makeUser({ role: 'admin' })]);
      const anonymous = await call(method, url);
      const asCustomer = await call(method, url, customer.token);
      const asAdmin = await call(method, url, admin.token);
      if (access === 'public') {
        expect(AUTH_REFUSALS, `${route}: anonymous got ${anonymous}`).not.toContain(anonymous);
        expect(AUTH_REFUSALS, `${route}: customer got ${asCustomer}`).not.toContain(asCustomer);
      } else {
        expect(anonymous, `${route}: anonymous`).toBe(401);
        if (access === 'admin') expect(asCustomer, `${route}: customer`).toBe(403);
        else expect(AUTH_REFUSALS, `${route}: customer got ${asCustomer}`).not.toContain(asCustomer);
      }
      expect(AUTH_REFUSALS, `${route}: admin got ${asAdmin}`).not.toContain(asAdmin);
      seen.push(route);
    }
    expect(seen.length).toBe(shopRoutes.length);
  });

  it('reads the role from the database on every request, never from the client', async () => {
    const customer = await t.make.makeUser();
    const forged = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${randomUUID()}`,
      headers: { authorization: `Bearer ${customer.token}`, 'x-role': 'admin', cookie: 'role=admin' },
      payload: { priceInclGst: 1, role: 'admin' },
    });
    expect(forged.statusCode).toBe(403);
    // Promoted in the database, the same session is an admin's from its next request; demoted, no longer.
    const users = createAuthRepository(t.database.db);
    const asThem = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${randomUUID()}`,
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { priceInclGst: 1 },
      });
    await users.updateUser(customer.id, { role: 'admin' });
    expect((await asThem()).statusCode).toBe(404); // past the guard: the product is unknown
    await users.updateUser(customer.id, { role: 'customer' });
    expect((await asThem()).statusCode).toBe(403);
  });
});
