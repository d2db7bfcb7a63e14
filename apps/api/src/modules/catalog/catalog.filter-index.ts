import { asc, desc, eq, sql } from 'drizzle-orm';
import { PRODUCT_FILTERS, SCREEN_BANDS, type ProductCategory, type ProductFilter, type ProductSort } from '@store/shared';
import type { Database } from '../../db/client';
import type { FoundProducts, ProductFind } from './catalog.finder';
import { productJson } from './catalog.repository';
import { products } from './catalog.schema';

/**
 * The storefront's products reduced to what filters, facets and sorts read, held in the process and
 * rebuilt after every change to the catalogue (the answer cache's keep()). Counting the facets of
 * 10,000 products takes the database a scan per request; here it is one loop over typed arrays:
 * each filter's value is a small number (its place in that filter's list of values), and every order
 * but relevance is sorted once, when the index is made, so a page is the first hits along it. The
 * database stays the truth: without a fresh index the finder's single statement answers instead, and
 * a test holds the two to the same answers.
 */
export interface FilterIndex {
  /** Product ids by position; position 0 is the newest (the catalogue's own order: created_at DESC, id). */
  ids: string[];
  positionOf: Map<string, number>;
  category: ProductCategory[];
  /** Per filter, each product's value as its number in `values` (-1: the product has none). */
  codes: Record<ProductFilter, Int32Array>;
  values: Record<ProductFilter, string[]>;
  price: Int32Array;
  stock: Int32Array;
  /** Positions in each order but relevance (which depends on the search). */
  orders: Record<Exclude<ProductSort, 'relevance'>, Int32Array>;
  /** Products' JSON as pages have read it, by id: a page of products already shown costs the database nothing. */
  json: Map<string, string>;
}

/** Most products whose JSON an index keeps (about 1.5 KB each). */
const KEPT_JSON = 2_000;

/** What a search found, by position in the index: each product's rank, NaN where it does not match. */
export interface IndexSearch {
  index: FilterIndex;
  ranks: Float64Array;
  corrected?: string;
}

/** Every product the storefront shows, with each order sorted once. */
export async function loadFilterIndex(db: Database): Promise<FilterIndex> {
  const rows = await db
    .select({
      id: products.id,
      category: products.category,
      brand: products.brand,
      processorFamily: products.processorFamily,
      ramGb: products.ramGb,
      storageGb: products.storageGb,
      screenInches: products.screenInches,
      graphics: products.graphics,
      priceInclGst: products.priceInclGst,
      stock: products.stock,
      discountPercent: products.discountPercent,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.hidden, false))
    .orderBy(desc(products.createdAt), asc(products.id));
  const valueOf: Record<ProductFilter, (row: (typeof rows)[number]) => string | undefined> = {
    brand: (row) => row.brand,
    processor: (row) => row.processorFamily ?? undefined,
    ram: (row) => (row.ramGb === null ? undefined : String(row.ramGb)),
    storage: (row) => (row.storageGb === null ? undefined : String(row.storageGb)),
    // The same bands as the finder's SQL: min inclusive, max exclusive.
    screen: (row) =>
      row.screenInches === null ? undefined : SCREEN_BANDS.find((band) => row.screenInches! >= band.min && row.screenInches! < band.max)?.value,
    graphics: (row) => row.graphics ?? undefined,
  };
  const codes = {} as FilterIndex['codes'];
  const values = {} as FilterIndex['values'];
  for (const filter of PRODUCT_FILTERS) {
    const numbered = new Map<string, number>();
    codes[filter] = Int32Array.from(rows, (row) => {
      const value = valueOf[filter](row);
      if (value === undefined) return -1;
      let code = numbered.get(value);
      if (code === undefined) numbered.set(value, (code = numbered.size));
      return code;
    });
    values[filter] = [...numbered.keys()];
  }

  // ORDER of the finder (ids compare as the database's uuid order: their text); ties end in the newest order, which is the position.
  const positions = rows.map((_, i) => i);
  const sortedBy = (compare: (a: (typeof rows)[number], b: (typeof rows)[number]) => number) =>
    Int32Array.from([...positions].sort((a, b) => compare(rows[a]!, rows[b]!) || (rows[a]!.id < rows[b]!.id ? -1 : 1)));
  const orders: FilterIndex['orders'] = {
    newest: Int32Array.from(positions),
    price_asc: sortedBy((a, b) => a.priceInclGst - b.priceInclGst),
    price_desc: sortedBy((a, b) => b.priceInclGst - a.priceInclGst),
    discount: sortedBy((a, b) => b.discountPercent - a.discountPercent || a.priceInclGst - b.priceInclGst),
    rating: sortedBy((a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount || b.createdAt.getTime() - a.createdAt.getTime()),
  };
  return {
    ids: rows.map((row) => row.id),
    positionOf: new Map(rows.map((row, i) => [row.id, i])),
    category: rows.map((row) => row.category),
    codes,
    values,
    price: Int32Array.from(rows, (row) => row.priceInclGst),
    stock: Int32Array.from(rows, (row) => row.stock),
    orders,
    json: new Map(),
  };
}

/** The finder's search answer (finder.searched) laid out by the index's positions. */
export function searchIn(index: FilterIndex, searched: { ranks: Map<string, number>; corrected?: string }): IndexSearch {
  const ranks = new Float64Array(index.ids.length).fill(NaN);
  for (const [id, rank] of searched.ranks) {
    const position = index.positionOf.get(id);
    if (position !== undefined) ranks[position] = rank;
  }
  return { index, ranks, ...(searched.corrected !== undefined ? { corrected: searched.corrected } : {}) };
}

const PRICE = 1 << PRODUCT_FILTERS.length;
const STOCK = PRICE << 1;
/** Not in the category, or not found by the search: in no count at all. */
const OUTSIDE = -1;

/**
 * The finder's answer from the index: `search` holds what the search found (undefined without a
 * search); only the page's JSON is read from the database.
 */
export async function findInIndex(db: Database, index: FilterIndex, find: ProductFind, search: IndexSearch | undefined): Promise<FoundProducts> {
  if (search && search.index !== index) throw new Error('the search was laid out on another filter index');
  const size = index.ids.length;
  // Per filter, which of its values the shopper chose (brands without regard to case).
  const checks = PRODUCT_FILTERS.flatMap((filter, f) => {
    const chosen = find[filter];
    if (!chosen?.length) return [];
    const wanted = new Set((chosen as Array<string | number>).map((value) => (filter === 'brand' ? String(value).toLowerCase() : String(value))));
    const allowed = Uint8Array.from(index.values[filter], (value) => (wanted.has(filter === 'brand' ? value.toLowerCase() : value) ? 1 : 0));
    return [{ codes: index.codes[filter], allowed, bit: 1 << f }];
  });

  // Each product's failed filters as bits (OUTSIDE when it is in no count), and the facets in the same pass.
  const masks = new Int32Array(size);
  const counts = PRODUCT_FILTERS.map((filter) => new Int32Array(index.values[filter].length));
  const present = PRODUCT_FILTERS.map((filter) => new Uint8Array(index.values[filter].length));
  const codes = PRODUCT_FILTERS.map((filter) => index.codes[filter]);
  const { price, stock } = index;
  const ranks = search?.ranks;
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  for (let i = 0; i < size; i++) {
    if ((find.category && index.category[i] !== find.category) || (ranks && Number.isNaN(ranks[i]!))) {
      masks[i] = OUTSIDE;
      continue;
    }
    let mask = 0;
    for (const check of checks) {
      const code = check.codes[i]!;
      if (code < 0 || check.allowed[code] === 0) mask |= check.bit;
    }
    if ((find.minPrice !== undefined && price[i]! < find.minPrice) || (find.maxPrice !== undefined && price[i]! > find.maxPrice)) mask |= PRICE;
    if (find.inStock && stock[i]! <= 0) mask |= STOCK;
    masks[i] = mask;
    for (let f = 0; f < codes.length; f++) {
      const code = codes[f]![i]!;
      if (code < 0) continue;
      present[f]![code] = 1;
      if ((mask & ~(1 << f)) === 0) counts[f]![code]!++;
    }
    if ((mask & ~PRICE) === 0) {
      if (price[i]! < min) min = price[i]!;
      if (price[i]! > max) max = price[i]!;
    }
    if (mask === 0) total++;
  }

  const pagePositions: number[] = [];
  const end = find.offset + find.limit;
  if (find.sort === 'relevance' && ranks) {
    const hits: number[] = [];
    for (let i = 0; i < size; i++) if (masks[i] === 0) hits.push(i);
    // Rank first, then the newest order, which is the position.
    hits.sort((a, b) => ranks[b]! - ranks[a]! || a - b);
    pagePositions.push(...hits.slice(find.offset, end));
  } else {
    const order = index.orders[find.sort === 'relevance' ? 'newest' : find.sort];
    for (let k = 0, seen = 0; k < order.length && seen < end; k++) {
      const i = order[k]!;
      if (masks[i] !== 0) continue;
      if (seen >= find.offset) pagePositions.push(i);
      seen++;
    }
  }
  const pageIds = pagePositions.map((i) => index.ids[i]!);
  const missing = pageIds.filter((id) => !index.json.has(id));
  const read = new Map<string, string>();
  if (missing.length) {
    const rows = await db
      .select({ id: products.id, json: productJson })
      .from(products)
      .where(sql`${products.id} = ANY(${sql.param(missing)}::uuid[])`);
    for (const row of rows) {
      read.set(row.id, row.json);
      if (index.json.size < KEPT_JSON) index.json.set(row.id, row.json);
    }
  }
  // A product deleted since the index was made is left out, as the database's own page would.
  const pageJson = pageIds.flatMap((id) => index.json.get(id) ?? read.get(id) ?? []);
  return {
    productsJson: `[${pageJson.join(',')}]`,
    total,
    facets: Object.fromEntries(
      PRODUCT_FILTERS.map((filter, f) => [
        filter,
        index.values[filter].flatMap((value, code) => (present[f]![code] ? [{ value, count: counts[f]![code]! }] : [])),
      ]),
    ) as FoundProducts['facets'],
    priceRange: min === Infinity ? null : { min, max },
    ...(search?.corrected !== undefined ? { corrected: search.corrected } : {}),
  };
}
