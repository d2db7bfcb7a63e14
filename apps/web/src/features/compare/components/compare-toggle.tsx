import { useCompare, type ComparableProduct } from '../compare-store';

interface CompareToggleProps {
  product: ComparableProduct;
  /** A card's small line, or the product page's bordered box. */
  variant?: 'card' | 'page';
}

/** "Add to compare": a checkbox, ticked while the product is on the compare list (a fifth is refused). */
export function CompareToggle({ product, variant = 'card' }: CompareToggleProps) {
  const { isCompared, toggle } = useCompare();
  const checked = isCompared(product._id);
  return (
    <label
      className={`inline-flex cursor-pointer select-none items-center gap-2 text-sm font-medium ${
        variant === 'page'
          ? 'rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-800 hover:border-slate-400'
          : 'min-h-8 text-slate-700 hover:text-slate-900'
      } ${checked ? 'text-brand-800' : ''}`}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={() => toggle(product)}
        // The visible words, then which product: a grid of "Add to compare" boxes says nothing alone.
        aria-label={`Add to compare: ${product.name}`}
        className="size-4 shrink-0 accent-brand-600"
      />
      {checked ? 'Added to compare' : 'Add to compare'}
    </label>
  );
}
