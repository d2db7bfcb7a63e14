import type { CartItem, CartProduct } from './cart-item';

/** What the API says now about a cart line's product: found (with fresh data) or gone (404). */
export type LatestProduct = { status: 'found'; product: CartProduct } | { status: 'missing' };

export interface LineIssue {
  kind: 'unavailable' | 'out-of-stock' | 'short';
  message: string;
}

/** Why a line cannot be checked out as it stands, judged only on fresh data from the API. */
export function lineIssue(item: CartItem, latest: LatestProduct | undefined): LineIssue | null {
  if (!latest) return null;
  if (latest.status === 'missing') {
    return { kind: 'unavailable', message: 'This item is no longer available. Please remove it to continue.' };
  }
  const { stock } = latest.product;
  if (stock <= 0) {
    return { kind: 'out-of-stock', message: 'Out of stock. Please remove it to continue.' };
  }
  if (item.quantity > stock) {
    return {
      kind: 'short',
      message: `Only ${stock} left in stock. Reduce the quantity to ${stock} to continue.`,
    };
  }
  return null;
}
