import { sql } from 'drizzle-orm';
import { PRODUCT_CATEGORIES, type Product } from '@store/shared';
import { bigint, boolean, check, index, integer, json, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf, tsvector } from '../../db/columns';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    hasOffer: boolean('has_offer')
      .notNull()
      .generatedAlwaysAs(sql`original_price > price`),
    stock: integer('stock').notNull().default(0),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // json, not jsonb: the specification table keeps the order the shop wrote it in.
    specifications: json('specifications').$type<Product['specifications']>().notNull().default({}),
    warranty: text('warranty').notNull().default('1 Year'),
    /** HSN (goods) or SAC (services) code printed on its GST invoice lines. */
    hsn: text('hsn').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    /** Hidden from the storefront (catalogue, search, its page, checkout) but kept: it has been ordered. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Full-text document: name and brand weigh most, then specifications, category, description.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name || ' ' || brand), 'A') || setweight(jsonb_to_tsvector('simple', specifications::jsonb, '["string"]'), 'B') || setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')`,
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_category_check', oneOf(t.category, PRODUCT_CATEGORIES)),
    index('products_category_created_idx').on(t.category, t.createdAt.desc()),
    index('products_created_idx').on(t.createdAt.desc()),
    index('products_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.featured}`),
    // fastupdate off: the catalogue changes rarely, and a GIN pending list (never flushed on a table
    // this small) would be scanned in full by every search.
    index('products_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * Every distinct plain word (letters and digits) of the catalogue's search documents, kept current
 * by a trigger on products (migrations 0002, 0005). Search looks a misspelt word up here by trigram
 * distance ("lenvo" → lenovo); the GiST index answers "the nearest words" without reading them all.
 */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() }, (t) => [
  index('search_lexicon_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * One row whose version goes up in the same transaction as any change to products, from anywhere
 * (the app, a script, psql): the trigger catalogue_changed (migration 0007) bumps it at commit and
 * sends NOTIFY catalogue_changed. Every process drops its catalogue cache when it sees a new version.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
