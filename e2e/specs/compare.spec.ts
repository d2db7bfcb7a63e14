import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toast } from '../fixtures';

/**
 * Compare (issue 24, point 6): up to four products picked from the cards or a product's page, kept
 * in localStorage, a compare bar, and /compare?ids=… side by side with the differences highlighted.
 */

const compareBar = (page: Page) => page.getByRole('region', { name: 'Compare products' });
const compareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Add to compare: ${name}`, exact: true });

test('compares two laptops side by side, the differing rows highlighted', async ({ page, products, isPhone }) => {
  const laptops = products.filter((p) => p.category === 'laptop' && p.attributes !== null);
  const [first, second] = [laptops[0]!, laptops.find((p) => p.brand !== laptops[0]!.brand)!];
  await page.goto(`/products?category=laptop&brand=${encodeURIComponent(first.brand)}&brand=${encodeURIComponent(second.brand)}`);

  await compareBox(page, first.name).check();
  await expect(compareBar(page)).toBeVisible();
  await expect(compareBar(page)).toContainText('1 of 4 selected');
  await compareBox(page, second.name).check();
  const go = compareBar(page).getByRole('link', { name: 'Compare (2)' });
  await expect(go).toBeVisible();
  // Kept across a reload.
  await page.reload();
  await expect(compareBox(page, first.name)).toBeChecked();
  await go.click();

  await expect(page).toHaveURL(`/compare?ids=${first._id},${second._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: first.name })).toBeVisible();
  await expect(table.getByRole('link', { name: second.name })).toBeVisible();
  const brandRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Brand/ }) });
  await expect(brandRow).toHaveAttribute('data-differs', 'true');
  await expect(brandRow.getByRole('rowheader')).toHaveAccessibleName('Brand (differs)');
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Price \(incl\. GST\)/ }) })).toContainText(
    `₹${first.priceInclGst.toLocaleString('en-IN')}`,
  );
  if (isPhone) {
    // The table scrolls sideways under its first column, which stays put.
    const region = page.getByRole('region', { name: 'Comparison table' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const label = brandRow.getByRole('rowheader');
    const before = (await label.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy({ left: 150 }));
    await expect.poll(async () => (await label.boundingBox())!.x).toBe(before);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove ${first.name} from the comparison` }).click();
  await expect(page).toHaveURL(`/compare?ids=${second._id}`);
  await expect(table.getByRole('link', { name: first.name })).toBeHidden();
});

test('a fifth product is refused; the product page has its own "Add to compare"', async ({ page, products }) => {
  const laptops = products.filter((p) => p.category === 'laptop').slice(0, 5);
  await page.goto('/products?category=laptop');
  for (const laptop of laptops.slice(0, 4)) await compareBox(page, laptop.name).check();
  await expect(compareBar(page).getByRole('link', { name: 'Compare (4)' })).toBeVisible();

  await compareBox(page, laptops[4]!.name).click();
  await expect(toast(page, 'You can compare up to 4 products: remove one first')).toBeVisible();
  await expect(compareBox(page, laptops[4]!.name)).not.toBeChecked();

  await compareBox(page, laptops[0]!.name).uncheck();
  await page.goto(`/products/${laptops[4]!._id}`);
  // On a phone the tray gives way to the buy bar until the page's own buttons, and this toggle beside them, are in view.
  await compareBox(page, laptops[4]!.name).scrollIntoViewIfNeeded();
  await expect(compareBar(page).getByRole('link', { name: 'Compare (3)' })).toBeVisible();
  await compareBox(page, laptops[4]!.name).check();
  await expect(compareBar(page).getByRole('link', { name: 'Compare (4)' })).toHaveAttribute(
    'href',
    `/compare?ids=${[...laptops.slice(1, 4), laptops[4]!].map((p) => p._id).join(',')}`,
  );
  await compareBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(compareBar(page)).toBeHidden();
  await expect(compareBox(page, laptops[4]!.name)).not.toBeChecked();
});
