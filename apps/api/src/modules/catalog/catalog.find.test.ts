import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryWanted,
  kindWanted,
  understandQuery,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_FILTERS,
  SCREEN_BANDS,
  productListResponseSchema,
  suggestResponseSchema,
  type LaptopAttributes,
  type Product,
  type ProductFilter,
  type ProductListResponse,
} from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadFilterIndex, findInIndex, searchIn } from './catalog.filter-index';
import { createProductFinder, type ProductFind, type Suggestions } from './catalog.finder';
import { loadSuggestIndex, similarity, suggestFromIndex, trigrams } from './catalog.suggest-index';
import { searchWords } from './catalog.service';
import { products as productsTable } from './catalog.schema';
import { eq, sql } from 'drizzle-orm';

/**
 * Filters, sorts, facets, understood searches and suggestions of GET /api/products and
 * GET /api/search/suggest (issue 24), each answer checked against a brute-force reading of the
 * whole seeded catalogue. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let everything: Product[];

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ url: `/api/products?${query}` });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return productListResponseSchema.strict().parse(res.json());
}

/** Every page of an answer, in order. */
async function all(query: string): Promise<{ products: Product[]; first: ProductListResponse }> {
  const first = await list(`${query}&limit=${MAX_PAGE_SIZE}&page=1`);
  const products = [...first.products];
  for (let page = 2; page <= first.totalPages; page++) products.push(...(await list(`${query}&limit=${MAX_PAGE_SIZE}&page=${page}`)).products);
  return { products, first };
}

beforeAll(async () => {
  t = await createTestApp();
  everything = (await all('')).products;
});
afterAll(async () => t.close());

const laptop = (p: Product) => (p.category === 'laptop' ? (p.attributes as LaptopAttributes | null) : null);
const bandOf = (inches: number) => SCREEN_BANDS.find((band) => inches >= band.min && inches < band.max)!.value;

/** What each filter's value of a product is, as the API counts it (undefined: the product has none). */
const valueOf: Record<ProductFilter, (p: Product) => string | undefined> = {
  brand: (p) => p.brand,
  processor: (p) => laptop(p)?.processorFamily,
  ram: (p) => (laptop(p) ? String(laptop(p)!.ramGb) : undefined),
  storage: (p) => (laptop(p) ? String(laptop(p)!.storageGb) : undefined),
  screen: (p) => (laptop(p) ? bandOf(laptop(p)!.screenInches) : undefined),
  graphics: (p) => laptop(p)?.graphics,
};

interface Selection {
  filters: Partial<Record<ProductFilter, string[]>>;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  category?: string;
}

const queryOf = (s: Selection) =>
  [
    ...Object.entries(s.filters).flatMap(([filter, values]) => values.map((value) => `${filter}=${encodeURIComponent(value)}`)),
    s.minPrice !== undefined ? `minPrice=${s.minPrice}` : '',
    s.maxPrice !== undefined ? `maxPrice=${s.maxPrice}` : '',
    s.inStock ? 'inStock=true' : '',
    s.category ? `category=${s.category}` : '',
  ]
    .filter(Boolean)
    .join('&');

/** The brute force: does the product pass the selection, leaving out one filter? */
function passes(p: Product, s: Selection, leaveOut?: ProductFilter | 'price'): boolean {
  if (s.category && p.category !== s.category) return false;
  for (const filter of PRODUCT_FILTERS) {
    const values = s.filters[filter];
    if (filter === leaveOut || !values?.length) continue;
    const value = valueOf[filter](p);
    const matches = filter === 'brand' ? values.some((v) => v.toLowerCase() === value?.toLowerCase()) : value !== undefined && values.includes(value);
    if (!matches) return false;
  }
  if (leaveOut !== 'price' && s.minPrice !== undefined && p.priceInclGst < s.minPrice) return false;
  if (leaveOut !== 'price' && s.maxPrice !== undefined && p.priceInclGst > s.maxPrice) return false;
  if (s.inStock && p.stock <= 0) return false;
  return true;
}

const SELECTIONS: Selection[] = [
  { filters: {} },
  { filters: { brand: ['Dell'] } },
  { filters: { brand: ['dell', 'HP'], ram: ['16'] } },
  { filters: { processor: ['Core i5', 'Ryzen 7'] } },
  { filters: { processor: ['Core i5'], screen: ['15'], graphics: ['Integrated'] } },
  { filters: { ram: ['8', '32'], storage: ['512', '1024'] } },
  { filters: { screen: ['under-14', '16'] }, inStock: true },
  { filters: { graphics: ['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4050'] }, maxPrice: 110_000 },
  { filters: { brand: ['Apple'] }, minPrice: 100_000 },
  { filters: {}, minPrice: 40_000, maxPrice: 80_000, inStock: true },
  { filters: { brand: ['Logitech'] }, category: 'accessories' },
  { filters: { storage: ['4096'] } },
];

describe('filters and facets', () => {
  it.each(SELECTIONS.map((s) => [queryOf(s) || '(none)', s] as const))(
    '%s: the products, counts and price bounds a brute force finds',
    async (_, selection) => {
      const { products, first } = await all(queryOf(selection));
      const expected = everything.filter((p) => passes(p, selection));
      expect(new Set(products.map((p) => p._id))).toEqual(new Set(expected.map((p) => p._id)));
      expect(first.total).toBe(expected.length);

      // Each facet: every value present among the products the category allows, counted with its own filter left out.
      const base = everything.filter((p) => !selection.category || p.category === selection.category);
      for (const filter of PRODUCT_FILTERS) {
        const values = [...new Set(base.map(valueOf[filter]).filter((value): value is string => value !== undefined))];
        const facet = first.facets![filter];
        expect(new Set(facet.map((entry) => entry.value)), filter).toEqual(new Set(values));
        for (const entry of facet) {
          const count = base.filter((p) => passes(p, selection, filter) && valueOf[filter](p) === entry.value).length;
          expect(entry.count, `${filter}=${entry.value}`).toBe(count);
          expect(entry.label, `${filter}=${entry.value}`).toBeTruthy();
        }
      }
      const priced = base.filter((p) => passes(p, selection, 'price')).map((p) => p.priceInclGst);
      expect(first.priceRange).toEqual(priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : null);
    },
  );

  it('labels values as shoppers read them, in the panel’s order', async () => {
    const { facets } = await list('category=laptop');
    expect(facets!.ram.map((entry) => entry.label)).toEqual(['8 GB', '16 GB', '24 GB', '32 GB']);
    expect(facets!.storage.map((entry) => entry.label)).toEqual(['256 GB', '512 GB', '1 TB']);
    expect(facets!.processor.find((entry) => entry.value === 'Core i5')?.label).toBe('Intel Core i5');
    expect(facets!.processor.find((entry) => entry.value === 'M4')?.label).toBe('Apple M4');
    expect(facets!.screen.map((entry) => entry.value)).toEqual(['under-14', '14', '15', '16']);
  });

  it('refuses a bad value with a 400 that names the parameter', async () => {
    for (const [query, name] of [
      ['ram=7', 'ram'],
      ['ram=sixteen', 'ram'],
      ['storage=500', 'storage'],
      ['screen=huge', 'screen'],
      ['processor=Core%20i99', 'processor'],
      ['graphics=Voodoo', 'graphics'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=abc', 'maxPrice'],
      ['minPrice=5000&maxPrice=100', 'maxPrice'],
      ['minPrice=10.5', 'minPrice'],
      ['inStock=maybe', 'inStock'],
      ['sort=cheap', 'sort'],
      [`brand=${'x'.repeat(101)}`, 'brand'],
      [Array.from({ length: 21 }, (_, n) => `brand=b${n}`).join('&'), 'brand'],
    ]) {
      const res = await t.app.inject({ url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(name);
    }
  });
});

describe('sorting', () => {
  const sorted = async (sort: string) => (await all(`category=laptop&sort=${sort}`)).products;
  it('by price, both ways, with GST as shown', async () => {
    const up = (await sorted('price_asc')).map((p) => p.priceInclGst);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await sorted('price_desc')).map((p) => p.priceInclGst);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up).toHaveLength(everything.filter((p) => p.category === 'laptop').length);
  });

  it('by discount off the MRP, by rating and newest first', async () => {
    const discounts = (await sorted('discount')).map((p) => p.discountPercent);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).toBeGreaterThan(0);
    const ratings = (await sorted('rating')).map((p) => p.ratings.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await sorted('newest')).map((p) => p._id)).toEqual(everything.filter((p) => p.category === 'laptop').map((p) => p._id));
  });
});

describe('the search box understood', () => {
  it.each([
    ['laptop under 60000', { maxPrice: 60_000 }],
    ['laptops below 50k', { maxPrice: 50_000 }],
    ['laptop between 40000 and 60000', { minPrice: 40_000, maxPrice: 60_000 }],
    ['gaming laptop under 1 lakh', { maxPrice: 100_000 }],
    ['dell 30k-70k', { minPrice: 30_000, maxPrice: 70_000 }],
  ] as Array<[string, { minPrice?: number; maxPrice: number }]>)('%s: a price filter shown as applied, and only products within it', async (search, budget) => {
    const { products, first } = await all(`search=${encodeURIComponent(search)}`);
    expect(first.appliedFilters).toMatchObject(budget);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      if (budget.minPrice) expect(p.priceInclGst).toBeGreaterThanOrEqual(budget.minPrice);
      expect(p.priceInclGst).toBeLessThanOrEqual(budget.maxPrice);
    }
  });

  it('a price set in the filters wins over one read from the box', async () => {
    const { products } = await all(`search=${encodeURIComponent('laptop under 60000')}&maxPrice=40000`);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.priceInclGst).toBeLessThanOrEqual(40_000);
  });

  it.each([
    ['16gb', (a: LaptopAttributes) => a.ramGb === 16],
    ['16 GB RAM', (a: LaptopAttributes) => a.ramGb === 16],
    ['512gb ssd', (a: LaptopAttributes) => a.storageGb === 512 && a.storageType === 'SSD'],
    ['1 tb', (a: LaptopAttributes) => a.storageGb === 1024],
    ['i5', (a: LaptopAttributes) => a.processorFamily === 'Core i5'],
    ['ryzen 7', (a: LaptopAttributes) => a.processorFamily === 'Ryzen 7'],
    ['15.6 inch', (a: LaptopAttributes) => a.screenInches === 15.6],
    ['14-inch', (a: LaptopAttributes) => a.screenInches >= 14 && a.screenInches < 15],
    ['rtx 4060', (a: LaptopAttributes) => a.graphics === 'NVIDIA GeForce RTX 4060'],
  ])('%s: every laptop with it is found, those first', async (search, has) => {
    const { products } = await all(`search=${encodeURIComponent(search)}`);
    const laptops = everything.filter((p) => laptop(p) && has(laptop(p)!));
    expect(laptops.length).toBeGreaterThan(0);
    const found = new Set(products.map((p) => p._id));
    for (const p of laptops) expect(found, p.name).toContain(p._id);
    // The laptops that have it rank above the laptops that only mention it somewhere.
    const laptopHits = products.filter((p) => p.category === 'laptop');
    expect(
      laptopHits.slice(0, laptops.length).every((p) => has(laptop(p)!)),
      laptopHits.map((p) => p.name).join(', '),
    ).toBe(true);
  });

  it('answers a misspelt search with the catalogue’s spelling as didYouMean, a right one without', async () => {
    const misspelt = await list(`search=${encodeURIComponent('lenvo thinkpd')}`);
    expect(misspelt.didYouMean).toBe('lenovo thinkpad');
    expect(misspelt.products.length).toBeGreaterThan(0);
    expect((await list('search=lenovo')).didYouMean).toBeUndefined();
    expect((await list(`search=${encodeURIComponent('macbok air')}`)).didYouMean).toBe('macbook air');
  });

  it('searches the words as typed when asked to (“Search instead for …”): no correction, no didYouMean', async () => {
    const asTyped = await list(`search=${encodeURIComponent('lenvo thinkpd')}&exact=true`);
    expect([asTyped.total, asTyped.products, asTyped.didYouMean]).toEqual([0, [], undefined]);
    // A word the catalogue knows is found as ever; exact=false is the usual search.
    expect((await list('search=lenovo&exact=true')).total).toBe((await list('search=lenovo')).total);
    expect((await list(`search=lenvo&exact=false`)).didYouMean).toBe('lenovo');
    const bad = await t.app.inject({ url: '/api/products?search=lenvo&exact=yes' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'exact must be true or false']);
  });

  it('leaves shoppers’ filler words out', async () => {
    const { products } = await all(`search=${encodeURIComponent('best laptop for students under 50000')}`);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.priceInclGst).toBeLessThanOrEqual(50_000);
  });
});

describe('suggestions', () => {
  const suggestOver = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return suggestResponseSchema.strict().parse(res.json());
  };
  // The database answers until the process's suggestion index is ready, then the index: each is held to the same expectations.
  const suggesters: Record<string, (q: string) => Promise<Suggestions>> = {
    database: (q) => {
      const words = searchWords(understandQuery(q).text);
      return words.length
        ? createProductFinder(t.database.db).suggest(words, categoryWanted(words))
        : Promise.resolve({ products: [], brands: [], categories: [] });
    },
    index: async (q) => {
      const words = searchWords(understandQuery(q).text);
      return words.length
        ? suggestFromIndex(await loadSuggestIndex(t.database.db), words, categoryWanted(words))
        : { products: [], brands: [], categories: [] };
    },
  };

  for (const [source, suggest] of Object.entries(suggesters)) {
    describe(`from the ${source}`, () => {
      it('offers the best-matching products with their picture and price with GST, and their brands and categories', async () => {
        const answer = await suggest('macb');
        expect(answer.products.length).toBeGreaterThan(0);
        expect(answer.products.length).toBeLessThanOrEqual(6);
        for (const p of answer.products) {
          const product = everything.find((q) => q._id === p._id)!;
          expect(p).toEqual({ _id: product._id, name: product.name, image: product.images[0] ?? '', priceInclGst: product.priceInclGst });
        }
        expect(answer.products[0]!.name).toMatch(/macbook/i);
        expect(answer.brands[0]).toBe('Apple');
        expect((await suggest('mac')).brands[0]).toBe('Apple');
        expect(answer.categories[0]).toBe('laptop');
        expect((await suggest('logitech')).categories).toEqual(['accessories']);
        expect((await suggest('thinkpad e')).products[0]!.name).toMatch(/thinkpad e/i);
        // A whole number before the last word is the word itself ("ryzen 7", not 7330u); the last one is being typed.
        const ryzen7 = await suggest('ryzen 7 l');
        expect(ryzen7.products.length).toBeGreaterThan(0);
        for (const p of ryzen7.products) expect(everything.find((q) => q._id === p._id)!.attributes).toMatchObject({ processorFamily: 'Ryzen 7' });
        expect((await suggest('zzzq')).products).toEqual([]);
      });

      it('forgives a typo, understands units, and answers nothing for nothing', async () => {
        expect((await suggest('thinkpd')).products[0]!.name).toMatch(/thinkpad/i);
        expect((await suggest('lenvo')).brands[0]).toBe('Lenovo');
        expect((await suggest('32 gb')).products.length).toBeGreaterThan(0);
        expect(await suggest('')).toEqual({ products: [], brands: [], categories: [] });
        expect(await suggest('!!!')).toEqual({ products: [], brands: [], categories: [] });
      });

      it('lists no hidden product', async () => {
        const hidden = (await t.make.makeProduct({ name: 'Quokkabook Hidden 14', hidden: true }))._id;
        try {
          expect((await suggest('quokkabook')).products).toEqual([]);
        } finally {
          await t.database.db.delete(productsTable).where(eq(productsTable.id, hidden));
        }
      });
    });
  }

  it('answers over HTTP in its schema, and refuses a query too long', async () => {
    expect((await suggestOver('macb')).brands[0]).toBe('Apple');
    const tooLong = await t.app.inject({ url: `/api/search/suggest?q=${'a'.repeat(201)}` });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, expect.stringContaining('q must be at most 200 characters')]);
  });

  it('measures typos as pg_trgm does', async () => {
    const pairs = [
      ['thinkpd', 'thinkpad'],
      ['lenvo', 'lenovo'],
      ['16gb', '16'],
      ['macbok', 'macbook'],
      ['a', 'ab'],
      ['ryzen', 'ryzen'],
      ['ασυς', 'ασους'],
      ['i7', 'i5'],
    ];
    for (const [a, b] of pairs) {
      const result = await t.database.db.execute(sql`SELECT similarity(${a}, ${b})::float8 AS sim`);
      const [row] = (result as unknown as { rows: Array<{ sim: number }> }).rows;
      expect(similarity(trigrams(a!), trigrams(b!)), `${a} ~ ${b}`).toBeCloseTo(Number(row!.sim), 5);
    }
  });
});

describe('the filter index and the database', () => {
  it('answer every selection, search and order alike', async () => {
    const db = t.database.db;
    const finder = createProductFinder(db);
    const index = await loadFilterIndex(db);
    const finds: ProductFind[] = [];
    for (const selection of SELECTIONS)
      for (const sort of PRODUCT_SORTS)
        for (const [words, exact] of [
          [[]],
          [['laptop']],
          [['16gb']],
          [['lenvo']],
          [['lenvo', 'laptop'], true],
          [['laptop', 'bag']],
          [['laptop', 'college']],
        ] as Array<[string[], boolean?]>)
          finds.push({
            words,
            exact,
            preferCategory: categoryWanted(words),
            kind: kindWanted(words),
            category: selection.category as ProductFind['category'],
            ...(Object.fromEntries(
              Object.entries(selection.filters).map(([filter, values]) => [filter, filter === 'ram' || filter === 'storage' ? values.map(Number) : values]),
            ) as Partial<ProductFind>),
            minPrice: selection.minPrice,
            maxPrice: selection.maxPrice,
            inStock: selection.inStock,
            sort,
            limit: 12,
            offset: 12,
          });
    const sorted = (found: Awaited<ReturnType<typeof finder.find>>) => ({
      ...found,
      facets: Object.fromEntries(Object.entries(found.facets).map(([filter, values]) => [filter, [...values].sort((a, b) => (a.value < b.value ? -1 : 1))])),
    });
    for (const find of finds) {
      const searched = find.words.length ? searchIn(index, await finder.searched(find)) : undefined;
      expect(sorted(await findInIndex(db, index, find, searched)), JSON.stringify(find)).toEqual(sorted(await finder.find(find)));
    }
  });
});
