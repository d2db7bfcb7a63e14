import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 5 point 3: the manifest and the service worker of the production build. Service workers
 * are allowed here (playwright.config.ts blocks them elsewhere, so other tests' routing stays exact).
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precache done) and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => `${name} ${new URL(request.url).pathname}`));
    }
    return urls;
  });

test('the manifest makes the site installable as TechStore', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'TechStore', short_name: 'TechStore', start_url: '/', display: 'standalone', theme_color: '#1d4ed8' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});

test('offline, a page visit gets the offline page; back online, the real page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveText('+91 20 4852 7100');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /A Pune technology shop/ })).toBeVisible();
});

test('offline, a product viewed before shows from the cache with the offline banner; a page never visited gets the offline page', async ({
  page,
  context,
  findProduct,
}) => {
  const product = findProduct('product in stock', (p) => p.stock > 0);
  await page.goto('/');
  await waitForServiceWorker(page);
  // Visited online, under the worker's control: the page and the product's answer are kept.
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  // A page never visited: the offline page, which says why.
  await page.goto('/services/cctv-installation');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page has not been opened on this device before')).toBeVisible();

  // Back to the product by its address, still offline: from the cache again.
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Online again: the banner goes by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('the app shell is precached, catalogue images and answers are cached, and no personal /api answer ever is', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // Now under the worker's control: the catalogue's API calls and images go through it. A page loaded
  // from the server carries its answers in its HTML (issue 28), so the list is opened from the page,
  // as a shopper moves on, and asks the API itself.
  await page.getByRole('main').getByRole('link', { name: 'Shop products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page
    .getByRole('main')
    .locator('img[src^="/images/products/"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());

  await expect.poll(async () => (await cachedUrls(page)).some((entry) => entry.startsWith('product-images /images/products/'))).toBe(true);
  const cached = await cachedUrls(page);
  expect(cached.some((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry))).toBe(true);
  expect(cached.some((entry) => entry.endsWith('/offline.html'))).toBe(true);
  // A shopper's phone does not download the back office: its chunks are named for it (the build made
  // some) and left out.
  const built = readdirSync(path.resolve(import.meta.dirname, '../../apps/web/dist/assets'));
  expect(built.filter((name) => /^admin-[\w-]+\.js$/.test(name)).length).toBeGreaterThan(10);
  expect(cached.some((entry) => /\/assets\/admin-[\w-]+\.js$/.test(entry))).toBe(false);
  expect(cached.some((entry) => /\/assets\/(product|checkout|cart)-[\w-]+\.js$/.test(entry))).toBe(true);
  // Only the catalogue's public answers: never a session, cart, order or review (reviews carry the viewer's votes).
  const apiEntries = cached.filter((entry) => entry.includes('/api/'));
  expect(apiEntries.some((entry) => entry.startsWith('catalogue-api /api/products'))).toBe(true);
  expect(apiEntries.filter((entry) => !/^catalogue-api \/api\/products(\/featured\/list|\/[0-9a-f-]{36})?$/.test(entry))).toEqual([]);
  expect(cached.filter((entry) => entry.endsWith('/index.html'))).toEqual([]);
});
