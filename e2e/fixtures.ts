import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product, ProductListResponse, User } from '@store/shared';
import { createSession, newAccount, type Account } from './accounts';
import { E2E_ADMIN } from './admin-account';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Fails on any serious or critical accessibility violation of the page as it stands. axe-core is put
 * into the page once per document and run there: @axe-core/playwright opened a second page for each
 * scan and re-sent axe's 500 kB each time, 4x the cost (5.7 s a scan on the CI machine, 80 scans).
 */
export async function expectAccessible(page: Page) {
  // As things will stand once what is moving has settled: a toast caught fading in reads as text of too
  // little contrast. Each finite animation is taken to its end rather than awaited: one in a section the
  // browser has not laid out yet (content-visibility: auto, below the fold) does not run, and its end
  // never came (a minute's timeout on CI).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // an animation that cannot end (a zero playback rate) is left as it is
      }
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** The whole seeded catalogue, read once per worker through the public API (the database is the run's own). */
let catalogue: Promise<Product[]> | undefined;
async function loadCatalogue(request: APIRequestContext): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/products?limit=48&page=${page}`);
    expect(response.ok(), `GET /api/products page ${page}`).toBe(true);
    const body = (await response.json()) as ProductListResponse;
    all.push(...body.products);
    if (page >= body.totalPages) return all;
  }
}

/** A line of the cart as the app stores it. */
export type CartLine = ReturnType<typeof cartLine>;

interface Fixtures {
  isPhone: boolean;
  /**
   * Makes a new verified customer (through the API and the development outbox) and signs them in
   * for the page: their token and user are in localStorage before the app starts.
   */
  login: (name?: string) => Promise<Account & { token: string; user: User }>;
  /**
   * Signs the shop owner (a verified admin from the start, see scripts/e2e-admin.ts) in for the page
   * through POST /api/auth/login; returns the session, whose token also serves API calls.
   */
  loginAsAdmin: () => Promise<{ token: string; user: User }>;
  /** Puts these lines in the cart before the app starts: [product, quantity] pairs, or lines as stored. */
  cart: (lines: Array<[Product, number] | CartLine>) => Promise<void>;
  /** Every product of the seeded catalogue, in the API's order. */
  products: Product[];
  /** The first product that matches, failing the test with `what` when none does. */
  findProduct: (what: string, matches: (product: Product) => boolean) => Product;
}

export const test = base.extend<Fixtures>({
  isPhone: async ({ viewport }, use) => use((viewport?.width ?? 1440) < 768),
  page: async ({ page, javaScriptEnabled }, use) => {
    // A page that throws an uncaught error is a failing page.
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // A public page arrives rendered by the server; its buttons and fields work once React has hydrated
    // it, so each load waits for that, as a person waits for a page to respond (issue 28).
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await load(...args);
            await waitForHydration(page);
            return response;
          },
        });
      }
    }
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  login: async ({ page, request }, use, testInfo) => {
    await use(async (name) => {
      const account = newAccount(testInfo, name);
      const session = await createSession(request, account);
      await seedStorage(page, { token: session.token, user: session.user });
      return { ...account, ...session };
    });
  },
  loginAsAdmin: async ({ page, request }, use) => {
    await use(async () => {
      const session = await adminSession(request);
      await seedStorage(page, { token: session.token, user: session.user });
      return session;
    });
  },
  cart: async ({ page }, use) => {
    await use((lines) => seedStorage(page, { cart: lines.map((line) => (Array.isArray(line) ? cartLine(line[0], line[1]) : line)) }));
  },
  products: async ({ request }, use) => {
    catalogue ??= loadCatalogue(request);
    await use(await catalogue);
  },
  findProduct: async ({ products }, use) => {
    await use((what, matches) => {
      const found = products.find(matches);
      if (!found) throw new Error(`The seeded catalogue has no ${what}`);
      return found;
    });
  },
});

export { expect };

/**
 * Until React has taken over the HTML of a page the server rendered (nothing to wait for on a page
 * the browser renders itself). The shell's element gets React's props once its whole tree is hydrated.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.getElementById('ssr-data')) return true;
    const shell = document.querySelector('#root > div');
    return shell !== null && Object.keys(shell).some((key) => key.startsWith('__reactProps$'));
  });
}

/** A new session of the shop owner's admin account, through the real login. */
export async function adminSession(request: APIRequestContext): Promise<{ token: string; user: User }> {
  const response = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(response.ok(), `POST /api/auth/login as the admin: ${await response.text()}`).toBe(true);
  const session = (await response.json()) as { token: string; user: User };
  expect(session.user.role).toBe('admin');
  return session;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast (react-hot-toast renders each message in its own role=status element) with exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
}

/**
 * The cart this browser keeps, as product ids and quantities: a signed-in shopper's copy of the
 * account's cart (key accountCart, issue 27), or a guest's (key cart, SPEC §8).
 */
export async function storedCartLines(page: Page): Promise<Array<{ _id: string; quantity: number }>> {
  const lines = await page.evaluate(() => {
    const account = localStorage.getItem('accountCart');
    const items: unknown = account ? (JSON.parse(account) as { items: unknown }).items : JSON.parse(localStorage.getItem('cart') ?? '[]');
    return items as Array<{ _id: string; quantity: number }>;
  });
  return lines.map(({ _id, quantity }) => ({ _id, quantity }));
}

/** A product card's add button: "Add to Cart: <name>", the name from a visually hidden span. */
export function addToCartButton(scope: Page | Locator, productName: string): Locator {
  return scope.getByRole('button', { name: `Add to Cart: ${productName}`, exact: true });
}

/** Rupees with Indian digit grouping (₹1,23,456), computed independently of the app's formatter. */
export function inr(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** An amount in paise as rupees with two decimals and Indian grouping (₹50,846.61), independently of the app. */
export function inrPaise(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * What a cart of these lines comes to, worked out here, not by the shared rule: the sum of the prices
 * with GST (what is charged), and inside it each line's value before 18% GST to the paisa (G × 100 / 118,
 * never exactly half a paisa for whole rupees) and the GST that is the rest (decision 0006).
 */
export function inclusiveAmounts(lines: ReadonlyArray<readonly [Pick<Product, 'priceInclGst' | 'category'>, number]>) {
  const goods = lines.reduce((sum, [product, quantity]) => sum + product.priceInclGst * quantity, 0);
  // Delivery: ₹99 with GST on ₹5,000 or less of goods a courier carries (laptops, accessories), a line of its own.
  const shippingFee = goods <= 5000 && lines.some(([product]) => product.category === 'laptop' || product.category === 'accessories') ? 99 : 0;
  const charged = [...lines.map(([product, quantity]) => product.priceInclGst * quantity), ...(shippingFee ? [shippingFee] : [])];
  const total = goods + shippingFee;
  const taxablePaise = charged.reduce((sum, rupees) => sum + Math.round((rupees * 100 * 100) / 118), 0);
  return { total, goods, shippingFee, taxablePaise, gstPaise: total * 100 - taxablePaise, units: lines.reduce((sum, [, quantity]) => sum + quantity, 0) };
}

/** A cart line as the app stores it under localStorage `cart` (SPEC §3: the product plus quantity; its price with GST). */
export function cartLine(product: Product, quantity: number) {
  const { _id, name, brand, category, priceInclGst, mrp, discountPercent, stock, images } = product;
  return { _id, name, brand, category, priceInclGst, mrp, discountPercent, stock, images, quantity };
}

/**
 * Puts values into localStorage before the app starts (strings as they are, anything else as JSON),
 * once per tab: a reload later in the test keeps whatever the app has stored since. Calls for different
 * keys (the login and cart fixtures) add up.
 */
export async function seedStorage(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    const marker = `e2e-seeded:${Object.keys(entries).join(',')}`;
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, values);
}

/**
 * Stops the page's fake clock (page.clock.install() must run before the page loads); from then on the
 * page's timers move only with page.clock.runFor(). The page's time runs on while this call travels,
 * so the stop is set a little ahead, and tried again should the page already be past it.
 */
export async function freezeClock(page: Page, marginMs = 500) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** The count badge on the header's cart link (not rendered while the cart is empty). */
export function cartBadge(page: Page): Locator {
  return page.getByRole('banner').getByTestId('cart-badge');
}
