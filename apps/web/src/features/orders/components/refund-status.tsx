import { formatRupees, type Order } from '@store/shared';

type Refund = NonNullable<Order['refund']>;

/** What the customer is told about a cancelled order's money. */
export function refundLabel(refund: Refund): string {
  switch (refund.status) {
    case 'pending':
      return `Refund pending ${formatRupees(refund.amount)}`;
    case 'processed':
      return `Refunded ${formatRupees(refund.amount)}`;
    case 'failed':
      return 'Refund failed: we will contact you';
  }
}

const TONES: Record<Refund['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

export function RefundStatus({ refund }: { refund: Refund }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[refund.status]}`} data-testid="refund-status">
      {refundLabel(refund)}
    </span>
  );
}
