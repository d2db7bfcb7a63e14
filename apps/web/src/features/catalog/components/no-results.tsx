import type { Product } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useFeaturedProducts } from '../api/get-featured-products';
import { CATEGORY_OPTIONS } from './catalogue-toolbar';
import { ProductGrid } from './product-grid';

interface NoResultsProps {
  /** Filters are on: offer to take them all off. */
  onClearFilters?: () => void;
  /** A search or a category narrows the list: offer everything. */
  narrowed: boolean;
  onAddToCart: (product: Product) => void;
  renderCompare?: (product: Product) => ReactNode;
}

/** Shown instead of the products when none match; never a dead end: ways out, the categories and a few popular products. */
export function NoResults({ onClearFilters, narrowed, onAddToCart, renderCompare }: NoResultsProps) {
  const featured = useFeaturedProducts();
  const popular = (featured.data ?? []).slice(0, 6);

  return (
    <div className="space-y-10">
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <SearchIcon className="size-7" />
        </span>
        <p className="mt-4 text-lg font-semibold text-slate-900">No products found</p>
        <p className="mx-auto mt-1 max-w-md text-slate-600">
          {onClearFilters
            ? 'Nothing matches all of these filters. Take one off, or clear them all.'
            : narrowed
              ? 'Try a different spelling, a shorter search or another category.'
              : 'Please check back soon.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onClearFilters && <Button onClick={onClearFilters}>Clear all filters</Button>}
          {narrowed && (
            <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
              Show all products
            </Link>
          )}
        </div>
        <nav aria-label="Shop by category" className="mt-8">
          <p className="text-sm font-medium text-slate-700">Or browse a category</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {CATEGORY_OPTIONS.filter((option) => option.value !== 'all').map((option) => (
              <li key={option.value}>
                <Link
                  to={`/products?category=${option.value}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {popular.length > 0 && (
        <section aria-labelledby="popular-heading">
          <h3 id="popular-heading" className="mb-4 text-lg font-bold text-slate-900">
            Popular right now
          </h3>
          <ProductGrid products={popular} onAddToCart={onAddToCart} renderCompare={renderCompare} narrow />
        </section>
      )}
    </div>
  );
}
