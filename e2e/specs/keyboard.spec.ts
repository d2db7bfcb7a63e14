import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Keyboard and screen-reader use beyond what axe sees (issue 27): a control reached with Tab is never
 * left under the sticky header or the phone's bottom bar; a navigation moves focus to the new page's
 * heading and says which page it is; toasts are read out through live regions already in the page.
 */

/**
 * Puts `target` where a fixed bar covers it, then reaches it with the Tab key from the control before it.
 * Under the header it is put half under the header's lower edge: a scroll padding shorter than the
 * header (5rem against the desktop's two rows, 110 px) takes that for in view and leaves it covered.
 */
async function tabOntoCovered(page: Page, target: Locator, where: 'header' | 'bottom bar') {
  await target.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  await target.evaluate((element, where) => {
    const box = element.getBoundingClientRect();
    const top = box.top + window.scrollY;
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().height;
    // From further down, so the move is a scroll up and the phone's bottom bar shows (it hides on the way down).
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.scrollTo(0, where === 'header' ? top - headerBottom + box.height / 2 : top - window.innerHeight + 24);
  }, where);
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The target's box against what the header and a showing bottom bar cover, once scrolling settles. */
async function expectClearOfBars(page: Page, target: Locator) {
  await expect(async () => {
    const overlap = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      const bar = document.querySelector<HTMLElement>('[data-bottom-bar]');
      const barBox = bar && bar.dataset.visible !== 'false' && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect() : null;
      return { underHeader: box.top < header.bottom, underBar: barBox ? box.bottom > barBox.top : false };
    });
    expect(overlap).toEqual({ underHeader: false, underBar: false });
  }).toPass({ timeout: 5_000 });
}

test('a sort button reached by keyboard is not hidden under the sticky header', async ({ page, loginAsAdmin, isPhone }) => {
  await loginAsAdmin();
  await page.goto('/admin/products');
  const sort = page.getByRole('table', { name: /^Products, page 1/ }).getByRole('button', { name: /^Stock/ });
  await expect(sort).toBeVisible({ timeout: 20_000 }); // the whole catalogue, on a busy machine
  if (isPhone) {
    // The phone's header with its search row open: a second row, as the desktop's header has.
    await page.getByRole('button', { name: 'Show search' }).click();
    await expect(page.getByRole('banner').getByRole('combobox')).toBeVisible();
  }
  await tabOntoCovered(page, sort, 'header');
  await expectClearOfBars(page, sort);
  // What is drawn at its centre is the button, not the header over it.
  expect(
    await sort.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
});

test('a checkout field reached by keyboard is not hidden under the phone bottom bar', async ({ page, login, cart, findProduct, isPhone }) => {
  test.skip(!isPhone, 'the bottom bar is on phones only');
  const product = findProduct('product in stock', (p) => p.stock > 0);
  await login('Keyboard Shopper');
  await cart([[product, 1]]);
  await page.goto('/checkout');
  const state = page.getByLabel('State');
  await expect(state).toBeVisible();
  await tabOntoCovered(page, state, 'bottom bar');
  await expectClearOfBars(page, state);
});

test('a navigation moves focus to the new page heading and announces the page; toasts are read out', async ({ page, findProduct }) => {
  const product = findProduct('product in stock', (p) => p.stock > 0);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const routeAnnouncer = page.locator('[data-route-announcer]');
  const politeToasts = page.locator('[data-toast-announcer="polite"]');
  // In the page before anything is said: a live region added with its message is often missed.
  await expect(routeAnnouncer).toHaveAttribute('aria-live', 'polite');
  await expect(politeToasts).toHaveAttribute('aria-live', 'polite');

  // A sort changing only the query string leaves focus where the shopper is working.
  const sortSelect = page.getByLabel(/^Sort/).first();
  await sortSelect.focus();
  await sortSelect.selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await expect(sortSelect).toBeFocused();

  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  const heading = page.getByRole('heading', { level: 1, name: product.name });
  await expect(heading).toBeFocused();
  await expect(routeAnnouncer).toContainText(product.name);

  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(politeToasts).toHaveText('Item added to cart!');
});
