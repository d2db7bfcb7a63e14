import { LOW_STOCK_THRESHOLD, type ProductCategory } from '@store/shared';

/** The categories' names as the shop reads them. */
export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  laptop: 'Laptops',
  accessories: 'Accessories',
  services: 'Services',
  software: 'Software',
};

export type StockState = 'in' | 'low' | 'out';

/** The server's stock filter, on one product: out at 0, low up to LOW_STOCK_THRESHOLD. */
export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}
