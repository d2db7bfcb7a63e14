import { sql } from 'drizzle-orm';
import { INCH_MARKS, LOW_STOCK_THRESHOLD, NUMBER_WITH_UNIT, PRODUCT_CATEGORIES, SEARCH_UNITS, type Product, type ProductAttributes } from '@store/shared';
import { bigint, boolean, check, index, integer, json, jsonb, pgSequence, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf, tsvector } from '../../db/columns';

/** A text literal of SQL. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SEARCH_UNITS of @store/shared in SQL: "16 GB" → 16gb, "13.4-inch" and 14\" (an inch mark inside JSON text) → 13.4in, 14in. */
function unitsJoined(text: string): string {
  let joined = text;
  for (const { token, words } of SEARCH_UNITS)
    joined = `regexp_replace(${joined}, ${literal(`\\m${NUMBER_WITH_UNIT}(?:${words})\\M`)}, ${literal(`\\1${token}`)}, 'gi')`;
  // Inside JSON text an inch mark is \" (a bare " closes a value, as in "8"): only the escaped one counts.
  return `regexp_replace(${joined}, ${literal(`(\\d+(?:\\.\\d+)?)\\s*(?:\\\\"|${INCH_MARKS.replace('"|', '')})`)}, '\\1in', 'g')`;
}

/** The typed attributes as words ("Intel Core i5 16 GB RAM 1 TB SSD 15.6 inch …"), for the search document. */
const ATTRIBUTE_WORDS = [
  `coalesce(attributes->>'processorBrand', '')`,
  `coalesce(attributes->>'processorFamily', '')`,
  `coalesce((attributes->>'ramGb') || ' GB RAM', '')`,
  `coalesce(CASE WHEN (attributes->>'storageGb')::integer % 1024 = 0 THEN ((attributes->>'storageGb')::integer / 1024)::text || ' TB' ELSE (attributes->>'storageGb') || ' GB' END, '')`,
  `coalesce(attributes->>'storageType', '')`,
  // 14.5″ is also a "14 inch" laptop to a shopper, 15.6″ a "15 inch" one.
  `coalesce((attributes->>'screenInches') || ' inch ' || floor((attributes->>'screenInches')::numeric)::text || ' inch', '')`,
  `coalesce(attributes->>'graphics', '')`,
  `coalesce(attributes->>'os', '')`,
  `coalesce(attributes->>'type', '')`,
  `coalesce(attributes->>'connectivity', '')`,
].join(` || ' ' || `);

/** Numbers the SKUs the shop does not write itself (SKU-00001, …): readable on a label, unique. */
export const productSkuSequence = pgSequence('product_sku_seq');

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    /** The shop's stock-keeping code, printed on labels and packing lists; SKU-00042 unless the shop writes its own. */
    sku: text('sku')
      .notNull()
      .unique()
      .default(sql`('SKU-' || lpad(nextval('product_sku_seq')::text, 5, '0'))`),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** What one unit sells for, GST included, whole rupees: the price shown and charged (decision 0006). */
    priceInclGst: integer('price_incl_gst').notNull(),
    /** Maximum retail price, inclusive of all taxes, whole rupees; null when the shop gives none. */
    mrp: integer('mrp'),
    hasOffer: boolean('has_offer')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(mrp > price_incl_gst, false)`),
    /** Whole percent off the MRP, rounded down (discountPercent of @store/shared); 0 without one. */
    discountPercent: integer('discount_percent')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN mrp > price_incl_gst THEN ((mrp - price_incl_gst) * 100) / mrp ELSE 0 END`),
    /** Typed specifications (laptopAttributesSchema or accessoryAttributesSchema by category), or null. */
    attributes: jsonb('attributes').$type<ProductAttributes>(),
    // The filters' columns, read from the attributes so they cannot disagree with them.
    processorFamily: text('processor_family').generatedAlwaysAs(sql`attributes->>'processorFamily'`),
    ramGb: integer('ram_gb').generatedAlwaysAs(sql`(attributes->>'ramGb')::integer`),
    storageGb: integer('storage_gb').generatedAlwaysAs(sql`(attributes->>'storageGb')::integer`),
    screenInches: real('screen_inches').generatedAlwaysAs(sql`(attributes->>'screenInches')::real`),
    graphics: text('graphics').generatedAlwaysAs(sql`attributes->>'graphics'`),
    stock: integer('stock').notNull().default(0),
    /** Units returned damaged (issue 26): not for sale, kept for the supplier's claim or repair. */
    damagedStock: integer('damaged_stock').notNull().default(0),
    /** At or below this stock the product is running low: the shop is alerted when a sale takes it there, and the dashboard lists it. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD),
    /** How many times sales have taken it to its threshold: keys each of its low-stock alerts, so each is noted once. */
    lowStockAlerts: integer('low_stock_alerts').notNull().default(0),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // json, not jsonb: the specification table keeps the order the shop wrote it in.
    specifications: json('specifications').$type<Product['specifications']>().notNull().default({}),
    warranty: text('warranty').notNull().default('1 Year'),
    /** Each unit sold gets a serial number before it leaves (laptops, from their category; issue 42). */
    serialised: boolean('serialised').notNull().default(false),
    /** HSN (goods) or SAC (services) code printed on its GST invoice lines. */
    hsn: text('hsn').notNull().default(''),
    /**
     * One packed unit's weight (grams) and box (cm), as the courier is told; null takes the category's
     * default (parcelDefaults of @store/shared), so only products that differ need them.
     */
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    breadthCm: integer('breadth_cm'),
    heightCm: integer('height_cm'),
    featured: boolean('featured').notNull().default(false),
    /** Hidden from the storefront (catalogue, search, its page, checkout) but kept: it has been ordered. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Full-text document: name and brand weigh most, then the specifications' values and typed
    // attributes, category, description; numbers joined to their units as the search box joins them.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector('simple', ${unitsJoined("name || ' ' || brand")}), 'A') || ` +
            `setweight(to_tsvector('simple', ${unitsJoined(`jsonb_path_query_array(specifications::jsonb, 'strict $.*')::text || ' ' || ${ATTRIBUTE_WORDS}`)}), 'B') || ` +
            `setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')`,
        ),
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.priceInclGst} >= 0 AND (${t.mrp} IS NULL OR ${t.mrp} >= ${t.priceInclGst})`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('products_weight_check', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
    // A box is given whole or not at all: half a box cannot be packed.
    check(
      'products_box_check',
      sql`(${t.lengthCm} IS NULL AND ${t.breadthCm} IS NULL AND ${t.heightCm} IS NULL) OR (${t.lengthCm} > 0 AND ${t.breadthCm} > 0 AND ${t.heightCm} > 0)`,
    ),
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
 * Every distinct plain word (letters and digits) of the catalogue's search documents, with how many
 * products have it, kept current by triggers on products (migration 0041): a product added, changed in
 * its searched text or deleted adds and takes away its own words, and a word no product has any more
 * goes. (Before 0041 every such write rebuilt the whole table: its cost grew with the catalogue, and the
 * dead rows of each rebuild, 4.9 million after 2,000 products added one by one, made the typo look-up
 * take seconds.) Search looks a misspelt word up here by trigram distance ("lenvo" → lenovo); the GiST
 * index answers "the nearest words" without reading them all.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [index('search_lexicon_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

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
