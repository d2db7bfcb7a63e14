import { formatRupees, TAX_RATE } from '@store/shared';
import type { ReactNode } from 'react';

const GST_PERCENT_LABEL = `${Math.round(TAX_RATE * 100)}% GST`;

interface MoneySummaryProps {
  /**
   * Whole rupees. For a cart or a checkout, gstTotals of its lines (the rule the server charges by);
   * for an order, the figures stored with it, as charged: never recomputed from today's prices or rates.
   */
  amounts: { subtotal: number; tax: number; total: number };
  /** Says how many items the subtotal is of: "Subtotal (3 items)". */
  itemCount?: number;
  taxLabel?: string;
  /** The "Shipping: Free" line (the shop ships free; the admin's view leaves it out). */
  showShipping?: boolean;
  /** The figures' test ids: `${testIdPrefix}-subtotal`, `-tax` and `-total`. */
  testIdPrefix: string;
  /** Extra classes for the list, e.g. a top border where it follows the lines. */
  className?: string;
}

/** Subtotal, GST, shipping and total: the money of a cart, a checkout or an order, the same on every page. */
export function MoneySummary({
  amounts,
  itemCount,
  taxLabel = `Tax (${GST_PERCENT_LABEL})`,
  showShipping = true,
  testIdPrefix,
  className = '',
}: MoneySummaryProps) {
  const subtotalLabel = itemCount === undefined ? 'Subtotal' : `Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <Row label={subtotalLabel} testId={`${testIdPrefix}-subtotal`}>
        {formatRupees(amounts.subtotal)}
      </Row>
      <Row label={taxLabel} testId={`${testIdPrefix}-tax`}>
        {formatRupees(amounts.tax)}
      </Row>
      {showShipping && (
        <Row label="Shipping" className="text-emerald-700">
          Free
        </Row>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold" data-testid={`${testIdPrefix}-total`}>
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
      <dd className={`font-medium ${className}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
