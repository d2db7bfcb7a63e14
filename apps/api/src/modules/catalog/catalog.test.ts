import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesSchemaOf,
  CATALOGUE_PAGE_SIZE,
  discountPercent,
  exclusiveRupees,
  LAPTOP_BRANDS,
  MAX_PAGE_SIZE,
  PRODUCT_CATEGORIES,
  productListResponseSchema,
  productSchema,
  type Product,
  type ProductListResponse,
} from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products, searchLexicon } from '../../schema';
import { searchWords } from './catalog.service';

let t: TestApp;
let everything: Product[];

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponseSchema.parse(res.json());
}

async function names(search: string): Promise<string[]> {
  const body = await list(`?limit=${MAX_PAGE_SIZE}&search=${encodeURIComponent(search)}`);
  return body.products.map((p) => p.name);
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await list(`?limit=${MAX_PAGE_SIZE}`);
  everything = [...first.products];
  for (let page = 2; page <= first.totalPages; page++) {
    everything.push(...(await list(`?limit=${MAX_PAGE_SIZE}&page=${page}`)).products);
  }
});
afterAll(() => t.close());

describe('seeded catalogue', () => {
  it('holds at least 48 realistic products across every category and laptop brand', () => {
    expect(everything.length).toBeGreaterThanOrEqual(48);
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        everything.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
    const laptopBrands = new Set(everything.filter((p) => p.category === 'laptop').map((p) => p.brand));
    for (const brand of LAPTOP_BRANDS) expect(laptopBrands, brand).toContain(brand);
  });

  it('prices with GST, and the SPEC’s pre-tax figures, MRP and discount all follow from them (decision 0006)', () => {
    for (const p of everything) {
      expect(p.price, p.name).toBe(exclusiveRupees(p.priceInclGst));
      expect(p.originalPrice, p.name).toBe(exclusiveRupees(p.mrp ?? p.priceInclGst));
      expect(p.discountPercent, p.name).toBe(discountPercent(p.priceInclGst, p.mrp));
      expect(p.hasOffer, p.name).toBe(p.mrp !== null && p.mrp > p.priceInclGst);
      if (p.mrp !== null) expect(p.mrp, p.name).toBeGreaterThanOrEqual(p.priceInclGst);
    }
  });

  it('fills in every laptop’s and accessory’s typed specifications from the fixed choices', () => {
    for (const p of everything) {
      const schema = attributesSchemaOf(p.category);
      if (schema) expect(schema.strict().safeParse(p.attributes).success, `${p.name}: ${JSON.stringify(p.attributes)}`).toBe(true);
      else expect(p.attributes, p.name).toBeNull();
    }
  });

  it('has out-of-stock items and the specifications a buyer compares', () => {
    expect(everything.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    for (const laptop of everything.filter((p) => p.category === 'laptop')) {
      for (const key of ['Processor', 'RAM', 'Storage', 'Display', 'Graphics', 'Operating System', 'Weight', 'Battery']) {
        expect(laptop.specifications[key], `${laptop.name}: ${key}`).toBeTruthy();
      }
    }
  });

  it('keeps specifications in the order the shop wrote them', () => {
    const laptop = everything.find((p) => p.category === 'laptop')!;
    expect(Object.keys(laptop.specifications).slice(0, 3)).toEqual(['Processor', 'RAM', 'Storage']);
  });

  it('serves every product image from the app itself', async () => {
    const images = everything.flatMap((p) => p.images);
    expect(images.length).toBeGreaterThanOrEqual(everything.length);
    for (const src of images) {
      expect(src).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: src });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('GET /api/products', () => {
  it('answers a first page of 12 with totals by default', async () => {
    const body = await list('');
    expect(body.page).toBe(1);
    expect(body.products).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(body.total).toBe(everything.length);
    expect(body.totalPages).toBe(Math.ceil(everything.length / CATALOGUE_PAGE_SIZE));
    for (const p of body.products) productSchema.parse(p);
  });

  it('pages through every product exactly once', async () => {
    const first = await list('?limit=10');
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      const body = await list(`?limit=10&page=${page}`);
      expect(body.page).toBe(page);
      seen.push(...body.products.map((p) => p._id));
    }
    expect(seen).toHaveLength(everything.length);
    expect(new Set(seen).size).toBe(everything.length);
  });

  it('answers an empty page past the end with the true totals', async () => {
    const body = await list('?page=999');
    expect(body.products).toEqual([]);
    expect(body.total).toBe(everything.length);
    expect(body.page).toBe(999);
  });

  it('accepts limit up to 48', async () => {
    expect((await list('?limit=48')).products).toHaveLength(Math.min(48, everything.length));
    expect((await list('?limit=8')).products).toHaveLength(8);
  });

  it.each(PRODUCT_CATEGORIES)('filters by category %s', async (category) => {
    const body = await list(`?category=${category}&limit=48`);
    expect(body.total).toBe(everything.filter((p) => p.category === category).length);
    for (const p of body.products) expect(p.category).toBe(category);
  });

  it('treats category=all and empty values as no filter', async () => {
    expect((await list('?category=all')).total).toBe(everything.length);
    expect((await list('?category=&search=&page=&limit=')).total).toBe(everything.length);
  });

  it.each([
    ['?page=0', /page/],
    ['?page=-1', /page/],
    ['?page=1.5', /page/],
    ['?page=abc', /page/],
    ['?limit=0', /limit/],
    ['?limit=10000', /limit must be at most 48/],
    ['?category=bogus', /category must be one of/],
    [`?search=${'a'.repeat(10_000)}`, /search must be at most 200 characters/],
  ])('rejects bad query %# with 400 and a clear message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('search', () => {
  it('is case-insensitive over name and brand', async () => {
    const dell = await names('DELL');
    expect(dell.length).toBeGreaterThan(0);
    expect(dell).toEqual(await names('dell'));
    // Every Dell product is found, and ranks above products that only mention Dell.
    const dellBrand = everything.filter((p) => p.brand === 'Dell').map((p) => p.name);
    expect(dellBrand.length).toBeGreaterThan(0);
    expect(new Set(dell.slice(0, dellBrand.length))).toEqual(new Set(dellBrand));
  });

  it('matches specification values and descriptions', async () => {
    const ryzen = everything.filter((p) => /ryzen/i.test(p.specifications.Processor ?? ''));
    expect(ryzen.length).toBeGreaterThan(0);
    const found = await names('ryzen');
    for (const p of ryzen) expect(found).toContain(p.name);

    const described = everything.find((p) => /\bwarranty\b/i.test(p.description) || /\bstudents?\b/i.test(p.description));
    expect(described).toBeDefined();
    const word = /\bstudents?\b/i.test(described!.description) ? 'students' : 'warranty';
    expect(await names(word)).toContain(described!.name);
  });

  it.each([
    ['lenvo', /lenovo/i],
    ['thinkpd', /thinkpad/i],
    ['mackbook', /macbook/i],
    ['vivobok', /vivobook/i],
  ])('forgives the typo %s', async (typo, expected) => {
    const found = await names(typo);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(expected);
    // Everything found is about the word meant: in the name, brand, description or specifications.
    for (const name of found) {
      const p = everything.find((q) => q.name === name)!;
      const text = [p.name, p.brand, p.description, ...Object.values(p.specifications)].join(' ');
      expect(text, name).toMatch(expected);
    }
  });

  it('ranks the closest match first', async () => {
    const [first] = await names('macbook pro');
    expect(first).toMatch(/macbook pro/i);
    const [thinkpad] = await names('lenovo thinkpad');
    expect(thinkpad).toMatch(/thinkpad/i);
  });

  it('matches a word found as written exactly, not by similarity', async () => {
    const thin = await names('thin');
    expect(thin.length).toBeGreaterThan(0);
    for (const name of thin) {
      const p = everything.find((q) => q.name === name)!;
      const text = [p.name, p.brand, p.category, p.description, ...Object.values(p.specifications)].join(' ');
      expect(text, name).toMatch(/\bthin/i);
    }
  });

  it('needs every word to match', async () => {
    const found = await names('apple thinkpad');
    expect(found).toEqual([]);
  });

  it('combines search with category and paging', async () => {
    const body = await list('?search=laptop&category=accessories&limit=48');
    for (const p of body.products) expect(p.category).toBe('accessories');
  });

  it('finds nothing for punctuation only, and treats SQL as text', async () => {
    expect(await names('!!!')).toEqual([]);
    // Its words are searched as any words are (the describing ones rank, issue 40), and the table is still there.
    expect(await names("'; DROP TABLE products; --")).toEqual(await names('drop table products'));
    expect((await list('')).total).toBe(everything.length);
  });

  it('splits the search box into words', () => {
    expect(searchWords('  Core i7-1355U  16GB ')).toEqual(['core', 'i7', '1355u', '16gb']);
    expect(searchWords('x x x')).toEqual(['x']);
    // A decimal stays whole with its unit; shoppers' filler words are left out.
    expect(searchWords('15.6in')).toEqual(['15.6in']);
    expect(searchWords('best laptop for the office')).toEqual(['laptop', 'office']);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('GET /api/products/featured/list', () => {
  it('answers at most 6 featured products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured/list' });
    expect(res.statusCode).toBe(200);
    const featured: Product[] = res.json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const p of featured) expect(p.featured).toBe(true);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product', async () => {
    const wanted = everything[5]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${wanted._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(wanted);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', '12345', "1' OR '1'='1", 'x'.repeat(5000)])(
    'answers 404 Product not found for unknown or malformed id %#',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    },
  );

  it('answers a malformed address with 400 and a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request address is not valid' });
  });
});

// Last: these write to the catalogue (and put it back).
describe('a product changed through the catalogue', () => {
  async function detail(id: string): Promise<Product> {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return productSchema.parse(res.json());
  }

  it('follows every change to a product at once, in the list, the search and the product page', async () => {
    const original = everything.find((p) => p.stock > 0)!;
    await t.app.catalog.update(original._id, {
      name: 'Quokkabook Air 13',
      priceInclGst: original.priceInclGst + 500,
      mrp: null,
      stock: 0,
      ratingAverage: 4.26,
    });
    try {
      const changed = await detail(original._id);
      expect(changed).toMatchObject({
        name: 'Quokkabook Air 13',
        priceInclGst: original.priceInclGst + 500,
        mrp: null,
        discountPercent: 0,
        stock: 0,
        hasOffer: false,
      });
      expect(changed.ratings.average).toBe(4.3);
      // The answer is exactly the product the catalogue reads for itself.
      expect(changed).toEqual(await t.app.catalog.get(original._id));
      // The search document and the typo lexicon follow the new name.
      expect(await names('quokkabook')).toEqual(['Quokkabook Air 13']);
      expect(await names('quokkabok')).toEqual(['Quokkabook Air 13']);
      const everyPage = await list(`?limit=${MAX_PAGE_SIZE}`);
      expect(everyPage.products.find((p) => p._id === original._id)?.stock ?? 0).toBe(0);
    } finally {
      await t.app.catalog.update(original._id, {
        name: original.name,
        priceInclGst: original.priceInclGst,
        mrp: original.mrp,
        stock: original.stock,
        ratingAverage: original.ratings.average,
      });
    }
    expect(await detail(original._id)).toEqual(original);
    expect(await t.database.db.select().from(searchLexicon).where(eq(searchLexicon.word, 'quokkabook'))).toEqual([]);
  });

  it('keeps the typo lexicon to the products’ plain words, each with how many have it, touched only by searched text', async () => {
    const db = t.database.db;
    const lexicon = async () => db.select({ word: searchLexicon.word, count: searchLexicon.productCount }).from(searchLexicon).orderBy(searchLexicon.word);
    // The truth: every plain word of the search documents and the number of documents it is in.
    const truth = async () =>
      (
        (await db.execute(
          sql`SELECT word, ndoc AS count FROM ts_stat('SELECT search_vector FROM products') WHERE word ~ '^[[:alnum:]]+$' ORDER BY word COLLATE "C"`,
        )) as unknown as { rows: Array<{ word: string; count: number }> }
      ).rows.map((row) => ({ word: row.word, count: Number(row.count) }));
    const sorted = (rows: Array<{ word: string; count: number }>) => [...rows].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    const countOf = async (word: string) => (await db.select().from(searchLexicon).where(eq(searchLexicon.word, word)))[0]?.productCount;
    expect(sorted(await lexicon())).toEqual(sorted(await truth()));

    // Added one by one, and several in one statement; re-worded; deleted.
    const one = await t.make.makeProduct({ name: 'Wallabybook Zeta 14', description: 'A wallabyish laptop.' });
    const [two, three] = await t.make.makeProducts([
      t.make.productRow({ name: 'Wallabybook Eta 16', description: 'Another wallabyish laptop.' }),
      t.make.productRow({ name: 'Numbatbook Theta', description: 'A numbat laptop.' }),
    ]);
    expect([await countOf('wallabybook'), await countOf('wallabyish'), await countOf('numbatbook')]).toEqual([2, 2, 1]);
    await t.app.catalog.update(one._id, { name: 'Wallabybook Iota 14', description: 'A plain laptop.' });
    expect([await countOf('zeta'), await countOf('iota'), await countOf('wallabyish')]).toEqual([undefined, 1, 1]);
    await db.delete(products).where(inArray(products.id, [two!, three!]));
    expect([await countOf('wallabybook'), await countOf('numbatbook'), await countOf('eta')]).toEqual([1, undefined, undefined]);
    await db.delete(products).where(eq(products.id, one._id));
    expect(sorted(await lexicon())).toEqual(sorted(await truth()));

    // A stock, price or rating change leaves the lexicon's rows as they were (a sale writes nothing there).
    const product = everything[0]!;
    const versions = async () =>
      ((await db.execute(sql`SELECT xmin::text AS version FROM search_lexicon WHERE word = 'dell'`)) as unknown as { rows: unknown[] }).rows;
    const before = await versions();
    await t.app.catalog.update(product._id, { stock: product.stock + 1, priceInclGst: product.priceInclGst + 1, mrp: null });
    expect(await versions()).toEqual(before);
    await t.app.catalog.update(product._id, { stock: product.stock, priceInclGst: product.priceInclGst, mrp: product.mrp });

    // Only plain words: a compound such as "i7-1355u" is never offered as a correction.
    const compounds = await db
      .select()
      .from(searchLexicon)
      .where(sql`${searchLexicon.word} !~ '^[[:alnum:]]+$'`);
    expect(compounds).toEqual([]);
  });
});
