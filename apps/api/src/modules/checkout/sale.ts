import { randomUUID } from 'node:crypto';
import type { Order } from '@store/shared';
import type { Database } from '../../db/client';
import { orderConfirmationMail } from './checkout.mail';
import { itemCount, orderLinesOf, type CheckoutContext, type TakenPayment } from './checkout.context';
import type { CheckoutRow } from './checkout.repository';

/**
 * The sale: a paid checkout made into its order. In the usual case this is one SQL statement with no
 * transaction (issue 28), the order's insert carrying every other write of the sale, each built by the
 * module that owns its table and listed in one place below (docs/architecture.md draws it).
 */
export function createSale(ctx: CheckoutContext) {
  const { customers, invoices, repository, orders, refunds, mail, notifications, mailSummary } = ctx;

  /**
   * Makes the order of a checkout locked in `tx` from its payment: the lines and totals it stored,
   * the payment recorded against the order, its invoice, and the confirmation mail. The stock must
   * be taken already (held by the checkout, or taken again by the caller).
   */
  async function makeOrderLocked(
    checkout: CheckoutRow,
    payment: TakenPayment,
    tx: Database,
    customer?: { name: string; email: string },
    /** The checkout was read without a lock: the order is made only if it is still open and holding its stock (orderNotMade otherwise). */
    onlyIfStillOpen = false,
  ): Promise<Order> {
    const lines = orderLinesOf(checkout.items);
    const orderId = randomUUID();
    customer ??= await customers.contactOf(checkout.userId, tx);
    // Everything else the sale writes goes in the order's own statement, each part built by the module
    // that owns it (issue 28: one round trip for the sale). The invoice's number is fixed there, at the
    // sale, from the order as made here (nothing to read back); its counter's row stays locked to commit.
    const invoice = await invoices.issuingForSale(
      {
        id: orderId,
        userId: checkout.userId,
        checkoutId: checkout.id,
        status: 'confirmed',
        total: checkout.total,
        shippingPaise: checkout.shippingPaise,
        shippingAddress: checkout.shippingAddress,
        paymentMethod: payment.method,
        paymentId: payment.id,
        buyerGstin: checkout.gstin,
        buyerBusinessName: checkout.businessName,
        lines: lines.map(({ name, hsn, gstRate, unitPricePaise, quantity }, position) => ({ position, name, hsn, gstRate, unitPricePaise, quantity })),
      },
      tx,
    );
    const completed = repository.updating(
      checkout.id,
      { state: 'completed', holdsStock: false, orderId, paymentId: payment.id, paymentMethod: payment.method },
      tx,
      onlyIfStillOpen,
    );
    return orders.create(
      {
        userId: checkout.userId,
        // The terms: an order is confirmed once its online payment succeeds (a COD order waits for the shop).
        status: 'confirmed',
        subtotalPaise: checkout.subtotalPaise,
        taxPaise: checkout.taxPaise,
        total: checkout.total,
        shippingPaise: checkout.shippingPaise,
        shippingAddress: checkout.shippingAddress,
        paymentMethod: payment.method,
        paymentStatus: 'completed',
        paymentId: payment.id,
        checkoutId: checkout.id,
        buyerGstin: checkout.gstin,
        buyerBusinessName: checkout.businessName,
        gatewayOrderId: checkout.gatewayOrderId ?? '',
      },
      lines,
      tx,
      {
        id: orderId,
        ...(onlyIfStillOpen ? { onlyIf: completed } : {}),
        with: [
          refunds.recordingPayment(
            { id: payment.id, checkoutId: checkout.id, orderId, amount: payment.amount, currency: payment.currency, method: payment.method },
            tx,
          ),
          completed,
          ...invoice,
          // The invoice is linked, not attached: its PDF is rendered on its first download, off the purchase.
          ...(customer
            ? [
                mail.sending(
                  orderConfirmationMail(customer.email, customer.name, mailSummary(orderId, checkout.items, checkout), true),
                  'confirmation_mail',
                  tx,
                  {
                    dedupeKey: `order-placed:${orderId}`,
                  },
                ),
              ]
            : []),
          ...notifications.notifying(
            {
              kind: 'order-placed',
              orderId,
              userId: checkout.userId,
              total: checkout.total,
              customer: customer?.name ?? 'A customer',
              items: itemCount(checkout.items),
            },
            tx,
          ),
        ],
      },
    );
  }

  return { makeOrderLocked };
}

export type Sale = ReturnType<typeof createSale>;
