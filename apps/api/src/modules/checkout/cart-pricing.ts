import { CHECKOUT_MESSAGES, GST_PERCENT, MAX_LINE_QUANTITY, orderTotals, shippingFeeFor, type CheckoutConflict } from '@store/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { ProductForSale } from '../catalog';
import type { CheckoutItem } from './checkout.schema';
import type { CheckoutServiceOptions } from './checkout.context';

/** The cart priced from the products as the database has them, never as the request says. */
export function createCartPricing(catalog: CheckoutServiceOptions['catalog']) {
  /**
   * Prices the cart from the products as read (`found`): the lines as sold, and the totals by the
   * shared rule (the goods, then the delivery charge plus `extraFee` rupees, a cash-on-delivery fee,
   * as one more line). A 409 with today's prices and stock when the cart no longer matches the shop,
   * or `amount` is not what it comes to.
   */
  function priceCart(wanted: Map<string, number>, amount: number, extraFee: number, found: ProductForSale[]) {
    const ids = [...wanted.keys()].sort();
    // A hidden product is not for sale: to a buyer it is as gone as a deleted one.
    const rows = new Map(found.filter((row) => !row.hidden).map((row) => [row.id, row]));
    const lines: NonNullable<CheckoutConflict['lines']> = ids.map((id) => {
      const row = rows.get(id);
      return { productId: id, name: row?.name ?? '', priceInclGst: row?.priceInclGst ?? 0, available: row?.stock ?? 0 };
    });
    if (ids.some((id) => !rows.has(id))) throw new HttpError(409, CHECKOUT_MESSAGES.productUnavailable, {}, { lines });
    const items: CheckoutItem[] = ids.map((id) => {
      const row = rows.get(id)!;
      return {
        productId: id,
        name: row.name,
        brand: row.brand,
        image: row.images[0] ?? '',
        unitPricePaise: row.priceInclGst * 100,
        quantity: wanted.get(id)!,
        hsn: row.hsn,
        gstRate: GST_PERCENT,
        category: row.category,
        serialised: row.serialised,
        warranty: row.warranty,
      };
    });
    // The goods, and the delivery charge by the shared rule as one more line (what the cart showed).
    const goods = items.map((item) => ({ category: item.category!, priceInclGst: item.unitPricePaise / 100, quantity: item.quantity, gstRate: item.gstRate }));
    const totals = orderTotals(goods, shippingFeeFor(goods) + extraFee);
    const short = items.find((item) => rows.get(item.productId)!.stock < item.quantity);
    if (short) throw new HttpError(409, CHECKOUT_MESSAGES.notEnoughStock(short.name, rows.get(short.productId)!.stock), {}, { total: totals.total, lines });
    if (totals.total !== amount) throw new HttpError(409, CHECKOUT_MESSAGES.priceChanged, {}, { total: totals.total, lines });
    return { items, ...totals };
  }

  /** Prices the cart (priceCart) under the products' locks and takes its stock, in `tx`. */
  async function takeCart(wanted: Map<string, number>, amount: number, extraFee: number, tx: Database) {
    const sale = priceCart(wanted, amount, extraFee, await catalog.lockForSale([...wanted.keys()].sort(), tx));
    await catalog.changeStock(
      sale.items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
      tx,
    );
    return sale;
  }

  /** Lines of one product are one line; a line over the most one may buy is refused. */
  function wantedOf(lines: ReadonlyArray<{ productId: string; quantity: number }>): Map<string, number> {
    const wanted = new Map<string, number>();
    for (const { productId, quantity } of lines) wanted.set(productId.toLowerCase(), (wanted.get(productId.toLowerCase()) ?? 0) + quantity);
    if ([...wanted.values()].some((quantity) => quantity > MAX_LINE_QUANTITY)) throw new HttpError(400, CHECKOUT_MESSAGES.quantityInvalid);
    return wanted;
  }

  return { priceCart, takeCart, wantedOf };
}

export type CartPricing = ReturnType<typeof createCartPricing>;
