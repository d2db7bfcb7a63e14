import { asc, desc, eq, sql } from 'drizzle-orm';
import { PRODUCT_FILTERS, SCREEN_BANDS, type ProductCategory, type ProductFilter } from '@store/shared';
import type { Database } from '../../db/client';
import type { FoundProducts, ProductFind } from './catalog.finder';
import { productJson } from './catalog.repository';
import { products } from './catalog.schema';

/**
 * The storefront's products reduced to what filters, facets and sorts read, held in the process and
 * rebuilt after every change to the catalogue (the answer cache's keep()). Counting the facets of
 * 10,000 products takes the database a scan per request; here it is a loop over small records. The
 * database stays the truth: without a fresh index the finder's single statement answers instead, and
 * a test holds the two to the same answers.
 */

interface IndexedProduct {
  id: string;
  category: ProductCategory;
  /** Each filter's value (undefined: the product has none), as the facets count them. */
  values: Record<ProductFilter, string | undefined>;
  brandKey: string;
  priceInclGst: number;
  stock: number;
  discountPercent: number;
  ratingAverage: number;
  ratingCount: number;
  createdAt: number;
}

export type FilterIndex = IndexedProduct[];

/** Every product the storefront shows, newest first (the catalogue's own order). */
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
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    values: {
      brand: row.brand,
      processor: row.processorFamily ?? undefined,
      ram: row.ramGb === null ? undefined : String(row.ramGb),
      storage: row.storageGb === null ? undefined : String(row.storageGb),
      // The same bands as the finder's SQL: min inclusive, max exclusive.
      screen: row.screenInches === null ? undefined : SCREEN_BANDS.find((band) => row.screenInches! >= band.min && row.screenInches! < band.max)?.value,
      graphics: row.graphics ?? undefined,
    },
    brandKey: row.brand.toLowerCase(),
    priceInclGst: row.priceInclGst,
    stock: row.stock,
    discountPercent: row.discountPercent,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.getTime(),
  }));
}

const PRICE = 1 << PRODUCT_FILTERS.length;
const STOCK = PRICE << 1;
const bit = (filter: ProductFilter) => 1 << PRODUCT_FILTERS.indexOf(filter);

type Ranked = IndexedProduct & { rank: number; mask: number };

/** ORDER of the finder, in JavaScript (ids compare as the database's uuid order: their text). */
const COMPARE: Record<ProductFind['sort'], (a: Ranked, b: Ranked) => number> = {
  relevance: (a, b) => b.rank - a.rank || b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1),
  newest: (a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1),
  price_asc: (a, b) => a.priceInclGst - b.priceInclGst || (a.id < b.id ? -1 : 1),
  price_desc: (a, b) => b.priceInclGst - a.priceInclGst || (a.id < b.id ? -1 : 1),
  discount: (a, b) => b.discountPercent - a.discountPercent || a.priceInclGst - b.priceInclGst || (a.id < b.id ? -1 : 1),
  rating: (a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount || b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1),
};

/**
 * The finder's answer from the index: `searched` holds the products the search matched with their
 * rank (undefined without a search); only the page's JSON is read from the database.
 */
export async function findInIndex(
  db: Database,
  index: FilterIndex,
  find: ProductFind,
  searched: { ranks: Map<string, number>; corrected?: string } | undefined,
): Promise<FoundProducts> {
  const wanted: Record<ProductFilter, Set<string> | undefined> = {
    brand: find.brand?.length ? new Set(find.brand.map((brand) => brand.toLowerCase())) : undefined,
    processor: find.processor?.length ? new Set(find.processor) : undefined,
    ram: find.ram?.length ? new Set(find.ram.map(String)) : undefined,
    storage: find.storage?.length ? new Set(find.storage.map(String)) : undefined,
    screen: find.screen?.length ? new Set<string>(find.screen) : undefined,
    graphics: find.graphics?.length ? new Set<string>(find.graphics) : undefined,
  };
  // Each product the category and search allow (by position in the index), with its rank and a bit set for
  // every filter it fails: plain arrays, no record copied, as this runs over every product per request.
  const matching: number[] = [];
  const ranks = new Float64Array(index.length);
  const masks = new Int32Array(index.length);
  const checks = PRODUCT_FILTERS.map((filter) => ({ filter, values: wanted[filter], bit: bit(filter) })).filter((check) => check.values);
  for (let i = 0; i < index.length; i++) {
    const product = index[i]!;
    if (find.category && product.category !== find.category) continue;
    const rank = searched ? searched.ranks.get(product.id) : 0;
    if (rank === undefined) continue;
    let mask = 0;
    for (const { filter, values, bit: failed } of checks) {
      const value = filter === 'brand' ? product.brandKey : product.values[filter];
      if (value === undefined || !values!.has(value)) mask |= failed;
    }
    if ((find.minPrice !== undefined && product.priceInclGst < find.minPrice) || (find.maxPrice !== undefined && product.priceInclGst > find.maxPrice))
      mask |= PRICE;
    if (find.inStock && product.stock <= 0) mask |= STOCK;
    matching.push(i);
    ranks[i] = rank;
    masks[i] = mask;
  }

  const bits = PRODUCT_FILTERS.map(bit);
  const counts = PRODUCT_FILTERS.map(() => new Map<string, number>());
  let min = Infinity;
  let max = -Infinity;
  const hits: Ranked[] = [];
  for (const i of matching) {
    const product = index[i]!;
    const mask = masks[i]!;
    for (let f = 0; f < PRODUCT_FILTERS.length; f++) {
      const value = product.values[PRODUCT_FILTERS[f]!];
      if (value === undefined) continue;
      const facet = counts[f]!;
      facet.set(value, (facet.get(value) ?? 0) + ((mask & ~bits[f]!) === 0 ? 1 : 0));
    }
    if ((mask & ~PRICE) === 0) {
      if (product.priceInclGst < min) min = product.priceInclGst;
      if (product.priceInclGst > max) max = product.priceInclGst;
    }
    if (mask === 0) hits.push({ ...product, rank: ranks[i]!, mask });
  }
  const facets = Object.fromEntries(PRODUCT_FILTERS.map((filter, f) => [filter, counts[f]!])) as Record<ProductFilter, Map<string, number>>;

  const sort = find.sort === 'relevance' && !searched ? 'newest' : find.sort;
  const pageIds = hits
    .sort(COMPARE[sort])
    .slice(find.offset, find.offset + find.limit)
    .map((product) => product.id);
  const [page] = pageIds.length
    ? await db
        .select({ json: sql<string>`'[' || string_agg(${productJson}, ',' ORDER BY array_position(${sql.param(pageIds)}::uuid[], ${products.id})) || ']'` })
        .from(products)
        .where(sql`${products.id} = ANY(${sql.param(pageIds)}::uuid[])`)
    : [{ json: '[]' }];
  return {
    productsJson: page?.json ?? '[]',
    total: hits.length,
    facets: Object.fromEntries(
      PRODUCT_FILTERS.map((filter) => [filter, [...facets[filter]].map(([value, count]) => ({ value, count }))]),
    ) as FoundProducts['facets'],
    priceRange: min === Infinity ? null : { min, max },
    ...(searched?.corrected !== undefined ? { corrected: searched.corrected } : {}),
  };
}
