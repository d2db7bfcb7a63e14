import type { ZodType } from 'zod';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  FEATURED_LIMIT,
  isId,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductPage,
  type AdminProductQuery,
  type ProductCreate,
  type ProductUpdate,
  type ProductAttributes,
  attributesProblem,
  boxSidesMissing,
  defaultHsn,
  type StockAdjustment,
  type ProductImageChange,
  productListResponseSchema,
  productSchema,
  suggestResponseSchema,
  understandQuery,
  categoryWanted,
  kindWanted,
  formatCapacity,
  GRAPHICS,
  PROCESSOR_CHOICES,
  PRODUCT_FILTERS,
  SCREEN_BANDS,
  type Facets,
  type ProductFilter,
  type Product,
  type ProductListQuery,
} from '@store/shared';
import type { Database } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { pages } from '../../db/ranges';
import { afterCommit, inTransaction } from '../../db/transaction';
import { violatesUnique } from '../../db/unique';
import { HttpError } from '../../plugins/errors';
import { pick, type Actor, type AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { NotificationService } from '../notifications';
import { answerOf, type AnswerCache, type CachedAnswer } from './catalog.cache';
import { createProductFinder, type FoundProducts, type ProductFind, type Suggestions } from './catalog.finder';
import { loadSuggestIndex, suggestFromIndex } from './catalog.suggest-index';
import { findInIndex, loadFilterIndex, searchIn } from './catalog.filter-index';
import type { CatalogRepository, NewProduct, PackingFacts, ProductChanges, LowStockCrossing, ProductForSale, StockChange } from './catalog.repository';

const MAX_SEARCH_WORDS = 8;

/** A URL-safe, unique slug for a new product: its name's words, and a random tail. */

const slugFor = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)}-${randomBytes(3).toString('hex')}`;

/**
 * Splits a search box value into lower-case words of letters and digits ("i7-1355U" → i7, 1355u),
 * a decimal kept whole with its unit ("15.6in"), shoppers' filler words left out ("best", "for").
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = (
    search
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+(?:\.\p{N}+\p{L}*)?/gu) ?? []
  ).filter((word) => !FILLER_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Words shoppers add that say nothing about the product ("best laptop for students under 50000"). */
const FILLER_WORDS = new Set([
  'best',
  'good',
  'top',
  'cheap',
  'cheapest',
  'affordable',
  'buy',
  'for',
  'with',
  'the',
  'a',
  'an',
  'and',
  'of',
  'price',
  'rs',
  'inr',
  'online',
  'india',
]);

/** Every facet's values with the label the filter panel shows. */
function labelled(facets: FoundProducts['facets']): Facets {
  const label: Record<ProductFilter, (value: string) => string> = {
    brand: (value) => value,
    processor: (value) => PROCESSOR_CHOICES.find((choice) => choice.value === value)?.label ?? value,
    ram: (value) => formatCapacity(Number(value)),
    storage: (value) => formatCapacity(Number(value)),
    screen: (value) => SCREEN_BANDS.find((band) => band.value === value)?.label ?? value,
    graphics: (value) => value,
  };
  // The panel's order: brands by name, the fixed choices in their own order, sizes from small to large.
  const order: Record<ProductFilter, (value: string) => number | string> = {
    brand: (value) => value.toLowerCase(),
    processor: (value) => PROCESSOR_CHOICES.findIndex((choice) => choice.value === value),
    ram: Number,
    storage: Number,
    screen: (value) => SCREEN_BANDS.findIndex((band) => band.value === value),
    graphics: (value) => (GRAPHICS as readonly string[]).indexOf(value),
  };
  return Object.fromEntries(
    PRODUCT_FILTERS.map((filter) => [
      filter,
      facets[filter]
        .map(({ value, count }) => ({ value, label: label[filter](value), count }))
        .sort((a, b) => {
          const [x, y] = [order[filter](a.value), order[filter](b.value)];
          return x < y ? -1 : x > y ? 1 : 0;
        }),
    ]),
  ) as Facets;
}

const emptyFacets = (): FoundProducts['facets'] => Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, []])) as unknown as FoundProducts['facets'];

interface Deps {
  db: Database;
  repository: CatalogRepository;
  cache: AnswerCache;
  audit: AuditLog;
  /** Check every answer against its response schema when it is made (everywhere but production). */
  verify: boolean;
  /** Told, in the sale's transaction, when a sale takes a product to its low-stock threshold. */
  notifications: Pick<NotificationService, 'notify'>;
  /**
   * Where a product whose stock went from none to some (an admin's adjustment or edit, a cancellation
   * or return putting units back) is announced, in the change's transaction: the 'stock-alert-restock'
   * job, which the stock-alerts module works (it reads products through this module, so the catalogue
   * never calls it).
   */
  jobs: Pick<JobQueue, 'enqueue'>;
}

/** Whether a module's records name the product (in `tx`, under the product's lock): such a product is kept. */
export type ProductInUse = (productId: string, tx: Database) => Promise<boolean>;

/**
 * The catalogue: reads answered from the process's cache of ready-to-send answers, and every write
 * to products, each of which empties that cache once it has committed (other processes learn of it
 * through catalog.changes.ts).
 */
export function createCatalogService({ db, repository, cache, audit, verify, notifications, jobs }: Deps) {
  const finder = createProductFinder(db);
  /** Every path that adds stock ends here, so a product back on sale is announced once, from one place. */
  const backInStock = async (productIds: string[], tx: Database) => {
    for (const productId of productIds) await jobs.enqueue({ kind: 'stock-alert-restock', payload: { productId } }, tx);
  };

  /**
   * From the filter index while the cache can vouch for it (most requests), else in one statement of
   * the database. A search's matches and ranks are kept beside the index: asked again (another
   * filter, sort or page of the same search) it costs the database nothing.
   */
  async function findProducts(find: ProductFind): Promise<FoundProducts> {
    const kept = cache.keep('filter-index', () => loadFilterIndex(db));
    if (!kept) return finder.find(find);
    const index = await kept;
    const search = async () => searchIn(index, await finder.searched(find));
    let searched = find.words.length
      ? await (cache.keep(`search:${find.exact ? 'exact' : ''}:${find.preferCategory ?? ''}:${find.kind ?? ''}:${find.words.join(' ')}`, search) ?? search())
      : undefined;
    // Laid out on an index the catalogue has changed since: made again on this one.
    if (searched && searched.index !== index) searched = await search();
    return findInIndex(db, index, find, searched);
  }
  /** What `kept` holds once it has been made; undefined while it is being made (or without it). */
  const made = new WeakMap<Promise<unknown>, unknown>();
  const watched = new WeakSet<Promise<unknown>>();
  function ready<T>(kept: Promise<T> | undefined): T | undefined {
    if (!kept) return undefined;
    if (!watched.has(kept)) {
      watched.add(kept);
      kept.then(
        (value) => made.set(kept, value),
        () => undefined,
      );
    }
    return made.get(kept) as T | undefined;
  }

  /** An answer of JSON text the database built; checked against the route's schema outside production. */
  function json(schema: ZodType, text: string): CachedAnswer {
    if (verify) schema.parse(JSON.parse(text));
    return answerOf(text);
  }

  /** Once the write on `tx` has committed, nothing this process kept from before it is served. */
  const changed = (tx: Database) => afterCommit(tx, () => cache.clear());

  /** The product's pictures as `edit` makes them from the stored list, under the row's lock; audited; undefined for an unknown product. */
  async function editImages(actor: Actor, id: string, edit: (images: string[]) => string[]): Promise<Product | undefined> {
    return inTransaction(db, async (tx) => {
      const before = await repository.lockForChange(id, tx);
      if (!before) return undefined;
      const images = before.images as string[];
      const edited = edit(images);
      if (edited.length === 0 && before.hidden === false) throw new HttpError(400, PRODUCT_MESSAGES.lastImageOfVisible);
      const product = (await repository.update(id, { images: edited }, tx))!;
      await audit.record(actor, { action: 'product.image', targetType: 'product', targetId: id, before: { images }, after: { images: product.images } }, tx);
      changed(tx);
      return product;
    });
  }

  return {
    /**
     * One page of the catalogue, as the list endpoint answers it: the search's words understood
     * (a budget phrase becomes a price filter), the filters, the order and each filter's values with
     * their counts. Pages without filters or an order (most visits) are answered from the cache.
     */
    list(query: ProductListQuery): Promise<CachedAnswer> {
      const page = query.page ?? 1;
      const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
      const understood = query.search === undefined ? undefined : understandQuery(query.search);
      const words = searchWords(understood?.text);
      const budget = understood !== undefined && (understood.minPrice !== undefined || understood.maxPrice !== undefined);
      const find: ProductFind = {
        words,
        exact: query.exact,
        preferCategory: categoryWanted(words),
        kind: kindWanted(words),
        category: query.category === 'all' ? undefined : query.category,
        brand: query.brand,
        processor: query.processor,
        ram: query.ram,
        storage: query.storage,
        screen: query.screen,
        graphics: query.graphics,
        // A price given in the filters wins over one read from the search box.
        minPrice: query.minPrice ?? understood?.minPrice,
        maxPrice: query.maxPrice ?? understood?.maxPrice,
        inStock: query.inStock,
        sort: query.sort ?? 'relevance',
        limit,
        offset: (page - 1) * limit,
      };
      const answer = async () => {
        // A search of only punctuation ("!!!") has nothing to look for, so finds nothing.
        const found: FoundProducts =
          query.search !== undefined && words.length === 0 && !budget
            ? { productsJson: '[]', total: 0, facets: emptyFacets(), priceRange: null }
            : await findProducts(find);
        const extra = {
          facets: labelled(found.facets),
          priceRange: found.priceRange,
          ...(budget ? { appliedFilters: { minPrice: understood.minPrice, maxPrice: understood.maxPrice, search: words.join(' ') } } : {}),
          ...(found.corrected !== undefined && found.corrected !== words.join(' ') ? { didYouMean: found.corrected } : {}),
        };
        return json(
          productListResponseSchema,
          `{"products":${found.productsJson},"total":${found.total},"totalPages":${Math.ceil(found.total / limit)},"page":${page},${JSON.stringify(extra).slice(1)}`,
        );
      };
      const filtered =
        PRODUCT_FILTERS.some((filter) => query[filter] !== undefined) ||
        query.minPrice !== undefined ||
        query.maxPrice !== undefined ||
        query.inStock ||
        query.exact ||
        query.sort !== undefined;
      if (filtered) return answer();
      // Spellings of one query ("Dell", " dell ") share one entry; a budget read from the box is part of it.
      const key = `list:${find.category ?? ''}:${page}:${limit}:${query.search === undefined ? '' : `?${words.join(' ')}:${find.minPrice ?? ''}-${find.maxPrice ?? ''}`}`;
      return cache.get(key, answer) as Promise<CachedAnswer>;
    },

    /**
     * GET /api/search/suggest: what the header's search box offers as the shopper types. From the
     * suggestion index once it is ready (it is made in the background after each change to the
     * catalogue), from the database meanwhile.
     */
    suggest(q: string): Promise<CachedAnswer> {
      const words = searchWords(understandQuery(q).text);
      return cache.get(`suggest:${words.join(' ')}`, async () => {
        let suggestions: Suggestions = { products: [], brands: [], categories: [] };
        if (words.length) {
          const index = ready(cache.keep('suggest-index', () => loadSuggestIndex(db)));
          suggestions = index
            ? suggestFromIndex(index, words, categoryWanted(words), kindWanted(words))
            : await finder.suggest(words, categoryWanted(words), kindWanted(words));
        }
        return json(suggestResponseSchema, JSON.stringify(suggestions));
      }) as Promise<CachedAnswer>;
    },

    featured(): Promise<CachedAnswer> {
      return cache.get('featured', async () => json(productSchema.array(), await repository.listFeaturedJson(FEATURED_LIMIT))) as Promise<CachedAnswer>;
    },

    /** The product page's answer; undefined for an unknown id (which is not kept). */
    detail(id: string): Promise<CachedAnswer | undefined> {
      return cache.get(`product:${id}`, async () => {
        const product = await repository.findVisibleJsonById(id);
        return product === undefined ? undefined : json(productSchema, product);
      });
    },

    /** The sitemap, as `render` writes it from every product id (newest first). */
    sitemap(render: (productIds: string[]) => string): Promise<CachedAnswer> {
      return cache.get('sitemap', async () => answerOf(render(await repository.allIds()), 'application/xml; charset=utf-8')) as Promise<CachedAnswer>;
    },

    /** The product itself, hidden or not (the shop's uses); undefined for anything that is not one. */
    async get(id: string, tx: Database = db): Promise<Product | undefined> {
      return isId(id) ? repository.findById(id, tx) : undefined;
    },

    /** The product as the storefront shows it (page meta): undefined when hidden too. */
    async getVisible(id: string): Promise<Product | undefined> {
      if (!isId(id)) return undefined;
      const json = await repository.findVisibleJsonById(id);
      return json === undefined ? undefined : (JSON.parse(json) as Product);
    },

    /** The products the storefront shows among `ids` (a saved cart's, a wishlist's): hidden, unknown and malformed ones left out. */
    async visibleByIds(ids: string[], tx: Database = db): Promise<Product[]> {
      return repository.findVisibleByIds(ids.filter(isId), tx);
    },

    /**
     * Removes a product nothing names (`inUse` asks, under the product's lock, the modules that keep
     * products in their records: orders and checkouts, which stand above this one); one that is named is
     * hidden instead (409 says so).
     */
    async remove(actor: Actor, id: string, inUse: ProductInUse): Promise<'deleted' | 'ordered' | 'unknown'> {
      if (!isId(id)) return 'unknown';
      return inTransaction(db, async (tx) => {
        const result = await repository.deleteUnordered(id, tx, inUse);
        if (result.outcome === 'deleted') {
          await audit.record(actor, { action: 'product.delete', targetType: 'product', targetId: id, before: result.deleted }, tx);
          changed(tx);
        }
        return result.outcome;
      });
    },

    // ── writes ──────────────────────────────────────────────────────────────
    async add(products: NewProduct[], tx: Database = db): Promise<string[]> {
      const ids = await repository.insert(products, tx);
      changed(tx);
      return ids;
    },

    /** The shop's product list (every product, newest first), a page at a time. */
    async adminList(query: AdminProductQuery): Promise<AdminProductPage> {
      const { products, total } = await repository.adminList({
        search: query.search || undefined,
        category: query.category,
        stock: query.stock,
        featured: query.featured === undefined ? undefined : query.featured === 'true',
        hidden: query.hidden === undefined ? undefined : query.hidden === 'true',
        limit: ADMIN_PRODUCT_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PRODUCT_PAGE_SIZE,
      });
      return { products, total, totalPages: Math.ceil(total / ADMIN_PRODUCT_PAGE_SIZE), page: query.page };
    },

    /** Every product with its stock now, a page at a time (the products export). */
    exportPages: () => pages((cursor) => repository.exportPage(cursor)),

    /** One product for the admin console's edit page, hidden or not; undefined for anything that is not one. */
    async adminGet(id: string): Promise<AdminProduct | undefined> {
      return isId(id) ? repository.findAdminById(id) : undefined;
    },

    /** A new product from the admin console, audited; it shows in the catalogue at once. */
    async create(actor: Actor, input: ProductCreate): Promise<Product> {
      // Pictures are uploaded once the product exists: a new one without them is created hidden.
      if (!input.hidden && input.images.length === 0) throw new HttpError(400, PRODUCT_MESSAGES.visibleNeedsImage);
      return inTransaction(db, async (tx) => {
        if (input.sku !== undefined && (await repository.skuTaken(input.sku, undefined, tx))) throw new HttpError(409, PRODUCT_MESSAGES.skuTaken);
        const row = {
          ...input,
          attributes: input.attributes as ProductAttributes | null,
          hsn: input.hsn ?? defaultHsn(input.category, input.name),
        };
        // Nothing inserted is a SKU taken meanwhile: the admin's own is refused; a numbered one was written by
        // hand ahead of the count (an admin typed SKU-00120), and the next number is tried.
        let [id] = await repository.insert([{ ...row, slug: slugFor(input.name) }], tx);
        for (let tries = 0; id === undefined && input.sku === undefined && tries < 20; tries++)
          [id] = await repository.insert([{ ...row, slug: slugFor(input.name) }], tx);
        if (id === undefined) throw new HttpError(409, PRODUCT_MESSAGES.skuTaken);
        const product = (await repository.findById(id!, tx))!;
        await audit.record(
          actor,
          { action: 'product.create', targetType: 'product', targetId: id!, after: { name: input.name, priceInclGst: input.priceInclGst, stock: input.stock } },
          tx,
        );
        changed(tx);
        return product;
      });
    },

    /** Stock in or out with a reason (a delivery, breakage, a count), never below 0; audited with the stock before and after. */
    async adjustStock(actor: Actor, id: string, { change, reason }: StockAdjustment): Promise<Product | undefined> {
      if (!isId(id)) return undefined;
      return inTransaction(db, async (tx) => {
        const result = await repository.adjustStock(id, change, tx);
        if (!result.found) return undefined;
        if (result.after === undefined) throw new HttpError(409, PRODUCT_MESSAGES.stockBelowZero(result.before));
        await audit.record(
          actor,
          { action: 'product.stock', targetType: 'product', targetId: id, before: { stock: result.before }, after: { stock: result.after, reason } },
          tx,
        );
        if (result.before <= 0 && result.after > 0) await backInStock([id], tx);
        changed(tx);
        return (await repository.findById(id, tx))!;
      });
    },

    /**
     * Sets the rating shown with the product from `rate`, in the caller's transaction (a review was
     * published or withdrawn). The product's row is locked first, so decisions on two of its reviews
     * at once each count the other's.
     */
    async rate(id: string, rate: () => Promise<{ average: number; count: number }>, tx: Database): Promise<void> {
      await repository.lockForChange(id, tx);
      await repository.setRating(id, await rate(), tx);
      changed(tx);
    },

    /** Adds an uploaded picture (already stored) to the product's images, audited; undefined for an unknown product. */
    async addImage(actor: Actor, id: string, imagePath: string): Promise<Product | undefined> {
      return editImages(actor, id, (images) => {
        if (images.length >= PRODUCT_LIMITS.images) throw new HttpError(409, PRODUCT_MESSAGES.tooManyImages);
        return [...images, imagePath];
      });
    },

    /**
     * Removes one picture or makes it the main one, on the list as stored (under the row's lock), so
     * an upload or removal by another admin meanwhile stays; 409 when the picture is already gone.
     */
    async changeImage(actor: Actor, id: string, { action, image }: ProductImageChange): Promise<Product | undefined> {
      if (!isId(id)) return undefined;
      return editImages(actor, id, (images) => {
        if (!images.includes(image)) throw new HttpError(409, PRODUCT_MESSAGES.imageGone);
        const others = images.filter((path) => path !== image);
        return action === 'main' ? [image, ...others] : others;
      });
    },

    /** An admin's change: the product after it (undefined for an unknown id), audited with the changed fields before and after. */
    async change(actor: Actor, id: string, input: ProductUpdate): Promise<Product | undefined> {
      if (!isId(id)) return undefined;
      const changes = input as ProductChanges;
      return inTransaction(db, async (tx) => {
        const before = await repository.lockForChange(id, tx);
        if (!before) return undefined;
        // The rules that span fields are checked against the product as it will be.
        const after = { ...before, ...changes } as Required<ProductChanges>;
        if (after.mrp !== null && after.mrp < after.priceInclGst) throw new HttpError(400, PRODUCT_MESSAGES.mrpBelowPrice);
        if (boxSidesMissing(after).length > 0) throw new HttpError(400, PRODUCT_MESSAGES.boxAllOrNone);
        if (changes.sku !== undefined && (await repository.skuTaken(changes.sku, id, tx))) throw new HttpError(409, PRODUCT_MESSAGES.skuTaken);
        if (changes.attributes !== undefined || changes.category !== undefined) {
          const problem = attributesProblem(after.category, after.attributes as Record<string, unknown> | null);
          if (problem) throw new HttpError(400, problem);
        }
        // Shown, or its pictures taken away, only while it keeps one (a product shown before this rule keeps its other edits).
        if ((changes.hidden !== undefined || changes.images !== undefined) && !after.hidden && after.images.length === 0) {
          throw new HttpError(
            400,
            changes.hidden === false && before.hidden === true ? PRODUCT_MESSAGES.visibleNeedsImage : PRODUCT_MESSAGES.lastImageOfVisible,
          );
        }
        const product = (await repository.update(id, changes, tx).catch((error: unknown) => {
          // The same SKU given to another product at this very moment (the check above passed for both).
          throw violatesUnique(error, 'products_sku_unique') ? new HttpError(409, PRODUCT_MESSAGES.skuTaken) : error;
        }))!;
        await audit.record(
          actor,
          { action: 'product.update', targetType: 'product', targetId: id, before: pick(before, changes), after: pick(product, changes) },
          tx,
        );
        // Back on sale: stock again, or shown again with stock (alerts wait while a product is hidden).
        if (product.stock > 0 && !after.hidden && ((before.stock as number) <= 0 || before.hidden === true)) await backInStock([id], tx);
        changed(tx);
        return product;
      });
    },

    /** The product after the change; undefined for an unknown id. */
    async update(id: string, changes: ProductChanges, tx: Database = db): Promise<Product | undefined> {
      const product = isId(id) ? await repository.update(id, changes, tx) : undefined;
      if (product) changed(tx);
      return product;
    },

    // ── stock, for checkout and cancellation (always inside the caller's transaction) ──
    /** The products, locked against other stock changes until `tx` ends, sorted by id. */
    lockForSale: (ids: string[], tx: Database): Promise<ProductForSale[]> => repository.lockForSale(ids, tx),
    /** The products as lockForSale reads them, nothing locked: a sale priced before its stock is taken by takingForSale. */
    forSale: (ids: string[]): Promise<ProductForSale[]> => repository.lockForSale(ids, db, false),
    /** A sale's stock taken as CTEs of the statement that opens its checkout (catalog.repository.ts); then stockTaken() with its rows. */
    takingForSale: (lines: Array<{ productId: string; quantity: number; priceInclGst: number }>, tx: Database) => repository.takingForSale(lines, tx),
    /** After takingForSale, in the same `tx`: the shop is told of each product the sale took to its low-stock threshold. */
    async stockTaken(rows: Array<LowStockCrossing & { crossed: boolean }>, tx: Database): Promise<void> {
      for (const { crossed, ...crossing } of rows) if (crossed) await notifications.notify({ kind: 'low-stock', ...crossing }, tx);
    },
    /** Each product's category, by id, for reading (nothing locked). */
    categoriesOf: (ids: string[], on?: Database): Promise<Map<string, string>> => repository.categoriesOf(ids, on),
    /** Each product's SKU and packed size (its own, or what its category's default is chosen by), for a parcel. */
    packingFacts: (ids: string[], on?: Database): Promise<PackingFacts[]> => repository.packingFacts(ids, on),

    /**
     * Applies stock changes (the products should be locked by lockForSale already). A sale that takes
     * a product to its low-stock threshold tells the shop, once each time it crosses it.
     */
    async changeStock(changes: StockChange[], tx: Database): Promise<void> {
      const { crossings, restocked: back } = await repository.changeStock(changes, tx);
      for (const crossed of crossings) await notifications.notify({ kind: 'low-stock', ...crossed }, tx);
      await backInStock(back, tx);
    },

    /** Puts the lines' quantities back on the shelf, locking the products first, in id order. */
    async returnStock(lines: Array<{ productId: string; quantity: number }>, tx: Database): Promise<void> {
      await repository.lockForSale(
        lines.map((line) => line.productId),
        tx,
      );
      const { restocked: back } = await repository.changeStock(
        lines.map((line) => ({ productId: line.productId, delta: line.quantity })),
        tx,
      );
      await backInStock(back, tx);
    },

    /** Counts returned units that cannot be sold (issue 26): kept apart from the stock on sale. */
    async setAsideDamaged(lines: Array<{ productId: string; quantity: number }>, tx: Database): Promise<void> {
      await repository.lockForSale(
        lines.map((line) => line.productId),
        tx,
      );
      await repository.addDamaged(lines, tx);
    },

    /** Products at or below their own low-stock threshold, fewest first. */
    lowStock: (limit: number) => repository.lowStock(limit),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
