/** The wishlist (issue 27): the heart on products, and the account's saved list. */
export { useWishlist, wishlistKeys } from './api/wishlist';
export { HeartIcon } from './components/heart-icon';
export { WishlistButton } from './components/wishlist-button';
