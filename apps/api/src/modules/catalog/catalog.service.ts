import {
  CATALOGUE_PAGE_SIZE,
  FEATURED_LIMIT,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@store/shared';
import { jsonText } from '../../plugins/json-text';
import type { CatalogRepository } from './catalog.repository';

const MAX_SEARCH_WORDS = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits a search box value into lower-case words of letters and digits ("i7-1355U" → i7, 1355u). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

export function createCatalogService(repository: CatalogRepository) {
  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const page = query.page ?? 1;
      const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
      const words = searchWords(query.search);
      // A search of only punctuation ("!!!") has nothing to look for, so finds nothing.
      const { productsJson, total } =
        query.search && words.length === 0
          ? { productsJson: '[]', total: 0 }
          : await repository.searchJson({
              words,
              category: query.category === 'all' ? undefined : query.category,
              limit,
              offset: (page - 1) * limit,
            });
      const totalPages = Math.ceil(total / limit);
      return jsonText(`{"products":${productsJson},"total":${total},"totalPages":${totalPages},"page":${page}}`);
    },

    async featured(): Promise<Product[]> {
      return jsonText(await repository.listFeaturedJson(FEATURED_LIMIT));
    },

    /** The product's JSON; undefined for an unknown id, and for one that cannot be an id at all. */
    async getJson(id: string): Promise<Product | undefined> {
      if (!UUID.test(id)) return undefined;
      const json = await repository.findJsonById(id);
      return json === undefined ? undefined : jsonText(json);
    },

    allIds: () => repository.allIds(),

    /** The product itself, for server-side uses (page meta, orders). */
    async get(id: string): Promise<Product | undefined> {
      return UUID.test(id) ? repository.findById(id) : undefined;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
