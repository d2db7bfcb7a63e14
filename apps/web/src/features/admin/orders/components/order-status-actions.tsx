import { zodResolver } from '@hookform/resolvers/zod';
import { COD_PAYMENT_METHOD, formatMoney, ORDER_TRANSITIONS, orderStatusChangeSchema, wasPaid, type AdminOrder, type OrderStatusChange } from '@store/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { shortOrderId } from '@/features/orders';
import { MOVE_LABELS } from '../admin-order-format';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useRecordCash } from '../api/record-cash';

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
      {cashDue(order) && <CashReceived order={order} />}
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

/** A cash-on-delivery order on its way or delivered whose cash is not yet recorded. */
const cashDue = (order: AdminOrder) =>
  order.paymentDetails.method === COD_PAYMENT_METHOD &&
  order.paymentDetails.status === 'pending' &&
  (order.status === 'shipped' || order.status === 'delivered');

/**
 * Delivered by hand, or the courier's report never came: the shop records the cash it received, the
 * amount due, and the order is paid (and delivered). One click, as the amount is the order's own.
 */
function CashReceived({ order }: { order: AdminOrder }) {
  const record = useRecordCash(order._id);
  const due = Math.round(order.totalAmount * 100);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        Cash on delivery: <span className="font-semibold">{formatMoney(due)}</span> to collect.
      </p>
      <Button onClick={() => record.mutate({ amount: due / 100 })} disabled={record.isPending}>
        {record.isPending ? 'Recording...' : `Record ${formatMoney(due)} received`}
      </Button>
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
          {wasPaid(order.paymentDetails.status)
            ? `The items go back into stock and ${formatMoney(order.refundablePaise)} is refunded to ${order.customer.name} through the payment gateway.`
            : `The items go back into stock. Nothing was paid, so nothing is refunded.`}{' '}
          The customer is told by e-mail. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
