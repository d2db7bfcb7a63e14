import { formatPaise, formatRupees, PAYMENT_MESSAGES, REFUND_REASON_LABELS, type AdminOrder, type AdminRefund } from '@store/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AlertIcon } from '@/components/ui/icons';
import { REFUND_TONES } from '@/features/orders';
import { useRetryRefund } from '@/features/admin/payments';
import { errorMessage } from '@/lib/api-client';
import { formatIndianShortDateTime } from '@/lib/dates';
import { ADMIN_REFUND_STATUS_LABELS, REFUND_FAILED, requesterLabel } from '../admin-order-format';
import { PartialRefundForm } from './partial-refund-form';

/**
 * The order's money coming back, as the shop handles it: its total, what is refunded and what is left; each
 * refund with who asked, the gateway's id and why it failed (a failed one can be tried again); and
 * the form to refund part of what is left.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const refunds = [...(order.refund?.refunds ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const refunded = order.refund?.amountPaise ?? 0;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3 text-sm" data-testid="refund-money">
        {/* The order's total: the payment itself may be more (an overpayment made into the order, its excess refunded). */}
        <Figure label="Order total" value={formatRupees(order.totalAmount)} />
        <Figure label="Refunded or on its way" value={formatPaise(refunded)} />
        <Figure label="Left to refund" value={formatPaise(order.refundablePaise)} />
      </dl>

      {refunds.length > 0 ? (
        <ul className="divide-y divide-slate-100 border-t border-slate-200" aria-label="Refunds of this order">
          {refunds.map((refund) => (
            <RefundRow key={refund._id} refund={refund} customerName={order.customer.name} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing has been refunded of this order.</p>
      )}

      {order.refundablePaise > 0 ? <PartialRefundForm order={order} /> : <p className="text-sm text-slate-600">Nothing is left to refund of this payment.</p>}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function RefundRow({ refund, customerName }: { refund: AdminRefund; customerName: string }) {
  const amount = formatPaise(refund.amountPaise);
  return (
    <li className="space-y-3 py-4" data-testid="admin-refund">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="text-base font-bold tabular-nums text-slate-900">{amount}</p>
        <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${REFUND_TONES[refund.status]}`}>
          <span className="sr-only">Status: </span>
          {ADMIN_REFUND_STATUS_LABELS[refund.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Reason</dt>
        <dd className="text-slate-900">{REFUND_REASON_LABELS[refund.reason]}</dd>
        <dt className="text-slate-600">Requested by</dt>
        <dd className="text-slate-900 wrap-anywhere">{requesterLabel(refund.requestedBy)}</dd>
        <dt className="text-slate-600">Requested</dt>
        <dd className="text-slate-900">
          <time dateTime={refund.createdAt}>{formatIndianShortDateTime(refund.createdAt)}</time>
        </dd>
        {refund.processedAt && (
          <>
            <dt className="text-slate-600">Processed</dt>
            <dd className="text-slate-900">
              <time dateTime={refund.processedAt}>{formatIndianShortDateTime(refund.processedAt)}</time>
            </dd>
          </>
        )}
        <dt className="text-slate-600">Razorpay refund ID</dt>
        <dd className="font-mono text-xs leading-5 text-slate-900 wrap-anywhere">{refund.gatewayRefundId || '—'}</dd>
        <dt className="text-slate-600">Attempts</dt>
        <dd className="tabular-nums text-slate-900">{refund.attempts}</dd>
      </dl>
      {refund.status === 'failed' && (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-start sm:justify-between">
          <p className="flex min-w-0 gap-2">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold">Why it failed: </span>
              {refund.failureReason || 'Razorpay gave no reason.'}
            </span>
          </p>
          <RetryRefund refund={refund} amount={amount} customerName={customerName} />
        </div>
      )}
    </li>
  );
}

function RetryRefund({ refund, amount, customerName }: { refund: AdminRefund; amount: string; customerName: string }) {
  const retry = useRetryRefund();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0 self-start"
        onClick={() => setConfirming(true)}
        disabled={retry.isPending}
        aria-label={`Retry refund of ${amount}`}
      >
        Retry refund
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Try the refund of ${amount} again?`}
        confirmLabel="Retry refund"
        busyLabel="Retrying…"
        cancelLabel="Not now"
        busy={retry.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          retry.mutate(refund._id, {
            onSuccess: () => toast.success(PAYMENT_MESSAGES.refundQueued),
            onError: (error) => toast.error(errorMessage(error, REFUND_FAILED)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>
          Razorpay is asked again to return {amount} to {customerName || 'the customer'}, the way they paid. Check first that what made it fail has been put
          right{refund.failureReason ? ` (${refund.failureReason})` : ''}.
        </p>
      </ConfirmDialog>
    </>
  );
}
