import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, PUBLIC_PAGE_PATHS, type Product, type ProductListResponse, type ServerEntry } from '@store/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 28 point 3: public pages as HTML rendered on the server. The web app's server entry is loaded
 * from its source through Vite (as its build would be loaded from dist-server), around the real
 * index.html, against the real API on a seeded database.
 */
const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
copyFileSync(path.join(WEB_ROOT, 'index.html'), path.join(webDist, 'index.html'));

const HOSTILE_NAME = '</script><script>alert(1)</script><!--';

let vite: ViteDevServer;
let t: TestApp;
let products: Product[];
let hostile: Product;

beforeAll(async () => {
  vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const serverEntry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  t = await createTestApp({ webDistDir: webDist, serverEntry, env: { APP_URL: 'https://shop.example.in' } });
  products = ((await t.app.inject({ url: '/api/products?limit=48' })).json() as ProductListResponse).products;
  hostile = await t.make.makeProduct({ name: HOSTILE_NAME, description: `Made to break out: ${HOSTILE_NAME}` });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await vite?.close();
});

/** The data the page hands the browser to hydrate from, as the browser reads it. */
function ssrData(html: string): { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const match = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** The page's HTML inside #root, without its tags: what a reader (or a crawler) sees. */
function text(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-data">'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('public pages rendered on the server', () => {
  it('a product page has the product, its price in rupees, its meta tags and its data, revalidated every time', async () => {
    const product = products.find((p) => p.stock > 0)!;
    const res = await t.app.inject({ url: `/products/${product._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(text(html)).toContain(formatRupees(product.priceInclGst));
    expect(html).toContain(`<title>${product.name} — ${product.brand} | TechStore</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in/products/${product._id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).not.toContain('needs JavaScript');
    const detail = ssrData(html).queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['products', 'detail', product._id]));
    expect(detail?.state.data).toMatchObject({ _id: product._id, name: product.name, priceInclGst: product.priceInclGst });
  });

  it('is sent compressed, whichever handler serves it', async () => {
    for (const url of ['/', '/products', `/products/${products[0]!._id}`]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('asks for its scripts only after it has painted: a boot script the CSP allows by its hash, the only script it runs', async () => {
    const res = await t.app.inject({ url: '/products' });
    const html = res.body;
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const boot = /<script data-entry="([^"]+)" data-preload="[^"]*">([\s\S]*?)<\/script>\s*<\/body>/.exec(html);
    expect(boot, 'the boot script ends the body').not.toBeNull();
    expect(boot![1]).toBe('/src/app/main.tsx');
    expect(boot![2]).toContain('first-contentful-paint');
    const hash = `'sha256-${createHash('sha256').update(boot![2]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", hash]);
  });

  it('an unknown product answers 404 with the page saying so, in its text and its title', async () => {
    const res = await t.app.inject({ url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="ssr-data"');
    expect(text(res.body)).toContain('Product Not Found');
    expect(res.body).toContain('<title>Product Not Found | TechStore</title>');
    expect(res.body).not.toContain('animate-pulse');
  });

  it('a path no page matches answers 404 with the not-found page rendered', async () => {
    for (const url of ['/no-such-page', '/products/some-id/extra', '/admin-typo']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(text(res.body), url).toContain('Page not found');
      expect(res.body, url).toContain('<title>Page not found | TechStore</title>');
    }
  });

  it('a service, insurance or loan that is not offered answers 404 with its page saying so; one that is, 200', async () => {
    for (const [url, says] of [
      ['/services/unknown-service', 'Page not found'],
      ['/insurance/boat', 'Invalid Insurance Type'],
      ['/loan/boat', 'Invalid Loan Type'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(text(res.body), url).toContain(says);
    }
    for (const url of ['/services/cctv-installation', '/insurance/health', '/loan/personal']) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('the product list shows the products of its page, and a category its own', async () => {
    const first = ((await t.app.inject({ url: '/api/products?limit=12' })).json() as ProductListResponse).products;
    const page = text((await t.app.inject({ url: '/products' })).body);
    expect(page).toContain('All products');
    for (const product of first) expect(page).toContain(product.name);

    const accessories = ((await t.app.inject({ url: '/api/products?category=accessories&limit=12' })).json() as ProductListResponse).products;
    expect(accessories.length).toBeGreaterThan(0);
    const category = text((await t.app.inject({ url: '/products?category=accessories' })).body);
    for (const product of accessories) expect(category).toContain(product.name);
  });

  it('home shows the featured and latest products; the content pages their headings', async () => {
    const home = text((await t.app.inject({ url: '/' })).body);
    const featured = (await t.app.inject({ url: '/api/products/featured/list' })).json() as Product[];
    expect(home).toContain('Popular right now');
    expect(home).toContain(featured[0]!.name);
    const pages: [string, string][] = [
      ['/services', 'Technology services for your home and business'],
      ['/services/laptop-services', 'Laptop repair, servicing and new laptops'],
      ['/insurance', 'Insurance that is simple to buy and easy to claim'],
      ['/loans', 'Loans for every need, with help at every step'],
      ['/about', 'A Pune technology shop, since'],
      ['/contact', 'Get in touch'],
      ['/support', 'How can we help?'],
      ['/terms', 'Terms & Conditions'],
      ['/privacy', 'Privacy Policy'],
    ];
    for (const [url, heading] of pages) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(text(res.body), url).toContain(heading);
    }
    // Each page's own title and description are in the head, for crawlers and link previews.
    const about = (await t.app.inject({ url: '/about' })).body;
    expect(about).toContain('<title>About Us | TechStore</title>');
    expect(about).toMatch(/<meta name="description" content="TechStore has served Pune since \d{4}: genuine laptops/);
    expect(about).toMatch(/<link rel="canonical" href="[^"]*\/about" \/>/);
    expect(about.match(/<title>/g)).toHaveLength(1);
    const category = (await t.app.inject({ url: '/products?category=accessories' })).body;
    expect(category).toMatch(/<link rel="canonical" href="[^"]*\/products\?category=accessories" \/>/);
  });

  it('renders every page of the one list of public pages (the sitemap lists the same, seo.test), each with its heading', async () => {
    for (const url of PUBLIC_PAGE_PATHS) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="ssr-data"');
      expect(res.body, url).toMatch(/<h1[\s>]/);
    }
  });

  it('account, checkout and admin pages get the empty shell, rendered in the browser', async () => {
    for (const url of ['/cart', '/checkout', '/profile', '/orders', '/admin', '/login']) {
      const html = (await t.app.inject({ url })).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('id="ssr-data"');
    }
  });

  it("escapes a hostile product name in the page's HTML and in its data", async () => {
    const html = (await t.app.inject({ url: `/products/${hostile._id}` })).body;
    // Nothing the name carries ends an element or opens a script or a comment.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('alert(1)</script><!--');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    // The data still reads back as the very name, once parsed as the browser does.
    const detail = ssrData(html).queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['products', 'detail', hostile._id]));
    expect(detail?.state.data).toMatchObject({ name: HOSTILE_NAME });
    // The page has exactly the scripts the shell and the renderer put there.
    const scripts = html.match(/<script\b/g)?.length ?? 0;
    const plain = (await t.app.inject({ url: `/products/${products[0]!._id}` })).body.match(/<script\b/g)?.length ?? 0;
    expect(scripts).toBe(plain);
  });

  it('gives each request a query cache of its own: nothing of one page is in another', async () => {
    const [a, b] = products.filter((p) => p.stock > 0);
    const [pageA, pageB] = await Promise.all([t.app.inject({ url: `/products/${a!._id}` }), t.app.inject({ url: `/products/${b!._id}` })]);
    const keys = (html: string) => ssrData(html).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys(pageA.body)).toContain(JSON.stringify(['products', 'detail', a!._id]));
    expect(keys(pageA.body)).not.toContain(JSON.stringify(['products', 'detail', b!._id]));
    expect(keys(pageB.body)).toContain(JSON.stringify(['products', 'detail', b!._id]));
    expect(keys(pageB.body)).not.toContain(JSON.stringify(['products', 'detail', a!._id]));
    expect(pageB.body).not.toContain(a!.name);
    // And a later page of another kind carries none of the products' details.
    const services = (await t.app.inject({ url: '/services' })).body;
    expect(keys(services).some((key) => key.includes('"detail"'))).toBe(false);
  });

  it('shows a price change on the next request (the HTML is not cached by the server)', async () => {
    const product = await t.make.makeProduct({ name: 'Repriced Laptop', priceInclGst: 50_000 });
    expect(text((await t.app.inject({ url: `/products/${product._id}` })).body)).toContain(formatRupees(50_000));
    const admin = await t.make.makeUser({ role: 'admin' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { priceInclGst: 45_000 },
    });
    expect(res.statusCode).toBe(200);
    const page = text((await t.app.inject({ url: `/products/${product._id}` })).body);
    expect(page).toContain(formatRupees(45_000));
    expect(page).not.toContain(formatRupees(50_000));
  });
});
