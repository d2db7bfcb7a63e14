/**
 * What one order may hold, which is also what the saved cart may hold. In a module without Zod: the
 * web's cart provider runs on every page, and importing the limits from a schema module (cart.ts,
 * checkout.ts) would put Zod on the home page.
 */

/** Most units of one product in one order (and in the cart). */
export const MAX_LINE_QUANTITY = 100;
/** Most different products in one order (and in the cart). */
export const MAX_CHECKOUT_LINES = 50;
