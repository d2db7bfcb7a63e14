import { MAX_COMPARE } from '@store/shared';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { compareHref } from '../compare-link';
import { useCompare } from '../compare-store';

/**
 * The products picked for comparison, in a bar fixed to the bottom of the screen (above the phone's
 * bottom bar, taking its place while it hides on scrolling down) while there is at least one: each can be taken off, and "Compare (n)" opens /compare.
 * It keeps a space of its own height at the end of <body>, after the footer, so it never covers the
 * end of the page (a space left where the bar is rendered, inside the page, came before the footer,
 * whose last lines it then covered).
 *
 * On a phone's product page it gives way to the buy bar (StickyBuyBar, there while the page's own
 * buttons are out of view), the way Flipkart's and Myntra's product pages keep one purchase bar at the
 * bottom: a shopper there has come to decide on this product, and tray, buy bar and tab bar stacked
 * took 190 px of a 640 px screen and covered the footer (issue 40). The tray comes back with the page's
 * own buttons, beside which its "Add to compare" toggle sits.
 */
export function CompareBar() {
  const { items, remove, clear } = useCompare();
  if (items.length === 0) return null;

  const givesWay = 'max-md:[body:has([data-buy-bar])_&]:hidden';
  return (
    <>
      {/* Rendered on the client only: on the server and while hydrating the list is empty (see useCompare). */}
      {createPortal(<div aria-hidden="true" className={`h-20 ${givesWay}`} />, document.body)}
      <section
        aria-label="Compare products"
        data-compare-bar
        className={`fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 transition-[bottom] duration-300 motion-reduce:transition-none [body:has([data-bottom-bar][data-visible=false])_&]:bottom-0 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0 ${givesWay}`}
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
