import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS, type Product } from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>TechStore</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`,
);

let t: TestApp;
let products: Product[];

beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDist, env: { APP_URL: 'https://shop.example.in' } });
  products = (await t.app.inject({ url: '/api/products?limit=48' })).json().products;
});
afterAll(() => t.close());

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('product pages for crawlers', () => {
  it('writes the title, description, canonical URL, Open Graph tags and Product JSON-LD into the HTML', async () => {
    const product = products.find((p) => p.stock > 0)!;
    const res = await t.app.inject({ url: `/products/${product._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<title>${product.name} — ${product.brand} | TechStore</title>`);
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in/products/${product._id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="https://shop.example.in${product.images[0]}" />`);
    expect(html).toContain('<div id="root"></div>');
    const data = jsonLd(html);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.offers).toMatchObject({
      priceCurrency: 'INR',
      price: product.priceInclGst,
      priceSpecification: { price: product.priceInclGst, valueAddedTaxIncluded: true },
      availability: 'https://schema.org/InStock',
    });
  });

  it('marks an out-of-stock product as such', async () => {
    const product = products.find((p) => p.stock === 0)!;
    const data = jsonLd((await t.app.inject({ url: `/products/${product._id}` })).body);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers an unknown product with the app and a 404 status', async () => {
    const res = await t.app.inject({ url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('application/ld+json');
  });

  it("replaces the web app's own description, however its index.html is formatted (Prettier wraps long tags)", async () => {
    const { productHeadMeta } = await import('./seo.routes');
    const { loadAppShell } = await import('../../plugins/app-shell');
    const source = path.join(import.meta.dirname, '../../../../web');
    const html = loadAppShell(source).html(productHeadMeta(products[0]!, 'https://shop.example.in'))!;
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${products[0]!.description.slice(0, 40)}`);
  });

  it('escapes what a product name could smuggle into the page', async () => {
    const { productHeadMeta } = await import('./seo.routes');
    const { loadAppShell } = await import('../../plugins/app-shell');
    const evil = { ...products[0]!, name: '</script><script>alert(1)</script>"<b>' };
    const html = loadAppShell(webDist).html(productHeadMeta(evil, 'https://shop.example.in'))!;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;');
    expect(jsonLd(html).name).toBe(evil.name);
  });

  it("shows $', $`, $& and $1 in a product's name and description as they are, without splicing the template in", async () => {
    const name = "Laptop $' and $` and $& and $1 and $$ and $<x>";
    const description = "Save $' today: $` $& $1 $$ $<x> all included.";
    const product = await t.make.makeProduct({ name, description });
    const res = await t.app.inject({ url: `/products/${product._id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<title>${escaped(name)} — ${product.brand} | TechStore</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(description)}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(name)} — ${product.brand} | TechStore" />`);
    expect(jsonLd(html)).toMatchObject({ name, description });
    // One document: no copy of the template's head or body was pasted into a tag.
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).not.toContain('content="Default"');
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages and every product', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The public pages, exactly those of the one list (packages/shared's PUBLIC_PAGES), then the products.
    expect(locs.filter((l) => !l!.includes('/products/'))).toEqual(PUBLIC_PAGE_PATHS.map((page) => `https://shop.example.in${page}`));
    const total = (await t.app.inject({ url: '/api/products' })).json().total;
    expect(locs.filter((l) => l!.includes('/products/'))).toHaveLength(total);
    for (const p of products) expect(locs).toContain(`https://shop.example.in/products/${p._id}`);
  });

  it('lets crawlers in, keeps them out of private pages, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });
});
