import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHECKOUT_MESSAGES,
  CURRENCY,
  DELIVERY_MESSAGES,
  GST_PERCENT,
  orderTotals,
  shippingFeeFor,
  COD_LEGAL_LIMIT,
  COD_MESSAGES,
  COD_OPEN_ORDERS_PER_CUSTOMER,
  COD_PAYMENT_METHOD,
  REPLACEMENT_PAYMENT_METHOD,
  isShipped,
  SHIPPING_LINE_NAME,
  HELD_PAYMENT_REFUND_HOURS,
  isCancellable,
  isCancellableByShop,
  MAX_LINE_QUANTITY,
  ORDER_MESSAGES,
  RESERVATION_MINUTES,
  type CheckoutConflict,
  type CreatePaymentOrderRequest,
  type HeldPaymentReason,
  ATTENTION_LABELS,
  type Order,
  type PaymentOrder,
  type PaymentsConfig,
  type ShippingAddress,
} from '@store/shared';
import type { Database } from '../../db/client';
import type { CheckoutItem } from './checkout.schema';
import { inStatements, inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { Actor, AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { orderCancelledMail, orderConfirmationMail, orderLinesCancelledMail, orderReturnedToShopMail, type OrderMailSummary } from '../mail';
import type { AuthService } from '../auth';
import type { DeliveryService } from '../delivery';
import type { CatalogService, ProductForSale } from '../catalog';
import { orderNotMade, type OrderService } from '../orders';
import type { PaymentsSettings } from '../payments';
import { GatewayUnavailableError, paymentSignatureMatches, RazorpayError, type RazorpayClient, type RazorpayPayment } from '../payments';
import type { RefundService, Requester } from '../payments';
import type { InvoiceService } from '../invoices';
import type { NotificationService } from '../notifications';
import { checkoutNotOpened, type CheckoutRepository, type CheckoutRow } from './checkout.repository';
import type { RazorpayWebhook } from './razorpay-webhook';

/** After a reservation has expired, the gateway is asked once more this much later (a late payment without a webhook). */
const LATE_CHECK_MINUTES = 60;

/** Events that say a payment may now make its order. */
const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);
/** Events about money going back. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);
/**
 * Every event the shop subscribes to (README). `payment.failed` changes nothing here: a failed
 * attempt takes no money, and the checkout keeps its stock for the customer's next try until it
 * expires; it is recorded (once) like every other.
 */
export const SUBSCRIBED_EVENTS = [...PAYMENT_EVENTS, 'payment.failed', ...REFUND_EVENTS] as const;

const paise = (rupees: number) => rupees * 100;

/** How many things the lines come to (the shop's alert says "for 3 items"). */
const itemCount = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The checkout has its order, made from this payment: no payment event can add to it. */
const alreadyOrdered = (checkout: CheckoutRow, paymentId: string) =>
  checkout.state === 'completed' && checkout.paymentId === paymentId && checkout.orderId !== null;

/** A checkout's lines as its order keeps them; checkouts made before lines kept their HSN and rate get today's, once, here. */
const orderLinesOf = (items: CheckoutItem[]) =>
  items.map(({ productId, name, brand, image, unitPricePaise, quantity, hsn, gstRate }) => ({
    productId,
    name,
    brand,
    image,
    unitPricePaise,
    quantity,
    hsn: hsn ?? '',
    gstRate: gstRate ?? GST_PERCENT,
  }));

/** What finalising a paid checkout came to. */
export type Finalised =
  /** `order`: the order as made by this call (created), to answer with without reading it back. */
  | { kind: 'order'; orderId: string; created: boolean; order?: Order }
  | { kind: 'held'; reason: HeldPaymentReason }
  | { kind: 'not-paid' | 'unknown' | 'other-order' };

/** A payment as the shop acts on it: what the gateway reported, checked. */
type TakenPayment = Pick<RazorpayPayment, 'id' | 'amount' | 'currency' | 'method' | 'status'>;

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

/** A sale's stock no longer as it was read when its checkout was priced: its transaction is rolled back. */
class ShopMoved extends Error {}

/**
 * Checkout and what follows the payment. The money rules: prices and totals come from the database
 * (never the request), stock is held at checkout and given back exactly once, one order is made per
 * checkout whoever finalises it first (the browser, a webhook, the reconciler), a payment that cannot
 * simply become its order is held for a person (held-payments.service.ts), and the gateway is never called
 * inside a database transaction.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const {
    db,
    repository,
    orders,
    catalog,
    customers,
    delivery,
    cod,
    shippingSandbox = false,
    invoices,
    refunds,
    jobs,
    mail,
    notifications,
    limiter,
    audit,
    settings,
    checkoutsPerUser,
    gateway,
    appUrl,
    logger,
  } = options;
  const keySecret = settings.mode === 'off' ? '' : settings.keySecret;

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

  /** Cancels units (checked by the caller) of some lines of an order locked in `tx`, leaving some of it. */
  async function cancelSome(
    order: NonNullable<Awaited<ReturnType<OrderService['lockForCancel']>>>,
    wanted: Array<{ itemId: string; quantity: number }>,
    actor: Actor,
    reason: string | undefined,
    tx: Database,
  ): Promise<void> {
    const result = await orders.cancelLines(order.id, wanted, tx);
    await catalog.returnStock(result, tx);
    const amountPaise = result.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const paid = order.paymentId !== '' && (await refunds.findPayment(order.paymentId, tx)) !== undefined;
    const refund = paid
      ? await refunds.refund({ paymentId: order.paymentId, amountPaise, reason: 'order-cancelled', by: actor, orderId: order.id }, tx)
      : undefined;
    // The note credits what is refunded for these units (issue 40): their price, never the delivery charge kept.
    await invoices.creditLines(order.id, `cancel:${randomUUID()}`, result, paid ? { kind: 'gateway' } : { kind: 'unpaid' }, tx, refund?.amount);
    await audit.record(
      actor,
      {
        action: 'order.cancel-lines',
        targetType: 'order',
        targetId: order.id,
        before: null,
        after: { lines: wanted, refundPaise: refund?.amount ?? 0, ...(reason ? { reason } : {}) },
      },
      tx,
    );
    const customer = await customers.contactOf(order.userId, tx);
    if (customer)
      await mail.send(
        orderLinesCancelledMail(
          customer.email,
          customer.name,
          { id: order.id, link: `${appUrl}/orders/${order.id}` },
          result,
          paid ? (refund?.amount ?? 0) : null,
        ),
        tx,
      );
  }

  /**
   * Cancels an order locked in `tx`: its stock back, what is left of its payment refunded with the credit
   * note for it, the customer's e-mail queued. `why` 'returned': the courier brought the parcel back
   * undelivered (RTO): the same, with its own mail, and the shop told (issue 40).
   */
  async function cancelLocked(
    order: NonNullable<Awaited<ReturnType<OrderService['lockForCancel']>>>,
    by: Requester,
    tx: Database,
    why: 'cancelled' | 'returned' = 'cancelled',
  ): Promise<void> {
    const lines = await orders.lines(order.id, tx);
    await catalog.returnStock(lines, tx);
    await orders.markCancelled(order.id, tx);
    const paid = order.paymentId !== '' && (await refunds.findPayment(order.paymentId, tx)) !== undefined;
    const refund = paid
      ? await refunds.refund(
          { paymentId: order.paymentId, amountPaise: 'rest', reason: why === 'returned' ? 'rto' : 'order-cancelled', by, orderId: order.id },
          tx,
        )
      : undefined;
    // The note credits all that is left of the invoice: what this refund and the earlier ones gave back (issue 40).
    const creditNote = await invoices.issueCreditNote(order.id, paid ? { kind: 'gateway' } : { kind: 'unpaid' }, tx);
    const customer = await customers.contactOf(order.userId, tx);
    const refundPaise = paid ? (refund?.amount ?? 0) : null;
    if (why === 'returned') {
      await notifications.notify(
        { kind: 'parcel-returned', orderId: order.id, userId: order.userId, customer: customer?.name ?? 'A customer', refundPaise: refundPaise ?? 0 },
        tx,
      );
      if (customer)
        await mail.send(orderReturnedToShopMail(customer.email, customer.name, mailSummary(order.id, lines, order), refundPaise), tx, {
          dedupeKey: `order-returned:${order.id}`,
        });
      return;
    }
    if (customer) {
      const cancelled = orderCancelledMail(customer.email, customer.name, mailSummary(order.id, lines, order), refundPaise, creditNote);
      await mail.send(cancelled, tx, { dedupeKey: `order-cancelled:${order.id}` });
    }
  }

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
        lines: lines.map(({ name, hsn, gstRate, unitPricePaise, quantity }, position) => ({ position, name, hsn, gstRate, unitPricePaise, quantity })),
      },
      checkout.gstin,
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

  /** Keeps a paid checkout for a person to settle (held-payments.service.ts), its stock given back. */
  async function holdLocked(checkout: CheckoutRow, payment: TakenPayment, reason: HeldPaymentReason, note: string, tx: Database): Promise<Finalised> {
    if (checkout.holdsStock) await catalog.returnStock(checkout.items, tx);
    // Only money taken can be refunded; an authorization of the wrong amount is never captured and lapses at the gateway.
    if (payment.status === 'captured')
      await refunds.recordPayment(
        { id: payment.id, checkoutId: checkout.id, orderId: null, amount: payment.amount, currency: payment.currency, method: payment.method },
        tx,
      );
    await repository.update(
      checkout.id,
      { state: 'flagged', flagReason: reason, holdsStock: false, paymentId: payment.id, paymentMethod: payment.method, note },
      tx,
    );
    // Refunded by held-payments.service.ts if nobody settles it in time.
    await jobs.enqueue(
      {
        kind: 'held-payment-deadline',
        payload: { checkoutId: checkout.id },
        delaySeconds: HELD_PAYMENT_REFUND_HOURS * 3600,
        dedupeKey: `held-payment:${checkout.id}`,
        wake: false,
      },
      tx,
    );
    await notifications.notify(
      {
        kind: 'payment-attention',
        key: `held:${checkout.id}`,
        reason: ATTENTION_LABELS[reason],
        amountPaise: payment.amount,
        detail: `Payment ${payment.id}: ${note}`,
        userId: checkout.userId,
      },
      tx,
    );
    logger.warn({ checkoutId: checkout.id, paymentId: payment.id, reason }, `payment held for the shop: ${note}`);
    return { kind: 'held', reason };
  }

  /** Captures an authorized payment; one captured meanwhile (Razorpay's auto-capture won the race) counts as captured. */
  async function capture(client: RazorpayClient, payment: RazorpayPayment): Promise<RazorpayPayment> {
    try {
      return await client.capturePayment(payment.id, payment.amount, payment.currency);
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      const now = await client.fetchPayment(payment.id);
      if (now.status === 'captured') return now;
      // Neither captured nor capturable now: the browser gets a 503 and the webhook or reconciler tries again.
      throw new GatewayUnavailableError(`capture of ${payment.id} refused (${error.code}: ${error.message}); the payment is ${now.status}`);
    }
  }

  /**
   * Makes the order of a paid checkout, once. The payment is read from the gateway first (outside
   * any transaction), then everything happens in one transaction under the checkout's lock.
   * `prior`: the gateway's answer to that read when the caller asked already (it is not asked twice).
   */
  async function finalise(
    gatewayOrderId: string,
    paymentId: string,
    read?: CheckoutRow,
    prior?: { payment: RazorpayPayment } | { error: unknown },
  ): Promise<Finalised> {
    const known = read ?? (await repository.findByGatewayOrder(gatewayOrderId));
    if (!known) return { kind: 'unknown' };
    if (alreadyOrdered(known, paymentId)) return { kind: 'order', orderId: known.orderId!, created: false };

    const client = requireGateway();
    let payment: RazorpayPayment;
    try {
      if (prior && 'error' in prior) throw prior.error;
      payment = prior?.payment ?? (await client.fetchPayment(paymentId));
    } catch (error) {
      if (error instanceof RazorpayError) return { kind: 'not-paid' };
      throw error;
    }
    if (payment.order_id !== gatewayOrderId) return { kind: 'other-order' };
    const expected = paise(known.total);
    const matches = payment.amount === expected && payment.currency === CURRENCY;
    // Only a payment that will make its order is captured (issue 40): a wrong amount, a second payment, or one
    // whose stock has gone is left authorized, and Razorpay returns it by itself, costing the shop no fee.
    if (payment.status === 'authorized' && matches && (await orderable(known, payment.id))) payment = await capture(client, payment);
    if (payment.status !== 'captured' && payment.status !== 'authorized') return { kind: 'not-paid' };
    for (let look = 1; ; look++) {
      const taken = payment;
      const outcome = await inTransaction(db, async (tx): Promise<Finalised | 'capture-first'> => {
        const { checkout, customer } = (await repository.lockWithCustomer({ id: known.id }, tx))!;
        return settleLocked(checkout, customer, taken, tx);
      });
      if (outcome !== 'capture-first') return outcome;
      // The stock came back between the look above and the lock: captured now (never under a lock), then settled again.
      if (look === 2) return { kind: 'not-paid' };
      payment = await capture(client, payment);
    }
  }

  /**
   * Whether an authorized payment of the right amount would make its order now, as read without a lock:
   * the checkout is not settled by another payment or held, and its stock is held or still there. Only such a
   * payment is captured; settleLocked decides again under the lock.
   */
  async function orderable(checkout: CheckoutRow, paymentId: string): Promise<boolean> {
    if (checkout.state === 'completed' || checkout.state === 'flagged' || checkout.state === 'refunded')
      return checkout.paymentId === paymentId && checkout.state === 'completed';
    if (checkout.paymentId !== null && checkout.paymentId !== paymentId) return false;
    if (checkout.holdsStock) return true;
    const rows = new Map((await catalog.forSale(checkout.items.map((item) => item.productId))).map((row) => [row.id, row]));
    return checkout.items.every((item) => rows.get(item.productId)?.hidden === false && rows.get(item.productId)!.stock >= item.quantity);
  }

  /**
   * The part of finalise under the checkout's lock, in `tx`: the order made from the payment taken
   * (captured, or authorized for the wrong amount and left to lapse), the payment held, or what an
   * earlier call decided.
   */
  async function settleLocked(
    checkout: CheckoutRow,
    customer: { name: string; email: string } | undefined,
    taken: RazorpayPayment,
    tx: Database,
  ): Promise<Finalised | 'capture-first'> {
    const expected = paise(checkout.total);
    const matches = taken.amount === expected && taken.currency === CURRENCY;
    if (checkout.paymentId && checkout.paymentId !== taken.id && taken.status === 'captured') {
      // A second payment for one checkout: it is returned, whatever became of the first.
      if (!(await refunds.findPayment(taken.id, tx))) {
        await refunds.recordPayment(
          { id: taken.id, checkoutId: checkout.id, orderId: null, amount: taken.amount, currency: taken.currency, method: taken.method },
          tx,
        );
        await refunds.refund({ paymentId: taken.id, amountPaise: 'rest', reason: 'duplicate-payment', by: 'system' }, tx);
        logger.warn({ checkoutId: checkout.id, paymentId: taken.id }, 'second payment for one checkout: refunding it');
      }
      return checkout.state === 'completed'
        ? { kind: 'order', orderId: checkout.orderId!, created: false }
        : { kind: 'held', reason: checkout.flagReason ?? 'amount-mismatch' };
    }
    if (checkout.state === 'completed') return { kind: 'order', orderId: checkout.orderId!, created: false };
    if (checkout.state === 'flagged' || checkout.state === 'refunded') {
      // Held while only authorized, and captured since (a late auto-capture, or on the gateway's dashboard):
      // the money is now the shop's, so it is recorded, and refunded at once if the hold was closed already
      // (a flagged one is refunded at its deadline, or settled by a person, as any captured hold).
      if (taken.status === 'captured' && checkout.paymentId === taken.id && !(await refunds.findPayment(taken.id, tx))) {
        await refunds.recordPayment(
          { id: taken.id, checkoutId: checkout.id, orderId: null, amount: taken.amount, currency: taken.currency, method: taken.method },
          tx,
        );
        if (checkout.state === 'refunded')
          await refunds.refund({ paymentId: taken.id, amountPaise: 'rest', reason: checkout.flagReason ?? 'amount-mismatch', by: 'system' }, tx);
        logger.warn({ checkoutId: checkout.id, paymentId: taken.id, state: checkout.state }, 'a held payment was captured at the gateway since: recorded');
      }
      return { kind: 'held', reason: checkout.flagReason ?? 'amount-mismatch' };
    }

    if (!matches) return holdLocked(checkout, taken, 'amount-mismatch', `paid ${taken.amount} ${taken.currency}, expected ${expected} ${CURRENCY}`, tx);

    if (!checkout.holdsStock) {
      // Paid after the reservation ran out: the stock is taken again if it is there and still for sale, else a person decides.
      const rows = new Map(
        (
          await catalog.lockForSale(
            checkout.items.map((item) => item.productId),
            tx,
          )
        ).map((row) => [row.id, row]),
      );
      const withdrawn = checkout.items.find((item) => rows.get(item.productId)?.hidden !== false);
      if (withdrawn) return holdLocked(checkout, taken, 'product-hidden', `paid after the reservation expired; ${withdrawn.name} is no longer for sale`, tx);
      const short = checkout.items.find((item) => rows.get(item.productId)!.stock < item.quantity);
      if (short)
        return holdLocked(
          checkout,
          taken,
          'sold-out',
          `paid after the reservation expired; ${rows.get(short.productId)!.stock} of ${short.name} left, ${short.quantity} wanted`,
          tx,
        );
      // An authorized payment is captured only when it makes its order: not under this lock, so first.
      if (taken.status !== 'captured') return 'capture-first';
      await catalog.changeStock(
        checkout.items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
        tx,
      );
    }
    if (taken.status !== 'captured') return 'capture-first';
    const order = await makeOrderLocked(checkout, taken, tx, customer);
    return { kind: 'order', orderId: order._id, created: true, order };
  }

  /**
   * Place-order's usual case, a payment the gateway captured at once: the payment is read first and
   * the checkout only under its lock, by the gateway order the signature vouches for (issue 28: no
   * read before the lock). Anything else (the gateway unreachable, a payment to capture or refused)
   * goes to finalise with the gateway's answer, as before; 'not-yours' for another customer's checkout.
   */
  async function finaliseCaptured(
    userId: string,
    payment: { orderId: string; paymentId: string },
  ): Promise<Finalised | 'not-yours' | { prior: { payment: RazorpayPayment } | { error: unknown } }> {
    let fetched: RazorpayPayment;
    try {
      fetched = await requireGateway().fetchPayment(payment.paymentId);
    } catch (error) {
      return { prior: { error } };
    }
    if (fetched.status !== 'captured' || fetched.order_id !== payment.orderId) return { prior: { payment: fetched } };
    // The usual sale (the checkout open, holding its stock, paid the right amount, once) in one
    // statement without a lock: the checkout read, then the order made only if it is still as read.
    const read = await repository.lockWithCustomer({ gatewayOrderId: payment.orderId }, db, false);
    if (!read || read.checkout.userId !== userId) return 'not-yours';
    const { checkout } = read;
    if (
      checkout.state === 'open' &&
      checkout.holdsStock &&
      (checkout.paymentId === null || checkout.paymentId === fetched.id) &&
      fetched.amount === paise(checkout.total) &&
      fetched.currency === CURRENCY
    ) {
      try {
        const order = await inStatements(db, (on) => makeOrderLocked(checkout, fetched, on, read.customer, true));
        return { kind: 'order', orderId: order._id, created: true, order };
      } catch (error) {
        // Changed since it was read (expired, or finalised by a webhook meanwhile): decided under the lock
        // below. So is any other failure of that one statement (a deadlock with another process's sale):
        // it wrote nothing, and the locked way decides afresh (and fails the same way if it must).
        // Only the database's code is logged: a failed query's message spells out its parameters (an address).
        const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? 'none') as string;
        if (!orderNotMade(error)) logger.warn({ checkoutId: checkout.id, code }, 'the one-statement sale failed; taking the locked way');
      }
    }
    const settled = await inTransaction(db, async (tx) => {
      const locked = await repository.lockWithCustomer({ gatewayOrderId: payment.orderId }, tx);
      if (!locked || locked.checkout.userId !== userId) return 'not-yours' as const;
      return settleLocked(locked.checkout, locked.customer, fetched, tx);
    });
    // A captured payment is never sent back to be captured.
    return settled === 'capture-first' ? { kind: 'not-paid' } : settled;
  }

  /** Asks the gateway about a checkout nobody finalised: makes its order if it was paid, else releases it. */
  async function reconcile(checkoutId: string, lateCheck: boolean): Promise<void> {
    const checkout = await repository.findById(checkoutId);
    if (!checkout) return;
    // A checkout given up for a newer one (abandoned) may still have been paid (issue 40): its payment is
    // looked for when its reservation would have ended, and again later, exactly as an expired one's.
    const unsettled = checkout.state === 'open' || checkout.state === 'abandoned' || (lateCheck && checkout.state === 'expired');
    if (checkout.gatewayOrderId && gateway && unsettled) {
      const payments = await gateway.fetchOrderPayments(checkout.gatewayOrderId);
      const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'authorized');
      if (paid) {
        await finalise(checkout.gatewayOrderId, paid.id);
        return;
      }
    }
    if (lateCheck || (checkout.state !== 'open' && checkout.state !== 'abandoned')) return;
    if (checkout.state === 'abandoned' || (await release(checkoutId, 'expired'))) {
      if (checkout.state === 'open') logger.info({ checkoutId }, 'checkout expired unpaid: stock released');
      if (checkout.gatewayOrderId) {
        await jobs.enqueue(
          {
            kind: 'checkout-expire',
            payload: { checkoutId, late: true },
            delaySeconds: LATE_CHECK_MINUTES * 60,
            dedupeKey: `checkout-late:${checkoutId}`,
            maxAttempts: 8,
          },
          db,
        );
      }
    }
  }

  jobs.handle('checkout-expire', async (payload) => reconcile(payload.checkoutId, payload.late === true));

  jobs.handle('payment-event', async ({ event, orderId, paymentId, refund }) => {
    if (REFUND_EVENTS.has(event) && refund) {
      // Any status the gateway sent; fromGateway reads one it does not know as pending.
      await refunds.fromGateway(event, refund as Parameters<RefundService['fromGateway']>[1], (made, tx) =>
        invoices.creditValue(made.orderId!, `refund:${made.id}`, made.amount, { kind: 'gateway' }, tx),
      );
      return;
    }
    if (PAYMENT_EVENTS.has(event) && orderId && paymentId) {
      const outcome = await finalise(orderId, paymentId);
      // The gateway's order is ours but the payment is not yet readable as paid: Razorpay's events can
      // outrun its API by a moment. Tried again with the queue's backoff.
      if (outcome.kind === 'not-paid') throw new Error(`${event}: payment ${paymentId} is not paid yet`);
    }
  });

  /** The checkout of this gateway order, if it is the user's and the signature is the gateway's. */
  async function verifiedCheckout(userId: string, payment: { orderId: string; paymentId: string; signature: string }): Promise<CheckoutRow> {
    const checkout = await repository.findByGatewayOrder(payment.orderId);
    // Signed over the *stored* order id: a triple of another order (or another user's) does not pass.
    if (
      !checkout ||
      checkout.userId !== userId ||
      !checkout.gatewayOrderId ||
      !paymentSignatureMatches({ ...payment, orderId: checkout.gatewayOrderId }, keySecret)
    ) {
      throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
    }
    return checkout;
  }

  /** The PIN's delivery quote; a 400 when no courier delivers there (nothing would reach the buyer). */
  async function deliverable(pincode: string) {
    const quote = await delivery.quote(pincode, undefined);
    if (!quote.serviceable) throw new HttpError(400, DELIVERY_MESSAGES.notServiceable(pincode));
    return quote;
  }

  return {
    /** Whether a checkout names the product (the catalogue keeps such a product). */
    namesProduct: (productId: string, tx?: Database): Promise<boolean> => repository.namesProduct(productId, tx),
    /** The buyer's GSTIN given at the checkout ('' for none), for the invoice. */
    buyerGstin: (checkoutId: string, on?: Database): Promise<string> => repository.gstinOf(checkoutId, on),

    finalise,
    reconcile,
    makeOrderLocked,

    config(): PaymentsConfig {
      // Cash on delivery needs no gateway: it is offered (or not) whether online payment is on or off.
      if (settings.mode === 'off') return { enabled: false, sandbox: false, shippingSandbox, scriptUrl: '', key: '', cod };
      return { enabled: true, sandbox: settings.mode === 'sandbox', shippingSandbox, scriptUrl: settings.scriptUrl, key: settings.keyId, cod };
    },

    /** Prices the cart from the database, holds its stock, and opens a gateway order for the total. */
    async createPaymentOrder(
      userId: string,
      request: { amount: number; items: CreatePaymentOrderRequest['items']; shippingAddress: ShippingAddress; gstin?: string | undefined },
    ): Promise<PaymentOrder> {
      const client = requireGateway();
      // The state is the place of supply (CGST+SGST or IGST on the invoice): it must be the PIN's.
      await delivery.checkAddress(request.shippingAddress);
      await deliverable(request.shippingAddress.pincode);
      const { count, retryAfterSeconds } = await limiter.hit(`checkout:user:${userId}`, 15 * 60);
      if (count > checkoutsPerUser) {
        throw new HttpError(429, `Too many checkout attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
          'retry-after': String(retryAfterSeconds),
        });
      }
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

    async verifyPayment(
      userId: string,
      triple: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<{ success: true }> {
      requireGateway();
      await verifiedCheckout(userId, { orderId: triple.razorpay_order_id, paymentId: triple.razorpay_payment_id, signature: triple.razorpay_signature });
      return { success: true };
    },

    /** POST /api/orders: the order of a verified payment, made from the stored checkout; the same payment again gives the same order. */
    async placeOrder(userId: string, payment: { orderId: string; paymentId: string; signature: string }): Promise<{ order: Order; created: boolean }> {
      requireGateway();
      // The checkout is found by the order id signed here, so the signature is checked before anything is read.
      if (!paymentSignatureMatches(payment, keySecret)) throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
      let outcome: Finalised;
      try {
        const captured = await finaliseCaptured(userId, payment);
        if (captured === 'not-yours') throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
        if ('prior' in captured) {
          const checkout = await verifiedCheckout(userId, payment);
          outcome = await finalise(checkout.gatewayOrderId!, payment.paymentId, checkout, captured.prior);
        } else outcome = captured;
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw gatewayDown(error);
        throw error;
      }
      if (outcome.kind === 'order') return { order: outcome.order ?? (await orders.getMine(userId, outcome.orderId))!, created: outcome.created };
      if (outcome.kind === 'held')
        throw new HttpError(409, outcome.reason === 'amount-mismatch' ? CHECKOUT_MESSAGES.paymentMismatch : CHECKOUT_MESSAGES.soldOutHeld);
      throw new HttpError(400, CHECKOUT_MESSAGES.verificationFailed);
    },

    /**
     * Takes a signed webhook in: recorded once by its event id, and handled by the job queue. Only
     * payment events for a checkout this very payment has already made into its order are
     * answered without work; refund events always reach their refund, whatever the order's state.
     */
    async acceptWebhook(eventId: string, event: RazorpayWebhook): Promise<void> {
      const name = event.event;
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      const work = PAYMENT_EVENTS.has(name) || (REFUND_EVENTS.has(name) && refund !== undefined);
      // The usual case: the browser came back first and the order exists. Recorded, nothing to queue.
      if (work && PAYMENT_EVENTS.has(name) && payment?.order_id) {
        if (await repository.recordEventIfOrdered(eventId, name, payment.order_id, payment.id)) return;
      }
      await inTransaction(db, async (tx) => {
        if (!(await repository.recordEvent(eventId, name, tx)) || !work) return;
        const notes = refund?.notes && !Array.isArray(refund.notes) ? refund.notes : {};
        // Our refunds carry their attempt's key as receipt and in notes: either finds the row before the refund call has
        // returned. Our refund's own id in the notes finds it whatever the attempt (a late event of an earlier one).
        const key = refund?.receipt ?? (typeof notes.idempotency_key === 'string' ? notes.idempotency_key : null);
        const refundFields = refund
          ? {
              id: refund.id,
              payment_id: refund.payment_id,
              amount: refund.amount,
              status: refund.status ?? '',
              receipt: key,
              ours: typeof notes.refund_id === 'string' ? notes.refund_id : null,
            }
          : null;
        await jobs.enqueue(
          { kind: 'payment-event', payload: { event: name, orderId: payment?.order_id ?? null, paymentId: payment?.id ?? null, refund: refundFields } },
          tx,
        );
      });
    },

    /**
     * POST /api/orders/cod: an order paid in cash to the courier. Priced from the database and its
     * stock taken exactly as a paid checkout's, in one transaction; payment pending until the courier
     * reports the cash collected. Offered to a verified account, for goods a courier brings, to a PIN
     * where couriers collect cash, up to the shop's cap (always below ₹2,00,000: Income Tax Act
     * s.269ST), with at most COD_OPEN_ORDERS_PER_CUSTOMER unpaid at once.
     */
    async placeCodOrder(
      userId: string,
      request: { amount: number; items: CreatePaymentOrderRequest['items']; shippingAddress: ShippingAddress; gstin?: string | undefined },
    ): Promise<Order> {
      if (cod.maxTotal <= 0) throw new HttpError(400, COD_MESSAGES.off);
      await delivery.checkAddress(request.shippingAddress);
      const customer = await customers.contactOf(userId);
      if (!customer?.verified) throw new HttpError(403, COD_MESSAGES.unverified);
      if (!(await deliverable(request.shippingAddress.pincode)).cod) throw new HttpError(400, COD_MESSAGES.notHere(request.shippingAddress.pincode));
      const { count, retryAfterSeconds } = await limiter.hit(`checkout:user:${userId}`, 15 * 60);
      if (count > checkoutsPerUser) {
        throw new HttpError(429, `Too many checkout attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
          'retry-after': String(retryAfterSeconds),
        });
      }
      const wanted = wantedOf(request.items);

      const orderId = await inTransaction(db, async (tx) => {
        // One customer's COD orders are placed one at a time, so the open-order limit holds under concurrency.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cod:${userId}`}, 0))`);
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

    /**
     * A parcel the courier brought back undelivered (RTO delivered), in the shipping module's transaction
     * that holds the order's lock: the order cancelled, its stock back, what was paid refunded through the
     * gateway by the same refund rows and reconciler as any cancel, the credit note saying so, the customer
     * mailed and the shop told (issue 40).
     */
    async takeBackReturned(orderId: string, tx: Database): Promise<void> {
      const order = await orders.lockForCancel(orderId, undefined, tx);
      if (!order || order.status === 'cancelled') return;
      await cancelLocked(order, 'system', tx, 'returned');
    },

    /** The owner cancels a pending or confirmed order: stock back once, and what is left of the payment refunded. */
    async cancel(userId: string, orderId: string): Promise<Order> {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockForCancel(orderId, userId, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (!isCancellable(order.status)) throw new HttpError(409, CHECKOUT_MESSAGES.cannotCancel);
        if (order.paymentMethod === REPLACEMENT_PAYMENT_METHOD) throw new HttpError(409, CHECKOUT_MESSAGES.replacementNotCancellable);
        await cancelLocked(order, 'customer', tx);
      });
      return (await orders.getMine(userId, orderId))!;
    },

    /**
     * The shop cancels an order before it ships (pending, confirmed or processing), whole or some units
     * of its lines: their stock back once, a credit note for them if invoiced, their price refunded if
     * paid (a COD order collects less), the customer told; the audit log says who.
     */
    async cancelByShop(actor: Actor, orderId: string, lines?: Array<{ itemId: string; quantity: number }>, reason?: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockForCancel(orderId, undefined, tx);
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        if (!isCancellableByShop(order.status)) throw new HttpError(409, ORDER_MESSAGES.illegalMove(order.status, 'cancelled'));
        const left = await orders.lines(orderId, tx);
        const asked = new Map<string, number>();
        for (const line of lines ?? []) asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
        for (const [itemId, quantity] of asked) {
          const line = left.find((candidate) => candidate.itemId === itemId);
          if (!line) throw new HttpError(400, ORDER_MESSAGES.noSuchLine);
          if (quantity > line.quantity) throw new HttpError(400, ORDER_MESSAGES.cancelTooMany(line.name, line.quantity));
        }
        const unitsLeft = left.reduce((sum, line) => sum + line.quantity, 0);
        const unitsAsked = [...asked.values()].reduce((sum, quantity) => sum + quantity, 0);
        if (!lines || unitsAsked === unitsLeft) {
          // All that is left: the order is cancelled whole.
          await cancelLocked(order, actor, tx);
          await audit.record(
            actor,
            {
              action: 'order.status',
              targetType: 'order',
              targetId: orderId,
              before: { status: order.status },
              after: { status: 'cancelled', ...(reason ? { reason } : {}) },
            },
            tx,
          );
          return;
        }
        await cancelSome(
          order,
          [...asked].map(([itemId, quantity]) => ({ itemId, quantity })),
          actor,
          reason,
          tx,
        );
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
