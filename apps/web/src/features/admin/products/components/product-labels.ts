import type { ProductCategory } from '@store/shared';

/** The categories' names as the shop reads them. */
export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  laptop: 'Laptops',
  accessories: 'Accessories',
  services: 'Services',
  software: 'Software',
};

export type StockState = 'in' | 'low' | 'out';

/** The server's stock filter, on one product: out at 0, low up to its own low-stock threshold. */
export function stockStateOf(stock: number, lowStockThreshold: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= lowStockThreshold ? 'low' : 'in';
}
