import {
  MAX_LINE_QUANTITY,
  MAX_CHECKOUT_LINES,
  cartChangesMessage,
  cartMergeMessage,
  type Cart,
  type CartChange,
  type CartLineInput,
  type Product,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { CatalogService } from '../catalog';
import type { CartRepository } from './cart.repository';
import type { SavedCartLine } from './cart.schema';

interface Deps {
  db: Database;
  repository: CartRepository;
  catalog: Pick<CatalogService, 'visibleByIds' | 'get'>;
}

/** Lines with each product once (the first place it appears), quantities added up. */
function combined(lines: readonly SavedCartLine[]): SavedCartLine[] {
  const byId = new Map<string, SavedCartLine>();
  for (const { productId, quantity } of lines) {
    const line = byId.get(productId);
    if (line) line.quantity += quantity;
    else byId.set(productId, { productId, quantity });
  }
  return [...byId.values()];
}

const cartProduct = ({ _id, name, brand, category, priceInclGst, mrp, discountPercent, stock, images }: Product) => ({
  _id,
  name,
  brand,
  category,
  priceInclGst,
  mrp,
  discountPercent,
  stock,
  images,
});

/**
 * A signed-in customer's saved cart (issue 27). Every read and write goes through `checked`: lines are
 * held against the catalogue as it is now, so hidden or deleted products drop out, quantities are capped
 * at the stock and at MAX_LINE_QUANTITY, and the customer is told what changed. Each operation is one
 * transaction holding the customer's cart row, so two devices saving at once queue, never interleave.
 */
export function createCartService({ db, repository, catalog }: Deps) {
  /** The lines as they can stand today, with the catalogue's data, and what had to change. */
  async function checked(lines: SavedCartLine[], tx: Database): Promise<{ kept: SavedCartLine[]; items: Cart['items']; changes: CartChange[] }> {
    const wanted = combined(lines);
    const onSale = new Map(
      (
        await catalog.visibleByIds(
          wanted.map((line) => line.productId),
          tx,
        )
      ).map((product) => [product._id, product]),
    );
    const kept: SavedCartLine[] = [];
    const items: Cart['items'] = [];
    const changes: CartChange[] = [];
    for (const { productId, quantity } of wanted) {
      const product = onSale.get(productId);
      if (!product) {
        // Hidden products still have a name to give; deleted ones do not.
        const name = (await catalog.get(productId, tx))?.name ?? '';
        changes.push({ productId, name, kind: 'unavailable', quantity: 0 });
        continue;
      }
      if (product.stock <= 0) {
        changes.push({ productId, name: product.name, kind: 'sold-out', quantity: 0 });
        continue;
      }
      if (kept.length === MAX_CHECKOUT_LINES) {
        changes.push({ productId, name: product.name, kind: 'cart-full', quantity: 0 });
        continue;
      }
      const most = Math.min(product.stock, MAX_LINE_QUANTITY);
      if (quantity > most) changes.push({ productId, name: product.name, kind: 'capped', quantity: most });
      const line = { productId, quantity: Math.min(quantity, most) };
      kept.push(line);
      items.push({ quantity: line.quantity, product: cartProduct(product) });
    }
    return { kept, items, changes };
  }

  const same = (a: SavedCartLine[], b: SavedCartLine[]) =>
    a.length === b.length && a.every((line, i) => line.productId === b[i]!.productId && line.quantity === b[i]!.quantity);

  return {
    /** The saved cart with today's products; what no longer holds is dropped from the saved cart too. */
    async get(userId: string): Promise<Cart> {
      return inTransaction(db, async (tx) => {
        const saved = await repository.lock(userId, tx);
        const { kept, items, changes } = await checked(saved, tx);
        if (!same(saved, kept)) await repository.save(userId, kept, tx);
        return { items, changes, message: cartChangesMessage(changes) };
      });
    },

    /** Replaces the whole saved cart (PUT: the device saving last wins, whole). */
    async replace(userId: string, lines: CartLineInput[]): Promise<Cart> {
      return inTransaction(db, async (tx) => {
        await repository.lock(userId, tx);
        const { kept, items, changes } = await checked(lines, tx);
        await repository.save(userId, kept, tx);
        return { items, changes, message: cartChangesMessage(changes) };
      });
    },

    /**
     * Adds the cart this browser filled as a guest to the saved one (at login): the saved lines keep
     * their place, a product in both gets both quantities (then the caps), new products come after.
     */
    async merge(userId: string, lines: CartLineInput[]): Promise<Cart> {
      return inTransaction(db, async (tx) => {
        const saved = await repository.lock(userId, tx);
        const { kept, items, changes } = await checked([...saved, ...lines], tx);
        await repository.save(userId, kept, tx);
        const before = new Map(combined(saved).map((line) => [line.productId, line.quantity]));
        const added = kept.reduce((sum, line) => sum + Math.max(0, line.quantity - (before.get(line.productId) ?? 0)), 0);
        // Into an empty saved cart nothing was merged with anything: the cart is simply as the shopper left it.
        return { items, changes, message: cartMergeMessage(saved.length === 0 ? 0 : added, changes) };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
