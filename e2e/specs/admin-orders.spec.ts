import type { Page } from '@playwright/test';
import { orderNumber, type Product } from '@store/shared';
import { createSession, newAccount, waitForMail } from '../accounts';
import { expect, expectAccessible, seedStorage, test, toast } from '../fixtures';
import { buy, stockedProducts } from '../purchases';

/** The admin console's orders (issue 11): finding an order and moving it along to shipped. */

const statusPanel = (page: Page) => page.getByRole('region', { name: 'Status and next steps' });

function productToBuy(products: Product[]): Product {
  const [product] = stockedProducts(products);
  expect(product, 'a software or service product with 20 or more in stock').toBeDefined();
  return product!;
}

test('the shop ships a paid order (confirmed by its payment): the customer sees it shipped with its tracking number and gets the e-mail', async ({
  page,
  browser,
  request,
  products,
  loginAsAdmin,
}, testInfo) => {
  // A purchase through the sandbox, two status changes and a second browser context.
  test.slow();
  const customer = newAccount(testInfo, 'Nisha Rao');
  const session = await createSession(request, customer);
  const order = await buy(request, session.token, [[productToBuy(products), 1]]);
  const number = orderNumber(order._id);
  const tracking = `DTDC-${testInfo.project.name}-${Date.now()}`;

  await loginAsAdmin();
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${number}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=%23${number}(&|$)`));
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(customer.name);
  // Paid online, so confirmed at once (the terms): nothing for the shop to confirm.
  await expect(rows.first().getByTestId('order-status')).toHaveText('Status: Confirmed');
  await rows
    .first()
    .getByRole('link', { name: `#${number}` })
    .click();

  await expect(page).toHaveURL(`/admin/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(order.paymentDetails.paymentId);
  await expect(page.getByText('No changes by the shop yet.')).toBeVisible();

  await expect(statusPanel(page).getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await statusPanel(page).getByRole('button', { name: 'Start processing' }).click();
  await expect(toast(page, 'Order marked as processing')).toBeVisible();

  // Shipping waits for its tracking number.
  const ship = statusPanel(page).getByRole('button', { name: 'Mark as shipped' });
  await ship.click();
  await expect(page.getByText('Enter the tracking number to ship the order')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  await ship.click();
  await expect(toast(page, 'Order marked as shipped')).toBeVisible();
  await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
  await expect(statusPanel(page).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();

  // The history, newest first, names the admin.
  const history = page.getByTestId('order-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Processing → Shipped');
  await expect(history.nth(0)).toContainText(tracking);
  await expect(history.nth(1)).toContainText('Confirmed → Processing');
  await expect(history.nth(1)).toContainText('owner@techstore.test');

  // The customer, in a browser of their own.
  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await seedStorage(customerPage, { token: session.token, user: session.user });
    await customerPage.goto(`/orders/${order._id}`);
    await expect(customerPage.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(customerPage.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Shipped');
    await expect(customerPage.getByRole('main')).toContainText(tracking);
  } finally {
    await customerContext.close();
  }

  const mail = await waitForMail(request, customer.email, (m) => m.subject.includes(`#${number} has shipped`));
  expect(mail.text).toContain(`Tracking number: ${tracking}`);
});

test('the orders list, filtered, and an order with its actions are accessible', async ({ page, request, products, loginAsAdmin }, testInfo) => {
  // A purchase through the sandbox and two accessibility scans.
  test.slow();
  const session = await createSession(request, newAccount(testInfo, 'Farah Khan'));
  const order = await buy(request, session.token, [[productToBuy(products), 1]]);
  const number = orderNumber(order._id);

  await loginAsAdmin();
  await page.goto('/admin/orders?status=confirmed');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
  await expect(page.getByRole('link', { name: `#${number}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: `#${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByText('No changes by the shop yet.')).toBeVisible();
  await expectAccessible(page);

  // The cancel confirmation too, which takes the focus.
  await statusPanel(page).getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order #${number}?` });
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
