import { formatRupees, type Product } from '@store/shared';
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';

interface StickyBuyBarProps {
  product: Product;
  quantity: number;
  canAdd: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
  /** The page's own Add to Cart and Buy Now: the bar shows only while they are off screen, so there is one set in view. */
  actions: RefObject<HTMLElement | null>;
}

/** Whether `target` is off screen; false until known (and without IntersectionObserver). */
function useOffScreen(target: RefObject<HTMLElement | null>): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOff(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return off;
}

/**
 * Phones only: the price, Add to Cart and Buy Now kept at the bottom of the screen while the page's
 * own buttons are scrolled out of view, above the site's bottom bar (and in its place while it hides on
 * scrolling down). The compare tray gives way to it (see CompareBar): never three bars. It is put at
 * the end of <body>, outside the page's <main>: a landmark of its own, followed by a space of its
 * height after the footer, so the end of the page is never under it.
 */
export function StickyBuyBar({ product, quantity, canAdd, onAddToCart, onBuyNow, actions }: StickyBuyBarProps) {
  const show = useOffScreen(actions);
  if (!show) return null;
  return createPortal(
    <>
      {/* The layout's bottom padding keeps the site's bottom bar clear; this keeps the bar above it clear too. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <section
        aria-label={`Buy ${product.name}`}
        data-buy-bar
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition-[bottom] duration-300 motion-reduce:transition-none [body:has([data-bottom-bar][data-visible=false])_&]:bottom-[env(safe-area-inset-bottom)] md:hidden"
      >
        <div className="flex items-center gap-2 px-3 py-2">
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block truncate text-lg font-bold text-slate-900" data-testid="buy-bar-price">
              {formatRupees(product.priceInclGst * quantity)}
            </span>
            <span className="block truncate text-xs text-slate-600">{quantity > 1 ? `${quantity} × ${formatRupees(product.priceInclGst)}` : 'incl. GST'}</span>
          </p>
          {/* Labels on one line: the price beside them gives way (it truncates) before they wrap. */}
          <Button variant="secondary" className="shrink-0 whitespace-nowrap px-3" disabled={!canAdd} onClick={onAddToCart}>
            <CartIcon className="size-4" />
            Add to Cart
          </Button>
          <Button className="shrink-0 whitespace-nowrap px-3" onClick={onBuyNow}>
            Buy Now
          </Button>
        </div>
      </section>
    </>,
    document.body,
  );
}
