import { PRODUCT_CATEGORIES, PRODUCT_FILTERS, PRODUCT_SORTS, type ProductCategory, type ProductFilter, type ProductSort } from '@store/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductLayout } from '../components/product-card';

export type CatalogueCategory = 'all' | ProductCategory;
/** Each filter's chosen values, as in the URL (`?brand=Dell&brand=HP&ram=16`). */
export type FilterSelection = Record<ProductFilter, string[]>;

function isCategory(value: string | null): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? '');
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

/** A price bound from the URL: whole rupees, 0 or more; anything else is no bound. */
function rupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The parameters a change of filters resets: a new set of results starts again at page 1. */
type Changes = Record<string, string | readonly string[] | null>;

/**
 * The catalogue's state lives in the URL, so back/forward, reload and shared links restore it:
 * search, category, page and view (?search=&category=&page=&view=), and the finder's filters
 * (repeatable ?brand=&processor=&ram=&storage=&screen=&graphics=, ?minPrice=&maxPrice= in rupees with
 * GST, ?inStock=true) and order (?sort=), and ?exact=true for a search's words as typed. Defaults are left out of the URL; any change of what is
 * shown starts again at page 1, and each one is a history entry, so Back undoes it.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();

  const search = params.get('search') ?? '';
  const rawCategory = params.get('category');
  const category: CatalogueCategory = isCategory(rawCategory) ? rawCategory : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const view: ProductLayout = params.get('view') === 'list' ? 'list' : 'grid';
  const rawSort = params.get('sort');
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'relevance';
  const minPrice = rupees(params.get('minPrice'));
  const maxPrice = rupees(params.get('maxPrice'));
  const inStock = params.get('inStock') === 'true';
  const exact = params.get('exact') === 'true';

  // One array per filter, stable while the URL's query string is: the product query's key is made from them.
  const queryString = params.toString();
  const filters = useMemo(() => {
    const current = new URLSearchParams(queryString);
    return Object.fromEntries(
      PRODUCT_FILTERS.map((filter) => [filter, [...new Set(current.getAll(filter).filter((value) => value.trim() !== ''))]]),
    ) as FilterSelection;
  }, [queryString]);
  const filterCount =
    PRODUCT_FILTERS.reduce((sum, filter) => sum + filters[filter].length, 0) + (minPrice !== undefined || maxPrice !== undefined ? 1 : 0) + (inStock ? 1 : 0);

  const update = useCallback(
    (changes: Changes) => {
      setParams(
        (previous) => {
          // Each changed parameter keeps its place in the URL (a link shared reads the same after a change).
          const entries: [string, string][] = [];
          const placed = new Set<string>();
          const valuesOf = (key: string): readonly string[] => {
            const value = changes[key];
            return value === null || value === undefined ? [] : typeof value === 'string' ? (value === '' ? [] : [value]) : value;
          };
          for (const [key, value] of previous) {
            if (!(key in changes)) entries.push([key, value]);
            else if (!placed.has(key)) {
              placed.add(key);
              for (const item of valuesOf(key)) entries.push([key, item]);
            }
          }
          for (const key of Object.keys(changes)) {
            if (!placed.has(key)) for (const item of valuesOf(key)) entries.push([key, item]);
          }
          return new URLSearchParams(entries);
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

  /** Every filter, the price and "in stock only" taken off (the search's words and the category stay). */
  const noFilters: Changes = useMemo(
    () => ({ ...Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, null])), minPrice: null, maxPrice: null, inStock: null, page: null }),
    [],
  );

  return {
    search,
    category,
    page,
    view,
    sort,
    filters,
    minPrice,
    maxPrice,
    inStock,
    exact,
    /** How many filters are on (each value, the price range and "in stock only" count one). */
    filterCount,
    hrefForPage,
    setSearch: useCallback((value: string) => update({ search: value.trim(), exact: null, page: null }), [update]),
    /** "Search instead for …": the words as typed, not the catalogue's spelling of them. */
    searchAsTyped: useCallback(() => update({ exact: 'true', page: null }), [update]),
    setCategory: useCallback((value: CatalogueCategory) => update({ category: value === 'all' ? null : value, page: null }), [update]),
    setView: useCallback((value: ProductLayout) => update({ view: value === 'list' ? 'list' : null }), [update]),
    setSort: useCallback((value: ProductSort) => update({ sort: value === 'relevance' ? null : value, page: null }), [update]),
    /** Adds the value to the filter, or takes it off when already chosen. */
    toggleFilter: useCallback(
      (filter: ProductFilter, value: string) => {
        const chosen = filters[filter];
        update({ [filter]: chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value], page: null });
      },
      [filters, update],
    ),
    /** The price range in rupees with GST; undefined leaves that end open. */
    setPriceRange: useCallback(
      (min: number | undefined, max: number | undefined) =>
        update({ minPrice: min === undefined ? null : String(min), maxPrice: max === undefined ? null : String(max), page: null }),
      [update],
    ),
    setInStock: useCallback((value: boolean) => update({ inStock: value ? 'true' : null, page: null }), [update]),
    /**
     * Takes off the budget read from the search box ("laptop under 50000"): the search becomes the
     * words the server understood without it, so the words stay.
     */
    removeBudget: useCallback((words: string) => update({ search: words.trim(), exact: null, page: null }), [update]),
    /** Every filter off; `words` replaces the search when a budget read from it goes too. */
    clearAllFilters: useCallback((words?: string) => update({ ...noFilters, ...(words === undefined ? {} : { search: words.trim() }) }), [noFilters, update]),
    clearFilters: useCallback(() => update({ ...noFilters, search: null, exact: null, category: null }), [noFilters, update]),
  };
}

export type CatalogueParams = ReturnType<typeof useCatalogueParams>;
