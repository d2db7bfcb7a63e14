import type { Page } from '@playwright/test';
import type { Product } from '@store/shared';
import { addToCartButton, cartBadge, expect, freezeClock, test, toast } from '../fixtures';

/**
 * Home (SPEC §2, issue 3 point 3): the featured carousel and the first 8 products.
 *
 * The carousel's 4 s rhythm runs on Playwright's fake clock: the clock is frozen once the slides are
 * up, and each test moves time on itself, so nothing here sleeps and nothing races the timer.
 */

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured products', exact: true });
/** The one slide not hidden from assistive technology; its label is "n of N". */
const shownSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');

/**
 * Opens home with the page's clock frozen and the carousel on slide 1 with its 4 s timer just started,
 * so a test can move time exactly. (Keyboard focus pauses the carousel, and leaving restarts the timer.)
 */
async function openHomeWithFrozenClock(page: Page, featured: Product[]) {
  await page.clock.install();
  await page.goto('/');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${featured.length}`);
  await freezeClock(page);
  await carousel(page)
    .getByRole('button', { name: /^Go to slide 1:/ })
    .press('Enter');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${featured.length}`);
  await expect(carousel(page)).toHaveAttribute('data-paused', 'false');
}

test.describe('featured carousel', () => {
  let featured: Product[];
  test.beforeEach(async ({ request }) => {
    featured = ((await (await request.get('/api/products/featured/list')).json()) as Product[]).slice(0, 6);
    expect(featured.length, 'the seed has several featured products').toBeGreaterThan(2);
  });

  test('advances on its own every 4 seconds and wraps around', async ({ page }) => {
    await openHomeWithFrozenClock(page, featured);
    const count = featured.length;

    await page.clock.runFor(3_900);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
    await page.clock.runFor(200);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
    await expect(shownSlide(page).getByRole('heading', { name: featured[1]!.name })).toBeVisible();

    // The next timer starts with the new slide.
    await page.clock.runFor(3_900);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
    await page.clock.runFor(200);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `3 of ${count}`);

    for (let slide = 4; slide <= count; slide++) {
      await page.clock.runFor(4_100);
      await expect(shownSlide(page)).toHaveAttribute('aria-label', `${slide} of ${count}`);
    }
    await page.clock.runFor(4_100);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  });

  test('moves with the previous/next arrows and the dots', async ({ page }) => {
    await openHomeWithFrozenClock(page, featured);
    const count = featured.length;
    const region = carousel(page);

    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `${count} of ${count}`);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);

    const third = featured[2]!;
    const dot = region.getByRole('button', { name: `Go to slide 3: ${third.name}` });
    await dot.click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `3 of ${count}`);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('button', { name: /^Go to slide 1:/ })).not.toHaveAttribute('aria-current');

    // The shown slide is the product the dot names, and links to its page. (Data loading needs
    // timers: TanStack Query batches its updates with setTimeout.)
    await page.clock.resume();
    await shownSlide(page)
      .getByRole('link', { name: /View details/ })
      .click();
    await expect(page).toHaveURL(`/products/${third._id}`);
    await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
  });

  test('pauses while the pointer is over it', async ({ page, isPhone }) => {
    test.skip(isPhone, 'phones have no hover; the swipe test covers touch');
    await openHomeWithFrozenClock(page, featured);

    await carousel(page).hover();
    await page.clock.runFor(12_000);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${featured.length}`);

    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${featured.length}`);
  });

  test('pauses while keyboard focus is inside', async ({ page }) => {
    await openHomeWithFrozenClock(page, featured);

    await carousel(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(12_000);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${featured.length}`);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_100);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${featured.length}`);
  });

  test('changes slide on a horizontal swipe', async ({ page, isPhone }) => {
    test.skip(!isPhone, 'swiping is a touch gesture; the desktop project has no touch screen');
    await openHomeWithFrozenClock(page, featured);
    const image = shownSlide(page).locator('img');
    await image.evaluate((img) => img.scrollIntoView({ block: 'center' })); // clear of the sticky header
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2); // right to left: next
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${featured.length}`);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8); // left to right: previous
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${featured.length}`);
  });
});

test('shows the first 8 products, and adding one updates the header badge', async ({ page, products }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular right now' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(8);
  for (const [index, product] of products.slice(0, 8).entries()) {
    await expect(cards.nth(index).getByRole('heading')).toHaveText(product.name);
  }

  const product = products.slice(0, 8).find((p) => p.stock > 0)!;
  await expect(cartBadge(page)).toBeHidden();
  await addToCartButton(section, product.name).click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
