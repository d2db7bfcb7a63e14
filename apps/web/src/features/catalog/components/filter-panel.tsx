import { FILTER_LABELS, formatRupees, PRODUCT_FILTERS, type FacetValue, type Facets, type ProductFilter } from '@store/shared';
import { useId, useState, type FormEvent } from 'react';
import { filterValueLabel } from '../filter-labels';
import type { FilterSelection } from '../hooks/use-catalogue-params';

export interface FilterPanelProps {
  /** Each filter's values with what adding them would show; undefined while the first answer loads. */
  facets: Facets | undefined;
  /** The cheapest and dearest price among the results, whatever the price filter. */
  priceRange: { min: number; max: number } | null | undefined;
  filters: FilterSelection;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  onToggle: (filter: ProductFilter, value: string) => void;
  onPriceChange: (min: number | undefined, max: number | undefined) => void;
  onInStockChange: (value: boolean) => void;
}

/** Values shown before "Show all": the chosen ones are shown whatever their place. */
const SHOWN_VALUES = 6;

const sectionClass = 'border-b border-slate-200 py-4 first:pt-0 last:border-b-0';
const legendClass = 'mb-2 text-sm font-semibold text-slate-900';

/**
 * The finder's filters (the desktop sidebar and the phone's sheet show this same panel): "in stock
 * only", a price range in rupees with GST, and each filter's values with how many products adding
 * them gives. A value that would give none is shown disabled, unless chosen (so it can be taken off).
 */
export function FilterPanel(props: FilterPanelProps) {
  const { facets, filters, inStock, onToggle, onInStockChange } = props;
  const stockId = useId();

  return (
    <div>
      <div className={sectionClass}>
        <label htmlFor={stockId} className="flex cursor-pointer items-center justify-between gap-3">
          <span className="text-sm font-semibold text-slate-900">In stock only</span>
          <input
            id={stockId}
            type="checkbox"
            role="switch"
            checked={inStock}
            onChange={(event) => onInStockChange(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-brand-600 peer-checked:after:translate-x-5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 motion-reduce:after:transition-none"
          />
        </label>
      </div>

      <PriceFilter {...props} />

      {PRODUCT_FILTERS.map((filter) => {
        const values = withChosen(filter, facets?.[filter] ?? [], filters[filter]);
        if (values.length === 0) return null;
        return <FacetGroup key={filter} filter={filter} values={values} chosen={filters[filter]} onToggle={onToggle} />;
      })}
    </div>
  );
}

/** The facet's values, plus any chosen value the answer does not list (so it can still be taken off). */
function withChosen(filter: ProductFilter, values: FacetValue[], chosen: string[]): FacetValue[] {
  const missing = chosen.filter((value) => !values.some((facet) => facet.value === value));
  return [...values, ...missing.map((value) => ({ value, label: filterValueLabel(filter, value), count: 0 }))];
}

function FacetGroup({
  filter,
  values,
  chosen,
  onToggle,
}: {
  filter: ProductFilter;
  values: FacetValue[];
  chosen: string[];
  onToggle: FilterPanelProps['onToggle'];
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = values.length > SHOWN_VALUES + 1;
  const shown = expanded || !collapsible ? values : values.filter((value, index) => index < SHOWN_VALUES || chosen.includes(value.value));

  return (
    <fieldset className={sectionClass}>
      <legend className={`${legendClass} float-left w-full`}>{FILTER_LABELS[filter]}</legend>
      <ul id={listId} className="clear-left space-y-0.5">
        {shown.map((value) => {
          const checked = chosen.includes(value.value);
          const disabled = value.count === 0 && !checked;
          return (
            <li key={value.value}>
              <label
                className={`flex min-h-9 items-center gap-2.5 rounded-lg px-1 text-sm ${
                  disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-50'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(filter, value.value)}
                  // The value and what choosing it gives, read as one: "Dell, 6 products".
                  aria-label={`${value.label}, ${value.count} ${value.count === 1 ? 'product' : 'products'}`}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1">{value.label}</span>
                <span aria-hidden="true" className="shrink-0 text-xs tabular-nums text-slate-600">
                  {value.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 rounded-lg px-1 py-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'Show fewer' : `Show all ${values.length}`}
        </button>
      )}
    </fieldset>
  );
}

function PriceFilter({ minPrice, maxPrice, priceRange, onPriceChange }: FilterPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState({ min: minPrice?.toString() ?? '', max: maxPrice?.toString() ?? '' });
  // The URL's range changed under us (a chip removed, Back): show it in the boxes.
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    setDraft({ min: minPrice?.toString() ?? '', max: maxPrice?.toString() ?? '' });
  }

  const parse = (text: string) => {
    const digits = text.replace(/[^\d]/g, '');
    return digits === '' ? undefined : Number(digits);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let [min, max] = [parse(draft.min), parse(draft.max)];
    // Typed the wrong way round: meant as a range all the same.
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    onPriceChange(min, max);
  };

  return (
    <form className={sectionClass} onSubmit={onSubmit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={legendClass}>
        Price <span className="font-normal text-slate-600">(incl. GST)</span>
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <PriceInput
          id={`${id}-min`}
          label="Minimum price in rupees"
          placeholder="Min"
          value={draft.min}
          onChange={(min) => setDraft((value) => ({ ...value, min }))}
        />
        <span className="text-sm text-slate-600">to</span>
        <PriceInput
          id={`${id}-max`}
          label="Maximum price in rupees"
          placeholder="Max"
          value={draft.max}
          onChange={(max) => setDraft((value) => ({ ...value, max }))}
        />
      </div>
      <button
        type="submit"
        className="mt-2 h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50"
      >
        Apply price
      </button>
      {priceRange && (
        <p className="mt-2 text-xs text-slate-600">
          From {formatRupees(priceRange.min)} to {formatRupees(priceRange.max)} here
        </p>
      )}
    </form>
  );
}

function PriceInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-sm text-slate-600">
        ₹
      </span>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-6 pr-2 text-base tabular-nums placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
      />
    </div>
  );
}
