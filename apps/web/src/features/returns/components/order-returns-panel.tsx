import { formatRupees, RETURN_REASON_LABELS, returnStatusLabel, type OrderReturn } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { shortOrderId } from '@/features/orders';
import { formatIndianDateTime } from '@/lib/dates';
import { useOrderReturns } from '../api/order-returns';
import { ReturnRequestForm } from './return-request-form';

function ReturnCard({ item }: { item: OrderReturn }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm" data-testid="order-return">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{item.kind === 'return' ? 'Return' : 'Replacement'}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{returnStatusLabel(item)}</span>
      </p>
      <p className="mt-1 text-slate-700">{item.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</p>
      <p className="mt-1 text-slate-600">
        {RETURN_REASON_LABELS[item.reason]} · asked on <time dateTime={item.createdAt}>{formatIndianDateTime(item.createdAt)}</time>
      </p>
      {item.pickup && (
        <p className="mt-1 text-slate-700">
          Pickup by {item.pickup.courier} · AWB <span className="font-mono">{item.pickup.awb}</span>
        </p>
      )}
      {item.refundAmount !== null && <p className="mt-1 font-medium text-emerald-700">Refunded {formatRupees(item.refundAmount)}</p>}
      {item.replacementOrderId && (
        <p className="mt-1 font-medium text-slate-900">
          Replacement:{' '}
          <Link to={`/orders/${item.replacementOrderId}`} className="text-brand-700 underline hover:text-brand-800">
            order #{shortOrderId(item.replacementOrderId)}
          </Link>
        </p>
      )}
      {item.note && <p className="mt-1 text-slate-700">From the shop: {item.note}</p>}
    </li>
  );
}

/**
 * A delivered order's returns and replacements: those asked for with where each stands, and the form
 * to ask for another while any item is still within its window (otherwise why not, in the shop's words).
 */
export function OrderReturnsPanel({ orderId, userId }: { orderId: string; userId: string }) {
  const returns = useOrderReturns(userId, orderId);
  const [asking, setAsking] = useState(false);
  if (!returns.data) return null;
  const { options, needsPayout } = returns.data;
  const open = options.filter((option) => option.quantity > 0);
  const policies = [...new Set(options.map((option) => option.policy).filter(Boolean))];

  return (
    <Panel title="Returns and replacements">
      {returns.data.returns.length > 0 && (
        <ul className="mb-4 space-y-3">
          {returns.data.returns.map((item) => (
            <ReturnCard key={item._id} item={item} />
          ))}
        </ul>
      )}
      {open.length > 0 ? (
        asking ? (
          <ReturnRequestForm orderId={orderId} userId={userId} options={open} needsPayout={needsPayout} onDone={() => setAsking(false)} />
        ) : (
          <div className="space-y-2 text-sm text-slate-700">
            {policies.map((policy) => (
              <p key={policy}>{policy}.</p>
            ))}
            <Button size="sm" onClick={() => setAsking(true)}>
              Return or replace items
            </Button>
          </div>
        )
      ) : (
        <p className="text-sm text-slate-600">{options.find((option) => option.why)?.why ?? 'Nothing in this order can be returned.'}</p>
      )}
    </Panel>
  );
}
