import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_FILTERS,
  SCREEN_BANDS,
  SUGGEST_LIMITS,
  type AccessoryType,
  type ProductCategory,
  type ProductFilter,
  type ProductSort,
  type ScreenBand,
} from '@store/shared';
import type { Database } from '../../db/client';
import { productJson } from './catalog.repository';
import { searchHits, searchTerms } from './catalog.search';
import { products } from './catalog.schema';

/** What the shopper asked the catalogue for: the search's words (already understood), the filters, the order and the page. */
export interface ProductFind {
  words: string[];
  /** The words as typed: no typo replaced by the catalogue's spelling. */
  exact?: boolean;
  /** The category the search names as what is wanted (categoryWanted): its products rank first. */
  preferCategory?: ProductCategory;
  /** The kind of accessory the search names (kindWanted): only its products, if any match (searchHits). */
  kind?: AccessoryType;
  category?: ProductCategory;
  brand?: string[];
  processor?: string[];
  ram?: number[];
  storage?: number[];
  screen?: ScreenBand[];
  graphics?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface FoundProducts {
  productsJson: string;
  total: number;
  /** Each filter's values present among the products searched for, with the count each would give. */
  facets: Record<ProductFilter, Array<{ value: string; count: number }>>;
  priceRange: { min: number; max: number } | null;
  /** The words as searched for with each typo replaced by its nearest catalogue word (undefined without a search). */
  corrected?: string;
}

/** What the header's search box offers for the words typed so far. */
export interface Suggestions {
  products: Array<{ _id: string; name: string; image: string; priceInclGst: number }>;
  brands: string[];
  categories: ProductCategory[];
}

/** A product's screen band (SCREEN_BANDS) from its inches; NULL without a screen. */
const screenBand = sql.raw(
  `CASE ${SCREEN_BANDS.map((band) => `WHEN p.screen_inches >= ${band.min} AND p.screen_inches < ${band.max} THEN '${band.value}'`).join(' ')} END`,
);

/** The SQL of each filter's own condition on a row `p`; `true` when the filter is not given. */
function conditions(find: ProductFind): Record<ProductFilter | 'price' | 'stock', SQL> {
  const anyOf = (column: SQL, values: unknown[] | undefined, type: 'text' | 'integer') =>
    // One parameter, a list of strings (what both drivers send as an array), cast to the column's type.
    values?.length ? sql`${column} = ANY(${sql.param(values.map(String))}::text[]::${sql.raw(type)}[])` : sql`true`;
  return {
    brand: anyOf(
      sql`lower(p.brand)`,
      find.brand?.map((brand) => brand.toLowerCase()),
      'text',
    ),
    processor: anyOf(sql`p.processor_family`, find.processor, 'text'),
    ram: anyOf(sql`p.ram_gb`, find.ram, 'integer'),
    storage: anyOf(sql`p.storage_gb`, find.storage, 'integer'),
    screen: anyOf(screenBand, find.screen, 'text'),
    graphics: anyOf(sql`p.graphics`, find.graphics, 'text'),
    price: sql`${find.minPrice === undefined ? sql`true` : sql`p.price_incl_gst >= ${find.minPrice}`} AND ${find.maxPrice === undefined ? sql`true` : sql`p.price_incl_gst <= ${find.maxPrice}`}`,
    stock: find.inStock ? sql`p.stock > 0` : sql`true`,
  };
}

/** The value each facet counts by, on a row of `matching`. */
const FACET_VALUES: Record<ProductFilter, string> = {
  brand: 'brand',
  processor: 'processor_family',
  ram: 'ram_gb::text',
  storage: 'storage_gb::text',
  screen: 'screen_band',
  graphics: 'graphics',
};

const ORDER: Record<ProductSort, string> = {
  relevance: 'rank DESC, created_at DESC, id',
  newest: 'created_at DESC, id',
  price_asc: 'price_incl_gst ASC, id',
  price_desc: 'price_incl_gst DESC, id',
  discount: 'discount_percent DESC, price_incl_gst ASC, id',
  rating: 'rating_average DESC, rating_count DESC, created_at DESC, id',
};

/**
 * Finding products, in one statement: the rows the search and category allow are read once, each
 * with every filter's verdict on it (`matching`); the page, the count, the price bounds and every
 * facet are aggregates over them, the facets in one pass (one grouping set each). A facet counts what
 * the shopper would get by adding its value to the other filters (the usual faceted-search rule):
 * its own filter is left out of its count.
 */
export function findStatement(find: ProductFind): SQL {
  const searching = find.words.length > 0;
  const where = conditions(find);
  const allBut = (left: string | undefined) =>
    sql.raw(
      [...PRODUCT_FILTERS, 'price', 'stock']
        .filter((name) => name !== left)
        .map((name) => `f_${name}`)
        .join(' AND '),
    );
  const sort = find.sort === 'relevance' && !searching ? 'newest' : find.sort;
  return sql`
    WITH ${
      searching
        ? sql`search_query AS ${searchTerms(sql.param(find.words), find.words.length, !find.exact)},
          search_hits AS (${searchHits(find.preferCategory, find.kind)}),`
        : sql``
    }
    matching AS MATERIALIZED (
      SELECT p.id, p.created_at, p.brand, p.processor_family, p.ram_gb, p.storage_gb, ${screenBand} AS screen_band, p.graphics,
        p.price_incl_gst, p.discount_percent, p.rating_average, p.rating_count,
        ${searching ? sql`h.rank` : sql`0`} AS rank,
        ${sql.join(
          (Object.entries(where) as Array<[string, SQL]>).map(([name, condition]) => sql`(${condition}) AS ${sql.identifier(`f_${name}`)}`),
          sql`, `,
        )}
      FROM ${products} p ${searching ? sql`JOIN search_hits h ON h.id = p.id` : sql``}
      WHERE NOT p.hidden
        ${find.category ? sql`AND p.category = ${find.category}` : sql``}
    ),
    page AS (
      SELECT id, row_number() OVER (ORDER BY ${sql.raw(ORDER[sort])}) AS position
      FROM matching WHERE ${allBut(undefined)} ORDER BY ${sql.raw(ORDER[sort])} LIMIT ${find.limit} OFFSET ${find.offset}
    ),
    facets AS (
      SELECT ${sql.raw(PRODUCT_FILTERS.map((filter) => `${FACET_VALUES[filter]} AS ${filter}`).join(', '))},
        ${sql.raw(PRODUCT_FILTERS.map((filter) => `GROUPING(${FACET_VALUES[filter]}) = 0 AS by_${filter}`).join(', '))},
        ${sql.join(
          PRODUCT_FILTERS.map((filter) => sql`count(*) FILTER (WHERE ${allBut(filter)})::int AS ${sql.identifier(`n_${filter}`)}`),
          sql`, `,
        )}
      FROM matching
      GROUP BY GROUPING SETS (${sql.raw(PRODUCT_FILTERS.map((filter) => `(${FACET_VALUES[filter]})`).join(', '))})
    )
    SELECT
      (SELECT '[' || coalesce(string_agg(${productJson}, ',' ORDER BY page.position), '') || ']' FROM page JOIN ${products} ON ${products.id} = page.id) AS products,
      (SELECT count(*)::int FROM matching WHERE ${allBut(undefined)}) AS total,
      (SELECT coalesce(json_agg(json_build_array(facet, value, count)), '[]'::json) FROM (
        ${sql.join(
          PRODUCT_FILTERS.map(
            (filter) => sql`SELECT ${filter}::text AS facet, ${sql.raw(filter)}::text AS value, ${sql.identifier(`n_${filter}`)} AS count
              FROM facets WHERE ${sql.raw(`by_${filter}`)} AND ${sql.raw(filter)} IS NOT NULL`,
          ),
          sql` UNION ALL `,
        )}) f) AS facets,
      (SELECT CASE WHEN count(*) > 0 THEN json_build_object('min', min(price_incl_gst), 'max', max(price_incl_gst)) END FROM matching WHERE ${allBut('price')}) AS price_range
      ${searching ? sql`, (SELECT corrected FROM search_query) AS corrected` : sql``}
  `;
}

export function createProductFinder(db: Database) {
  return {
    async find(find: ProductFind, tx: Database = db): Promise<FoundProducts> {
      const result = await tx.execute(findStatement(find));
      const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const facetRows = (typeof row!.facets === 'string' ? JSON.parse(row!.facets) : row!.facets) as Array<[ProductFilter, string, number]>;
      const byFilter = Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, [] as Array<{ value: string; count: number }>])) as FoundProducts['facets'];
      for (const [facet, value, count] of facetRows) byFilter[facet].push({ value, count });
      const priceRange = row!.price_range;
      return {
        productsJson: row!.products as string,
        total: Number(row!.total),
        facets: byFilter,
        priceRange: (typeof priceRange === 'string' ? JSON.parse(priceRange) : priceRange) as FoundProducts['priceRange'],
        ...(find.words.length > 0 && typeof row!.corrected === 'string' ? { corrected: row!.corrected } : {}),
      };
    },

    /** The products a search matches, with their rank, and the words as searched for (for the filter index). */
    async searched(
      { words, preferCategory, kind, exact }: Pick<ProductFind, 'words' | 'preferCategory' | 'kind' | 'exact'>,
      tx: Database = db,
    ): Promise<{ ranks: Map<string, number>; corrected?: string }> {
      // Text, not JSON: "id rank,id rank…" is made and read in about half the time for thousands of matches.
      const result = await tx.execute(sql`
        WITH search_query AS ${searchTerms(sql.param(words), words.length, !exact)},
        search_hits AS (${searchHits(preferCategory, kind)})
        SELECT (SELECT corrected FROM search_query) AS corrected,
          (SELECT string_agg(id::text || ' ' || rank::text, ',') FROM search_hits) AS hits
      `);
      const [row] = (result as unknown as { rows: Array<{ corrected: string | null; hits: string | null }> }).rows;
      const ranks = new Map<string, number>();
      for (const hit of row!.hits?.split(',') ?? []) ranks.set(hit.slice(0, 36), Number(hit.slice(37)));
      return { ranks, ...(row!.corrected !== null ? { corrected: row!.corrected } : {}) };
    },

    /** The header's suggestions for what has been typed: the best-matching products, and the brands and categories of the best matches first ("mac": Apple, not the brands of accessories that mention a MacBook). */
    async suggest(words: string[], preferCategory: ProductCategory | undefined, kind?: AccessoryType, tx: Database = db): Promise<Suggestions> {
      const result = await tx.execute(sql`
        WITH search_query AS ${searchTerms(sql.param(words), words.length - 1)},
        search_hits AS (${searchHits(preferCategory, kind)}),
        found AS MATERIALIZED (
          -- Only what ranks and groups: names and pictures are read for the top few alone.
          SELECT p.id, p.brand, p.category, p.created_at, h.rank
          FROM ${products} p JOIN search_hits h ON h.id = p.id
        )
        SELECT
          (SELECT coalesce(json_agg(json_build_object('_id', p.id, 'name', p.name, 'image', coalesce(p.images[1], ''), 'priceInclGst', p.price_incl_gst) ORDER BY top.rank DESC, top.created_at DESC, top.id), '[]'::json)
            FROM (SELECT * FROM found ORDER BY rank DESC, created_at DESC, id LIMIT ${SUGGEST_LIMITS.products}) top JOIN ${products} p ON p.id = top.id) AS products,
          (SELECT coalesce(json_agg(brand ORDER BY n DESC, brand), '[]'::json)
            FROM (SELECT brand, max(rank) AS n FROM found GROUP BY brand ORDER BY n DESC, brand LIMIT ${SUGGEST_LIMITS.brands}) b) AS brands,
          (SELECT coalesce(json_agg(category ORDER BY n DESC, category), '[]'::json)
            FROM (SELECT category, max(rank) AS n FROM found GROUP BY category ORDER BY n DESC, category LIMIT ${SUGGEST_LIMITS.categories}) c) AS categories
      `);
      const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
      return {
        products: parse(row!.products) as Suggestions['products'],
        brands: parse(row!.brands) as string[],
        categories: parse(row!.categories) as ProductCategory[],
      };
    },
  };
}

export type ProductFinder = ReturnType<typeof createProductFinder>;
