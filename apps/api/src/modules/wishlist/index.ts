import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { wishlistPersonalData } from './wishlist.personal-data';
import { createWishlistRepository } from './wishlist.repository';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService } from './wishlist.service';

export type { WishlistService } from './wishlist.service';

/** The wishlist module: a customer's saved products, shown as the catalogue has them now. */
export function createWishlistModule(deps: ModuleDeps<typeof createWishlistService>) {
  const wishlist = createWishlistService({ ...deps, repository: createWishlistRepository(deps.db) });
  return { wishlist, routes: bindRoutes(wishlistRoutes, { wishlist }), personalData: wishlistPersonalData() };
}
