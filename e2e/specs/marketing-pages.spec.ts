import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

/**
 * Issue 5 point 1: the content pages. Each shows its key content and passes axe; every link on
 * them (header, footer, bottom bar, side menu and page) leads to a real page.
 */

interface ContentPage {
  path: string;
  h1: string | RegExp;
  /** Text the page must show, beyond its heading. */
  shows: (string | RegExp)[];
}

const PAGES: ContentPage[] = [
  {
    path: '/services',
    h1: 'Technology services for your home and business',
    shows: ['Laptop Services', 'CCTV Installation', 'Google Workspace', 'Digital Marketing', 'Starting prices at a glance'],
  },
  {
    path: '/services/laptop-services',
    h1: 'Laptop repair, servicing and new laptops',
    shows: [
      'Hardware Repair',
      '₹500',
      'Software Services',
      '₹300',
      'Laptop Maintenance',
      '₹200',
      '₹25,000',
      'Dell',
      'Samsung',
      'What our customers say',
      '24–48 hours',
    ],
  },
  {
    path: '/services/cctv-installation',
    h1: 'CCTV installation for homes, shops and offices',
    shows: ['₹15,000', '₹2,000', '₹500', '₹1,000', 'per visit', 'What our customers say'],
  },
  {
    path: '/services/google-workspace',
    h1: 'Google Workspace for your business',
    shows: ['Gmail for Business', '₹125', 'per user per month', '30GB storage per user', 'up to 100 participants', 'Included'],
  },
  {
    path: '/services/digital-marketing',
    h1: 'Digital marketing that brings local customers',
    shows: [
      'Search Engine Optimisation (SEO)',
      '₹15,000',
      'Social Media Management',
      '₹10,000',
      'Pay-Per-Click Advertising (PPC)',
      '₹20,000',
      'Analytics & Reporting',
      '₹5,000',
    ],
  },
  {
    path: '/insurance',
    h1: 'Insurance that is simple to buy and easy to claim',
    shows: ['Health Insurance', 'Vehicle Insurance', 'Life Insurance', 'Cover up to ₹10 Crore', 'What our customers say', 'finance@techstore.in'],
  },
  {
    path: '/loans',
    h1: 'Loans for every need, with help at every step',
    shows: [
      'Personal Loan',
      'Home Loan',
      'Business Loan',
      'Gold Loan',
      'Secured Loan',
      'Unsecured Loan',
      'Tenure of 12–60 months',
      'Tenure up to 30 years',
      'Apply online',
      'Document verification',
      'Approval',
      'Disbursal',
      'What our customers say',
    ],
  },
  {
    path: '/about',
    h1: /^A Pune technology shop, since \d{4}$/,
    shows: [
      'Years in Pune',
      'Our story',
      'Our mission',
      'Our vision',
      'What we stand for',
      'Leadership team',
      'Rahul Joshi',
      'Priya Kulkarni',
      'Awards and recognition',
    ],
  },
  {
    path: '/contact',
    h1: 'Get in touch',
    shows: ['Call us', 'WhatsApp', 'Email us', 'Visit us', 'Send us a message', 'Find us', 'Department contacts', 'Frequently asked questions'],
  },
  {
    path: '/terms',
    h1: 'Terms & Conditions',
    shows: ['Returns and refunds', 'within 10 days of delivery', 'Governing law', 'Pune, Maharashtra'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    shows: [
      'Digital Personal Data Protection Act, 2023',
      'Insurance and loan applications',
      'PAN and Aadhaar',
      'How long we keep it',
      'Your rights',
      'Grievance Officer',
      'grievance@techstore.in',
    ],
  },
  {
    path: '/support',
    h1: 'How can we help?',
    shows: [
      'Ways to get help',
      'Questions about your order',
      'Returns and refunds',
      'within 10 days of delivery',
      'Warranty',
      'Most laptop repairs are ready in 24–48 hours.',
    ],
  },
];

/** The application forms the insurance and loans pages (and the footer) lead to. */
const APPLICATION_LINKS = [
  ...['health', 'vehicle', 'life'].map((type) => `/insurance/${type}`),
  ...['personal', 'home', 'business', 'gold', 'secured', 'unsecured'].map((type) => `/loan/${type}`),
];

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function open(page: Page, target: ContentPage) {
  await page.goto(target.path);
  await expect(h1(page)).toHaveText(target.h1);
}

for (const target of PAGES) {
  test(`${target.path} shows its key content and passes axe`, async ({ page }) => {
    await open(page, target);
    const main = page.getByRole('main');
    for (const text of target.shows) await expect(main.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(/\| TechStore$/);
    await expectAccessible(page);
  });
}

test('/services has four service cards leading to the four service pages', async ({ page }) => {
  await open(page, PAGES[0]!);
  const cards = page
    .getByRole('region', { name: 'Our services' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(4);
  await cards.getByRole('link', { name: 'CCTV Installation' }).click();
  await expect(page).toHaveURL('/services/cctv-installation');
  await expect(h1(page)).toHaveText('CCTV installation for homes, shops and offices');
});

test('/contact’s FAQ is an accordion of four questions, usable from the keyboard', async ({ page }) => {
  await open(
    page,
    PAGES.find((p) => p.path === '/contact')!,
  );
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'How long does a laptop repair take?' })).toContainText('24–48 hours');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.nth(3)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});

test('/contact’s map is drawn in the page, with a link out to a maps search', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await open(
    page,
    PAGES.find((p) => p.path === '/contact')!,
  );
  await expect(page.getByRole('img', { name: /Street plan: TechStore on Jangali Maharaj Road/ })).toBeVisible();
  const mapLink = page.getByRole('link', { name: /Open in Google Maps/ });
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=TechStore/);
  await expect(mapLink).toHaveAttribute('target', '_blank');
  // No map provider's script, tiles or frame: everything the page loaded came from the site itself.
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
});

/** Every link the visitor can reach on the current page, including the phone menus' links. */
async function linksOn(page: Page, isPhone: boolean): Promise<string[]> {
  const hrefs = async (scope: Locator) => scope.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const found = await hrefs(page.locator('body'));
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    found.push(...(await hrefs(menu)));
    await menu.getByRole('button', { name: 'Close menu' }).click();
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    found.push(...(await hrefs(bar)));
    await page.keyboard.press('Escape');
  }
  return found;
}

test('every link on the content pages leads to a real page', async ({ page, isPhone }) => {
  test.setTimeout(240_000);
  const internal = new Set<string>();

  for (const target of PAGES) {
    await open(page, target);
    for (const href of await linksOn(page, isPhone)) {
      if (href.startsWith('#')) {
        // An in-page anchor must have its target on the page.
        await expect(page.locator(`[id="${href.slice(1)}"]`), `${target.path} ${href}`).toHaveCount(1);
      } else if (href.startsWith('/')) {
        internal.add(href.split('#')[0]!);
      } else {
        expect(href, `${target.path}: a link out`).toMatch(
          /^(tel:\+91\d{10,11}|mailto:[a-z]+@techstore\.in|https:\/\/(wa\.me\/91\d{10}|www\.google\.com\/maps\/search\/\?api=1&query=\S+))$/,
        );
      }
    }
  }

  expect([...internal], 'the application links of the insurance and loans pages').toEqual(expect.arrayContaining(APPLICATION_LINKS));
  if (isPhone) expect([...internal], 'the bottom bar').toContain('/orders');

  test.info().annotations.push({ type: 'visited', description: [...internal].sort().join(', ') });
  expect(internal.size, 'header, footer, menus and pages link at least the content pages themselves').toBeGreaterThanOrEqual(PAGES.length);
  for (const path of [...internal].sort()) {
    // The server answers a path no page matches with 404 (its not-found page): every link is a 200.
    expect((await page.request.get(path)).status(), path).toBe(200);
    // And each page shows itself in the browser: on the phone, to keep CI's time (the desktop's links are the same pages).
    if (!isPhone) continue;
    await page.goto(path);
    await expect(h1(page), path).toBeVisible();
    await expect(h1(page), `${path} is not the not-found page`).not.toHaveText('Page not found');
  }
});
