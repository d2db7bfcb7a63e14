import {
  COD_LEGAL_LIMIT,
  COD_MESSAGES,
  COD_OPEN_ORDERS_PER_CUSTOMER,
  COD_PAYMENT_METHOD,
  isShipped,
  type CreatePaymentOrderRequest,
  type Order,
  type ShippingAddress,
} from '@store/shared';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import { orderConfirmationMail } from './checkout.mail';
import type { CartPricing } from './cart-pricing';
import { itemCount, orderLinesOf, type CheckoutContext } from './checkout.context';

/** An order paid in cash to the courier: no gateway, its stock taken and its order made in one transaction. */
export function createCashOnDelivery(ctx: CheckoutContext, { takeCart, wantedOf }: CartPricing) {
  const { db, repository, orders, customers, delivery, cod, mail, notifications, deliverable, limitCheckouts, mailSummary } = ctx;

  return {
    /**
     * POST /api/orders/cod: an order paid in cash to the courier. Priced from the database and its
     * stock taken exactly as a paid checkout's, in one transaction; payment pending until the courier
     * reports the cash collected. Offered to a verified account, for goods a courier brings, to a PIN
     * where couriers collect cash, up to the shop's cap (always below ₹2,00,000: Income Tax Act
     * s.269ST), with at most COD_OPEN_ORDERS_PER_CUSTOMER unpaid at once.
     */
    async placeCodOrder(
      userId: string,
      request: {
        amount: number;
        items: CreatePaymentOrderRequest['items'];
        shippingAddress: ShippingAddress;
        gstin?: string | undefined;
        businessName?: string | undefined;
      },
    ): Promise<Order> {
      if (cod.maxTotal <= 0) throw new HttpError(400, COD_MESSAGES.off);
      await delivery.checkAddress(request.shippingAddress);
      const customer = await customers.contactOf(userId);
      if (!customer?.verified) throw new HttpError(403, COD_MESSAGES.unverified);
      if (!(await deliverable(request.shippingAddress.pincode)).cod) throw new HttpError(400, COD_MESSAGES.notHere(request.shippingAddress.pincode));
      await limitCheckouts(userId);
      const wanted = wantedOf(request.items);

      const orderId = await inTransaction(db, async (tx) => {
        // One customer's COD orders are placed one at a time, so the open-order limit holds under concurrency.
        await repository.lockCashOnDeliveryOf(userId, tx);
        const open = await orders.openCashOnDelivery(userId, tx);
        if (open.count >= COD_OPEN_ORDERS_PER_CUSTOMER) throw new HttpError(409, COD_MESSAGES.tooManyOpen(open.count));
        const { items, taxablePaise, gstPaise, total, shippingFee } = await takeCart(wanted, request.amount, cod.fee, tx);
        if (!items.some((item) => isShipped(item.category!))) throw new HttpError(400, COD_MESSAGES.nothingToDeliver);
        if (total > cod.maxTotal) throw new HttpError(400, COD_MESSAGES.overCap(cod.maxTotal));
        // Income Tax Act s.269ST: the cash one person pays in a day stays below ₹2,00,000 across their orders,
        // so several orders each under the cap cannot add up to it (issue 40).
        if (open.rupees + total >= COD_LEGAL_LIMIT) throw new HttpError(409, COD_MESSAGES.overLegalLimit(open.rupees));
        // A checkout completed at once keeps the buyer's GSTIN for the invoice, as a paid one does.
        const checkout = await repository.insert(
          {
            userId,
            items,
            subtotalPaise: taxablePaise,
            taxPaise: gstPaise,
            total,
            shippingPaise: shippingFee * 100,
            shippingAddress: request.shippingAddress,
            gstin: request.gstin ?? '',
            businessName: request.businessName ?? '',
            state: 'completed',
            holdsStock: false,
            paymentMethod: COD_PAYMENT_METHOD,
          },
          0,
          tx,
        );
        const { _id: id } = await orders.create(
          {
            userId,
            status: 'pending',
            subtotalPaise: taxablePaise,
            taxPaise: gstPaise,
            total,
            shippingPaise: shippingFee * 100,
            shippingAddress: request.shippingAddress,
            paymentMethod: COD_PAYMENT_METHOD,
            paymentStatus: 'pending',
            checkoutId: checkout.id,
            buyerGstin: checkout.gstin,
            buyerBusinessName: checkout.businessName,
          },
          orderLinesOf(items),
          tx,
        );
        await repository.update(checkout.id, { orderId: id }, tx);
        await mail.send(orderConfirmationMail(customer.email, customer.name, mailSummary(id, items, checkout)), tx, {
          dedupeKey: `order-placed:${id}`,
        });
        await notifications.notify({ kind: 'cod-order', orderId: id, userId, total, customer: customer.name, items: itemCount(items) }, tx);
        return id;
      });
      return (await orders.getMine(userId, orderId))!;
    },
  };
}
