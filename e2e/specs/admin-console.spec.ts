import { expect, expectAccessible, test, toast } from '../fixtures';

/**
 * Issue 11, the console's frame: who may see it, that customers never download it, the dashboard
 * and the contact messages. Products, orders and applications have specs of their own.
 */

test('a customer gets "Admins only" at /admin, and the account menu offers the console to admins only', async ({ page, login, isPhone }) => {
  await login('Priya Sharma');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  if (!isPhone) {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Priya' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shop admin' })).toHaveCount(0);
  }
});

test("the storefront's pages never download the console's code", async ({ page, isPhone }) => {
  test.skip(isPhone, 'which scripts a page loads does not depend on the screen: checked once, on desktop');
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    // The browser drops the body of a response once its page is navigated away from (a script still
    // arriving as the next goto starts): the same file is then fetched again from the server.
    const source = response.text().catch(async () => (await page.request.get(response.url())).text());
    scripts.push(source.then((text) => [response.url(), text]));
  });
  for (const path of ['/', '/products', '/cart', '/orders', '/applications', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(0);
  for (const [url, source] of sources) {
    // Strings that exist only in the console's chunks: its section tabs and its API.
    expect(source, url).not.toContain('Admin sections');
    expect(source, url).not.toContain('/api/admin/');
  }
});

test('the dashboard shows the trade and the queues, linking to each', async ({ page, loginAsAdmin, isPhone }) => {
  await loginAsAdmin();
  await page.goto('/');
  if (isPhone) {
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    await bar.getByRole('link', { name: 'Shop admin' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Meera' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Shop admin' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Today', { exact: true })).toBeVisible();
  await expect(page.getByText('This month', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Orders to ship/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open applications/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low on stock' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /Unread messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?unread=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('a message from the contact form reaches the console, where it is marked read and answered by e-mail', async ({ page, request, loginAsAdmin }) => {
  const name = `Ravi ${test.info().project.name} ${Date.now()}`;
  const sent = await request.post('/api/contact', {
    data: { name, email: 'ravi.kumar@example.in', phone: '9812345678', subject: 'sales', message: 'Do you have the ThinkPad E14 in stock? I need two.' },
  });
  expect(sent.status()).toBe(201);

  await loginAsAdmin();
  await page.goto('/admin/messages?unread=true');
  const message = page.getByRole('article', { name: new RegExp(name) });
  await expect(message).toBeVisible();
  await expect(message.getByText('New, unread', { exact: true })).toBeVisible();
  await expect(message.getByText('Do you have the ThinkPad E14 in stock? I need two.')).toBeVisible();
  await expect(message.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute('href', /^mailto:ravi\.kumar%40example\.in\?subject=Re%3A%20Sales/);
  await expectAccessible(page);

  await message.getByRole('button', { name: /Mark as read/ }).click();
  await expect(toast(page, 'Marked as read')).toBeVisible();
  // Read, it leaves the unread view; under 'Read' it is there without its 'New' badge.
  await expect(message).toHaveCount(0);
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  const readMessage = page.getByRole('article', { name: new RegExp(name) });
  await expect(readMessage).toBeVisible();
  await expect(readMessage.getByText('New, unread', { exact: true })).toHaveCount(0);
  await expect(readMessage.getByRole('button', { name: /Mark as unread/ })).toBeVisible();
});
