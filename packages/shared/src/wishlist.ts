import { z } from 'zod';
import { MESSAGES } from './errors';
import { isId, NOT_FOUND_ISSUE } from './ids';
import { productSchema } from './product';

/** `/api/wishlist/:productId`: a malformed id answers like an unknown product (404). */
export const wishlistParamsSchema = z.object({
  productId: z.string().refine(isId, { message: MESSAGES.productNotFound, params: NOT_FOUND_ISSUE }),
});

/** GET /api/wishlist: the saved products the shop still shows, most recently saved first. */
export const wishlistSchema = z.object({
  items: z.array(z.object({ product: productSchema, savedAt: z.string() })),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** PUT and DELETE /api/wishlist/:productId: where the product stands now (both are idempotent). */
export const wishlistChangeSchema = z.object({ productId: z.string(), saved: z.boolean() });
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;
