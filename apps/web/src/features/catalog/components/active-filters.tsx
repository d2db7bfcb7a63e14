import { FILTER_LABELS, PRODUCT_FILTERS, type AppliedFilters } from '@store/shared';
import { CloseIcon } from '@/components/ui/icons';
import { filterValueLabel, priceRangeLabel } from '../filter-labels';
import type { CatalogueParams } from '../hooks/use-catalogue-params';

interface Chip {
  key: string;
  /** What the chip shows. */
  text: string;
  /** The remove button's accessible name: "Remove filter: Brand Dell". */
  name: string;
  onRemove: () => void;
}

interface ActiveFiltersProps {
  catalogue: CatalogueParams;
  /** The budget the server read from the search box ("laptop under 50000"), if any. */
  applied: AppliedFilters | undefined;
}

/** The budget read from the search that still applies: a price given in the filters wins over it, end by end. */
export function searchBudget(applied: AppliedFilters | undefined, minPrice: number | undefined, maxPrice: number | undefined) {
  const min = minPrice === undefined ? applied?.minPrice : undefined;
  const max = maxPrice === undefined ? applied?.maxPrice : undefined;
  return min === undefined && max === undefined ? undefined : { min, max };
}

/**
 * The filters in force, as chips above the results, each taken off with one tap, and "Clear all".
 * A budget read from the search box is a chip too: taking it off keeps the search's words.
 */
export function ActiveFilters({ catalogue, applied }: ActiveFiltersProps) {
  const { filters, minPrice, maxPrice, inStock } = catalogue;
  const budget = searchBudget(applied, minPrice, maxPrice);
  const words = applied?.search ?? '';

  const chips: Chip[] = [];
  for (const filter of PRODUCT_FILTERS) {
    for (const value of filters[filter]) {
      const label = filterValueLabel(filter, value);
      chips.push({
        key: `${filter}:${value}`,
        text: `${FILTER_LABELS[filter]}: ${label}`,
        name: `Remove filter: ${FILTER_LABELS[filter]} ${label}`,
        onRemove: () => catalogue.toggleFilter(filter, value),
      });
    }
  }
  if (minPrice !== undefined || maxPrice !== undefined) {
    const range = priceRangeLabel(minPrice, maxPrice);
    chips.push({ key: 'price', text: `Price: ${range}`, name: `Remove filter: Price ${range}`, onRemove: () => catalogue.setPriceRange(undefined, undefined) });
  }
  if (budget) {
    const range = priceRangeLabel(budget.min, budget.max);
    chips.push({ key: 'budget', text: `Budget: ${range}`, name: `Remove filter: Budget ${range}`, onRemove: () => catalogue.removeBudget(words) });
  }
  if (inStock) {
    chips.push({ key: 'stock', text: 'In stock only', name: 'Remove filter: In stock only', onRemove: () => catalogue.setInStock(false) });
  }

  if (chips.length === 0) return null;
  return (
    // One row that scrolls sideways on a phone (the results stay near the top); wrapped from sm up.
    <ul
      aria-label="Filters in use"
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      data-testid="active-filters"
    >
      {chips.map((chip) => (
        <li key={chip.key} className="shrink-0">
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={chip.name}
            className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full border border-brand-200 bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-900 hover:border-brand-300 hover:bg-brand-100"
          >
            {chip.text}
            <CloseIcon className="size-4 text-brand-700" />
          </button>
        </li>
      ))}
      <li className="shrink-0">
        <button
          type="button"
          onClick={() => catalogue.clearAllFilters(budget ? words : undefined)}
          className="h-9 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
