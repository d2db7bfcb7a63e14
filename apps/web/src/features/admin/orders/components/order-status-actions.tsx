import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, ORDER_TRANSITIONS, orderStatusChangeSchema, type AdminOrder, type OrderStatusChange } from '@store/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { shortOrderId } from '@/features/orders';
import { MOVE_LABELS } from '../admin-order-format';
import { useChangeOrderStatus } from '../api/change-order-status';

/** The server allows at most 60 characters (orderStatusChangeSchema); the box stops there too. */
const TRACKING_MAX = 60;

/**
 * The moves ORDER_TRANSITIONS allows from the order's status: a button each, except shipping, which
 * needs the tracking number first, and cancelling, which is asked twice (stock returns, money goes back).
 */
export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order._id);
  const next = ORDER_TRANSITIONS[order.status];
  const plainMoves = next.filter((status) => status !== 'shipped' && status !== 'cancelled');

  return (
    <div className="space-y-4">
      {next.includes('shipped') && <ShipForm busy={change.isPending} onShip={(shipped) => change.mutate(shipped)} />}
      {(plainMoves.length > 0 || next.includes('cancelled')) && (
        <div className="flex flex-wrap gap-2">
          {plainMoves.map((status) => (
            <Button key={status} onClick={() => change.mutate({ status })} disabled={change.isPending}>
              {MOVE_LABELS[status]}
            </Button>
          ))}
          {next.includes('cancelled') && (
            <CancelOrder order={order} busy={change.isPending} onCancel={(done) => change.mutate({ status: 'cancelled' }, { onSettled: done })} />
          )}
        </div>
      )}
    </div>
  );
}

type ShipValues = z.input<typeof orderStatusChangeSchema>;

/** The tracking number, checked by the server's own schema before anything is sent. */
function ShipForm({ busy, onShip }: { busy: boolean; onShip: (change: OrderStatusChange) => void }) {
  const form = useForm<ShipValues, unknown, OrderStatusChange>({
    resolver: zodResolver(orderStatusChangeSchema),
    defaultValues: { status: 'shipped', trackingNumber: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onShip)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="Tracking number"
        className="min-w-0 flex-1 sm:max-w-xs"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={TRACKING_MAX}
        hint="The courier's number; the customer gets it by e-mail."
        error={errors.trackingNumber?.message}
        {...form.register('trackingNumber')}
      />
      {/* Lined up with the input, below its label. */}
      <Button type="submit" disabled={busy} className="sm:mt-7">
        {MOVE_LABELS.shipped}
      </Button>
    </form>
  );
}

function CancelOrder({ order, busy, onCancel }: { order: AdminOrder; busy: boolean; onCancel: (done: () => void) => void }) {
  const [confirming, setConfirming] = useState(false);
  const number = shortOrderId(order._id);
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
        {MOVE_LABELS.cancelled}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Cancel order #${number}?`}
        confirmLabel="Yes, cancel order"
        busyLabel="Cancelling..."
        cancelLabel="Keep order"
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => onCancel(() => setConfirming(false))}
      >
        <p>
          The items go back into stock and {formatRupees(order.totalAmount)} is refunded to {order.customer.name} through the payment gateway. The customer is
          told by e-mail. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
