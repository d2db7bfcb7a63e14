import type { CheckoutConflict } from '@store/shared';

/** What checkout needs of a cart line (a cart item is one): enough to show, price and order it. */
export interface CheckoutItem {
  _id: string;
  name: string;
  brand: string;
  images: string[];
  /** Unit price in whole rupees, before GST. */
  price: number;
  quantity: number;
}

/** How one line of the cart must change for the shop's answer (a 409 of create-order) to hold. */
export type CartChange =
  | { kind: 'price'; productId: string; name: string; from: number; to: number }
  | { kind: 'quantity'; productId: string; name: string; from: number; to: number }
  | { kind: 'removed'; productId: string; name: string };

/**
 * The changes a checkout conflict asks of the cart: new prices, fewer units where stock ran short,
 * and lines that are gone. Lines the server did not mention stay as they are.
 */
export function conflictChanges(items: readonly CheckoutItem[], conflict: CheckoutConflict): CartChange[] {
  const changes: CartChange[] = [];
  for (const line of conflict.lines ?? []) {
    const item = items.find((candidate) => candidate._id === line.productId);
    if (!item) continue;
    if (line.available <= 0) {
      changes.push({ kind: 'removed', productId: item._id, name: line.name || item.name });
      continue;
    }
    if (line.price !== item.price) changes.push({ kind: 'price', productId: item._id, name: line.name || item.name, from: item.price, to: line.price });
    if (line.available < item.quantity) {
      changes.push({ kind: 'quantity', productId: item._id, name: line.name || item.name, from: item.quantity, to: line.available });
    }
  }
  return changes;
}
