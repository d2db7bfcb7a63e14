/** The wishlist module's public entry: its service. */
export type { WishlistService } from './wishlist.service';
