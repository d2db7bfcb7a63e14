import { CATALOGUE_PAGE_SIZE, FREE_DELIVERY_OVER, RETURN_POLICY_BRIEF, type Product } from '@store/shared';
import { useRef, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { FilterIcon } from '@/components/ui/icons';
import { useCart } from '@/features/cart';
import {
  ActiveFilters,
  CatalogueToolbar,
  CATEGORY_OPTIONS,
  FilterPanel,
  FilterSheet,
  NoResults,
  ProductGrid,
  ProductGridSkeleton,
  SortSelect,
  useCatalogueParams,
  useProducts,
} from '@/features/catalog';
import { CompareBar, CompareToggle } from '@/features/compare';
import { EmiFrom } from '@/features/emi';
import { WishlistButton } from '@/features/wishlist';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

const renderCompare = (product: Product) => <CompareToggle product={product} />;

/** Each card's "EMI from": worked out from the banks' rates, fetched once for the whole grid. */
const renderEmi = (product: Product) => <EmiFrom amountRupees={product.priceInclGst} />;

export function ProductsPage() {
  const catalogue = useCatalogueParams();
  const { search, category, page, view, sort, filters, minPrice, maxPrice, inStock, exact } = catalogue;
  const query = useProducts(
    { search, category, page, limit: CATALOGUE_PAGE_SIZE, filters, minPrice, maxPrice, inStock, sort, exact },
    // The filters and the grid keep the last answer while the next loads, rather than flash empty.
    { keepPrevious: true },
  );
  const { addToCart } = useCart();
  useLogError(query.error, 'Failed to load products');
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const categoryLabel = CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? 'All categories';
  const heading = category === 'all' ? 'All products' : categoryLabel;
  usePageMeta(
    search ? `Search results for “${search}”` : heading,
    `Shop laptops, accessories, software and services online in India. Genuine products, GST invoice, ${FREE_DELIVERY_OVER}, returns on accessories and replacement of faulty laptops.`,
  );

  const data = query.data;
  const products = data?.products ?? [];
  const total = data?.total ?? 0;
  const totalPages = data?.totalPages ?? 0;
  // Counted from the page of the answer shown: while the next page loads, the grid still shows this one.
  const first = ((data?.page ?? page) - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = first + products.length - 1;
  const applied = data?.appliedFilters;
  // Filters on, or a budget read from the search box: "Clear all" has something to take off.
  const anyFilter = catalogue.filterCount > 0 || (applied !== undefined && minPrice === undefined && maxPrice === undefined);
  const clearAll = () => catalogue.clearAllFilters(applied && minPrice === undefined && maxPrice === undefined ? (applied.search ?? '') : undefined);
  const onAddToCart = (product: Product) => addToCart(product);

  const panel = (
    <FilterPanel
      facets={data?.facets}
      priceRange={data?.priceRange}
      filters={filters}
      minPrice={minPrice}
      maxPrice={maxPrice}
      inStock={inStock}
      onToggle={catalogue.toggleFilter}
      onPriceChange={catalogue.setPriceRange}
      onInStockChange={catalogue.setInStock}
    />
  );

  return (
    <div className="group/page mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="mt-1 text-slate-600">
          Genuine products with GST invoice, {FREE_DELIVERY_OVER}, {RETURN_POLICY_BRIEF}.
        </p>
      </div>

      <CatalogueToolbar
        search={search}
        category={category}
        view={view}
        onSearchChange={catalogue.setSearch}
        onCategoryChange={catalogue.setCategory}
        onViewChange={catalogue.setView}
      />

      <div className="mt-6 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          {/* Short enough to end above the compare bar when it shows. */}
          <div className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto group-has-[[data-compare-bar]]/page:max-h-[calc(100dvh-14rem)] overscroll-contain rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="mb-4 text-base font-bold text-slate-900">Filters</h2>
            {panel}
          </div>
        </aside>

        <section aria-labelledby="results-heading" aria-busy={query.isFetching} className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <button
              ref={filtersButton}
              type="button"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              aria-label={catalogue.filterCount > 0 ? `Filters, ${catalogue.filterCount} on` : 'Filters'}
              className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 sm:flex-none lg:hidden"
            >
              <FilterIcon />
              Filters
              {catalogue.filterCount > 0 && (
                <span aria-hidden="true" className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
                  {catalogue.filterCount}
                </span>
              )}
            </button>
            <SortSelect value={sort} onChange={catalogue.setSort} className="flex-1 sm:flex-none lg:order-last" />
            <h2 id="results-heading" aria-live="polite" className="w-full text-sm font-medium text-slate-600 lg:w-auto lg:flex-1">
              {query.isPending
                ? 'Loading products…'
                : products.length > 0
                  ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}${search ? ` for “${search}”` : ''}`
                  : `0 products${search ? ` for “${search}”` : ''}`}
            </h2>
          </div>

          {data?.didYouMean && (
            <p className="mb-4 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800" data-testid="did-you-mean">
              Showing results for <b className="font-semibold text-slate-900">{data.didYouMean}</b>
              {search && (
                <>
                  {' '}
                  <br />
                  <span className="text-slate-600">Search instead for </span>
                  <button
                    type="button"
                    onClick={catalogue.searchAsTyped}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    “{search}”
                  </button>
                </>
              )}
            </p>
          )}

          <div className="mb-4 empty:hidden">
            <ActiveFilters catalogue={catalogue} applied={applied} />
          </div>

          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {query.isPending ? (
              <ProductGridSkeleton count={view === 'list' ? 4 : 6} layout={view} narrow />
            ) : products.length > 0 ? (
              <ProductGrid
                products={products}
                layout={view}
                onAddToCart={onAddToCart}
                eagerCount={4}
                renderCompare={renderCompare}
                renderEmi={renderEmi}
                renderWishlist={(product) => <WishlistButton product={product} />}
                narrow
              />
            ) : (
              <NoResults
                onClearFilters={anyFilter ? clearAll : undefined}
                narrowed={search !== '' || category !== 'all' || page > 1}
                onAddToCart={onAddToCart}
                renderCompare={renderCompare}
              />
            )}
          </div>

          {!query.isPending && products.length > 0 && (
            <div className="mt-10">
              <Pagination page={page} totalPages={totalPages} hrefFor={catalogue.hrefForPage} label="Product pages" />
            </div>
          )}
        </section>
      </div>

      {sheetOpen && (
        <FilterSheet
          total={query.isFetching ? undefined : total}
          filterCount={catalogue.filterCount}
          onClearAll={clearAll}
          onClose={() => {
            setSheetOpen(false);
            filtersButton.current?.focus();
          }}
        >
          {panel}
        </FilterSheet>
      )}

      <CompareBar />
    </div>
  );
}
