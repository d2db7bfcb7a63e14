import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryWanted,
  kindWanted,
  MAX_PAGE_SIZE,
  productListResponseSchema,
  understandQuery,
  type AccessoryAttributes,
  type Product,
  type ProductListResponse,
} from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createProductFinder, type Suggestions } from './catalog.finder';
import { searchWords } from './catalog.service';
import { loadSuggestIndex, suggestFromIndex } from './catalog.suggest-index';

/**
 * What a shopper's search words find (issue 40, point 14), on the seeded catalogue and a few more
 * products made as the shop adds them: words that name no product rank rather than empty a search,
 * a word the catalogue has never heard of is left out, and a search that names a kind of accessory
 * ("laptop bag") lists that kind. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let everything: Product[];

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ url: `/api/products?${query}` });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return productListResponseSchema.strict().parse(res.json());
}

/** Every page of a search's answer, in order, and the first page. */
async function search(words: string, extra = ''): Promise<{ products: Product[]; first: ProductListResponse }> {
  const query = `search=${encodeURIComponent(words)}${extra}&limit=${MAX_PAGE_SIZE}`;
  const first = await list(`${query}&page=1`);
  const products = [...first.products];
  for (let page = 2; page <= first.totalPages; page++) products.push(...(await list(`${query}&page=${page}`)).products);
  return { products, first };
}

const names = (products: Product[]) => products.map((p) => p.name);
const typeOf = (p: Product) => (p.category === 'accessories' ? (p.attributes as AccessoryAttributes | null)?.type : undefined);
const mentions = (p: Product, word: RegExp) => word.test(`${p.name} ${p.description} ${JSON.stringify(p.specifications)}`);

beforeAll(async () => {
  t = await createTestApp();
  const bag = (overrides: Parameters<TestApp['make']['makeProduct']>[0]) =>
    t.make.makeProduct({ category: 'accessories', attributes: { type: 'Bag', connectivity: 'Not applicable' }, ...overrides });
  await bag({
    name: 'Targus Multi-Fit 14-inch Laptop Sleeve',
    brand: 'Targus',
    priceInclGst: 1299,
    description: 'A slim neoprene sleeve with a soft lining that keeps a 13 or 14 inch laptop safe inside a larger bag or on its own.',
    specifications: { Compatibility: 'Laptops up to 14 inches', Material: 'Neoprene' },
  });
  await bag({
    name: 'Wildcraft Ace 35L Laptop Backpack',
    brand: 'Wildcraft',
    priceInclGst: 2199,
    description: 'A roomy college backpack with a padded laptop compartment, a rain cover and two bottle pockets.',
    specifications: { Compatibility: 'Laptops up to 15.6 inches', Capacity: '35 litres' },
  });
  // A laptop for students under 60,000, as the shop would describe one.
  await t.make.makeProduct({
    name: 'Acer Aspire 7 A715-76G',
    brand: 'Acer',
    priceInclGst: 57_990,
    description: 'A 15.6-inch laptop with GTX graphics for college projects, light games and long lectures on battery.',
    specifications: { Processor: 'Intel Core i5-12450H', Graphics: 'NVIDIA GeForce GTX 1650' },
  });
  const { total } = await list('limit=1');
  everything = [];
  for (let page = 1; page <= Math.ceil(total / MAX_PAGE_SIZE); page++) everything.push(...(await list(`limit=${MAX_PAGE_SIZE}&page=${page}`)).products);
});
afterAll(async () => t.close());

describe('words that name no product', () => {
  it('“laptop for college under 60000” lists every laptop “laptop under 60000” lists, those for college first', async () => {
    const plain = await search('laptop under 60000');
    const college = await search('laptop for college under 60000');
    const laptops = plain.products.filter((p) => p.category === 'laptop');
    expect(laptops.length).toBeGreaterThanOrEqual(10);
    expect(new Set(college.products.map((p) => p._id))).toEqual(new Set(plain.products.map((p) => p._id)));
    expect(college.first.total).toBe(plain.first.total);
    // The laptops that say "college" come before the laptops that do not.
    const collegeLaptops = laptops.filter((p) => mentions(p, /college/i));
    expect(collegeLaptops.length).toBeGreaterThanOrEqual(2);
    expect(names(college.products.slice(0, collegeLaptops.length)).sort()).toEqual(names(collegeLaptops).sort());
    for (const p of college.products) expect(p.priceInclGst).toBeLessThanOrEqual(60_000);
  });

  it('“laptops for students” lists laptops, those for students first', async () => {
    const { products } = await search('laptops for students');
    const laptops = products.filter((p) => p.category === 'laptop');
    expect(laptops.length).toBeGreaterThanOrEqual(10);
    expect(products[0]!.category).toBe('laptop');
    expect(mentions(products[0]!, /student/i)).toBe(true);
  });

  it('leaves out a word the catalogue has never heard of, and keeps correcting typos', async () => {
    const dell = await search('dell');
    const withUnknown = await search('dell xqzvw');
    expect(names(withUnknown.products)).toEqual(names(dell.products));
    expect(withUnknown.first.didYouMean).toBeUndefined();
    // A typo is still a typo: corrected, and said so.
    const typo = await search('lenvo for college');
    expect(typo.first.didYouMean).toBe('lenovo college');
    const lenovo = await search('lenovo');
    expect(new Set(typo.products.map((p) => p._id))).toEqual(new Set(lenovo.products.map((p) => p._id)));
    expect(typo.products[0]!.brand).toBe('Lenovo');
  });

  it('still finds nothing for what the shop does not sell, and only what a description word alone names', async () => {
    expect((await search('xqzvw')).first.total).toBe(0);
    // Ryzen and 5 each name products, no product is both.
    expect((await search('ryzen 5')).first.total).toBe(0);
    // A describing word on its own is what is asked for: only the products that say it.
    const college = await search('college');
    expect(new Set(college.products.map((p) => p._id))).toEqual(new Set(everything.filter((p) => mentions(p, /\bcollege/i)).map((p) => p._id)));
  });
});

describe('a search naming a kind of product', () => {
  const bags = () => everything.filter((p) => typeOf(p) === 'Bag');

  it.each(['laptop bag', 'bag', 'laptop bags', 'backpack'])('“%s” lists bags and nothing else', async (words) => {
    const { products } = await search(words);
    expect(products.length, names(products).join(' | ')).toBeGreaterThan(0);
    for (const p of products) expect(typeOf(p), `${p.name} for “${words}”`).toBe('Bag');
    if (words !== 'backpack') expect(new Set(products.map((p) => p._id))).toEqual(new Set(bags().map((p) => p._id)));
  });

  it('“laptop charger” lists chargers, not the laptops and bags that mention one', async () => {
    const { products } = await search('laptop charger');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(typeOf(p), p.name).toBe('Charger');
  });

  it('lists the other matches when nothing of that kind matches every word', async () => {
    // No keyboard is sold with RGB lighting; the laptops with an RGB keyboard are what there is.
    const { products } = await search('rgb keyboard');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.category, p.name).toBe('laptop');
  });

  it('keeps the kind within the filters and pages', async () => {
    const cheap = await search('laptop bag', '&maxPrice=2000');
    expect(cheap.products.length).toBeGreaterThan(0);
    for (const p of cheap.products) expect([typeOf(p), p.priceInclGst <= 2000]).toEqual(['Bag', true]);
    const page = await list(`search=${encodeURIComponent('laptop bag')}&limit=1&page=2`);
    expect(page.total).toBe(bags().length);
    expect(typeOf(page.products[0]!)).toBe('Bag');
  });
});

describe('suggestions understand the words the same way', () => {
  // The database answers until the suggestion index is ready, then the index: both are held to the same.
  const suggesters: Record<string, (q: string) => Promise<Suggestions>> = {
    database: (q) => {
      const words = searchWords(understandQuery(q).text);
      return createProductFinder(t.database.db).suggest(words, categoryWanted(words), kindWanted(words));
    },
    index: async (q) => {
      const words = searchWords(understandQuery(q).text);
      return suggestFromIndex(await loadSuggestIndex(t.database.db), words, categoryWanted(words), kindWanted(words));
    },
  };
  const kindOf = (id: string) => typeOf(everything.find((p) => p._id === id)!);

  for (const [source, suggest] of Object.entries(suggesters))
    it(`from the ${source}: a kind named, a word that names nothing, a word never heard of`, async () => {
      const bags = await suggest('laptop bag');
      expect(bags.products.length).toBeGreaterThan(0);
      for (const p of bags.products) expect(kindOf(p._id), p.name).toBe('Bag');
      const college = await suggest('laptop for college');
      expect(college.products.length).toBeGreaterThan(0);
      expect(college.categories[0]).toBe('laptop');
      expect(await suggest('dell xqzvw')).toEqual(await suggest('dell'));
      expect((await suggest('xqzvw')).products).toEqual([]);
      expect((await suggest('laptops for students')).categories[0]).toBe('laptop');
    });
});
