/*
 * The wishlist's limit and words, apart from its schemas: the home page shows hearts, and importing a
 * module of Zod schemas would bring all of Zod into its first download.
 */

/** How many products one account may save: enough for any shopper, small enough to list on one page. */
export const WISHLIST_LIMIT = 100;

export const WISHLIST_MESSAGES = {
  saved: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  full: `Your wishlist holds up to ${WISHLIST_LIMIT} products: remove one first`,
  loginToSave: 'Please log in to save products to your wishlist',
  failed: 'Could not update your wishlist. Please try again.',
} as const;
