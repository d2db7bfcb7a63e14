import { PRODUCT_SORTS, SORT_LABELS, type ProductSort } from '@store/shared';
import { useId } from 'react';

/** The results' order (SORT_LABELS), labelled "Sort by". */
export function SortSelect({ value, onChange, className = '' }: { value: ProductSort; onChange: (value: ProductSort) => void; className?: string }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm lg:flex-none"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
