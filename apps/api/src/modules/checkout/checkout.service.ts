import type { Database } from '../../db/client';
import { createCancellation } from './cancellation';
import { createCartPricing } from './cart-pricing';
import { createCashOnDelivery } from './cash-on-delivery';
import { createCheckoutContext, type CheckoutServiceOptions } from './checkout.context';
import { createOpenCheckout } from './open-checkout';
import { createPaymentEvents } from './payment-events';
import { createPlaceOrder } from './place-order';
import { createSale } from './sale';
import { createSettlePayment } from './settle-payment';

export type { CheckoutServiceOptions, Finalised } from './checkout.context';

/**
 * Checkout and what follows the payment, one file per step: open a checkout (open-checkout.ts), the
 * browser's return (place-order.ts), settle a payment (settle-payment.ts) into the sale (sale.ts), what
 * the gateway reports by itself (payment-events.ts), cash on delivery (cash-on-delivery.ts) and
 * cancellation (cancellation.ts). The money rules: prices and totals come from the database (never the
 * request, cart-pricing.ts), stock is held at checkout and given back exactly once, one order is made
 * per checkout whoever finalises it first (the browser, a webhook, the reconciler), a payment that
 * cannot simply become its order is held for a person (held-payments.service.ts), and the gateway is
 * never called inside a database transaction.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const ctx = createCheckoutContext(options);
  const pricing = createCartPricing(ctx.catalog);
  const sale = createSale(ctx);
  const settle = createSettlePayment(ctx, sale);
  const events = createPaymentEvents(ctx, settle);

  return {
    /** Whether a checkout names the product (the admin's product removal keeps such a product). */
    namesProduct: (productId: string, tx?: Database): Promise<boolean> => ctx.repository.namesProduct(productId, tx),

    finalise: settle.finalise,
    makeOrderLocked: sale.makeOrderLocked,
    ...events,
    ...createOpenCheckout(ctx, pricing),
    ...createPlaceOrder(ctx, sale, settle),
    ...createCashOnDelivery(ctx, pricing),
    ...createCancellation(ctx),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
