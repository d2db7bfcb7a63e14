import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

/**
 * Issue 5 point 3, SPEC §4: the install prompt. The browser's offer is a synthetic
 * `beforeinstallprompt` event; the page's clock is Playwright's, so 3 s pass exactly when told to.
 */

const DELAY_MS = 3000;
const SNOOZE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = 'installPromptDismissedAt';

const widget = (page: Page) => page.getByRole('complementary', { name: 'Install the TechStore app' });

/** Fires what Chrome fires when the site can be installed; prompt() leaves a mark to check. */
async function offerInstall(page: Page) {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { installDialogShown: boolean }).installDialogShown = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

async function openPage(page: Page) {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const START = new Date('2026-11-21T10:00:00+05:30').getTime();

test.beforeEach(async ({ page }) => {
  // A paused clock: timers fire only when the test moves time on.
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
});

test('appears 3 seconds after the browser offers installation, and Install opens the browser’s dialog', async ({ page }) => {
  await openPage(page);
  await page.clock.runFor(10_000);
  await expect(widget(page)).toHaveCount(0); // nothing offered, nothing shown

  expect(await offerInstall(page)).toBe(true); // the browser's own install bar is held back
  await page.clock.runFor(DELAY_MS - 100);
  await expect(widget(page)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(widget(page)).toBeVisible();
  await expect(widget(page)).toBeInViewport();
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page);

  await widget(page).getByRole('button', { name: 'Install' }).click();
  await expect(widget(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { installDialogShown?: boolean }).installDialogShown)).toBe(true);
});

for (const button of ['Later', 'Close']) {
  test(`"${button}" hides it for ${SNOOZE_DAYS} days, remembered across visits`, async ({ page }) => {
    await openPage(page);
    await offerInstall(page);
    await page.clock.runFor(DELAY_MS);
    await widget(page).getByRole('button', { name: button }).click();
    await expect(widget(page)).toHaveCount(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(Date.parse(stored!)).toBe(START + 1000 + DELAY_MS); // the moment of the click

    // Six days later: offered again, but not shown.
    await page.clock.setSystemTime(new Date(Date.parse(stored!) + (SNOOZE_DAYS - 1) * DAY_MS));
    await openPage(page);
    await offerInstall(page);
    await page.clock.runFor(DELAY_MS * 3);
    await expect(widget(page)).toHaveCount(0);

    // Once seven days have passed, it comes back.
    await page.clock.setSystemTime(new Date(Date.parse(stored!) + SNOOZE_DAYS * DAY_MS + 60_000));
    await openPage(page);
    await offerInstall(page);
    await page.clock.runFor(DELAY_MS);
    await expect(widget(page)).toBeVisible();
  });
}

test('never appears on checkout (it covered the payment dialog), and waits for the next other page', async ({ page, login, cart, findProduct }) => {
  await login();
  await cart([[findProduct('product in stock', (p) => p.stock > 0), 1]]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await offerInstall(page)).toBe(true);
  await page.clock.runFor(DELAY_MS * 3);
  await expect(widget(page)).toHaveCount(0);

  // Off to another page in the app: now it may show.
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/products');
  await expect(widget(page)).toBeVisible();
});

test('never appears when the app already runs standalone', async ({ page }) => {
  // What a launch from the home screen looks like to the page.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.replace(/\s/g, '') === '(display-mode:standalone)'
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener() {},
            removeEventListener() {},
            addListener() {},
            removeListener() {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original(query);
  });
  await openPage(page);
  await offerInstall(page);
  await page.clock.runFor(DELAY_MS * 3);
  await expect(widget(page)).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('shows the Share → Add to Home Screen steps 3 seconds after load, with no Install button', async ({ page }) => {
    await openPage(page);
    await page.clock.runFor(DELAY_MS - 100);
    await expect(widget(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(widget(page)).toContainText('Tap Share in the browser’s toolbar.');
    await expect(widget(page)).toContainText('Choose Add to Home Screen.');
    await expect(widget(page).getByRole('button', { name: 'Install' })).toHaveCount(0);
    await page.clock.resume(); // axe waits on timers of its own
    await expectAccessible(page);
    await widget(page).getByRole('button', { name: 'Later' }).click();
    await expect(widget(page)).toHaveCount(0);
    await openPage(page);
    await page.clock.runFor(DELAY_MS * 3);
    await expect(widget(page)).toHaveCount(0);
  });
});
