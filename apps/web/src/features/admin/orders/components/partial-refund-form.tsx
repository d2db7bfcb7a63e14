import { zodResolver } from '@hookform/resolvers/zod';
import { formatPaise, PAYMENT_MESSAGES, shopRefundSchema, type AdminOrder, type ShopRefundRequest } from '@store/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { REFUND_FAILED } from '../admin-order-format';
import { useRefundOrder } from '../api/refund-order';

/** The server allows a note of at most 200 characters (shopRefundSchema); the box stops there too. */
const NOTE_MAX = 200;

/** "1,499.50", "₹ 1499.5": what an admin may type; anything else is left for the schema to refuse. */
const toRupees = (typed: unknown): number | undefined => {
  const text = String(typed ?? '').replace(/[₹,\s]/g, '');
  return text === '' ? undefined : Number(text);
};

/**
 * Part of the order's payment back to its customer (a goodwill gesture, a price adjustment), asked
 * twice. The amount is checked by the server's own schema, raw: the request carries rupees as typed
 * (1499.5), and the server turns them into paise.
 */
export function PartialRefundForm({ order }: { order: AdminOrder }) {
  const refund = useRefundOrder(order._id);
  const [asking, setAsking] = useState<ShopRefundRequest | null>(null);
  const form = useForm<ShopRefundRequest, unknown, ShopRefundRequest>({
    resolver: zodResolver(shopRefundSchema, undefined, { raw: true }),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const left = formatPaise(order.refundablePaise);

  const onValid = ({ amount, note }: ShopRefundRequest) => {
    // The server says the same with a 409; asked here first, nothing is sent that cannot work.
    if (Math.round(amount * 100) > order.refundablePaise) {
      form.setError('amount', { message: PAYMENT_MESSAGES.refundTooLarge(order.refundablePaise) }, { shouldFocus: true });
      return;
    }
    setAsking({ amount, ...(note?.trim() ? { note: note.trim() } : {}) });
  };

  const send = (request: ShopRefundRequest) =>
    refund.mutate(request, {
      onSuccess: () => {
        toast.success(PAYMENT_MESSAGES.refundQueued);
        form.reset();
      },
      onError: (error) => {
        const message = errorMessage(error, REFUND_FAILED);
        toast.error(message);
        if (error instanceof ApiError && error.status === 409) form.setError('amount', { message });
      },
      onSettled: () => setAsking(null),
    });

  const amount = asking ? formatPaise(Math.round(asking.amount * 100)) : '';
  return (
    <section aria-labelledby="partial-refund-heading" className="border-t border-slate-200 pt-5">
      <h3 id="partial-refund-heading" className="font-semibold text-slate-900">
        Refund part of this order
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="refundable">
        {left} can still be refunded.
      </p>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <TextField
          label="Amount in rupees"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1499.50"
          required
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: toRupees })}
        />
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={NOTE_MAX}
          placeholder="Price matched with the showroom"
          hint="Kept in the order's history; the customer does not see it."
          error={errors.note?.message}
          {...form.register('note')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={refund.isPending}>
            Refund amount
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={`Refund ${amount} to ${order.customer.name}?`}
        confirmLabel={`Refund ${amount}`}
        busyLabel="Refunding…"
        cancelLabel="Not now"
        danger
        busy={refund.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && send(asking)}
      >
        <p>
          {amount} goes back the way the customer paid, through Razorpay; banks take 5–7 working days. The order itself does not change. This cannot be undone.
        </p>
        {asking?.note && <p className="mt-2">Note for the history: “{asking.note}”</p>}
      </ConfirmDialog>
    </section>
  );
}
