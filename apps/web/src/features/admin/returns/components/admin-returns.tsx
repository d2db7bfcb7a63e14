import {
  formatRupees,
  orderNumber,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  returnStatusLabel,
  type AdminReturn,
  type ReturnStatus,
} from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { formatIndianDateTime } from '@/lib/dates';
import { useAdminReturns, useReturnStep } from '../api/returns';
import { PayoutReveal } from './payout-reveal';
import { ReturnReceiptForm } from './return-receipt-form';

/** What the shop does next with a return at each status. */
function ReturnActions({ item }: { item: AdminReturn }) {
  const step = useReturnStep();
  const [note, setNote] = useState('');
  const most = item.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const [amount, setAmount] = useState(String(most));
  const [reference, setReference] = useState('');
  const busy = step.isPending;
  const run = (name: 'approve' | 'reject' | 'close', body: object) => step.mutate({ id: item._id, step: name, body });

  if (item.status === 'requested')
    return (
      <div className="space-y-2">
        <label className="block">
          <span className="mb-1 block font-medium">Note to the customer</span>
          <input value={note} onChange={(event) => setNote(event.target.value)} className={controlClasses(false, 'h-10')} />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => run('approve', { note })}>
            Approve and book pickup
          </Button>
          <Button size="sm" variant="secondary" disabled={busy || note.trim().length < 3} onClick={() => run('reject', { note })}>
            Turn down
          </Button>
        </div>
      </div>
    );
  if (item.status === 'approved') return <ReturnReceiptForm item={item} />;
  if (item.status === 'received')
    return item.kind === 'replacement' ? (
      <Button size="sm" disabled={busy} onClick={() => run('close', {})}>
        Send the replacement
      </Button>
    ) : (
      <div className="space-y-2">
        <label className="block">
          <span className="mb-1 block font-medium">Refund (₹, at most {formatRupees(most)})</span>
          <input
            type="number"
            min={1}
            max={most}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={controlClasses(false, 'h-10 w-40')}
          />
        </label>
        {item.payout && <PayoutReveal item={item} />}
        {item.payout && (
          <label className="block">
            <span className="mb-1 block font-medium">UTR of the transfer</span>
            <input value={reference} onChange={(event) => setReference(event.target.value)} className={controlClasses(false, 'h-10')} />
          </label>
        )}
        <Button size="sm" disabled={busy} onClick={() => run('close', { amount: Number(amount), ...(reference ? { reference } : {}) })}>
          Refund
        </Button>
      </div>
    );
  return null;
}

/** /admin/returns: returns and replacements waiting for the shop, newest first, each with its next step. */
export function AdminReturns() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const [page, setPage] = useState(1);
  const returns = useAdminReturns(status, page);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Returns</h1>
          <p className="text-sm text-slate-600">Approve or turn down requests, count what comes back, and refund or replace it.</p>
        </div>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Status</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ReturnStatus | '');
              setPage(1);
            }}
            className={controlClasses(false, 'h-10')}
          >
            <option value="">All open and settled</option>
            {RETURN_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {RETURN_STATUS_LABELS[candidate]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {returns.data?.returns.length === 0 && <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600">No returns here.</p>}
      <ul className="space-y-4">
        {returns.data?.returns.map((item) => (
          <li key={item._id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="admin-return">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {item.kind === 'return' ? 'Return' : 'Replacement'} ·{' '}
                <Link to={`/admin/orders/${item.orderId}`} className="font-mono text-brand-700 underline-offset-2 hover:underline">
                  #{orderNumber(item.orderId)}
                </Link>
              </p>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold">{returnStatusLabel(item)}</span>
            </div>
            <p className="text-slate-700">
              {item.customer.name} · {item.customer.phone} · asked <time dateTime={item.createdAt}>{formatIndianDateTime(item.createdAt)}</time>
            </p>
            <p className="text-slate-800">{item.lines.map((line) => `${line.quantity} × ${line.name} (${formatRupees(line.unitPrice)})`).join(', ')}</p>
            <p className="text-slate-700">
              <span className="font-medium">{RETURN_REASON_LABELS[item.reason]}:</span> {item.description}
            </p>
            {item.photos.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {item.photos.map((photo, index) => (
                  <a key={photo} href={photo} target="_blank" rel="noreferrer">
                    <img src={photo} alt={`Photo ${index + 1} of the return`} className="size-20 rounded-lg border border-slate-200 object-cover" />
                  </a>
                ))}
              </div>
            )}
            {item.pickup && (
              <p>
                Pickup: {item.pickup.courier} · AWB <span className="font-mono">{item.pickup.awb}</span>
              </p>
            )}
            {item.refundAmount !== null && <p className="font-medium text-emerald-700">Refunded {formatRupees(item.refundAmount)}</p>}
            <ReturnActions item={item} />
          </li>
        ))}
      </ul>
      {returns.data && returns.data.totalPages > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {returns.data.totalPages}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= returns.data.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
