import { isCancellableByShop, type AdminOrder } from '@store/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useCancelItems } from '../api/cancel-items';

/**
 * Before it ships, the shop may cancel some of an order's items (out of stock, damaged in the store):
 * how many of each, and why; the server returns their stock, refunds them and issues their credit note.
 */
export function CancelItems({ order }: { order: AdminOrder }) {
  const cancel = useCancelItems(order._id);
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const left = order.items.filter((item) => item.quantity > item.cancelledQuantity);
  if (!isCancellableByShop(order.status) || left.length === 0) return null;
  const lines = left.filter((item) => (quantities[item._id] ?? 0) > 0).map((item) => ({ itemId: item._id, quantity: quantities[item._id]! }));

  if (!open)
    return (
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        Cancel items…
      </Button>
    );
  return (
    <form
      aria-label="Cancel items"
      className="mt-3 space-y-2 rounded-xl border border-slate-200 p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ lines, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { onSuccess: () => setOpen(false) });
      }}
    >
      {left.map((item) => (
        <label key={item._id} className="flex items-center justify-between gap-3">
          <span className="min-w-0">{item.product.name}</span>
          <select
            aria-label={`Cancel how many of ${item.product.name}`}
            value={quantities[item._id] ?? 0}
            onChange={(event) => setQuantities({ ...quantities, [item._id]: Number(event.target.value) })}
            className={controlClasses(false, 'h-9 w-20')}
          >
            {Array.from({ length: item.quantity - item.cancelledQuantity + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="block">
        <span className="mb-1 block font-medium">Why (kept in the order's history)</span>
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} className={controlClasses(false, 'h-9')} />
      </label>
      <div className="flex gap-2">
        <Button size="sm" variant="danger" type="submit" disabled={lines.length === 0 || cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel and refund these'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Keep them
        </Button>
      </div>
    </form>
  );
}
