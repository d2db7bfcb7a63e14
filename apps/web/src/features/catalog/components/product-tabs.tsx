import type { Product } from '@store/shared';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const TABS = ['Description', 'Specifications', 'Reviews'] as const;
type Tab = (typeof TABS)[number];

/**
 * Description / Specifications / Reviews as an APG tablist: arrows, Home and End move between tabs.
 * `reviews` is the Reviews panel, composed by the page; it mounts when first shown (no request for a
 * tab nobody opens) and then stays, keeping its filter while the shopper looks at the other tabs.
 */
export function ProductTabs({ product, reviews }: { product: Product; reviews?: ReactNode }) {
  // '#reviews' opens on the reviews: where a guest who logged in to vote comes back to.
  const startOnReviews = useLocation().hash === '#reviews';
  const [selected, setSelectedTab] = useState<Tab>(startOnReviews ? 'Reviews' : 'Description');
  const [reviewsShown, setReviewsShown] = useState(startOnReviews);
  const setSelected = (tab: Tab) => {
    setSelectedTab(tab);
    if (tab === 'Reviews') setReviewsShown(true);
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const specifications = Object.entries(product.specifications);

  const onKeyDown = (event: KeyboardEvent) => {
    const current = TABS.indexOf(selected);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + TABS.length) % TABS.length;
    setSelected(TABS[next] ?? 'Description');
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="rounded-3xl border border-slate-200 bg-white shadow-sm">
      <div role="tablist" aria-label="Product information" className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 sm:px-4" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-3.5 text-sm font-semibold transition-colors sm:px-4 ${
              tab === selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={tab !== selected}
          tabIndex={0}
          className="p-5 sm:p-6"
        >
          {tab === 'Description' && <p className="max-w-3xl leading-relaxed text-slate-700">{product.description}</p>}
          {tab === 'Specifications' &&
            (specifications.length > 0 ? (
              <table className="w-full max-w-3xl text-left text-sm">
                <caption className="sr-only">Specifications of {product.name}</caption>
                <tbody className="divide-y divide-slate-200">
                  {specifications.map(([key, value]) => (
                    <tr key={key}>
                      <th scope="row" className="w-2/5 py-2.5 pr-4 align-top font-medium text-slate-600 sm:w-1/3">
                        {key}
                      </th>
                      <td className="py-2.5 text-slate-900">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-slate-600">Specifications will be added soon.</p>
            ))}
          {tab === 'Reviews' && (reviewsShown ? (reviews ?? <p className="text-slate-600">No reviews yet</p>) : null)}
        </div>
      ))}
    </div>
  );
}
