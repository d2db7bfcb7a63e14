import { orderTotals, shippingFeeFor, type CheckoutConflict, type InclusiveTotals, type ProductCategory } from '@store/shared';

/** What checkout needs of a cart line (a cart item is one): enough to show, price and order it. */
export interface CheckoutItem {
  _id: string;
  name: string;
  brand: string;
  images: string[];
  /** What a courier carries decides the delivery fee. */
  category: ProductCategory;
  /** Unit price as charged, GST included, whole rupees. */
  priceInclGst: number;
  quantity: number;
}

/**
 * What the checkout comes to, by the rule the server charges by (orderTotals): Σ priceInclGst ×
 * quantity, the sum of the prices shown, plus the delivery fee, and the tax inside it. The summary,
 * the Pay button and the amount sent to create-order all read it, so what is shown is what is asked.
 */
export function checkoutTotals(items: readonly CheckoutItem[], codFee = 0): InclusiveTotals & { shippingFee: number } {
  const lines = items.map(({ category, priceInclGst, quantity }) => ({ category, priceInclGst, quantity }));
  // A cash-on-delivery fee rides on the delivery line, as the server charges it.
  return orderTotals(lines, shippingFeeFor(lines) + codFee);
}

/** How one line of the cart must change for the shop's answer (a 409 of create-order) to hold; prices with GST. */
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
    if (line.priceInclGst !== item.priceInclGst) {
      changes.push({ kind: 'price', productId: item._id, name: line.name || item.name, from: item.priceInclGst, to: line.priceInclGst });
    }
    if (line.available < item.quantity) {
      changes.push({ kind: 'quantity', productId: item._id, name: line.name || item.name, from: item.quantity, to: line.available });
    }
  }
  return changes;
}
