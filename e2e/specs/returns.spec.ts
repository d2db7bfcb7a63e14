import sharp from 'sharp';
import { createSession, newAccount } from '../accounts';
import { adminSession, expect, seedStorage, test } from '../fixtures';
import { buy } from '../purchases';

/**
 * Returns (issue 26): a customer asks to return a delivered accessory from the order page, with a
 * photo; the shop approves it (the courier sandbox books the reverse pickup), counts it back in and
 * refunds it through the payment sandbox; the customer sees each step.
 */

test('a customer returns an accessory; the shop approves, receives and refunds it', async ({ page, browser, request, products }, testInfo) => {
  test.slow();
  const accessory = products.filter((p) => p.category === 'accessories' && p.stock >= 20).sort((a, b) => b.stock - a.stock)[0]!;
  const customer = newAccount(testInfo, 'Rohan Iyer');
  const session = await createSession(request, customer);
  const order = await buy(request, session.token, [[accessory, 1]]);
  const admin = await adminSession(request);
  // Paid online, the order is confirmed already: the shop packs, ships and delivers it.
  for (const data of [{ status: 'processing' }, { status: 'shipped', trackingNumber: 'AWB0001' }, { status: 'delivered' }]) {
    const moved = await request.patch(`/api/admin/orders/${order._id}/status`, { headers: { authorization: `Bearer ${admin.token}` }, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await seedStorage(page, { token: session.token, user: session.user });
  await page.goto(`/orders/${order._id}`);
  const panel = page.getByRole('region', { name: 'Returns and replacements' });
  await panel.getByRole('button', { name: 'Return or replace items' }).click();
  const form = panel.getByRole('form', { name: 'Return request' });
  await form.getByLabel(`How many of ${accessory.name}`).selectOption('1');
  await form.getByRole('radio', { name: 'A refund' }).check();
  await form.getByLabel('Reason').selectOption({ label: 'It does not work properly' });
  await form.getByLabel('What is wrong?').fill('It stopped charging after three days.');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  await form.getByLabel('Add photos').setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: photo });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('order-return')).toContainText('Requested');

  const shopContext = await browser.newContext();
  try {
    const shop = await shopContext.newPage();
    await seedStorage(shop, { token: admin.token, user: admin.user });
    await shop.goto('/admin/returns');
    const card = shop.getByTestId('admin-return').filter({ hasText: order._id.slice(-8).toUpperCase() });
    const photo = card.getByRole('img', { name: 'Photo 1 of the return' });
    await expect(photo).toBeVisible();
    // The photo is private: it loads by the signed link the shop's answer gave, never by its bare path.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    const link = (await photo.getAttribute('src'))!;
    expect(link).toMatch(/^\/uploads\/returns\/[\w-]+\/[\w-]+-1200\.webp\?expires=\d+&signature=[\w-]+$/);
    expect((await shop.request.get(link.split('?')[0]!)).status()).toBe(404);
    await card.getByRole('button', { name: 'Approve and book pickup' }).click();
    await expect(card).toContainText(/Pickup: .+ · AWB \w+/, { timeout: 20_000 });
    await card.getByRole('button', { name: 'Mark received' }).click();
    await expect(card.getByRole('button', { name: 'Refund' })).toBeVisible();
    await card.getByRole('button', { name: 'Refund' }).click();
    await expect(card).toContainText(`Refunded ₹${accessory.priceInclGst.toLocaleString('en-IN')}`);
  } finally {
    await shopContext.close();
  }

  await page.reload();
  await expect(page.getByRole('region', { name: 'Returns and replacements' }).getByTestId('order-return')).toContainText(
    `Refunded ₹${accessory.priceInclGst.toLocaleString('en-IN')}`,
  );
});
