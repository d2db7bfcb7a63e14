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

/**
 * The same product as toProduct, as JSON built by PostgreSQL. Lists and the product page send this
 * text as it is: no row parsing, mapping or re-serialising in Node. productSchema (@store/shared)
 * is its contract, checked on every response outside production (plugins/json-text.ts).
 */
const productJson = sql`json_build_object(
  '_id', ${products.id},
  'name', ${products.name},
  'description', ${products.description},
  'brand', ${products.brand},
  'category', ${products.category},
  'price', ${products.price},
  'originalPrice', ${products.originalPrice},
  'hasOffer', ${products.hasOffer},
  'stock', ${products.stock},
  'images', ${products.images},
  'ratings', json_build_object('average', round(${products.ratingAverage}::numeric, 1), 'count', ${products.ratingCount}),
  'specifications', ${products.specifications},
  'warranty', ${products.warranty},
  'featured', ${products.featured})`;

export interface ProductSearch {
  /** Normalised words of the search box; empty means no search. */
  words: string[];
  category?: ProductCategory;
  limit: number;
  offset: number;
}

/** A misspelt word is replaced by every catalogue word within this similarity of the closest one. */
const TYPO_SIMILARITY_MARGIN = 0.05;


export function createCatalogRepository(db: Database) {
  const findByIdStatement = db
    .select(productColumns)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_find_by_id');

  // Every query is a named prepared statement: on PostgreSQL planning a query costs more than
  // running it on a catalogue this size, and prepared statements are planned once per connection.
  const category = sql.placeholder('category');
  const inCategory = sql`(${category}::text IS NULL OR ${products.category} = ${category})`;

  /**
   * One page as a JSON array, in order, plus the count of all matches. The count is a scalar
   * subquery PostgreSQL runs once, and the aggregate answers one row even past the last page.
   */
  function pageStatement(name: string, where: SQL, order: SQL[]) {
    const page = db
      .select({
        json: sql`${productJson}`.as('json'),
        position: sql`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`.as('position'),
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        products: sql<string>`coalesce(json_agg(${page.json} ORDER BY ${page.position}), '[]')::text`,
        total: sql<number>`(SELECT count(*) FROM ${products} WHERE ${where})`.mapWith(Number),
      })
      .from(page)
      .prepare(name);
  }

  const browseStatement = pageStatement('catalog_browse', inCategory, [desc(products.createdAt), sql`${products.id}`]);

  /*
   * Search runs on the full-text document through its GIN index. Each search word must match as a
   * word prefix ("lenov", "thin"). A word no product has is taken as a typo: it is looked up in
   * search_lexicon by trigram similarity and replaced by the closest words ("lenvo" → lenovo,
   * "thinkpd" → thinkpad, not the "thin" of MSI Thin that is less alike).
   */
  const resolveWordsStatement = db
    .select({
      word: sql<string>`w.word`,
      known: sql<boolean>`k.known`,
      corrections: sql<string[]>`CASE WHEN k.known THEN ARRAY[]::text[] ELSE ARRAY(
        SELECT c.word FROM (
          SELECT l.word, similarity(l.word, w.word) AS sim, max(similarity(l.word, w.word)) OVER () AS best
          FROM ${searchLexicon} l
          WHERE l.word % w.word AND l.word ~ '^[[:alnum:]]+$'
        ) c
        WHERE c.sim >= c.best - ${sql.raw(String(TYPO_SIMILARITY_MARGIN))}
        ORDER BY c.sim DESC, c.word
        LIMIT 5) END`,
    })
    .from(
      sql`unnest(${sql.placeholder('words')}::text[]) AS w(word)
        CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM ${searchLexicon} l WHERE starts_with(l.word, w.word)) AS known) k`,
    )
    .prepare('catalog_resolve_words');

  const tsquery = sql`to_tsquery('simple', ${sql.placeholder('tsquery')})`;
  const searchStatement = pageStatement(
    'catalog_search',
    sql`${inCategory} AND ${products.searchVector} @@ ${tsquery}`,
    [desc(sql`ts_rank(${products.searchVector}, ${tsquery})`), desc(products.createdAt), sql`${products.id}`],
  );

  const pageOf = (rows: { products: string; total: number }[]) => ({
    productsJson: rows[0]?.products ?? '[]',
    total: rows[0]?.total ?? 0,
  });

  /** The tsquery for the search words, or undefined when some word matches nothing at all. */
  async function toTsquery(words: string[]): Promise<string | undefined> {
    const resolved = await resolveWordsStatement.execute({ words });
    const terms: string[] = [];
    for (const { word, known, corrections } of resolved) {
      if (known) terms.push(`${word}:*`);
      else if (corrections.length) terms.push(`(${corrections.map((c) => `${c}:*`).join(' | ')})`);
      else return undefined;
    }
    return terms.join(' & ');
  }

  const featuredStatement = db
    .select({ json: sql<string>`coalesce(json_agg(${productJson} ORDER BY ${products.createdAt} DESC, ${products.id}), '[]')::text` })
    .from(
      db
        .select()
        .from(products)
        .where(eq(products.featured, true))
        .orderBy(desc(products.createdAt), products.id)
        .limit(sql.placeholder('limit'))
        .as('products'),
    )
    .prepare('catalog_featured');

  const findJsonByIdStatement = db
    .select({ json: sql<string>`${productJson}::text` })
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
     * count of all matches. The search runs as typed first, in one query; only when nothing
     * matches are misspelt words corrected and the search run again.
     */
    async searchJson({ words, category, limit, offset }: ProductSearch): Promise<{ productsJson: string; total: number }> {
      const params = { category: category ?? null, limit, offset };
      if (!words.length) return pageOf(await browseStatement.execute(params));

      const asTyped = words.map((w) => `${w}:*`).join(' & ');
      const found = pageOf(await searchStatement.execute({ ...params, tsquery: asTyped }));
      if (found.total > 0) return found;
      const corrected = await toTsquery(words);
      if (corrected === undefined || corrected === asTyped) return found;
      return pageOf(await searchStatement.execute({ ...params, tsquery: corrected }));
    },

    /** Every product id, for the sitemap. */
    async allIds(): Promise<string[]> {
      const rows = await db.select({ id: products.id }).from(products).orderBy(desc(products.createdAt), products.id);
      return rows.map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
