import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from '@/components/layout/use-popover';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

interface FilterSheetProps {
  /** The filter panel. */
  children: ReactNode;
  /** How many products the filters give; undefined while they load. */
  total: number | undefined;
  filterCount: number;
  onClearAll: () => void;
  /** Closing hands focus back to what opened the sheet (its caller's button). */
  onClose: () => void;
}

/**
 * The phone's filters: a modal sheet over the results with the same panel as the desktop sidebar.
 * Each choice applies at once (the results behind update, the count on the button with them); focus
 * is kept inside; Escape, the close button, the backdrop and "Show N products" close it.
 */
export function FilterSheet({ children, total, filterCount, onClearAll, onClose }: FilterSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-slate-900/50 motion-reduce:animate-none" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-full max-w-sm animate-slide-in-right flex-col bg-white shadow-2xl motion-reduce:animate-none"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            Filters
          </h2>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            aria-label="Close filters"
            className="flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
        <div className="flex shrink-0 gap-3 border-t border-slate-200 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          {filterCount > 0 && (
            <Button variant="secondary" onClick={onClearAll}>
              Clear all
            </Button>
          )}
          <Button className="flex-1" onClick={onClose}>
            {total === undefined ? 'Show products' : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
