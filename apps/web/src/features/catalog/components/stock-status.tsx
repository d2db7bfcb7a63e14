/** At or below this many units the product says "Only n left". */
export const LOW_STOCK_THRESHOLD = 5;

/** In stock (n) / Only n left / Out of stock. */
export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return `In stock (${stock})`;
}

export function StockStatus({ stock }: { stock: number }) {
  const tone = stock <= 0 ? 'text-red-700' : stock <= LOW_STOCK_THRESHOLD ? 'text-amber-700' : 'text-emerald-700';
  const dot = stock <= 0 ? 'bg-red-600' : stock <= LOW_STOCK_THRESHOLD ? 'bg-amber-500' : 'bg-emerald-600';
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold ${tone}`} data-testid="stock-status">
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {stockLabel(stock)}
    </p>
  );
}
