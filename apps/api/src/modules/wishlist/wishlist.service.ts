import { MESSAGES, WISHLIST_LIMIT, WISHLIST_MESSAGES, type Wishlist, type WishlistChange } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { CatalogService } from '../catalog';
import type { WishlistRepository } from './wishlist.repository';

interface Deps {
  db: Database;
  repository: WishlistRepository;
  /** Which products the storefront still shows: a hidden one is neither listed nor saved. */
  catalog: Pick<CatalogService, 'visibleByIds'>;
}

/** Each customer's wishlist: only ever their own rows, keyed by the session's user, never by the request. */
export function createWishlistService({ db, repository, catalog }: Deps) {
  return {
    async list(userId: string): Promise<Wishlist> {
      const rows = await repository.list(userId, WISHLIST_LIMIT);
      const shown = new Map((await catalog.visibleByIds(rows.map((row) => row.productId))).map((product) => [product._id, product]));
      return {
        items: rows.flatMap((row) => {
          const product = shown.get(row.productId);
          return product ? [{ product, savedAt: row.createdAt.toISOString() }] : [];
        }),
      };
    },

    /** Saves a product the shop shows (404 otherwise); saving it again changes nothing. */
    async save(userId: string, productId: string): Promise<WishlistChange> {
      const [product] = await catalog.visibleByIds([productId]);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      await inTransaction(db, async (tx) => {
        if (await repository.has(userId, productId, tx)) return;
        if ((await repository.count(userId, tx)) >= WISHLIST_LIMIT) throw new HttpError(409, WISHLIST_MESSAGES.full);
        await repository.add(userId, productId, tx);
      });
      return { productId, saved: true };
    },

    /** Takes a product off the list; one that was not on it is simply not there afterwards either. */
    async remove(userId: string, productId: string): Promise<WishlistChange> {
      await repository.remove(userId, productId);
      return { productId, saved: false };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
