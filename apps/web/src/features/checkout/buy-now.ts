/**
 * Buy Now's checkout: the product and quantity ride in the address (/checkout?buy=<id>&qty=<n>), not
 * in the cart, so the cart stays as it was, a guest sent to log in comes back to the same checkout,
 * and a reload keeps it. The server prices it as it prices any checkout.
 */
export const buyNowPath = (productId: string, quantity: number) => `/checkout?buy=${encodeURIComponent(productId)}&qty=${Math.max(1, Math.floor(quantity))}`;

/** The quantity asked for in the address: a whole number from 1, anything else 1. */
export function buyNowQuantity(value: string | null): number {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}
