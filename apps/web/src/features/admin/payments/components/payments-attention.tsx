import { HELD_PAYMENT_REFUND_HOURS, formatCount } from '@store/shared';
import { AdminList } from '@/components/admin/admin-list';
import { CheckIcon, InfoIcon } from '@/components/ui/icons';
import { usePaymentsAttention } from '../api/get-payments-attention';
import { AttentionCard } from './attention-card';

/** /admin/payments: every payment the shop must settle by hand, newest first, each with its actions. */
export function PaymentsAttention() {
  const attention = usePaymentsAttention();
  const count = attention.data?.items.length;

  return (
    <AdminList
      title="Payments needing attention"
      description={count === undefined ? 'Payments the shop settles by hand.' : count === 0 ? 'Nothing is waiting.' : `${formatCount(count)} waiting for you`}
      filters={
        <p className="mb-6 flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            A payment is held when it arrives for the wrong amount, or after its reservation ran out and an item sold out or was withdrawn. Make the order or
            refund it; one nobody settles is refunded in full after {HELD_PAYMENT_REFUND_HOURS} hours. Notes and gateway texts here are for the shop only.
          </span>
        </p>
      }
      query={attention}
      noun="payments needing attention"
      skeleton="cards"
      isEmpty={(data) => data.items.length === 0}
      empty={
        <>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckIcon className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold text-slate-900">Nothing needs attention</p>
          <p className="mt-1 text-sm">Every payment has become an order or gone back to its customer, and no refund has failed.</p>
        </>
      }
    >
      {(data) => (
        <ul className="space-y-4" aria-label="Payments needing attention">
          {data.items.map((item) => (
            <li key={item._id}>
              <AttentionCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}
