import type { Browser, Page, TestInfo } from '@playwright/test';
import { adminSession, expect, expectAccessible, test, toast } from '../fixtures';

/** The admin console's products (issue 11): add a product with a picture; the storefront shows it at once. */

/** A real 8×6 PNG: the server decodes every upload, so the bytes must be a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOQqziBFTEMpAQAG7NBoYdZm5gAAAAASUVORK5CYII=',
  'base64',
);

/** Phone and desktop run side by side against one database: each adds its own product. */
const uniqueName = (testInfo: TestInfo) => `Lumen Desk Lamp ${testInfo.project.name} ${Date.now()}`;

/** A visitor with no session, in a browser context of its own. */
async function guestPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  return context.newPage();
}

test('the admin adds a product with a picture; a guest finds it in the catalogue and sees the picture on its page', async ({
  page,
  loginAsAdmin,
  browser,
  request,
}, testInfo) => {
  // Two sessions, an upload the server resizes twice and two axe runs: minutes, not the default 30 s, on a busy 2-core machine.
  test.setTimeout(180_000);
  const name = uniqueName(testInfo);
  await loginAsAdmin();
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Products, page 1/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand').fill('Lumen');
  await page.getByLabel('Category').selectOption({ label: 'Accessories' });
  await page.getByLabel('Description').fill('A dimmable LED desk lamp with a USB-C port in its base.');
  await page.getByLabel('Selling price (incl. GST)').fill('2499');
  // The price before GST, worked out as it is typed: 2,499 × 100 / 118 = 2,117.80.
  await expect(page.getByTestId('price-before-gst')).toHaveText('₹2,117.80 before GST at 18%');
  await page.getByLabel('MRP (incl. all taxes, optional)').fill('2999');
  const filters = page.getByRole('group', { name: 'Specifications for filters' });
  await filters.getByLabel('Accessory type').selectOption('Other');
  await filters.getByLabel('Connectivity').selectOption('Not applicable');
  await page.getByLabel('Stock', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByLabel('Specification 1 Name').fill('Power');
  await page.getByLabel('Specification 1 Value').fill('9 W');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/admin\/products\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, page.url()).toBeDefined();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Selling price (incl. GST)')).toHaveValue('2499');
  await expect(page.getByLabel('Accessory type')).toHaveValue('Other');

  try {
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Picture added')).toBeVisible();
    const thumbnail = page.getByRole('img', { name: `Picture 1 of ${name}` });
    await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/products\//);
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Text named .png: the server looks at the bytes and refuses it with its own message.
    await page
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.') });
    await expect(toast(page, 'Images must be JPEG, PNG, WebP or AVIF pictures')).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^Picture \\d of ${name}$`) })).toHaveCount(1);
    // A new product starts hidden; with its picture it can be shown.
    await page.getByRole('button', { name: 'Show in shop' }).click();
    await expect(toast(page, 'Product shown in the shop')).toBeVisible();

    const guest = await guestPage(browser, testInfo);
    await guest.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = guest.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name }).first().click();
    await expect(guest).toHaveURL(`/products/${id}`);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    // The shopper sees the price as the admin set it, with GST, and the MRP with its discount: 500 off 2,999 is 16%.
    await expect(guest.getByRole('main').getByTestId('price')).toHaveText('₹2,499');
    await expect(guest.getByRole('main').getByTestId('mrp')).toHaveText('M.R.P. ₹2,999 16% off');
    const picture = guest.getByRole('main').locator('img[src^="/uploads/"]').first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await guest.context().close();
  } finally {
    // Other specs count the whole catalogue: the product leaves it again.
    const { token } = await adminSession(request);
    await request.delete(`/api/admin/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('the list filters by stock through the address bar, and an ordered-never product can be hidden and shown again', async ({
  page,
  loginAsAdmin,
  request,
  isPhone,
}, testInfo) => {
  test.skip(isPhone, 'the phone runs the form and the pictures in the first test; these list and side-panel steps are the same there');
  test.setTimeout(150_000); // many steps, each a round trip and a toast, and an axe run
  const { token } = await loginAsAdmin();
  const headers = { authorization: `Bearer ${token}` };
  const name = uniqueName(testInfo).replace('Desk Lamp', 'Clip Fan');
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name,
      brand: 'Lumen',
      category: 'accessories',
      description: 'A quiet clip-on fan.',
      priceInclGst: 999,
      stock: 2,
      warranty: '6 Months',
      // Shown in the shop only with a picture.
      images: ['/images/products/acer-aspire-3-a315-59-1.svg'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  try {
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search by name or brand' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Low stock' });
    await expect(page).toHaveURL(/stock=low/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Low stock');
    await expect(row).toContainText('Visible');
    await expect(row).toContainText('₹999 incl. GST');
    await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Out of stock' });
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Low stock' });

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Hide from shop' }).click();
    await expect(toast(page, 'Product hidden from the shop')).toBeVisible();
    expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Show in shop' }).click();
    await expect(toast(page, 'Product shown in the shop')).toBeVisible();
    expect((await request.get(`/api/products/${id}`)).status()).toBe(200);

    await page.getByLabel('Change').fill('+5');
    await page.getByLabel('Reason').fill('Delivery from the distributor');
    await page.getByRole('button', { name: 'Update stock' }).click();
    await expect(toast(page, 'Stock is now 7')).toBeVisible();

    await page.getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this product?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Product deleted')).toBeVisible();
    await expect(page).toHaveURL('/admin/products');
  } finally {
    await request.delete(`/api/admin/products/${id}`, { headers });
  }
});
