import { formatPaise, formatRupees, GST_PERCENT, type InclusiveTotals } from '@store/shared';
import type { ReactNode } from 'react';

interface MoneySummaryProps {
  /**
   * The total charged (whole rupees), the delivery charge inside it, and its break-up in paise. For a
   * cart or a checkout, orderTotals of its lines (the rule the server charges by); for an order, the
   * figures stored with it, as charged: never recomputed from today's prices or rates.
   */
  amounts: Pick<InclusiveTotals, 'total' | 'taxablePaise' | 'gstPaise'> & {
    /** The delivery charge inside the total, rupees with GST (0: free). */
    shippingFee: number;
  };
  /** Says how many items the goods' figure is of: "3 items (incl. GST)". */
  itemCount?: number;
  taxLabel?: string;
  /** The figures' test ids: `${testIdPrefix}-items`, `-shipping`, `-total`, `-subtotal` (before tax) and `-tax`. */
  testIdPrefix: string;
  /** Extra classes for the list, e.g. a top border where it follows the lines. */
  className?: string;
}

/**
 * The money of a cart, a checkout or an order, the same on every page: the goods and the delivery
 * charge as shown, the total as charged (GST included), and the break-up the e-commerce rules ask for
 * (price before tax + the GST inside it) under the total it breaks up, to the paisa: the rows above
 * the total add up to it, and so do the two below it.
 */
export function MoneySummary({ amounts, itemCount, taxLabel = `GST (${GST_PERCENT}%) included`, testIdPrefix, className = '' }: MoneySummaryProps) {
  const itemsLabel = itemCount === undefined ? 'Items (incl. GST)' : `${itemCount} ${itemCount === 1 ? 'item' : 'items'} (incl. GST)`;
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <Row label={itemsLabel} testId={`${testIdPrefix}-items`}>
        {formatRupees(amounts.total - amounts.shippingFee)}
      </Row>
      <Row label="Delivery" testId={`${testIdPrefix}-shipping`} className={amounts.shippingFee > 0 ? '' : 'text-emerald-700'}>
        {amounts.shippingFee > 0 ? formatRupees(amounts.shippingFee) : 'Free'}
      </Row>
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold">
          Total <span className="text-xs font-normal text-slate-600">(incl. GST)</span>
        </dt>
        <dd className="font-bold tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatRupees(amounts.total)}
        </dd>
      </div>
      <Row label="Price before tax" testId={`${testIdPrefix}-subtotal`} small>
        {formatPaise(amounts.taxablePaise)}
      </Row>
      <Row label={taxLabel} testId={`${testIdPrefix}-tax`} small>
        {formatPaise(amounts.gstPaise)}
      </Row>
    </dl>
  );
}

/** One figure; `small` for the break-up under the total. */
function Row({
  label,
  testId,
  className = '',
  small = false,
  children,
}: {
  label: string;
  testId?: string;
  className?: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-between gap-4 ${small ? '-mt-2 text-xs' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium tabular-nums ${className}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
