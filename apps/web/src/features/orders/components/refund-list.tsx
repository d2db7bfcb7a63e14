import { formatPaise, formatRupees, REFUND_REASON_LABELS, type RefundSummary } from '@store/shared';
import { AlertIcon } from '@/components/ui/icons';
import { formatIndianDate } from '@/lib/dates';
import { REFUND_STATUS_WORDS } from '../order-format';
import { REFUND_TONES } from './refund-status';

/**
 * What came back of an order's payment, refund by refund: a customer refunded in part sees how much,
 * why, where each one stands and when it arrived. Never the gateway's own words (a failed refund is
 * "delayed", and the shop follows it up).
 */
export function RefundList({ refund, total }: { refund: RefundSummary; /** The order's total, whole rupees. */ total: number }) {
  const onItsWay = refund.amountPaise - refund.refundedPaise;
  const delayed = refund.refunds.filter((one) => one.status === 'failed').reduce((sum, one) => sum + one.amountPaise, 0);
  const refunds = [...refund.refunds].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3 text-sm" data-testid="refund-totals">
        {refund.refundedPaise > 0 && <Total label="Back with you" amount={refund.refundedPaise} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />}
        {onItsWay > 0 && <Total label="On its way" amount={onItsWay} tone="bg-amber-50 text-amber-950 ring-amber-200" />}
        {delayed > 0 && <Total label="Delayed" amount={delayed} tone="bg-red-50 text-red-900 ring-red-200" />}
      </dl>
      <p className="text-sm text-slate-600">Order total: {formatRupees(total)}.</p>

      {refund.status === 'failed' && (
        <p className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />A refund could not be completed yet. We will contact you to sort it out; you do not need to do
          anything.
        </p>
      )}

      <ul className="divide-y divide-slate-100 border-t border-slate-200" aria-label="Refunds of this order">
        {refunds.map((one) => (
          <li key={one._id} className="py-3" data-testid="refund">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-semibold tabular-nums text-slate-900">{formatPaise(one.amountPaise)}</p>
              <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ${REFUND_TONES[one.status]}`}>
                <span className="sr-only">Status: </span>
                {REFUND_STATUS_WORDS[one.status]}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-slate-700">{REFUND_REASON_LABELS[one.reason]}</p>
            <p className="text-sm text-slate-600">
              Started <time dateTime={one.createdAt}>{formatIndianDate(one.createdAt)}</time>
              {one.status === 'processed' && one.processedAt && (
                <>
                  {' · '}back with you on <time dateTime={one.processedAt}>{formatIndianDate(one.processedAt)}</time>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">Refunds go back the way you paid (card, UPI or bank account). Banks usually take 5–7 working days.</p>
    </div>
  );
}

function Total({ label, amount, tone }: { label: string; amount: number; tone: string }) {
  return (
    <div className={`rounded-xl px-3 py-2.5 ring-1 ${tone}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-base font-bold tabular-nums">{formatPaise(amount)}</dd>
    </div>
  );
}
