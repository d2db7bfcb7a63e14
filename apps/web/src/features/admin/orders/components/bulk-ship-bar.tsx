import { orderNumber, type ShipOrdersResult } from '@store/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDownloadBatch, useShipOrders } from '../api/ship-order';

const outcomeText = { booked: 'Booked', queued: 'Queued: the courier service is busy', failed: 'Not booked' } as const;

/**
 * The day's dispatch in one place: book the chosen orders with the courier, then print their labels and
 * the manifest the pickup agent signs. The server says how each order went; one refusal stops none.
 */
export function BulkShipBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const ship = useShipOrders();
  const labels = useDownloadBatch('labels');
  const manifest = useDownloadBatch('manifest');
  const [courier, setCourier] = useState<'cheapest' | 'fastest'>('cheapest');
  const [results, setResults] = useState<ShipOrdersResult['results']>([]);
  const busy = ship.isPending || labels.isPending || manifest.isPending;
  const booked = results.filter((result) => result.outcome === 'booked').map((result) => result.orderId);

  if (selected.length === 0 && results.length === 0) return null;
  return (
    <section aria-label="Ship the chosen orders" className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <p className="mr-auto self-center font-semibold text-slate-900">{selected.length === 1 ? '1 order chosen' : `${selected.length} orders chosen`}</p>
          <label>
            <span className="sr-only">Courier</span>
            <select
              value={courier}
              onChange={(event) => setCourier(event.target.value as 'cheapest' | 'fastest')}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="cheapest">Cheapest courier</option>
              <option value="fastest">Fastest courier</option>
            </select>
          </label>
          <Button size="sm" disabled={busy} onClick={() => ship.mutate({ orderIds: selected, courier }, { onSuccess: (answer) => setResults(answer.results) })}>
            {ship.isPending ? 'Booking...' : 'Book couriers'}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => labels.mutate(selected)}>
            Print labels
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => manifest.mutate(selected)}>
            Print manifest
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        </div>
      )}
      {results.length > 0 && (
        <div aria-live="polite">
          <p className="font-semibold text-slate-900">
            {booked.length} of {results.length} booked
          </p>
          <ul className="mt-1 space-y-1">
            {results.map((result) => (
              <li key={result.orderId} className={result.outcome === 'failed' ? 'text-red-700' : 'text-slate-700'}>
                <span className="font-mono">#{orderNumber(result.orderId)}</span>: {outcomeText[result.outcome]}
                {result.shipment?.awb ? ` · ${result.shipment.courier}, AWB ${result.shipment.awb}` : ''}
                {result.outcome === 'failed' ? ` · ${result.message}` : ''}
              </li>
            ))}
          </ul>
          {booked.length > 0 && (
            <Button size="sm" variant="secondary" className="mt-2" disabled={busy} onClick={() => labels.mutate(booked)}>
              Print the {booked.length === 1 ? 'label' : `${booked.length} labels`} just booked
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
