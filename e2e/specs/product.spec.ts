import type { Locator, Page } from '@playwright/test';
import { returnPolicyLine, type Product } from '@store/shared';
import { cartBadge, escapeRegExp, expect, inr, inrPaise, seedStorage, test, toast } from '../fixtures';

/** Product page (/products/:id, issue 3 points 5 and 8). */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const stepper = (page: Page, product: Product) => page.getByRole('group', { name: `Quantity of ${product.name}` });
const addButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Add to Cart|Out of Stock)$/ });

test('shows the product: breadcrumb, price with GST and its break-up, MRP and savings, stock, tabs and perks', async ({ page, findProduct }) => {
  const product = findProduct(
    'product on offer with specifications',
    (p) => p.hasOffer && p.mrp !== null && p.stock > 5 && Object.keys(p.specifications).length > 0,
  );
  await page.goto(`/products/${product._id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} — ${product.brand} | TechStore`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name);

  // The price with GST, large; the MRP struck through and the discount, rounded down; the break-up to the paisa.
  const main = page.getByRole('main');
  const mrp = product.mrp!;
  await expect(main.getByTestId('price')).toHaveText(inr(product.priceInclGst));
  await expect(main.locator('s')).toHaveText(inr(mrp));
  await expect(main.getByTestId('mrp')).toHaveText(`M.R.P. ${inr(mrp)} ${Math.floor(((mrp - product.priceInclGst) * 100) / mrp)}% off`);
  await expect(main.getByTestId('savings')).toHaveText(`You save ${inr(mrp - product.priceInclGst)} on the M.R.P.`);
  const taxable = Math.round((product.priceInclGst * 100 * 100) / 118);
  await expect(main.getByTestId('price-break-up')).toHaveText(
    `Price before tax ${inrPaise(taxable)} + GST 18% ${inrPaise(product.priceInclGst * 100 - taxable)}`,
  );
  await expect(main.getByTestId('stock-status')).toHaveText(`In stock (${product.stock})`);

  await expect(main.getByText('Free Shipping')).toBeVisible();
  await expect(main.getByText('On orders over ₹5,000')).toBeVisible();
  await expect(main.getByText(product.warranty || '1 Year', { exact: true })).toBeVisible();
  await expect(main.getByText(returnPolicyLine(product.category))).toBeVisible();

  // Tabs: Description first, then a specifications table, then reviews.
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(product.description.slice(0, 40));
  await page.getByRole('tab', { name: 'Specifications' }).click();
  const [specKey, specValue] = Object.entries(product.specifications)[0]!;
  const table = page.getByRole('tabpanel', { name: 'Specifications' }).getByRole('table');
  await expect(table.getByRole('row', { name: `${specKey} ${specValue}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toHaveText('No reviews yet');
});

test('gallery thumbnails change the main image', async ({ page, findProduct }) => {
  const product = findProduct('product with three images', (p) => p.images.length >= 3);
  const count = product.images.length;
  await page.goto(`/products/${product._id}`);

  const main = page.getByRole('main').getByRole('img', { name: new RegExp(`^${escapeRegExp(product.name)}, image \\d of ${count}$`) });
  await expect(main).toHaveAttribute('alt', `${product.name}, image 1 of ${count}`);
  await expect(main).toHaveAttribute('src', product.images[0]!);

  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(count);
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: `Show image 3 of ${count}` }).click();
  await expect(main).toHaveAttribute('alt', `${product.name}, image 3 of ${count}`);
  await expect(main).toHaveAttribute('src', product.images[2]!);
  await expect(page.getByRole('button', { name: `Show image 3 of ${count}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
  // The browser really loaded the picture.
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the quantity stepper stays between 1 and the stock', async ({ page, findProduct }) => {
  const product = findProduct('product with 2–5 left', (p) => p.stock >= 2 && p.stock <= 5);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByTestId('stock-status')).toHaveText(`Only ${product.stock} left`);

  const group = stepper(page, product);
  const quantity = group.getByRole('status', { name: 'Quantity' });
  const decrease = group.getByRole('button', { name: 'Decrease quantity' });
  const increase = group.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveText('1');
  await expect(decrease).toBeDisabled();

  for (let n = 2; n <= product.stock; n++) {
    await increase.click();
    await expect(quantity).toHaveText(String(n));
  }
  await expect(increase).toBeDisabled();
  await expect(decrease).toBeEnabled();
  await decrease.click();
  await expect(quantity).toHaveText(String(product.stock - 1));
  await expect(increase).toBeEnabled();
});

test('add to cart says added, then updated, and the badge counts quantities', async ({ page, findProduct }) => {
  const product = findProduct('product with 6+ in stock', (p) => p.stock >= 6);
  await page.goto(`/products/${product._id}`);
  await stepper(page, product).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper(page, product).getByRole('status', { name: 'Quantity' })).toHaveText('2');

  await addButton(page).click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await addButton(page).click();
  await expect(toast(page, 'Item quantity updated in cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('4');

  // The cart page shows the one line with both adds.
  await page.getByRole('link', { name: 'Cart, 4 items' }).click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: product.name })).toBeVisible();
  await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('4');
});

test('an out-of-stock product cannot be added', async ({ page, findProduct }) => {
  const product = findProduct('out-of-stock product', (p) => p.stock === 0);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('stock-status')).toHaveText('Out of stock');
  await expect(addButton(page)).toHaveText('Out of Stock');
  await expect(addButton(page)).toBeDisabled();
  await expect(stepper(page, product)).toHaveCount(0);
  await expect(cartBadge(page)).toBeHidden();
});

test("an unknown product shows 'Product Not Found' and says so in a toast", async ({ page }) => {
  await page.goto(`/products/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(toast(page, 'Product not found')).toBeVisible();
  await expect(page).toHaveTitle('Product Not Found | TechStore');

  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});

test.describe('server-rendered meta, for crawlers that do not run JavaScript', () => {
  test('a product page carries its title, description, canonical URL, Open Graph and Product JSON-LD', async ({ page, findProduct, baseURL }) => {
    const product = findProduct('in-stock product', (p) => p.stock > 0);
    const response = await page.request.get(`/products/${product._id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const title = `${product.name} — ${product.brand} | TechStore`;
    expect(html).toContain(`<title>${escaped(title)}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const url = `${baseURL}/products/${product._id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(title)}"`);
    expect(html).toContain(`<meta property="og:url" content="${url}"`);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      brand: { name: product.brand },
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: product.priceInclGst, availability: 'https://schema.org/InStock', url },
    });
  });

  test('an out-of-stock product is marked OutOfStock; an unknown one is a 404 without product data', async ({ page, findProduct }) => {
    const product = findProduct('out-of-stock product', (p) => p.stock === 0);
    const html = await (await page.request.get(`/products/${product._id}`)).text();
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');

    const missing = await page.request.get(`/products/${UNKNOWN_ID}`);
    expect(missing.status()).toBe(404);
    const body = await missing.text();
    expect(body).toContain('<div id="root">');
    expect(body).not.toContain('application/ld+json');
  });
});

/**
 * Where each text node of `button` is drawn: how many lines it takes, and whether every line lies
 * inside the button's box (a label that wraps in a fixed-height button spills out of it).
 */
async function labelLayout(button: Locator) {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const lines = new Set<number>();
    let inside = true;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        lines.add(Math.round(rect.top));
        inside &&= rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
      }
    }
    return { lines: lines.size, inside };
  });
}

/** The fixed bars showing at the bottom of the screen, top to bottom, by their accessible names. */
async function bottomBars(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-bottom-bar], [data-buy-bar], [data-compare-bar]'))
      .filter((bar) => getComputedStyle(bar).display !== 'none')
      .map((bar) => ({ name: bar.getAttribute('aria-label') ?? '', top: bar.getBoundingClientRect().top, bottom: bar.getBoundingClientRect().bottom }))
      .filter((bar) => bar.top < window.innerHeight - 0.5)
      .sort((a, b) => a.top - b.top),
  );
}

/** Names the bars at the bottom, and fails when one overlaps the next or `last` ends below the topmost. */
async function expectBars(page: Page, names: string[], last?: Locator) {
  await expect(async () => {
    const bars = await bottomBars(page);
    expect(bars.map((bar) => bar.name)).toEqual(names);
    // Bars that meet may share their 1 px border line (the tab bar is 4 rem and its top border).
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.top, `${bars[i]!.name} under ${bars[i - 1]!.name}`).toBeGreaterThanOrEqual(bars[i - 1]!.bottom - 1.5);
    if (last && bars[0]) {
      const end = await last.evaluate((element) => element.getBoundingClientRect().bottom);
      expect(end, 'the end of the page is under the bars').toBeLessThanOrEqual(bars[0].top + 0.5);
    }
  }).toPass({ timeout: 5_000 });
}

/**
 * Scrolls and waits two frames: the page's scroll event fires once a frame, so two scrolls in one frame
 * would read as one (a scroll down then up seen only as down).
 */
const scrollTo = (page: Page, top: number) =>
  page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, top);

// Issue 40, point 14: at the narrow widths of the phones most of the shop's customers have.
for (const width of [360, 412]) {
  test.describe(`on a phone ${width} px wide`, () => {
    // Bars move without transitions (motion-reduce): each measure is of where a bar comes to rest.
    test.use({ viewport: { width, height: 760 }, reducedMotion: 'reduce' });

    test('Add to Cart reads on one line inside its button; the bars at the bottom never stack over each other or the end of the page', async ({
      page,
      products,
    }) => {
      // The dearest laptop: the longest price the buy bar shows beside its buttons.
      const laptops = products.filter((p) => p.category === 'laptop' && p.stock > 0).sort((a, b) => b.priceInclGst - a.priceInclGst);
      const [product, other] = [laptops[0]!, laptops[1]!];
      // Another laptop picked for comparison: its tray is one of the bars.
      await seedStorage(page, { compare: [{ _id: other._id, name: other.name, image: other.images[0] ?? '' }] });
      await page.goto(`/products/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const buyBar = page.getByRole('region', { name: `Buy ${product.name}` });
      const compareTray = 'Compare products';
      const tabBar = 'Quick links';

      // At the top, the page's own buttons still below the fold: the buy bar, on the tab bar.
      await expectBars(page, [`Buy ${product.name}`, tabBar]);

      // Those buttons in view (reached scrolling up, so the tab bar shows): no buy bar, the compare tray on the tab bar.
      const main = page.getByRole('main');
      const pageButton = main.getByRole('button', { name: 'Add to Cart', exact: true });
      const actions = await pageButton.evaluate((element) => element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      await scrollTo(page, actions + 300);
      await scrollTo(page, actions);
      await expect(buyBar).toHaveCount(0);
      await expectBars(page, [compareTray, tabBar]);
      expect(await labelLayout(pageButton)).toEqual({ lines: 1, inside: true });
      expect(await labelLayout(main.getByRole('button', { name: 'Buy Now', exact: true }))).toEqual({ lines: 1, inside: true });

      // Reading on past them (scrolling down: the tab bar hides), the buy bar alone.
      const down = await page.getByRole('tab', { name: 'Specifications' }).evaluate((element) => element.getBoundingClientRect().top + window.scrollY - 200);
      await scrollTo(page, down);
      await expect(buyBar).toBeVisible();
      expect(await labelLayout(buyBar.getByRole('button', { name: 'Add to Cart' }))).toEqual({ lines: 1, inside: true });
      expect(await labelLayout(buyBar.getByRole('button', { name: 'Buy Now' }))).toEqual({ lines: 1, inside: true });
      await expectBars(page, [`Buy ${product.name}`]);
      // A scroll up brings the tab bar back (SPEC §2): the buy bar sits on it, the compare tray stays away.
      await scrollTo(page, down - 60);
      await expectBars(page, [`Buy ${product.name}`, tabBar]);

      // At the very end of the page, either way, the footer ends above the bars.
      const footer = page.getByRole('contentinfo');
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await scrollTo(page, end);
      await expectBars(page, [`Buy ${product.name}`], footer);
      await scrollTo(page, end - 1);
      await expectBars(page, [`Buy ${product.name}`, tabBar], footer);
    });
  });
}
