import { formatPaise, PAYMENT_MESSAGES, type AttentionAction, type AttentionItem } from '@store/shared';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useMakeOrderFromPayment } from '../api/make-order-from-payment';
import { useRefundHeldPayment } from '../api/refund-held-payment';
import { useRetryRefund } from '../api/retry-refund';
import { ACTION_LABELS, customerOf, formatMoney, orderMadeMessage, SETTLE_FAILED } from '../attention-format';

/**
 * The actions the server allows for one item, each asked first in words that say what will happen to
 * the stock, the money and the customer. Done or refused, the list is asked again (usePaymentSettled):
 * a 404 or 409 means someone settled it first, and its message is the toast.
 */
export function AttentionActions({ item }: { item: AttentionItem }) {
  const [asking, setAsking] = useState<AttentionAction | null>(null);
  const makeOrder = useMakeOrderFromPayment();
  const refund = useRefundHeldPayment();
  const retry = useRetryRefund();
  const busy = makeOrder.isPending || refund.isPending || retry.isPending;
  const customer = customerOf(item);

  const callbacks = <T,>(done: (result: T) => string) => ({
    onSuccess: (result: T) => toast.success(done(result)),
    onError: (error: Error) => toast.error(errorMessage(error, SETTLE_FAILED)),
    onSettled: () => setAsking(null),
  });
  const confirm = () => {
    if (asking === 'make-order')
      makeOrder.mutate(
        item._id,
        callbacks(({ orderId }: { orderId: string }) => orderMadeMessage(orderId, customer)),
      );
    if (asking === 'refund')
      refund.mutate(
        item._id,
        callbacks(() => PAYMENT_MESSAGES.refundQueued),
      );
    if (asking === 'retry-refund')
      retry.mutate(
        item._id,
        callbacks(() => PAYMENT_MESSAGES.refundQueued),
      );
  };

  const question = asking ? questionFor(asking, item) : null;
  return (
    <div className="flex flex-wrap gap-2">
      {item.actions.map((action) => (
        <Button key={action} variant={action === 'refund' ? 'danger' : 'primary'} size="sm" disabled={busy} onClick={() => setAsking(action)}>
          {ACTION_LABELS[action]}
          <span className="sr-only"> for {customer}</span>
        </Button>
      ))}
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        busyLabel="Working…"
        cancelLabel="Not now"
        danger={asking === 'refund'}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {question?.body}
      </ConfirmDialog>
    </div>
  );
}

function questionFor(action: AttentionAction, item: AttentionItem): { title: string; confirm: string; body: ReactNode } {
  const customer = customerOf(item);
  const paid = formatMoney(item.amountPaise, item.currency);
  const units = item.items.reduce((sum, line) => sum + line.quantity, 0);
  switch (action) {
    case 'make-order': {
      const over = item.amountPaise - item.expectedPaise;
      return {
        title: `Make the order for ${customer}?`,
        confirm: 'Make the order',
        body: (
          <>
            <p>
              The {units === 1 ? 'item is' : `${units} items are`} taken from stock now and the order is made from this payment, as if it had arrived in time.{' '}
              {customer} is e-mailed the order confirmation.
            </p>
            {over > 0 && <p className="mt-2">The {formatPaise(over)} paid over the order total goes back to them.</p>}
            <p className="mt-2">If there is not enough stock, nothing changes and you are told which item is short.</p>
          </>
        ),
      };
    }
    case 'refund':
      return item.amountPaise > 0
        ? {
            title: `Refund ${customer} in full?`,
            confirm: `Refund ${paid}`,
            body: (
              <p>
                The whole payment, {paid}, goes back the way {customer} paid, through Razorpay; banks take 5–7 working days. No order is made, and {customer} is
                e-mailed that the payment was refunded. This cannot be undone.
              </p>
            ),
          }
        : {
            title: 'Close this payment?',
            confirm: 'Close it',
            body: <p>Nothing of this payment was captured: Razorpay returns it to {customer} by itself. No order is made and the item leaves this list.</p>,
          };
    case 'retry-refund':
      return {
        title: `Try the refund to ${customer} again?`,
        confirm: 'Retry refund',
        body: (
          <p>
            Razorpay is asked again to return {paid} the way {customer} paid. Check first that what made it fail has been put right
            {item.note ? `: ${item.note}` : '.'}
          </p>
        ),
      };
  }
}
