import { formatRupees, type ProductCategory, type SuggestResponse } from '@store/shared';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useOnNavigation } from '@/components/layout/use-popover';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSuggestions } from '../api/get-suggestions';

/** Typing must pause this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer characters than this suggest nothing useful ("a" matches half the shop). */
export const SUGGEST_MIN_CHARS = 2;

const CATEGORY_LABELS: Record<ProductCategory, string> = {
  laptop: 'Laptops',
  accessories: 'Accessories',
  services: 'Services',
  software: 'Software',
};

type Option =
  | { kind: 'product'; key: string; href: string; product: SuggestResponse['products'][number] }
  | { kind: 'brand'; key: string; href: string; brand: string }
  | { kind: 'category'; key: string; href: string; category: ProductCategory }
  | { kind: 'search'; key: string; href: string; words: string };

const searchHref = (words: string) => `/products?search=${encodeURIComponent(words)}`;

/** The options in the order the arrow keys visit them: products, brands, categories, then "search for…". */
function optionsOf(suggestions: SuggestResponse | undefined, words: string): Option[] {
  const options: Option[] = [];
  for (const product of suggestions?.products ?? []) {
    options.push({ kind: 'product', key: `p-${product._id}`, href: `/products/${encodeURIComponent(product._id)}`, product });
  }
  for (const brand of suggestions?.brands ?? []) {
    options.push({ kind: 'brand', key: `b-${brand}`, href: `/products?brand=${encodeURIComponent(brand)}`, brand });
  }
  for (const category of suggestions?.categories ?? []) {
    options.push({ kind: 'category', key: `c-${category}`, href: `/products?category=${category}`, category });
  }
  options.push({ kind: 'search', key: 'search', href: searchHref(words), words });
  return options;
}

const GROUPS = [
  { kind: 'product', label: 'Products' },
  { kind: 'brand', label: 'Brands' },
  { kind: 'category', label: 'Categories' },
] as const;

/**
 * The header's search box on every page: a WAI-ARIA 1.2 combobox with a list of suggestions (products
 * with their picture and price, brands, categories). The arrow keys move through the options (focus
 * stays in the box, aria-activedescendant names the active one); Enter opens the active option or,
 * with none active, searches the catalogue; Escape closes the list, a second Escape clears the box.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const words = value.trim();
  const settled = useDebouncedValue(words, SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(settled.length >= SUGGEST_MIN_CHARS ? settled : '');
  const shown = open && words.length >= SUGGEST_MIN_CHARS;
  const options = shown ? optionsOf(data, words) : [];

  // A new list of options starts again with none active.
  const [shownData, setShownData] = useState(data);
  if (data !== shownData) {
    setShownData(data);
    setActive(-1);
  }

  useOnNavigation(() => {
    setOpen(false);
    setActive(-1);
  });

  const activeOption = shown && active >= 0 ? options[active] : undefined;
  const activeId = activeOption ? optionId(active) : undefined;
  useEffect(() => {
    // Keeps the active option in view in a list taller than the screen (scrollIntoView: not in jsdom).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          return;
        }
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
        else setActive((index) => (index <= 0 ? last : index - 1));
        return;
      }
      case 'Enter': {
        const option = shown ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return; // with none active, the form searches
      }
      case 'Escape':
        // Handled here, so the header leaves its search row open; an empty, closed box lets it close.
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        return;
    }
  };

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        navigate(words ? searchHref(words) : '/products');
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the store
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on the box, focused already since the last choice, shows its suggestions again.
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder="Search laptops, brands, accessories…"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-slate-300 bg-slate-50 pl-10 pr-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200 md:h-10 md:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!shown}
        // A press anywhere in the list (its scrollbar, a group's heading) keeps focus, and the list, in the box.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(70vh,34rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white py-1.5 shadow-xl"
      >
        {GROUPS.map(({ kind, label }) => {
          const inGroup = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
          if (inGroup.length === 0) return null;
          return (
            <div key={kind} role="group" aria-label={label} className="py-1">
              <div aria-hidden="true" className="px-4 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {label}
              </div>
              {inGroup.map(({ option, index }) => (
                <SuggestionOption key={option.key} id={optionId(index)} active={index === active} onChoose={() => choose(option)}>
                  <OptionContent option={option} />
                </SuggestionOption>
              ))}
            </div>
          );
        })}
        {options.length > 0 && (
          <SuggestionOption
            id={optionId(options.length - 1)}
            active={active === options.length - 1}
            onChoose={() => choose(options.at(-1)!)}
            className={options.length > 1 ? 'mt-1 border-t border-slate-100' : ''}
          >
            <OptionContent option={options.at(-1)!} />
          </SuggestionOption>
        )}
      </div>
      {/* Says how many suggestions arrived, for screen readers (the list itself is not announced). */}
      <div aria-live="polite" className="sr-only">
        {shown && data ? `${options.length - 1} ${options.length - 1 === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </div>
    </form>
  );
}

interface SuggestionOptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}

function SuggestionOption({ id, active, onChoose, className = '', children }: SuggestionOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-sm text-slate-800 md:min-h-9 ${
        active ? 'bg-brand-50 text-brand-900 outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-slate-50'
      } ${className}`}
    >
      {children}
    </div>
  );
}

function OptionContent({ option }: { option: Option }) {
  switch (option.kind) {
    case 'product':
      return (
        <>
          <img src={option.product.image} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded-md bg-slate-100 object-cover" />
          <span className="line-clamp-2 min-w-0 flex-1 font-medium leading-snug">{option.product.name}</span>
          <span className="shrink-0 text-right">
            <span className="block font-semibold text-slate-900">{formatRupees(option.product.priceInclGst)}</span>
            <span className="block text-[11px] leading-none text-slate-600">incl. GST</span>
          </span>
        </>
      );
    case 'brand':
      return <span className="font-medium">{option.brand}</span>;
    case 'category':
      return <span className="font-medium">{CATEGORY_LABELS[option.category]}</span>;
    case 'search':
      return (
        <>
          <SearchIcon className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 truncate">
            Search for <span className="font-semibold">“{option.words}”</span>
          </span>
        </>
      );
  }
}
