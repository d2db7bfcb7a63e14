import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_MESSAGES, DELIVERY_MESSAGES, GST_PERCENT, SHIPPING_LINE_NAME, type HeldPaymentReason, type Order } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import type { OrderMailSummary } from './checkout.mail';
import type { AuthService } from '../auth';
import type { DeliveryService } from '../delivery';
import type { CatalogService } from '../catalog';
import type { OrderService } from '../orders';
import type { PaymentsSettings, RazorpayClient, RazorpayPayment, RefundService } from '../payments';
import type { InvoiceService } from '../invoices';
import type { NotificationService } from '../notifications';
import type { CheckoutItem } from './checkout.schema';
import type { CheckoutRepository, CheckoutRow } from './checkout.repository';

export interface CheckoutServiceOptions {
  db: Database;
  repository: CheckoutRepository;
  orders: OrderService;
  catalog: Pick<CatalogService, 'lockForSale' | 'forSale' | 'takingForSale' | 'stockTaken' | 'changeStock' | 'returnStock'>;
  customers: Pick<AuthService, 'contactOf'>;
  /** The PIN directory: the shipping address's PIN must be India Post's, in the state chosen; where cash on delivery is offered. */
  delivery: Pick<DeliveryService, 'checkAddress' | 'quote'>;
  /** Cash on delivery: the largest order total (0: off) and its fee, rupees with GST. */
  cod: { maxTotal: number; fee: number };
  /** Whether parcels go through the courier sandbox (SHIPPING_SANDBOX): the site then says deliveries are simulated. */
  shippingSandbox?: boolean;
  invoices: InvoiceService;
  refunds: RefundService;
  jobs: JobQueue;
  mail: MailQueue;
  /** The shop's alerts: new orders, cash-on-delivery orders and held payments, told in their own transactions. */
  notifications: Pick<NotificationService, 'notify' | 'notifying'>;
  limiter: RateLimiter;
  audit: AuditLog;
  settings: PaymentsSettings;
  /** Checkouts one customer may start in 15 minutes (CHECKOUTS_PER_USER). */
  checkoutsPerUser: number;
  gateway: RazorpayClient | undefined;
  appUrl: string;
  logger: FastifyBaseLogger;
}

/** What finalising a paid checkout came to. */
export type Finalised =
  /** `order`: the order as made by this call (created), to answer with without reading it back. */
  | { kind: 'order'; orderId: string; created: boolean; order?: Order }
  | { kind: 'held'; reason: HeldPaymentReason }
  | { kind: 'not-paid' | 'unknown' | 'other-order' };

/** A payment as the shop acts on it: what the gateway reported, checked. */
export type TakenPayment = Pick<RazorpayPayment, 'id' | 'amount' | 'currency' | 'method' | 'status'>;

export const paise = (rupees: number) => rupees * 100;

/** How many things the lines come to (the shop's alert says "for 3 items"). */
export const itemCount = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The checkout has its order, made from this payment: no payment event can add to it. */
export const alreadyOrdered = (checkout: CheckoutRow, paymentId: string) =>
  checkout.state === 'completed' && checkout.paymentId === paymentId && checkout.orderId !== null;

/** A checkout's lines as its order keeps them; checkouts made before lines kept their HSN and rate get today's, once, here. */
export const orderLinesOf = (items: CheckoutItem[]) =>
  items.map(({ productId, name, brand, image, unitPricePaise, quantity, hsn, gstRate, serialised, warranty }) => ({
    productId,
    name,
    brand,
    image,
    unitPricePaise,
    quantity,
    hsn: hsn ?? '',
    gstRate: gstRate ?? GST_PERCENT,
    serialised: serialised ?? false,
    warranty: warranty ?? '',
  }));

/**
 * What every step of the checkout shares: the module's dependencies and the few helpers more than one
 * step uses (the gateway or a 503, the order's mail summary, the checkout rate limit, releasing a checkout).
 */
export function createCheckoutContext(options: CheckoutServiceOptions) {
  const { db, repository, catalog, delivery, limiter, settings, checkoutsPerUser, gateway, appUrl, logger } = options;

  function requireGateway(): RazorpayClient {
    if (!gateway) throw new HttpError(503, CHECKOUT_MESSAGES.notConfigured);
    return gateway;
  }

  const gatewayDown = (error: unknown) => {
    logger.warn(`payment gateway: ${error instanceof Error ? error.message : String(error)}`);
    return new HttpError(503, CHECKOUT_MESSAGES.gatewayUnavailable, { 'retry-after': '30' });
  };

  const mailSummary = (
    orderId: string,
    lines: Array<{ name: string; quantity: number; unitPricePaise: number }>,
    totals: { subtotalPaise: number; taxPaise: number; total: number; shippingPaise: number },
  ): OrderMailSummary => ({
    id: orderId,
    // The delivery charge is a line of the order, as on its invoice.
    items: [
      ...lines.map(({ name, quantity, unitPricePaise }) => ({ name, quantity, unitPricePaise })),
      ...(totals.shippingPaise > 0 ? [{ name: SHIPPING_LINE_NAME, quantity: 1, unitPricePaise: totals.shippingPaise }] : []),
    ],
    subtotalPaise: totals.subtotalPaise,
    taxPaise: totals.taxPaise,
    total: totals.total,
    link: `${appUrl}/orders/${orderId}`,
  });

  /** Gives a checkout's stock back and closes it as `state`, if it is still open; false otherwise. */
  async function release(checkoutId: string, state: 'expired' | 'abandoned'): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const checkout = await repository.lock(checkoutId, tx);
      if (!checkout || checkout.state !== 'open') return false;
      if (checkout.holdsStock) await catalog.returnStock(checkout.items, tx);
      await repository.update(checkoutId, { state, holdsStock: false }, tx);
      return true;
    });
  }

  /** The PIN's delivery quote; a 400 when no courier delivers there (nothing would reach the buyer). */
  async function deliverable(pincode: string) {
    const quote = await delivery.quote(pincode, undefined);
    if (!quote.serviceable) throw new HttpError(400, DELIVERY_MESSAGES.notServiceable(pincode));
    return quote;
  }

  /** One customer starts at most CHECKOUTS_PER_USER checkouts (paid or cash on delivery) in 15 minutes: a 429 past that. */
  async function limitCheckouts(userId: string): Promise<void> {
    const { count, retryAfterSeconds } = await limiter.hit(`checkout:user:${userId}`, 15 * 60);
    if (count > checkoutsPerUser) {
      throw new HttpError(429, `Too many checkout attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
        'retry-after': String(retryAfterSeconds),
      });
    }
  }

  return {
    ...options,
    shippingSandbox: options.shippingSandbox ?? false,
    keySecret: settings.mode === 'off' ? '' : settings.keySecret,
    requireGateway,
    gatewayDown,
    mailSummary,
    release,
    deliverable,
    limitCheckouts,
  };
}

export type CheckoutContext = ReturnType<typeof createCheckoutContext>;
