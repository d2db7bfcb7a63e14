import { PRODUCT_CATEGORIES, type ProductCategory } from '@store/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductLayout } from '../components/product-card';

export type CatalogueCategory = 'all' | ProductCategory;

function isCategory(value: string | null): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * The catalogue's search, category, page and view live in the URL (?search=&category=&page=&view=),
 * so back/forward, reload and shared links restore them. Defaults are left out of the URL; a new
 * search or category starts again at page 1.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();

  const search = params.get('search') ?? '';
  const rawCategory = params.get('category');
  const category: CatalogueCategory = isCategory(rawCategory) ? rawCategory : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const view: ProductLayout = params.get('view') === 'list' ? 'list' : 'grid';

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // Filtering keeps the reader where they are; only pagination scrolls back to the top.
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** The link to another page of the same results. */
  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const qs = next.toString();
      return qs ? `?${qs}` : '?';
    },
    [params],
  );

  return {
    search,
    category,
    page,
    view,
    hrefForPage,
    setSearch: useCallback((value: string) => update({ search: value.trim(), page: null }), [update]),
    setCategory: useCallback((value: CatalogueCategory) => update({ category: value === 'all' ? null : value, page: null }), [update]),
    setView: useCallback((value: ProductLayout) => update({ view: value === 'list' ? 'list' : null }), [update]),
    clearFilters: useCallback(() => update({ search: null, category: null, page: null }), [update]),
  };
}
