import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  CURRENCY,
  RESERVATION_MINUTES,
  type CreatePaymentOrderRequest,
  type PaymentOrder,
  type PaymentsConfig,
  type ShippingAddress,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import { RazorpayError } from '../payments';
import type { CartPricing } from './cart-pricing';
import { paise, type CheckoutContext } from './checkout.context';
import { checkoutNotOpened, type CheckoutRow } from './checkout.repository';

/** A sale's stock no longer as it was read when its checkout was priced: its transaction is rolled back. */
class ShopMoved extends Error {}

/** Opening a checkout: the cart priced from the database, its stock held, a gateway order opened for the total. */
export function createOpenCheckout(ctx: CheckoutContext, { priceCart, wantedOf }: CartPricing) {
  const { db, repository, catalog, delivery, jobs, settings, shippingSandbox, cod, logger, requireGateway, gatewayDown, deliverable, limitCheckouts, release } =
    ctx;

  return {
    config(): PaymentsConfig {
      // Cash on delivery needs no gateway: it is offered (or not) whether online payment is on or off.
      if (settings.mode === 'off') return { enabled: false, sandbox: false, shippingSandbox, scriptUrl: '', key: '', cod };
      return { enabled: true, sandbox: settings.mode === 'sandbox', shippingSandbox, scriptUrl: settings.scriptUrl, key: settings.keyId, cod };
    },

    /** Prices the cart from the database, holds its stock, and opens a gateway order for the total. */
    async createPaymentOrder(
      userId: string,
      request: {
        amount: number;
        items: CreatePaymentOrderRequest['items'];
        shippingAddress: ShippingAddress;
        gstin?: string | undefined;
        businessName?: string | undefined;
      },
    ): Promise<PaymentOrder> {
      const client = requireGateway();
      // The state is the place of supply (CGST+SGST or IGST on the invoice): it must be the PIN's.
      await delivery.checkAddress(request.shippingAddress);
      await deliverable(request.shippingAddress.pincode);
      await limitCheckouts(userId);
      const wanted = wantedOf(request.items);

      // A customer pays for one cart at a time: earlier unpaid checkouts give their stock back first.
      for (const id of await repository.openOf(userId)) await release(id, 'abandoned');

      // Priced from the products as read, nothing locked: the gateway's order is opened for that total
      // first, and the checkout then takes the stock in one statement only if the shop has not moved
      // meanwhile (issue 28: no lock held across the gateway's call, one round trip for the checkout).
      const ids = [...wanted.keys()].sort();
      const sale = priceCart(wanted, request.amount, 0, await catalog.forSale(ids));
      const checkoutId = randomUUID();
      let gatewayOrderId: string;
      try {
        gatewayOrderId = (await client.createOrder({ amount: paise(sale.total), currency: CURRENCY, receipt: checkoutId, notes: { checkoutId } })).id;
      } catch (error) {
        if (error instanceof RazorpayError) logger.error(`payment gateway refused an order: ${error.statusCode} ${error.code}: ${error.message}`);
        throw gatewayDown(error);
      }
      // A gateway order never paid lapses there; nothing of ours is held when the stock has gone meanwhile.
      const fields = {
        id: checkoutId,
        userId,
        items: sale.items,
        subtotalPaise: sale.taxablePaise,
        taxPaise: sale.gstPaise,
        total: sale.total,
        shippingPaise: sale.shippingFee * 100,
        shippingAddress: request.shippingAddress,
        gstin: request.gstin ?? '',
        businessName: request.businessName ?? '',
        gatewayOrderId,
      };
      const wantedLines = sale.items.map((item) => ({ productId: item.productId, quantity: item.quantity, priceInclGst: item.unitPricePaise / 100 }));
      /** The checkout, its stock taken and its expiry queued, in one statement; with `quietly`, only if all of it is taken and no product reaches its low-stock threshold. */
      const open = (on: Database, quietly: boolean) => {
        const stock = catalog.takingForSale(wantedLines, on);
        const expiry = jobs.enqueuing(
          {
            kind: 'checkout-expire',
            payload: { checkoutId },
            delaySeconds: RESERVATION_MINUTES * 60,
            dedupeKey: `checkout-expire:${checkoutId}`,
            maxAttempts: 20,
            wake: false,
          },
          'checkout_expiry',
          on,
        );
        return repository.insertAlongside(fields, RESERVATION_MINUTES, on, {
          with: [...stock.with, expiry],
          report: stock.report,
          ...(quietly ? { onlyIf: stock.allTakenQuietly } : {}),
        });
      };
      for (let attempt = 1; ; attempt++) {
        let checkout: CheckoutRow | undefined;
        try {
          // The usual case: one statement, no transaction.
          checkout = (await open(db, true)).row;
        } catch (error) {
          if (!checkoutNotOpened(error)) throw error;
          // A line not taken (sold out, repriced or hidden since it was read) or a product taken to its
          // low-stock threshold: again in a transaction, which tells the shop of the threshold and
          // undoes the whole statement when a line was not taken.
          checkout = await inTransaction(db, async (tx) => {
            const { row, report: taken } = await open(tx, false);
            if (taken.length !== sale.items.length) throw new ShopMoved();
            await catalog.stockTaken(taken, tx);
            return row;
          }).catch((failure: unknown) => {
            if (failure instanceof ShopMoved) return undefined;
            throw failure;
          });
        }
        if (checkout)
          return { orderId: gatewayOrderId, amount: paise(checkout.total), currency: CURRENCY, key: client.keyId, expiresAt: checkout.expiresAt.toISOString() };
        // Read again: the 409 says what changed; when nothing has (another buyer's units came back), try once more.
        priceCart(wanted, request.amount, 0, await catalog.forSale(ids));
        if (attempt === 3) throw new HttpError(409, CHECKOUT_MESSAGES.priceChanged, {}, { total: sale.total });
      }
    },
  };
}
