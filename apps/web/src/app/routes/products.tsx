import { CATALOGUE_PAGE_SIZE, type Product } from '@store/shared';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useCart } from '@/features/cart';
import { CatalogueToolbar, CATEGORY_OPTIONS, ProductGrid, ProductGridSkeleton, useCatalogueParams, useProducts } from '@/features/catalog';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ProductsPage() {
  const catalogue = useCatalogueParams();
  const { search, category, page, view } = catalogue;
  const query = useProducts({ search, category, page, limit: CATALOGUE_PAGE_SIZE });
  const { addToCart } = useCart();
  useLogError(query.error, 'Failed to load products');

  const categoryLabel = CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? 'All categories';
  const heading = category === 'all' ? 'All products' : categoryLabel;
  usePageMeta(
    search ? `Search results for “${search}”` : heading,
    'Shop laptops, accessories, software and services online in India. Genuine products, GST invoice, free delivery over ₹5,000 and 30-day returns.',
  );

  const products = query.data?.products ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = query.data?.totalPages ?? 0;
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = first + products.length - 1;
  const filtered = search !== '' || category !== 'all';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="mt-1 text-slate-600">Genuine products with GST invoice, free delivery over ₹5,000 and 30-day easy returns.</p>
      </div>

      <CatalogueToolbar
        search={search}
        category={category}
        view={view}
        onSearchChange={catalogue.setSearch}
        onCategoryChange={catalogue.setCategory}
        onViewChange={catalogue.setView}
      />

      <section aria-labelledby="results-heading" className="mt-6">
        <h2 id="results-heading" aria-live="polite" className="mb-4 text-sm font-medium text-slate-600">
          {query.isPending
            ? 'Loading products…'
            : products.length > 0
              ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}${search ? ` for “${search}”` : ''}`
              : `0 products${search ? ` for “${search}”` : ''}`}
        </h2>

        {query.isPending ? (
          <ProductGridSkeleton count={view === 'list' ? 4 : 8} layout={view} />
        ) : products.length > 0 ? (
          <ProductGrid products={products} layout={view} onAddToCart={(product: Product) => addToCart(product)} eagerCount={4} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <SearchIcon className="size-7" />
            </span>
            <p className="mt-4 text-lg font-semibold text-slate-900">No products found</p>
            <p className="mt-1 text-slate-600">{filtered ? 'Try a different spelling, a shorter search or another category.' : 'Please check back soon.'}</p>
            {(filtered || page > 1) && (
              <Link to="/products" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
                Show all products
              </Link>
            )}
          </div>
        )}

        {!query.isPending && products.length > 0 && (
          <div className="mt-10">
            <Pagination page={page} totalPages={totalPages} hrefFor={catalogue.hrefForPage} label="Product pages" />
          </div>
        )}
      </section>
    </div>
  );
}
