import { PRODUCT_CATEGORIES, type Product } from '@store/shared';

/**
 * What the cart keeps of a product: enough to show the line and price it, without the description and
 * specifications. The cart page refreshes these fields from the API (CartProvider.refreshProducts).
 */
export type CartProduct = Pick<Product, '_id' | 'name' | 'brand' | 'category' | 'price' | 'originalPrice' | 'hasOffer' | 'stock' | 'images'>;

/** A cart line: the product plus quantity (SPEC §3), stored flat under the `cart` key. */
export type CartItem = CartProduct & { quantity: number };

export function toCartProduct(product: CartProduct | Product): CartProduct {
  const { _id, name, brand, category, price, originalPrice, hasOffer, stock, images } = product;
  return { _id, name, brand, category, price, originalPrice, hasOffer, stock, images };
}

const isInt = (value: unknown): value is number => Number.isInteger(value);

/**
 * Whether a stored value is a usable cart line. Stored data is untrusted (older versions, hand edits);
 * a hand-written check keeps Zod (~25 kB gzip) off the start-up path, which this runs on.
 */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.brand === 'string' &&
    (PRODUCT_CATEGORIES as readonly unknown[]).includes(item.category) &&
    isInt(item.price) &&
    isInt(item.originalPrice) &&
    typeof item.hasOffer === 'boolean' &&
    isInt(item.stock) &&
    Array.isArray(item.images) &&
    item.images.every((image) => typeof image === 'string') &&
    isInt(item.quantity) &&
    item.quantity > 0
  );
}

/** The stored cart, or an error saying why it is unusable. */
export function parseStoredCart(raw: string): CartItem[] {
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) throw new TypeError('the stored cart is not a list');
  const bad = value.findIndex((item) => !isCartItem(item));
  if (bad !== -1) throw new TypeError(`cart line ${bad} is not a valid cart item`);
  return value as CartItem[];
}
