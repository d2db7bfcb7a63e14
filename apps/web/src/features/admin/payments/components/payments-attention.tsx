import { HELD_PAYMENT_REFUND_HOURS } from '@store/shared';
import { Button } from '@/components/ui/button';
import { CheckIcon, InfoIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { AdminPageHeader } from '../../components/admin-page-header';
import { usePaymentsAttention } from '../api/get-payments-attention';
import { AttentionCard } from './attention-card';

/** /admin/payments: every payment the shop must settle by hand, newest first, each with its actions. */
export function PaymentsAttention() {
  const attention = usePaymentsAttention();
  useLogError(attention.error, 'Failed to load the payments needing attention');
  const count = attention.data?.items.length;

  return (
    <>
      <AdminPageHeader
        title="Payments needing attention"
        description={count === undefined ? 'Payments the shop settles by hand.' : count === 0 ? 'Nothing is waiting.' : `${count.toLocaleString('en-IN')} waiting for you`}
      />
      <p className="mb-6 flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
        <InfoIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          A payment is held when it arrives for the wrong amount, or after its reservation ran out and an item sold out or was withdrawn. Make the order or
          refund it; one nobody settles is refunded in full after {HELD_PAYMENT_REFUND_HOURS} hours. Notes and gateway texts here are for the shop only.
        </span>
      </p>
      <div aria-busy={attention.isFetching}>
        {attention.data ? (
          attention.data.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <CheckIcon className="size-6" />
              </span>
              <p className="mt-4 text-lg font-semibold text-slate-900">Nothing needs attention</p>
              <p className="mt-1 text-sm">Every payment has become an order or gone back to its customer, and no refund has failed.</p>
            </div>
          ) : (
            <ul className="space-y-4" aria-label="Payments needing attention">
              {attention.data.items.map((item) => (
                <li key={item._id}>
                  <AttentionCard item={item} />
                </li>
              ))}
            </ul>
          )
        ) : attention.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-semibold text-red-900">Could not load the payments needing attention</p>
            <p className="mt-1 text-sm text-red-800">{attention.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void attention.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <p role="status" className="sr-only">
              Loading payments
            </p>
            {[0, 1].map((key) => (
              <Skeleton key={key} className="h-56 rounded-2xl" />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
