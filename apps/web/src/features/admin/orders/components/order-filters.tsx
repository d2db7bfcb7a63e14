import { ORDER_STATUSES } from '@store/shared';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';
import { STATUS_LABELS } from '@/features/orders';

export const ORDER_FILTER_KEYS = ['status', 'from', 'to', 'search'] as const;
export type OrderFilters = Record<(typeof ORDER_FILTER_KEYS)[number], string>;

interface OrderFiltersProps {
  filters: OrderFilters;
  onChange: (changes: Partial<OrderFilters>) => void;
}

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/**
 * The list's filters. Status and dates apply as they change; the search applies on submit, so the
 * list is not asked again for every letter of a phone number.
 */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersProps) {
  const anySet = ORDER_FILTER_KEYS.some((key) => filters[key]);
  return (
    <div className="mb-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <form
        role="search"
        aria-label="Orders"
        // Keyed remount: a search changed from outside (Back, Clear filters) shows in the box.
        key={filters.search}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          onChange({ search });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="admin-order-search" className={labelClass}>
            Search orders
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id="admin-order-search"
              name="search"
              type="search"
              defaultValue={filters.search}
              maxLength={100}
              placeholder="#ABCD1234, name, e-mail, phone or serial no."
              autoComplete="off"
              enterKeyHint="search"
              className={controlClasses(false, 'h-11 pl-10')}
            />
          </div>
        </div>
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </form>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,11rem)_minmax(0,11rem)_auto] sm:items-end">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="admin-order-status" className={labelClass}>
            Status
          </label>
          <select
            id="admin-order-status"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value })}
            className={controlClasses(false, 'h-11')}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-order-from" className={labelClass}>
            Placed from
          </label>
          <input
            id="admin-order-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
            className={controlClasses(false, 'h-11')}
          />
        </div>
        <div>
          <label htmlFor="admin-order-to" className={labelClass}>
            Placed to
          </label>
          <input
            id="admin-order-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            className={controlClasses(false, 'h-11')}
          />
        </div>
        {anySet && (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start sm:col-span-1"
            onClick={() => onChange({ status: '', from: '', to: '', search: '' })}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
