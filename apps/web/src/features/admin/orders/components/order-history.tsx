import { auditActionLabel, type AuditEntry } from '@store/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { STATUS_LABELS } from '@/features/orders';
import { useLogError } from '@/hooks/use-log-error';
import { formatIndianShortDateTime } from '@/lib/dates';
import { refundOf, statusChangeOf } from '../admin-order-format';
import { useOrderHistory } from '../api/get-order-history';

/** The admins' changes to the order from the audit log, newest first: who, what, when. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const history = useOrderHistory(orderId);
  useLogError(history.error, 'Failed to load the order history');

  if (history.isPending) {
    return (
      <div role="status" aria-label="Loading the history" className="space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        <p>The history could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (history.data.entries.length === 0) return <p className="text-sm text-slate-600">No changes by the shop yet.</p>;

  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4" data-testid="order-history">
      {history.data.entries.map((entry) => (
        <HistoryEntry key={entry._id} entry={entry} />
      ))}
    </ol>
  );
}

/** What the change was: a status move as from → to (with what moved it, unless a plain status change), a refund by its amount, else its words. */
function headingOf(entry: AuditEntry): string {
  const { from, to } = statusChangeOf(entry);
  const refund = refundOf(entry);
  if (refund) return `Refunded ${refund.amount}`;
  if (!to) return auditActionLabel(entry);
  const move = `${from ? STATUS_LABELS[from] : 'Status'} → ${STATUS_LABELS[to]}`;
  return entry.action === 'order.status' ? move : `${auditActionLabel(entry)}: ${move}`;
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const { trackingNumber } = statusChangeOf(entry);
  const refund = refundOf(entry);
  return (
    <li className="relative text-sm">
      <span aria-hidden="true" className="absolute top-1.5 -left-[1.3125rem] size-2.5 rounded-full bg-brand-600" />
      <p className="font-semibold text-slate-900">{headingOf(entry)}</p>
      {refund?.note && <p className="text-slate-700 wrap-anywhere">“{refund.note}”</p>}
      {trackingNumber && (
        <p className="text-slate-700">
          Tracking number <span className="font-mono">{trackingNumber}</span>
        </p>
      )}
      <p className="text-slate-600">
        <span className="wrap-anywhere">{entry.actor}</span> · <time dateTime={entry.createdAt}>{formatIndianShortDateTime(entry.createdAt)}</time>
      </p>
    </li>
  );
}
