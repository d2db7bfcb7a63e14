import { discountPercent, GST_PERCENT, PRODUCT_CATEGORIES, type Product } from '@store/shared';

/**
 * What the cart keeps of a product: enough to show the line and price it, without the description and
 * specifications. Prices are as charged, GST included (decision 0006). The cart page refreshes these
 * fields from the API (CartProvider.refreshProducts).
 */
export type CartProduct = Pick<Product, '_id' | 'name' | 'brand' | 'category' | 'priceInclGst' | 'mrp' | 'discountPercent' | 'stock' | 'images'>;

/** A cart line: the product plus quantity (SPEC §3), stored flat under the `cart` key. */
export type CartItem = CartProduct & { quantity: number };

export function toCartProduct(product: CartProduct | Product): CartProduct {
  const { _id, name, brand, category, priceInclGst, mrp, discountPercent, stock, images } = product;
  return { _id, name, brand, category, priceInclGst, mrp, discountPercent, stock, images };
}

const isInt = (value: unknown): value is number => Number.isInteger(value);
const isAmount = (value: unknown): value is number => isInt(value) && value >= 0;

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
    isAmount(item.priceInclGst) &&
    (item.mrp === null || isAmount(item.mrp)) &&
    isAmount(item.discountPercent) &&
    isInt(item.stock) &&
    Array.isArray(item.images) &&
    item.images.every((image) => typeof image === 'string') &&
    isInt(item.quantity) &&
    item.quantity > 0
  );
}

/** round(rupees × (100 + GST) / 100), half a rupee up, in integers: how migration 0018 priced the catalogue with GST. */
const withGst = (rupees: number) => Math.floor((rupees * (100 + GST_PERCENT) * 2 + 100) / 200);

/**
 * A line stored before decision 0006 (whole-rupee `price` before GST, `originalPrice`, `hasOffer`) in
 * today's terms, priced the way the catalogue's own prices were carried over, so a cart kept from then
 * shows what it showed as "incl. GST" and nothing is lost. The cart page re-checks every line against
 * the catalogue anyway, and checkout against the server, so a price that moved since is caught there.
 * Anything else is returned as it is, for isCartItem to judge.
 */
export function upgradeStoredLine(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'priceInclGst' in value) return value;
  const { price, originalPrice, hasOffer: _hasOffer, ...rest } = value as Record<string, unknown>;
  if (!isAmount(price)) return value;
  const priceInclGst = withGst(price);
  const mrp = isAmount(originalPrice) && originalPrice > price ? withGst(originalPrice) : null;
  return { ...rest, priceInclGst, mrp, discountPercent: discountPercent(priceInclGst, mrp) };
}

/** The stored cart, or an error saying why it is unusable. */
export function parseStoredCart(raw: string): CartItem[] {
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) throw new TypeError('the stored cart is not a list');
  const lines = value.map(upgradeStoredLine);
  const bad = lines.findIndex((item) => !isCartItem(item));
  if (bad !== -1) throw new TypeError(`cart line ${bad} is not a valid cart item`);
  return lines as CartItem[];
}
