import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { GST_PERCENT, type AccessoryType, type AdminProduct, type Product, type ProductCategory } from '@store/shared';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { preparedRead } from '../../db/prepared';
import { after, cursorAt, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { catalogueVersion, products, searchLexicon } from './catalog.schema';

/**
 * The product as the API sends it (productSchema of @store/shared): the one definition of that shape,
 * built by the database as JSON text so a page is sent without being parsed and re-serialised here.
 * hasOffer is the generated column, so it cannot disagree with the prices. Outside production every
 * answer made from it is checked against productSchema (catalog.service.ts), and a test holds every
 * seeded product to the schema strictly.
 */
/** exclusiveRupees of @store/shared in SQL: the taxable value inside a whole-rupee price with GST, half a paisa up. */
const exclusiveOf = (priceInclGst: unknown) =>
  sql`round(((${priceInclGst}::bigint * 200 * 100 + ${100 + GST_PERCENT}) / ${2 * (100 + GST_PERCENT)})::numeric / 100, 2)`;

export const productJson = sql<string>`json_build_object(
  '_id', ${products.id},
  'name', ${products.name},
  'description', ${products.description},
  'brand', ${products.brand},
  'category', ${products.category},
  'price', ${exclusiveOf(products.priceInclGst)},
  'originalPrice', ${exclusiveOf(sql`coalesce(${products.mrp}, ${products.priceInclGst})`)},
  'hasOffer', ${products.hasOffer},
  'priceInclGst', ${products.priceInclGst},
  'mrp', ${products.mrp},
  'discountPercent', ${products.discountPercent},
  'attributes', ${products.attributes},
  'stock', ${products.stock},
  'images', ${products.images},
  'ratings', json_build_object('average', round(${products.ratingAverage}::numeric, 1), 'count', ${products.ratingCount}),
  'specifications', ${products.specifications},
  'warranty', ${products.warranty},
  'featured', ${products.featured})::text`;

const toProduct = (json: string): Product => JSON.parse(json) as Product;

/** `[json, json, …]` of the rows, in `order`; `[]` for none. */
const jsonArray = (order: SQL) => sql<string>`'[' || coalesce(string_agg(${productJson}, ',' ORDER BY ${order}), '') || ']'`;

/** A product as written: every column the shop sets (id, search document and hasOffer are the database's). */
export type NewProduct = Omit<typeof products.$inferInsert, 'hasOffer' | 'searchVector'>;
/** The fields an edit may change. */
export type ProductChanges = Partial<Omit<NewProduct, 'id' | 'createdAt'>>;

/** A laptop's units are serialised unless the shop says otherwise (their warranty goes by the serial number). */
const withSerialDefault = (row: NewProduct): NewProduct => ({ ...row, serialised: row.serialised ?? row.category === 'laptop' });

/** What the shop's own views show beside the product's public JSON. */
const adminColumns = {
  hidden: products.hidden,
  hsn: products.hsn,
  lowStockThreshold: products.lowStockThreshold,
  sku: products.sku,
  weightGrams: products.weightGrams,
  lengthCm: products.lengthCm,
  breadthCm: products.breadthCm,
  heightCm: products.heightCm,
  serialised: products.serialised,
};
const toAdminProduct = ({ json, ...columns }: { json: string } & Omit<AdminProduct, keyof Product>): AdminProduct => ({
  ...toProduct(json),
  ...columns,
});

/** What a parcel needs of a product: its SKU, and its own packed size or what its default is chosen by. */
export interface PackingFacts {
  id: string;
  sku: string;
  category: ProductCategory;
  accessoryType: AccessoryType | null;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

/** Every read and write of products: nothing else in the app touches the table. */
/**
 * A stock change by `delta` (an SQL integer), as SET writes it: the stock, and the product's count of
 * low-stock crossings, one more when the change takes it from above its threshold to it or below.
 * SET reads the row as it was, RETURNING (crossedBy) as it is now.
 */
const stockChangedBy = (delta: SQL) => ({
  stock: sql`${products.stock} + ${delta}`,
  lowStockAlerts: sql`${products.lowStockAlerts} + CASE WHEN ${products.stock} > ${products.lowStockThreshold} AND ${products.stock} + ${delta} <= ${products.lowStockThreshold} THEN 1 ELSE 0 END`,
});
/** In RETURNING after stockChangedBy(delta): whether that change crossed the low-stock threshold. */
const crossedBy = (delta: SQL) =>
  sql<boolean>`${products.stock} <= ${products.lowStockThreshold} AND ${products.stock} - ${delta} > ${products.lowStockThreshold}`;

export function createCatalogRepository(db: Database) {
  const findById = preparedRead(db, 'catalog_find_by_id', (on) =>
    on
      .select({ json: productJson })
      .from(products)
      .where(eq(products.id, sql.placeholder('id'))),
  );
  const findVisibleById = preparedRead(db, 'catalog_find_visible_by_id', (on) =>
    on
      .select({ json: productJson })
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), eq(products.hidden, false))),
  );

  const featured = preparedRead(db, 'catalog_featured', (on) => {
    const page = on
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(and(eq(products.featured, true), eq(products.hidden, false)))
      .orderBy(desc(products.createdAt), products.id)
      .limit(sql.placeholder('limit'))
      .as('page');
    return on
      .select({ products: jsonArray(sql`${page.createdAt} DESC, ${page.id}`) })
      .from(page)
      .innerJoin(products, eq(products.id, page.id));
  });

  const version = preparedRead(db, 'catalog_version', (on) =>
    on.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)),
  );

  return {
    /** The product's API JSON, as text, as the storefront shows it (undefined when hidden). */
    async findVisibleJsonById(id: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await findVisibleById({ id }, tx);
      return row?.json;
    },

    /** The product's API JSON, as text, hidden or not. */
    async findJsonById(id: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await findById({ id }, tx);
      return row?.json;
    },

    /** The product as the shop sees it, hidden or not, with whether it is hidden. */
    async findAdminById(id: string, tx: Database = db): Promise<AdminProduct | undefined> {
      const [row] = await tx
        .select({ json: productJson, ...adminColumns })
        .from(products)
        .where(eq(products.id, id));
      return row ? toAdminProduct(row) : undefined;
    },

    /** The SKU and packed size of each of these products (hidden or not: they have been ordered). */
    async packingFacts(ids: string[], on: Database = db): Promise<PackingFacts[]> {
      if (ids.length === 0) return [];
      return on
        .select({
          id: products.id,
          sku: products.sku,
          category: products.category,
          accessoryType: sql<AccessoryType | null>`${products.attributes}->>'type'`,
          weightGrams: products.weightGrams,
          lengthCm: products.lengthCm,
          breadthCm: products.breadthCm,
          heightCm: products.heightCm,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** Whether another product than `except` has this SKU. */
    async skuTaken(sku: string, except: string | undefined, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(except ? and(eq(products.sku, sku), sql`${products.id} <> ${except}`) : eq(products.sku, sku));
      return row !== undefined;
    },

    async findById(id: string, tx: Database = db): Promise<Product | undefined> {
      const json = await this.findJsonById(id, tx);
      return json === undefined ? undefined : toProduct(json);
    },

    /** Products by id, for pricing lines: only those that exist. */
    async findByIds(ids: string[], tx: Database = db): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await tx.select({ json: productJson }).from(products).where(inArray(products.id, ids));
      return rows.map((row) => toProduct(row.json));
    },

    /** The products the storefront shows among `ids` (hidden and unknown ones left out), in no order. */
    async findVisibleByIds(ids: string[], tx: Database = db): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ json: productJson })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)));
      return rows.map((row) => toProduct(row.json));
    },

    /** Featured products as a JSON array, newest first. */
    async listFeaturedJson(limit: number, tx: Database = db): Promise<string> {
      const [row] = await featured({ limit }, tx);
      return row?.products ?? '[]';
    },

    /** Every product id, newest first, for the sitemap. */
    async allIds(tx: Database = db): Promise<string[]> {
      const rows = await tx.select({ id: products.id }).from(products).where(eq(products.hidden, false)).orderBy(desc(products.createdAt), products.id);
      return rows.map((r) => r.id);
    },

    /** A page of every product with its stock now, oldest first (the products export). */
    async exportPage(cursor: Cursor | undefined) {
      return db
        .select({
          id: products.id,
          cursorAt: cursorAt(products.createdAt),
          name: products.name,
          brand: products.brand,
          category: products.category,
          hsn: products.hsn,
          priceInclGst: products.priceInclGst,
          mrp: products.mrp,
          stock: products.stock,
          hidden: products.hidden,
        })
        .from(products)
        .where(after(products.createdAt, products.id, cursor))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(PAGE_ROWS);
    },

    /** The catalogue's version: it goes up with every committed change to products (migration 0007). */
    async version(tx: Database = db): Promise<number> {
      const [row] = await version({}, tx);
      return row?.version ?? 0;
    },

    async insert(rows: NewProduct[], tx: Database = db): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insert(products).values(rows.map(withSerialDefault)).onConflictDoNothing().returning({ id: products.id });
      return inserted.map((r) => r.id);
    },

    /** Writes each product by its slug: new ones are added, existing ones take these values. */
    async upsertBySlug(rows: NewProduct[], tx: Database = db): Promise<void> {
      for (const row of rows) {
        const { id: _id, slug: _slug, ...values } = withSerialDefault(row);
        await tx.insert(products).values(withSerialDefault(row)).onConflictDoUpdate({ target: products.slug, set: values });
      }
    },

    /** The product's fields as stored, locked until `tx` ends: the before of an admin's change. */
    async lockForChange(id: string, tx: Database): Promise<Record<string, unknown> | undefined> {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      return row;
    },

    /** The product after the change; undefined for an unknown id. */
    async update(id: string, changes: ProductChanges, tx: Database = db): Promise<Product | undefined> {
      const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning({ json: productJson });
      return row ? toProduct(row.json) : undefined;
    },

    /** Adds `change` to the stock, under the row's lock, unless it would go below 0; the stock before and after. */
    /** The product's rating as its published reviews make it (modules/reviews computes it). */
    async setRating(id: string, rating: { average: number; count: number }, tx: Database): Promise<void> {
      await tx.update(products).set({ ratingAverage: rating.average, ratingCount: rating.count }).where(eq(products.id, id));
    },

    async adjustStock(id: string, change: number, tx: Database): Promise<{ found: boolean; before: number; after?: number }> {
      const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)).for('update');
      if (!current) return { found: false, before: 0 };
      if (current.stock + change < 0) return { found: true, before: current.stock };
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${change}` })
        .where(eq(products.id, id));
      return { found: true, before: current.stock, after: current.stock + change };
    },

    /** The shop's product list: newest first, by name or brand, category, stock state and featured. */
    async adminList(query: {
      search?: string;
      category?: ProductCategory;
      stock?: 'in' | 'low' | 'out';
      featured?: boolean;
      hidden?: boolean;
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [];
      if (query.search) {
        const like = containing(query.search);
        conditions.push(sql`(${products.name} ILIKE ${like} OR ${products.brand} ILIKE ${like})`);
      }
      if (query.category) conditions.push(eq(products.category, query.category));
      if (query.stock === 'out') conditions.push(sql`${products.stock} = 0`);
      if (query.stock === 'low') conditions.push(sql`${products.stock} BETWEEN 1 AND ${products.lowStockThreshold}`);
      if (query.stock === 'in') conditions.push(sql`${products.stock} > ${products.lowStockThreshold}`);
      if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured));
      if (query.hidden !== undefined) conditions.push(eq(products.hidden, query.hidden));
      const where = conditions.length ? sql.join(conditions, sql` AND `) : undefined;
      const [page, [count]] = await Promise.all([
        db
          .select({ json: productJson, ...adminColumns })
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return {
        products: page.map(toAdminProduct),
        total: count?.total ?? 0,
      };
    },

    /**
     * Deletes a product nobody has ordered or is paying for (and says what it was); 'ordered' when
     * `isNamed` (the orders' and checkouts' own check, asked under the product's lock) finds it.
     */
    async deleteUnordered(
      id: string,
      tx: Database,
      isNamed: (productId: string, tx: Database) => Promise<boolean>,
    ): Promise<{ outcome: 'deleted'; deleted: { name: string; priceInclGst: number; stock: number } } | { outcome: 'ordered' | 'unknown' }> {
      const [row] = await tx
        .select({ name: products.name, priceInclGst: products.priceInclGst, stock: products.stock })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) return { outcome: 'unknown' };
      if (await isNamed(id, tx)) return { outcome: 'ordered' };
      await tx.delete(products).where(eq(products.id, id));
      return { outcome: 'deleted', deleted: row };
    },

    /** Each product's category, by id, without locking anything. */
    async categoriesOf(ids: string[], on: Database = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await on.select({ id: products.id, category: products.category }).from(products).where(inArray(products.id, ids));
      return new Map(rows.map((row) => [row.id, row.category]));
    },

    /** The products, locked against other stock changes until `tx` ends, sorted by id (so buyers wait, never deadlock); read only when `lock` is false. */
    async lockForSale(ids: string[], tx: Database, lock = true): Promise<ProductForSale[]> {
      if (ids.length === 0) return [];
      const query = tx
        .select({
          id: products.id,
          name: products.name,
          brand: products.brand,
          category: products.category,
          images: products.images,
          priceInclGst: products.priceInclGst,
          stock: products.stock,
          hidden: products.hidden,
          hsn: products.hsn,
          serialised: products.serialised,
          warranty: products.warranty,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id));
      return lock ? query.for('update') : query;
    },

    /**
     * Applies stock changes product by product in id order (the rows should be locked already); says
     * which products the change took from above their low-stock threshold to it or below, counting it.
     */
    async addDamaged(lines: Array<{ productId: string; quantity: number }>, tx: Database): Promise<void> {
      for (const { productId, quantity } of lines)
        if (quantity > 0)
          await tx
            .update(products)
            .set({ damagedStock: sql`${products.damagedStock} + ${quantity}` })
            .where(eq(products.id, productId));
    },

    async changeStock(changes: StockChange[], tx: Database): Promise<{ crossings: LowStockCrossing[]; restocked: string[] }> {
      const crossings: LowStockCrossing[] = [];
      const restocked: string[] = [];
      for (const { productId, delta } of [...changes].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        const [row] = await tx
          .update(products)
          .set(stockChangedBy(sql`${delta}::integer`))
          .where(eq(products.id, productId))
          .returning({
            productId: products.id,
            name: products.name,
            stock: products.stock,
            threshold: products.lowStockThreshold,
            crossing: products.lowStockAlerts,
            crossed: crossedBy(sql`${delta}::integer`),
            restocked: sql<boolean>`${products.stock} > 0 AND ${products.stock} - ${delta}::integer <= 0`,
          });
        if (row?.crossed) crossings.push({ productId: row.productId, name: row.name, stock: row.stock, threshold: row.threshold, crossing: row.crossing });
        if (row?.restocked) restocked.push(row.productId);
      }
      return { crossings, restocked };
    },

    /**
     * A sale's stock taken, as a CTE (`stock_taken`) of the statement that opens its checkout (issue 28:
     * one round trip, no lock held across the gateway call): each product loses its quantity only if it
     * is still on sale at the price the buyer was shown and has the units. The products are locked in
     * id order first (buyers wait, never deadlock). Its rows are the products taken from, with the
     * low-stock crossing as changeStock() says it; fewer rows than lines means the shop moved meanwhile.
     */
    takingForSale(lines: Array<{ productId: string; quantity: number; priceInclGst: number }>, tx: Database) {
      const wanted = sql.join(
        lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer, ${line.priceInclGst}::integer)`),
        sql`, `,
      );
      const ids = sql.join(
        lines.map((line) => sql`${line.productId}::uuid`),
        sql`, `,
      );
      const locked = tx.$with('stock_locked').as(
        tx
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.id} IN (${ids})`)
          .orderBy(asc(products.id))
          .for('update'),
      );
      const delta = sql`(- wanted.quantity)`;
      const taken = tx
        .$with('stock_taken', {
          productId: sql<string>`product_id`.as('product_id'),
          name: sql<string>`name`.as('name'),
          stock: sql<number>`stock`.as('stock'),
          threshold: sql<number>`threshold`.as('threshold'),
          crossing: sql<number>`crossing`.as('crossing'),
          crossed: sql<boolean>`crossed`.as('crossed'),
        })
        .as(
          sql`UPDATE ${products} SET stock = ${stockChangedBy(delta).stock}, low_stock_alerts = ${stockChangedBy(delta).lowStockAlerts}
            FROM stock_locked, (VALUES ${wanted}) AS wanted (id, quantity, price)
            WHERE ${products.id} = stock_locked.id AND ${products.id} = wanted.id AND ${products.stock} >= wanted.quantity
              AND ${products.priceInclGst} = wanted.price AND NOT ${products.hidden}
            RETURNING ${products.id} AS product_id, ${products.name} AS name, ${products.stock} AS stock,
              ${products.lowStockThreshold} AS threshold, ${products.lowStockAlerts} AS crossing, ${crossedBy(delta)} AS crossed`,
        );
      // What the statement answers with: the rows taken from, as stockTaken() reads them.
      const report = sql<Array<LowStockCrossing & { crossed: boolean }>>`(SELECT coalesce(json_agg(json_build_object(
        'productId', product_id, 'name', name, 'stock', stock, 'threshold', threshold, 'crossing', crossing, 'crossed', crossed)), '[]'::json)
        FROM stock_taken)`;
      // True when every line was taken and none took its product to its low-stock threshold (the shop is then told, in a transaction).
      const allTakenQuietly = sql<boolean>`(SELECT count(*) = ${lines.length}::integer AND NOT coalesce(bool_or(crossed), false) FROM stock_taken)`;
      return { with: [locked, taken], report, allTakenQuietly };
    },

    /** Products at or below their own low-stock threshold, fewest first (the dashboard's list). */
    async lowStock(limit: number): Promise<Array<{ _id: string; name: string; stock: number }>> {
      return db
        .select({ _id: products.id, name: products.name, stock: products.stock })
        .from(products)
        .where(lte(products.stock, products.lowStockThreshold))
        .orderBy(asc(products.stock), asc(products.name))
        .limit(limit);
    },

    /** Fresh planner statistics (PGlite has no autovacuum to gather them). */
    async analyze(tx: Database = db): Promise<void> {
      await tx.execute(sql`ANALYZE ${products}, ${searchLexicon}`);
    },
  };
}

export type ProductExportRow = Awaited<ReturnType<CatalogRepository['exportPage']>>[number];
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export interface ProductForSale {
  id: string;
  name: string;
  brand: string;
  category: ProductCategory;
  images: string[];
  /** Whole rupees with GST: what one unit is charged. */
  priceInclGst: number;
  stock: number;
  /** Off the storefront: not for sale. */
  hidden: boolean;
  hsn: string;
  /** Each unit gets a serial number before it leaves; its warranty as written (the order keeps both). */
  serialised: boolean;
  warranty: string;
}

/** A sale that took a product's stock to its low-stock threshold or below: the how-many-th time (`crossing`). */
export interface LowStockCrossing {
  productId: string;
  name: string;
  stock: number;
  threshold: number;
  crossing: number;
}

/** A stock change of one product; positive gives stock back, negative takes it. */
export interface StockChange {
  productId: string;
  delta: number;
}
