import { useEffect, useEffectEvent, useState } from 'react';
import { GridIcon, ListIcon, SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { CatalogueCategory } from '../hooks/use-catalogue-params';
import type { ProductLayout } from './product-card';

export const SEARCH_DEBOUNCE_MS = 300;

export const CATEGORY_OPTIONS: { value: CatalogueCategory; label: string }[] = [
  { value: 'all', label: 'All categories' },
  { value: 'laptop', label: 'Laptops' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'services', label: 'Services' },
  { value: 'software', label: 'Software' },
];

interface CatalogueToolbarProps {
  search: string;
  category: CatalogueCategory;
  view: ProductLayout;
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: CatalogueCategory) => void;
  onViewChange: (value: ProductLayout) => void;
}

export function CatalogueToolbar({ search, category, view, onSearchChange, onCategoryChange, onViewChange }: CatalogueToolbarProps) {
  // What the user is typing; the URL follows it once typing pauses.
  const [draft, setDraft] = useState(search);
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);

  // The URL changed under us (back/forward, a link): show its search in the box.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (draft.trim() !== search) setDraft(search);
  }

  // Only a settled draft pushes to the URL: an effect event reads the current `search` without
  // re-running when it changes, so a URL change from back/forward never echoes the old draft back into history.
  const pushSearch = useEffectEvent((value: string) => {
    if (value.trim() !== search) onSearchChange(value);
  });
  useEffect(() => {
    pushSearch(debounced);
  }, [debounced]);

  const toggle = (value: ProductLayout) =>
    `flex size-10 items-center justify-center rounded-lg transition-colors ${
      view === value ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900'
    }`;

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <form
        role="search"
        className="relative flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() !== search) onSearchChange(draft);
        }}
      >
        <label htmlFor="catalogue-search" className="sr-only">
          Search products
        </label>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id="catalogue-search"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // Searches within the category and filters chosen (the header's box starts afresh).
          placeholder={
            category === 'all' ? 'Search all products…' : `Search in ${CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? 'products'}…`
          }
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
        />
      </form>
      <div className="flex items-center gap-3">
        <label htmlFor="catalogue-category" className="sr-only">
          Category
        </label>
        <select
          id="catalogue-category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value as CatalogueCategory)}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:flex-none sm:text-sm"
        >
          {CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div role="group" aria-label="Layout" className="flex shrink-0 gap-1 rounded-xl bg-slate-100 p-0.5">
          <button type="button" aria-label="Grid view" aria-pressed={view === 'grid'} onClick={() => onViewChange('grid')} className={toggle('grid')}>
            <GridIcon />
          </button>
          <button type="button" aria-label="List view" aria-pressed={view === 'list'} onClick={() => onViewChange('list')} className={toggle('list')}>
            <ListIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
