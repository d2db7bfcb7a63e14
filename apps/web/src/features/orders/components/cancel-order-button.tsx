import { formatMoney, REPLACEMENT_PAYMENT_METHOD, wasPaid, type Order } from '@store/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrder } from '../api/cancel-order';
import { shortOrderId } from '../order-format';

/** SPEC §2 'Cancel Order' (pending or confirmed orders), asked twice: it cannot be undone. */
export function CancelOrderButton({ order, userId, className = '' }: { order: Order; userId: string; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(userId);
  const number = shortOrderId(order._id);
  // What goes back: what was paid less what was refunded already (the shop may have cancelled some items).
  const refundPaise = order.totalAmount * 100 - (order.refund?.amountPaise ?? 0);
  // A replacement sent under a return is the shop's to stop: cancelling it would refund nothing and lose the item.
  if (order.paymentDetails.method === REPLACEMENT_PAYMENT_METHOD) return null;

  return (
    <>
      <Button variant="danger" size="sm" className={className} onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        Cancel Order<span className="sr-only"> #{number}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Cancel order #${number}?`}
        confirmLabel="Yes, cancel order"
        busyLabel="Cancelling..."
        cancelLabel="Keep order"
        danger
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(order._id, { onSettled: () => setConfirming(false) })}
      >
        {wasPaid(order.paymentDetails.status) ? (
          <p>
            The order will not be sent, and {formatMoney(refundPaise)} will be refunded to the way you paid. Refunds usually reach your account within 5–7
            working days. This cannot be undone.
          </p>
        ) : (
          // Cash on delivery: nothing has been paid, so nothing is refunded.
          <p>The order will not be sent, and you will pay nothing for it. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
