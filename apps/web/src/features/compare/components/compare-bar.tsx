import { MAX_COMPARE } from '@store/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { compareHref } from '../compare-link';
import { useCompare } from '../compare-store';

/**
 * The products picked for comparison, in a bar fixed to the bottom of the screen (above the phone's
 * bottom bar, taking its place while it hides on scrolling down) while there is at least one: each can be taken off, and "Compare (n)" opens /compare.
 * It keeps a space of its own height at the end of the page, so it never covers the last results.
 */
export function CompareBar() {
  const { items, remove, clear } = useCompare();
  if (items.length === 0) return null;

  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label="Compare products"
        data-compare-bar
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 transition-[bottom] duration-300 motion-reduce:transition-none [body:has([data-bottom-bar][data-visible=false])_&]:bottom-0 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
          <ul className="hidden min-w-0 flex-1 items-center gap-2 md:flex">
            {items.map((item) => (
              <li key={item._id} className="flex min-w-0 max-w-56 items-center gap-2 rounded-xl border border-slate-200 bg-white py-1 pl-1 pr-1.5">
                {item.image && <img src={item.image} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded-lg bg-slate-100 object-cover" />}
                <span className="min-w-0 truncate text-sm font-medium text-slate-800">{item.name}</span>
                <button
                  type="button"
                  onClick={() => remove(item._id)}
                  aria-label={`Remove from compare: ${item.name}`}
                  className="flex size-7 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <p className="min-w-0 flex-1 text-sm text-slate-700 md:flex-none">
            <span className="font-semibold text-slate-900">
              {items.length} of {MAX_COMPARE}
            </span>{' '}
            selected
            {items.length === 1 && <span className="block text-xs text-slate-600 md:hidden">Add one more to compare</span>}
          </p>
          <button type="button" onClick={clear} className="shrink-0 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Clear
          </button>
          <Link to={compareHref(items.map((item) => item._id))} className={buttonClasses({ className: 'shrink-0' })}>
            Compare ({items.length})
          </Link>
        </div>
      </section>
    </>
  );
}
