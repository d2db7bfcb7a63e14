import { z } from 'zod';
import { MAX_CHECKOUT_LINES } from './order-limits';
import { isId } from './ids';
import { productSchema } from './product';

/**
 * The signed-in customer's cart, kept by the server (issue 27): `GET`/`PUT /api/cart` and
 * `POST /api/cart/merge`. The browser sends product ids and quantities only; the server answers with
 * each product as the catalogue has it now (name, price, picture, stock), so no price ever comes from
 * the browser. Guests keep SPEC §4's cart in local storage (`cart`), merged into this one at login.
 */

export const CART_MESSAGES = {
  productInvalid: 'Each cart line needs the id of a product',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  tooManyLines: `A cart can hold at most ${MAX_CHECKOUT_LINES} different products`,
  itemsRequired: 'items must be a list of { productId, quantity }',
  clearTitle: 'Clear your cart?',
  clearConfirm: 'Clear Cart',
  clearCancel: 'Keep items',
};

/** A line as the browser sends it. Quantities above what can be had are capped, not refused. */
export const cartLineInputSchema = z.object({
  productId: z.string({ error: CART_MESSAGES.productInvalid }).refine(isId, CART_MESSAGES.productInvalid),
  quantity: z.number({ error: CART_MESSAGES.quantityInvalid }).int(CART_MESSAGES.quantityInvalid).min(1, CART_MESSAGES.quantityInvalid),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** PUT /api/cart: the whole cart, replacing what the server keeps (the last device to save wins). */
export const cartReplaceSchema = z.object(
  { items: z.array(cartLineInputSchema, { error: CART_MESSAGES.itemsRequired }).max(MAX_CHECKOUT_LINES, CART_MESSAGES.tooManyLines) },
  { error: CART_MESSAGES.itemsRequired },
);
export type CartReplace = z.infer<typeof cartReplaceSchema>;

/** POST /api/cart/merge: the cart this browser filled as a guest, added to the account's at login. */
export const cartMergeSchema = cartReplaceSchema;
export type CartMerge = CartReplace;

/** What a cart line shows of its product: the catalogue's current data (prices GST included, decision 0006). */
export const cartProductSchema = productSchema.pick({
  _id: true,
  name: true,
  brand: true,
  category: true,
  priceInclGst: true,
  mrp: true,
  discountPercent: true,
  stock: true,
  images: true,
});
export type CartProductData = z.infer<typeof cartProductSchema>;

/** What the server changed in what it was sent or kept, so the customer can be told. */
export const cartChangeSchema = z.object({
  productId: z.string(),
  /** The product's name; '' for a product the shop has deleted. */
  name: z.string(),
  /** unavailable: hidden or deleted by the shop; sold-out: none in stock; capped: fewer than asked; cart-full: no room left for it (a merge). */
  kind: z.enum(['unavailable', 'sold-out', 'capped', 'cart-full']),
  /** The quantity kept (capped only). */
  quantity: z.number().int(),
});
export type CartChange = z.infer<typeof cartChangeSchema>;

export const cartSchema = z.object({
  items: z.array(z.object({ quantity: z.number().int(), product: cartProductSchema })),
  changes: z.array(cartChangeSchema),
  /** One sentence for the customer about the changes (and, after a merge, what came from this browser); null when nothing to say. */
  message: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

const units = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The changes as one sentence's worth of parts: 'X is no longer available', 'only 2 of Y could be kept'. */
function describeChanges(changes: CartChange[]): string[] {
  return changes.map((change) => {
    const name = change.name || 'A product';
    if (change.kind === 'unavailable') return `${name} is no longer available and was removed`;
    if (change.kind === 'sold-out') return `${name} is out of stock and was removed`;
    if (change.kind === 'cart-full') return `${name} did not fit (a cart holds at most ${MAX_CHECKOUT_LINES} products)`;
    return `${name} was reduced to ${change.quantity} (all we can sell you)`;
  });
}

/** The message after a merge: what came from this browser, and what had to change. */
export function cartMergeMessage(addedUnits: number, changes: CartChange[]): string | null {
  const parts = describeChanges(changes);
  if (addedUnits === 0 && parts.length === 0) return null;
  const lead = addedUnits > 0 ? `We added ${units(addedUnits)} from this device to the cart saved in your account.` : '';
  const tail = parts.length > 0 ? `${parts.join('; ')}.` : '';
  return [lead, tail].filter(Boolean).join(' ');
}

/** The message after a load or save: what had to change in the cart; null when nothing did. */
export function cartChangesMessage(changes: CartChange[]): string | null {
  const parts = describeChanges(changes);
  return parts.length === 0 ? null : `Your cart was updated: ${parts.join('; ')}.`;
}
