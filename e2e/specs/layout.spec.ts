import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';

/** The app shell (issue 3 points 1 and 2): header, menus, bottom bar, footer and the not-found page. */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('phone bottom bar', () => {
  test.beforeEach(({ isPhone }) => {
    test.skip(!isPhone, 'the bottom bar exists below the md breakpoint only');
  });

  test('has five columns: Home, Products, Services, Orders and Profile', async ({ page }) => {
    await page.goto('/');
    const bar = bottomBar(page);
    await expect(bar.getByRole('listitem')).toHaveCount(5);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(bar.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  test('hides when scrolling down past 100 px and returns on scrolling up or near the top', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12); // a long page to scroll
    const bar = bottomBar(page);
    await expect(bar).toBeInViewport();

    await scrollTo(page, 80);
    await expect(bar).toHaveAttribute('data-visible', 'true'); // down, but not past 100 px
    await scrollTo(page, 400);
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await expect(bar).not.toBeInViewport();
    await scrollTo(page, 900);
    await expect(bar).not.toBeInViewport();

    await scrollTo(page, 850); // any scroll up
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect(bar).toBeInViewport();

    await scrollTo(page, 1200);
    await expect(bar).not.toBeInViewport();
    await scrollTo(page, 40); // within 50 px of the top
    await expect(bar).toBeInViewport();
  });

  test('the Profile popup offers Login and Sign Up, and closes on navigation, Escape and a tap outside', async ({ page }) => {
    await page.goto('/');
    const profile = bottomBar(page).getByRole('button', { name: 'Profile' });
    const login = bottomBar(page).getByRole('link', { name: 'Login' });

    await profile.tap();
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(login).toBeFocused();
    await expect(bottomBar(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await login.tap();
    await expect(page).toHaveURL('/login');
    await expect(login).toBeHidden();
    await expect(profile).toHaveAttribute('aria-expanded', 'false');

    await profile.tap();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(profile).toBeFocused();

    await profile.tap();
    await expect(login).toBeVisible();
    await page.getByRole('main').tap({ position: { x: 20, y: 20 } });
    await expect(login).toBeHidden();
  });
});

test.describe('side menu', () => {
  test.beforeEach(({ isPhone }) => {
    test.skip(!isPhone, 'the side menu replaces the header links below the lg breakpoint; the desktop header shows them inline');
  });

  test('lists Insurance, Loans, About, Contact and the guest links; closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const name of ['Insurance', 'Loans', 'About', 'Contact', 'Login', 'Sign Up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The background does not scroll while the menu is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await menu.getByRole('link', { name: 'Contact' }).tap();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('closes on Escape, the close button and a tap on the backdrop, returning focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Focus stays inside while the menu is open: Shift+Tab from the first control wraps to the last.
    await toggle.tap();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.locator('a[href^="tel:"]')).toBeFocused(); // the help line, last in the panel
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.getByTestId('menu-backdrop').tap({ position: { x: 20, y: 300 } });
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('desktop header', () => {
  test.beforeEach(({ isPhone }) => {
    test.skip(isPhone, 'the inline header links and account dropdown show from the lg breakpoint up; phones use the side menu');
  });

  test('links every section, and offers Login and Sign Up to guests', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = {
      Home: '/',
      Products: '/products',
      Services: '/services',
      Insurance: '/insurance',
      Loans: '/loans',
      About: '/about',
      Contact: '/contact',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(bottomBar(page)).toBeHidden();

    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  test('the account dropdown of a signed-in user closes on navigation, Escape and a click outside', async ({ page, login }) => {
    const account = await login('Asha Kulkarni');
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Account menu for Asha' });
    const orders = page.getByRole('banner').getByRole('link', { name: 'Orders' });

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByText(account.email)).toBeVisible();
    await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Applications' })).toBeVisible();
    await orders.click();
    await expect(page).toHaveURL('/orders');
    await expect(orders).toBeHidden();

    await trigger.click();
    await expect(orders).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orders).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(orders).toBeVisible();
    await page.getByRole('main').click({ position: { x: 10, y: 10 } });
    await expect(orders).toBeHidden();

    await trigger.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });
});

test('the header takes its scrolled state past 20 px', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await scrollTo(page, 60);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toBeInViewport(); // sticky
  await scrollTo(page, 10);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the footer has the service, insurance, loan and company links, contacts and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = [
    '/services/laptop-services',
    '/services/cctv-installation',
    '/services/google-workspace',
    '/services/digital-marketing',
    '/insurance/health',
    '/insurance/vehicle',
    '/insurance/life',
    '/loan/personal',
    '/loan/home',
    '/loan/business',
    '/loan/gold',
    '/about',
    '/privacy',
    '/terms',
    '/support',
  ];
  for (const href of links) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(footer).toContainText('trusted partner for tech solutions');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TechStore`);
});

test('in test mode every page says so, storefront and checkout alike', async ({ page }) => {
  // The e2e server runs with PAYMENTS_SANDBOX=true: the strip comes from the server's own payments config.
  for (const path of ['/', '/products', '/cart', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'Test mode: payments and deliveries are simulated' }), path).toBeVisible();
  }
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | TechStore');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /The right laptop/ })).toBeVisible();
});

test('the skip link moves focus to the page content', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(); // the app has rendered
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/products');
});
