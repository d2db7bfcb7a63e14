/**
 * The saved cart's limits, in a module without Zod: the web's cart provider runs on every page, and
 * importing them from cart.ts (schemas) would put Zod on the home page. They are an order's limits
 * (MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY of checkout.ts), which cart.test.ts holds them to.
 */

/** Most units of one product in the cart: what one order may hold of it. */
export const CART_LINE_LIMIT = 100;
/** Most different products in the cart: what one order may hold. */
export const CART_MAX_LINES = 50;
