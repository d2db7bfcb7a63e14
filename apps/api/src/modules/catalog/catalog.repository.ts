import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductCategory } from '@store/shared';
import type { Database } from '../../db/client';
import { products, searchLexicon } from '../../db/schema';

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  brand: products.brand,
  category: products.category,
  price: products.price,
  originalPrice: products.originalPrice,
  hasOffer: products.hasOffer,
  stock: products.stock,
  images: products.images,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  specifications: products.specifications,
  warranty: products.warranty,
  featured: products.featured,
};

type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'];
};

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    category: row.category,
    price: row.price,
    originalPrice: row.originalPrice,
    hasOffer: row.hasOffer,
    stock: row.stock,
    images: row.images,
    // real (float4) comes back as 4.699999809…; ratings are shown to one decimal.
    ratings: { average: Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount },
    specifications: row.specifications,
    warranty: row.warranty,
    featured: row.featured,
  };
}

export interface ProductSearch {
  /** Normalised words of the search box; empty means no search. */
  words: string[];
  category?: ProductCategory;
  limit: number;
  offset: number;
}

/** A misspelt word is replaced by every catalogue word at least this similar (pg_trgm's default)… */
const TYPO_MIN_SIMILARITY = 0.3;
/** …and within this similarity of the closest one, at most TYPO_MAX_CORRECTIONS of them. */
const TYPO_SIMILARITY_MARGIN = 0.05;
const TYPO_MAX_CORRECTIONS = 5;

/**
 * Every statement is prepared once per connection (named) and, on PostgreSQL, planned once
 * (db/client.ts sets plan_cache_mode): planning these queries costs more than running them on a
 * catalogue this size. Product JSON is built by the database when a product is written (the
 * api_json column), so a page is the concatenation of stored texts, in order.
 */
export function createCatalogRepository(db: Database) {
  const findByIdStatement = db
    .select(productColumns)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_find_by_id');

  const category = sql.placeholder('category');
  const inCategory = sql`(${category}::text IS NULL OR ${products.category} = ${category})`;
  const jsonArray = (json: SQL, order: SQL) => sql<string>`'[' || coalesce(string_agg(${json}, ',' ORDER BY ${order}), '') || ']'`;

  const browseStatement = (() => {
    const page = db
      .select({ json: products.apiJson, createdAt: products.createdAt, id: products.id })
      .from(products)
      .where(inCategory)
      .orderBy(desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        products: jsonArray(sql`${page.json}`, sql`${page.createdAt} DESC, ${page.id}`),
        // A scalar subquery, so the total is known even for a page past the last one.
        total: sql<number>`(SELECT count(*) FROM ${products} WHERE ${inCategory})`.mapWith(Number),
      })
      .from(page)
      .prepare('catalog_browse');
  })();

  /*
   * Search, in one statement. The words become a tsquery: a word that starts some word of the
   * catalogue is looked for as a prefix ("lenov", "thin"); any other word is taken as a typo and
   * replaced by its nearest catalogue words by trigram similarity ("lenvo" → lenovo, "thinkpd" →
   * thinkpad, not the "thin" of MSI Thin that is less alike). A word with no near spelling matches
   * nothing (a NULL tsquery). Products match on the full-text document through its GIN index and
   * are ranked by ts_rank, newest first among equals.
   */
  const searchQuery = db.$with('search_query').as(
    db
      .select({
        tsquery: sql`CASE WHEN count(*) = count(term) THEN to_tsquery('simple', string_agg(term, ' & ' ORDER BY n)) END`.as('tsquery'),
      })
      .from(
        sql`(SELECT w.n, CASE
              WHEN EXISTS (SELECT 1 FROM ${products} p WHERE p.search_vector @@ to_tsquery('simple', quote_literal(w.word) || ':*'))
                THEN quote_literal(w.word) || ':*'
              ELSE (
                SELECT '(' || string_agg(quote_literal(near.word) || ':*', ' | ' ORDER BY near.sim DESC, near.word) || ')'
                FROM (
                  SELECT nearest.word, nearest.sim, max(nearest.sim) OVER () AS best
                  FROM (
                    SELECT l.word, similarity(l.word, w.word) AS sim
                    FROM ${searchLexicon} l
                    ORDER BY l.word <-> w.word
                    LIMIT ${sql.raw(String(TYPO_MAX_CORRECTIONS))}
                  ) nearest
                  WHERE nearest.sim >= ${sql.raw(String(TYPO_MIN_SIMILARITY))}
                ) near
                WHERE near.sim >= near.best - ${sql.raw(String(TYPO_SIMILARITY_MARGIN))})
            END AS term
          FROM unnest(${sql.placeholder('words')}::text[]) WITH ORDINALITY AS w(word, n)) terms`,
      ),
  );
  const matches = sql`${inCategory} AND ${products.searchVector} @@ ${searchQuery.tsquery}`;
  const searchStatement = (() => {
    const page = db
      .select({
        json: products.apiJson,
        rank: sql`ts_rank(${products.searchVector}, ${searchQuery.tsquery})`.as('rank'),
        createdAt: products.createdAt,
        id: products.id,
      })
      .from(products)
      .crossJoin(searchQuery)
      .where(matches)
      .orderBy(desc(sql`rank`), desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .with(searchQuery)
      .select({
        products: jsonArray(sql`${page.json}`, sql`${page.rank} DESC, ${page.createdAt} DESC, ${page.id}`),
        total: sql<number>`(SELECT count(*) FROM ${products}, ${searchQuery} WHERE ${matches})`.mapWith(Number),
      })
      .from(page)
      .prepare('catalog_search');
  })();

  const pageOf = (rows: { products: string; total: number }[]) => ({
    productsJson: rows[0]?.products ?? '[]',
    total: rows[0]?.total ?? 0,
  });

  const featuredStatement = (() => {
    const featured = db
      .select({ json: products.apiJson, createdAt: products.createdAt, id: products.id })
      .from(products)
      .where(eq(products.featured, true))
      .orderBy(desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .as('featured');
    return db
      .select({ json: jsonArray(sql`${featured.json}`, sql`${featured.createdAt} DESC, ${featured.id}`) })
      .from(featured)
      .prepare('catalog_featured');
  })();

  const findJsonByIdStatement = db
    .select({ json: products.apiJson })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_find_json_by_id');

  return {
    async findById(id: string): Promise<Product | undefined> {
      const [row] = await findByIdStatement.execute({ id });
      return row ? toProduct(row) : undefined;
    },

    /** The product as API JSON text (see productJson). */
    async findJsonById(id: string): Promise<string | undefined> {
      const [row] = await findJsonByIdStatement.execute({ id });
      return row?.json;
    },

    /** Featured products as a JSON array, newest first. */
    async listFeaturedJson(limit: number): Promise<string> {
      const [row] = await featuredStatement.execute({ limit });
      return row?.json ?? '[]';
    },

    /**
     * One page of products as a JSON array (newest first, or by relevance to the search) and the
     * count of all matches.
     */
    async searchJson({ words, category, limit, offset }: ProductSearch): Promise<{ productsJson: string; total: number }> {
      const params = { category: category ?? null, limit, offset };
      return pageOf(await (words.length ? searchStatement.execute({ ...params, words }) : browseStatement.execute(params)));
    },

    /** Every product id, for the sitemap. */
    async allIds(): Promise<string[]> {
      const rows = await db.select({ id: products.id }).from(products).orderBy(desc(products.createdAt), products.id);
      return rows.map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
