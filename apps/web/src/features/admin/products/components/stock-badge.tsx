import { stockStateOf } from './product-labels';

/** "Low" or "Out" beside a stock count; nothing while there is plenty. */
export function StockBadge({ stock, lowStockThreshold }: { stock: number; lowStockThreshold: number }) {
  const state = stockStateOf(stock, lowStockThreshold);
  if (state === 'in') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        state === 'out' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {state === 'out' ? 'Out of stock' : 'Low stock'}
    </span>
  );
}
