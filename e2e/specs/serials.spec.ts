import { readFile } from 'node:fs/promises';
import { orderNumber, type Product } from '@store/shared';
import { PDFParse } from 'pdf-parse';
import { createSession, newAccount } from '../accounts';
import { expect, seedStorage, test, toast } from '../fixtures';
import { buy } from '../purchases';

/** Serial numbers (issue 42): the shop scans each laptop's before it leaves; the invoice and the customer's order show it. */

/** The laptop with the most in stock: the unit bought here leaves the stock other specs read least changed. */
const laptopToBuy = (products: Product[]) => products.filter((p) => p.category === 'laptop' && p.stock > 0).sort((a, b) => b.stock - a.stock)[0]!;

/** The text a PDF reader extracts, its line breaks as spaces. */
async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('the shop scans a laptop’s serial number: it finds the order, prints on the invoice and shows on the customer’s order', async ({
  page,
  browser,
  request,
  products,
  loginAsAdmin,
}, testInfo) => {
  // A purchase through the payment sandbox, a PDF and a second browser context.
  test.slow();
  const laptop = laptopToBuy(products);
  const session = await createSession(request, newAccount(testInfo, 'Rohan Iyer'));
  const order = await buy(request, session.token, [[laptop, 1]]);
  // One serial a run's every project: the same one on two orders is refused as sold elsewhere.
  const serial = `5CD${Date.now().toString(36).toUpperCase()}${testInfo.project.name.slice(0, 1).toUpperCase()}`;

  await loginAsAdmin();
  await page.goto(`/admin/orders/${order._id}`);
  const panel = page.getByRole('region', { name: 'Serial numbers' });
  await expect(panel.getByRole('status')).toContainText('Record the serial number of each unit before the parcel leaves');

  // A scanner is a keyboard: it types the label and presses Enter.
  await panel.getByRole('textbox', { name: `Serial number 1 of ${laptop.name}` }).focus();
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Serial numbers recorded')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Download Invoice' }).click(),
  ]);
  expect(await pdfText(await download.path())).toContain(`S/N: ${serial}`);

  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(serial);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: `#${orderNumber(order._id)}` })).toBeVisible();

  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await seedStorage(customerPage, { token: session.token, user: session.user });
    await customerPage.goto(`/orders/${order._id}`);
    await expect(customerPage.getByRole('region', { name: /^Items/ })).toContainText(`Serial no.: ${serial}`);
  } finally {
    await customerContext.close();
  }
});
