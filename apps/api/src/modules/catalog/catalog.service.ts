import type { ZodType } from 'zod';
import {
  CATALOGUE_PAGE_SIZE,
  FEATURED_LIMIT,
  isId,
  productListResponseSchema,
  productSchema,
  type Product,
  type ProductListQuery,
} from '@store/shared';
import type { Database } from '../../db/client';
import { afterCommit, inTransaction } from '../../db/transaction';
import { pick, type Actor, type AuditLog } from '../admin/audit.repository';
import { answerOf, type AnswerCache, type CachedAnswer } from './catalog.cache';
import type { CatalogRepository, NewProduct, ProductChanges } from './catalog.repository';

const MAX_SEARCH_WORDS = 8;

/** Splits a search box value into lower-case words of letters and digits ("i7-1355U" → i7, 1355u). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

interface Deps {
  db: Database;
  repository: CatalogRepository;
  cache: AnswerCache;
  audit: AuditLog;
  /** Check every answer against its response schema when it is made (everywhere but production). */
  verify: boolean;
}

/**
 * The catalogue: reads answered from the process's cache of ready-to-send answers, and every write
 * to products, each of which empties that cache once it has committed (other processes learn of it
 * through catalog.changes.ts).
 */
export function createCatalogService({ db, repository, cache, audit, verify }: Deps) {
  /** An answer of JSON text the database built; checked against the route's schema outside production. */
  function json(schema: ZodType, text: string): CachedAnswer {
    if (verify) schema.parse(JSON.parse(text));
    return answerOf(text);
  }

  /** Once the write on `tx` has committed, nothing this process kept from before it is served. */
  const changed = (tx: Database) => afterCommit(tx, () => cache.clear());

  return {
    /** One page of the catalogue, as the list endpoint answers it. */
    list(query: ProductListQuery): Promise<CachedAnswer> {
      const page = query.page ?? 1;
      const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
      const words = searchWords(query.search);
      const category = query.category === 'all' ? undefined : query.category;
      // Spellings of one query ("Dell", " dell ") share one entry.
      const key = `list:${category ?? ''}:${page}:${limit}:${query.search === undefined ? '' : `?${words.join(' ')}`}`;
      return cache.get(key, async () => {
        // A search of only punctuation ("!!!") has nothing to look for, so finds nothing.
        const { productsJson, total } =
          query.search !== undefined && words.length === 0
            ? { productsJson: '[]', total: 0 }
            : await repository.searchJson({ words, category, limit, offset: (page - 1) * limit });
        return json(productListResponseSchema, `{"products":${productsJson},"total":${total},"totalPages":${Math.ceil(total / limit)},"page":${page}}`);
      }) as Promise<CachedAnswer>;
    },

    featured(): Promise<CachedAnswer> {
      return cache.get('featured', async () => json(productSchema.array(), await repository.listFeaturedJson(FEATURED_LIMIT))) as Promise<CachedAnswer>;
    },

    /** The product page's answer; undefined for an unknown id (which is not kept). */
    detail(id: string): Promise<CachedAnswer | undefined> {
      return cache.get(`product:${id}`, async () => {
        const product = await repository.findJsonById(id);
        return product === undefined ? undefined : json(productSchema, product);
      });
    },

    /** The sitemap, as `render` writes it from every product id (newest first). */
    sitemap(render: (productIds: string[]) => string): Promise<CachedAnswer> {
      return cache.get('sitemap', async () => answerOf(render(await repository.allIds()), 'application/xml; charset=utf-8')) as Promise<CachedAnswer>;
    },

    /** The product itself, for server-side uses (page meta, pricing); undefined for anything that is not one. */
    async get(id: string, tx: Database = db): Promise<Product | undefined> {
      return isId(id) ? repository.findById(id, tx) : undefined;
    },

    // ── writes ──────────────────────────────────────────────────────────────
    async add(products: NewProduct[], tx: Database = db): Promise<string[]> {
      const ids = await repository.insert(products, tx);
      changed(tx);
      return ids;
    },

    /** An admin's change: the product after it (undefined for an unknown id), audited with the changed fields before and after. */
    async change(actor: Actor, id: string, changes: ProductChanges): Promise<Product | undefined> {
      if (!isId(id)) return undefined;
      return inTransaction(db, async (tx) => {
        const before = await repository.lockForChange(id, tx);
        if (!before) return undefined;
        const product = (await repository.update(id, changes, tx))!;
        await audit.record(actor, { action: 'product.update', targetType: 'product', targetId: id, before: pick(before, changes), after: pick(product, changes) }, tx);
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
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
