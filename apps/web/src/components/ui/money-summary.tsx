import { formatPaise, formatRupees, GST_PERCENT, type InclusiveTotals } from '@store/shared';
import type { ReactNode } from 'react';

interface MoneySummaryProps {
  /**
   * The total charged (whole rupees) and its break-up in paise. For a cart or a checkout, inclusiveTotals
   * of its lines (the rule the server charges by); for an order, the figures stored with it, as charged:
   * never recomputed from today's prices or rates.
   */
  amounts: Pick<InclusiveTotals, 'total' | 'taxablePaise' | 'gstPaise'>;
  /** Says how many items the price is of: "Price before tax (3 items)". */
  itemCount?: number;
  taxLabel?: string;
  /** The "Shipping: Free" line (the shop ships free; the admin's view leaves it out). */
  showShipping?: boolean;
  /** The figures' test ids: `${testIdPrefix}-subtotal` (before tax), `-tax` and `-total`. */
  testIdPrefix: string;
  /** Extra classes for the list, e.g. a top border where it follows the lines. */
  className?: string;
}

/**
 * The money of a cart, a checkout or an order, the same on every page: the total as charged, GST
 * included, and the break-up the e-commerce rules ask for (price before tax + the GST inside it), to
 * the paisa.
 */
export function MoneySummary({
  amounts,
  itemCount,
  taxLabel = `GST (${GST_PERCENT}%) included`,
  showShipping = true,
  testIdPrefix,
  className = '',
}: MoneySummaryProps) {
  const subtotalLabel = itemCount === undefined ? 'Price before tax' : `Price before tax (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <Row label={subtotalLabel} testId={`${testIdPrefix}-subtotal`}>
        {formatPaise(amounts.taxablePaise)}
      </Row>
      <Row label={taxLabel} testId={`${testIdPrefix}-tax`}>
        {formatPaise(amounts.gstPaise)}
      </Row>
      {showShipping && (
        <Row label="Shipping" className="text-emerald-700">
          Free
        </Row>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold">
          Total <span className="text-xs font-normal text-slate-600">(incl. GST)</span>
        </dt>
        <dd className="font-bold tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatRupees(amounts.total)}
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, testId, className = '', children }: { label: string; testId?: string; className?: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium tabular-nums ${className}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
