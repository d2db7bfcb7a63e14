import { PRODUCT_CATEGORIES } from '@store/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';
import { CATEGORY_LABELS } from './product-labels';

export const PRODUCT_FILTER_KEYS = ['search', 'category', 'stock', 'featured', 'hidden'] as const;
export type ProductFilters = Record<(typeof PRODUCT_FILTER_KEYS)[number], string>;

interface ProductFiltersProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
}

/** The products list's search (sent on Enter or Search) and its filters (applied as they change). */
export function ProductFiltersBar({ filters, onChange }: ProductFiltersProps) {
  const [draft, setDraft] = useState(filters.search);
  // The address bar changed under us (Back, a link): the box shows its search.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    setDraft(filters.search);
  }

  return (
    <div className="mb-4 space-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <form
        role="search"
        aria-label="Products"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: draft.trim() });
        }}
      >
        <div className="relative min-w-0 flex-1">
          <label htmlFor="admin-product-search" className="sr-only">
            Search by name or brand
          </label>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id="admin-product-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Name or brand"
            autoComplete="off"
            enterKeyHint="search"
            className={controlClasses(false, 'h-11 pl-10')}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect id="admin-product-category" label="Category" value={filters.category} onChange={(category) => onChange({ category })}>
          <option value="">All categories</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="admin-product-stock" label="Stock" value={filters.stock} onChange={(stock) => onChange({ stock })}>
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </FilterSelect>
        <FilterSelect id="admin-product-featured" label="Featured" value={filters.featured} onChange={(featured) => onChange({ featured })}>
          <option value="">Featured or not</option>
          <option value="true">Featured</option>
          <option value="false">Not featured</option>
        </FilterSelect>
        <FilterSelect id="admin-product-hidden" label="Visibility" value={filters.hidden} onChange={(hidden) => onChange({ hidden })}>
          <option value="">All</option>
          <option value="false">Visible</option>
          <option value="true">Hidden</option>
        </FilterSelect>
      </div>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses(false, 'h-11')}>
        {children}
      </select>
    </div>
  );
}
