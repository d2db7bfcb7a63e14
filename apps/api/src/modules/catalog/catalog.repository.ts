import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Product, ProductCategory } from '@store/shared';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { catalogueVersion, products, searchLexicon } from '../../db/schema';

/** The columns a product is read with: what toProduct needs, nothing more. */
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

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'];
};

/**
 * The product as the API sends it: the one definition of that shape on the server (its contract is
 * productSchema of @store/shared, which this must satisfy). hasOffer is the generated column, so it
 * cannot disagree with the prices.
 */
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

/** A product as written: every column the shop sets (id, search document and hasOffer are the database's). */
export type NewProduct = Omit<typeof products.$inferInsert, 'hasOffer' | 'searchVector'>;
/** The fields an edit may change. */
export type ProductChanges = Partial<Omit<NewProduct, 'id' | 'createdAt'>>;

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

/** Every read and write of products: nothing else in the app touches the table. */
export function createCatalogRepository(db: Database) {
  const category = sql.placeholder('category');
  const inCategory = sql`(${category}::text IS NULL OR ${products.category} = ${category})`;

  const findById = preparedRead(db, 'catalog_find_by_id', (on) =>
    on.select(productColumns).from(products).where(eq(products.id, sql.placeholder('id'))),
  );

  // The total is a scalar subquery, run once per statement; a page past the last one has no row
  // to carry it, so then it is counted on its own.
  const browse = preparedRead(db, 'catalog_browse', (on) =>
    on
      .select({ ...productColumns, total: sql<number>`(SELECT count(*) FROM ${products} WHERE ${inCategory})`.mapWith(Number) })
      .from(products)
      .where(inCategory)
      .orderBy(desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const countBrowse = preparedRead(db, 'catalog_count_browse', (on) =>
    on.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(inCategory),
  );

  /*
   * Search, in one statement. The words become a tsquery: a word that starts some word of the
   * catalogue is looked for as a prefix ("lenov", "thin"); any other word is taken as a typo and
   * replaced by its nearest catalogue words by trigram similarity ("lenvo" → lenovo, "thinkpd" →
   * thinkpad, not the "thin" of MSI Thin that is less alike). A word with no near spelling matches
   * nothing (a NULL tsquery). Products match on the full-text document through its GIN index and
   * are ranked by ts_rank, newest first among equals.
   */
  const searchQuery = (on: Database) =>
    on.$with('search_query').as(
      on
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
  const matching = (query: ReturnType<typeof searchQuery>) => sql`${inCategory} AND ${products.searchVector} @@ ${query.tsquery}`;
  const search = preparedRead(db, 'catalog_search', (on) => {
    const query = searchQuery(on);
    return on
      .with(query)
      .select({
        ...productColumns,
        total: sql<number>`(SELECT count(*) FROM ${products}, ${query} WHERE ${matching(query)})`.mapWith(Number),
      })
      .from(products)
      .crossJoin(query)
      .where(matching(query))
      .orderBy(desc(sql`ts_rank(${products.searchVector}, ${query.tsquery})`), desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  });
  const countSearch = preparedRead(db, 'catalog_count_search', (on) => {
    const query = searchQuery(on);
    return on
      .with(query)
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .crossJoin(query)
      .where(matching(query));
  });

  const featured = preparedRead(db, 'catalog_featured', (on) =>
    on
      .select(productColumns)
      .from(products)
      .where(eq(products.featured, true))
      .orderBy(desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit')),
  );

  const version = preparedRead(db, 'catalog_version', (on) =>
    on.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)),
  );

  return {
    async findById(id: string, tx: Database = db): Promise<Product | undefined> {
      const [row] = await findById({ id }, tx);
      return row ? toProduct(row) : undefined;
    },

    /** Products by id, for pricing lines: only those that exist. */
    async findByIds(ids: string[], tx: Database = db): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await tx.select(productColumns).from(products).where(inArray(products.id, ids));
      return rows.map(toProduct);
    },

    /** Featured products, newest first. */
    async listFeatured(limit: number, tx: Database = db): Promise<Product[]> {
      return (await featured({ limit }, tx)).map(toProduct);
    },

    /**
     * One page of products (newest first, or by relevance to the search) and the count of all
     * matches.
     */
    async search({ words, category, limit, offset }: ProductSearch, tx: Database = db): Promise<{ products: Product[]; total: number }> {
      const params = { category: category ?? null, limit, offset };
      const rows = words.length ? await search({ ...params, words }, tx) : await browse(params, tx);
      if (rows.length > 0) return { products: rows.map(toProduct), total: rows[0]!.total };
      if (offset === 0) return { products: [], total: 0 };
      const [count] = words.length ? await countSearch({ category: params.category, words }, tx) : await countBrowse({ category: params.category }, tx);
      return { products: [], total: count?.total ?? 0 };
    },

    /** Every product id, newest first, for the sitemap. */
    async allIds(tx: Database = db): Promise<string[]> {
      const rows = await tx.select({ id: products.id }).from(products).orderBy(desc(products.createdAt), products.id);
      return rows.map((r) => r.id);
    },

    /** The catalogue's version: it goes up with every committed change to products (migration 0007). */
    async version(tx: Database = db): Promise<number> {
      const [row] = await version({}, tx);
      return row?.version ?? 0;
    },

    async insert(rows: NewProduct[], tx: Database = db): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id });
      return inserted.map((r) => r.id);
    },

    /** Writes each product by its slug: new ones are added, existing ones take these values. */
    async upsertBySlug(rows: NewProduct[], tx: Database = db): Promise<void> {
      for (const row of rows) {
        const { id: _id, slug: _slug, ...values } = row;
        await tx.insert(products).values(row).onConflictDoUpdate({ target: products.slug, set: values });
      }
    },

    /** The product after the change; undefined for an unknown id. */
    async update(id: string, changes: ProductChanges, tx: Database = db): Promise<Product | undefined> {
      const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning(productColumns);
      return row ? toProduct(row) : undefined;
    },

    /** Fresh planner statistics (PGlite has no autovacuum to gather them). */
    async analyze(tx: Database = db): Promise<void> {
      await tx.execute(sql`ANALYZE ${products}, ${searchLexicon}`);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
