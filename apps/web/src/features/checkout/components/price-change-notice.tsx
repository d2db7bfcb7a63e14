import { formatRupees } from '@store/shared';
import { useEffect, useRef } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import type { CartChange } from '../checkout-item';

interface PriceChangeNoticeProps {
  message: string;
  changes: readonly CartChange[];
  /** What paying now would charge, with the changes applied. */
  total: number;
}

/**
 * The shop's prices or stock moved since the cart was filled (a 409 before any payment). Shown, and
 * focused, before the customer pays: they confirm the new total by paying again.
 */
export function PriceChangeNotice({ message, changes, total }: PriceChangeNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message, changes]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="price-change-heading"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      data-testid="price-change"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p id="price-change-heading" className="font-semibold">
          {message}
        </p>
        {changes.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {changes.map((change) => (
              <li key={`${change.kind}-${change.productId}`}>{describe(change)}</li>
            ))}
          </ul>
        )}
        <p className="mt-2">
          New total: <strong className="font-bold">{formatRupees(total)}</strong>. Nothing has been charged. Check your order and pay again to confirm.
        </p>
      </div>
    </div>
  );
}

function describe(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.name}: ${formatRupees(change.from)} → ${formatRupees(change.to)} each`;
    case 'quantity':
      return `${change.name}: only ${change.to} left, quantity reduced from ${change.from} to ${change.to}`;
    case 'removed':
      return `${change.name}: out of stock, removed from your cart`;
  }
}
