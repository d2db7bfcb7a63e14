import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from './database';
import { httpPost } from './http-post';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-entities';
import { hmacHex } from './signing';
import { createTimers, PermanentTimerError, type TimerToAdd } from '@store/sandbox-kit';
import { SANDBOX_METHODS } from './methods';
import {
  createSandboxRepository,
  sandboxId,
  toRazorpayOrder,
  toRazorpayPayment,
  toRazorpayRefund,
  type ListWindow,
  type OrderRow,
  type PaymentRow,
  type RefundRow,
} from './sandbox.repository';
import { SANDBOX_PAYER, sandboxTimers } from './sandbox.schema';

/**
 * Test values (docs/payments-sandbox.md), chosen in the sandbox's payment dialog or sent to
 * POST /v1/checkout/pay, as Razorpay's test cards and UPI ids choose a test payment's fate.
 */
export const SANDBOX_OUTCOMES = ['captured', 'authorized', 'capture-race', 'failed'] as const;
export const SANDBOX_REFUND_SCENARIOS = ['processed', 'pending', 'failed', 'failed-once', 'rejected', 'rate-limited'] as const;
export const SANDBOX_WEBHOOK_SCENARIOS = ['once', 'twice', 'late', 'reversed', 'lost'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export type SandboxRefundScenario = (typeof SANDBOX_REFUND_SCENARIOS)[number];
export type SandboxWebhookScenario = (typeof SANDBOX_WEBHOOK_SCENARIOS)[number];

/** The sandbox's delayed work: one change's webhooks; a pending refund's settling. */
export const SANDBOX_TIMER_KINDS = ['webhook', 'refund-settle'] as const;
export type SandboxTimerKind = (typeof SANDBOX_TIMER_KINDS)[number];
const WEBHOOK: SandboxTimerKind = 'webhook';
const REFUND_SETTLE: SandboxTimerKind = 'refund-settle';

/** 'late' webhooks arrive this long after the change they announce. */
export const SANDBOX_LATE_WEBHOOK_SECONDS = 120;
/** A refund left 'pending' settles (processed, or failed when its scenario says so) this long after it was made. */
export const SANDBOX_REFUND_SETTLE_SECONDS = 120;
/**
 * Razorpay retries a webhook that got no 2xx answer (none, a refused connection, a 5xx from a proxy
 * whose process died) with exponential backoff for 24 hours after the event was made, then gives up.
 */
export const SANDBOX_WEBHOOK_RETRY_SECONDS = 24 * 60 * 60;
/** Razorpay's documented test trigger: a refund of exactly ₹24.68 fails. */
export const SANDBOX_FAILING_REFUND_PAISE = 2468;

const MESSAGES = {
  notFound: 'The id provided does not exist',
  invalidId: (id: string) => `${id.replace(/^[a-z]+_/, '')} is not a valid id`,
  minimumAmount: 'The amount must be at least INR 1.00',
  amountInteger: 'The amount must be an integer.',
  amountRequired: 'amount: is required.',
  notAllowed: (fields: string[]) => `${fields.join(', ')} is/are not required and should not be sent`,
  receiptUnique: 'Order receipt should be unique.',
  receiptLength: 'receipt: the length must be no more than 40.',
  currencyUnsupported: 'Currency is not supported',
  orderPaid: 'Your payment has been declined as the order is already paid. Please initiate the payment with a new order.',
  /** Razorpay's answer to a capture of a payment captured already (by an earlier call or its auto-capture). */
  alreadyCaptured: 'This payment has already been captured',
  orderInProgress: 'A payment of this order has been authorized already: capture it before another is made.',
  notCapturable: 'Only payments which have been authorized and not yet captured can be captured',
  captureAmount: 'Capture amount must be equal to the amount authorized.',
  captureCurrency: 'Capture currency must be equal to the currency of the payment.',
  notCaptured: 'Only payments which have been captured can be refunded',
  fullyRefunded: 'The payment has been fully refunded already.',
  refundTooLarge: 'The refund amount provided is greater than amount captured.',
  refundRejected: 'Refund is not supported by the bank because the payment is more than 6 months old',
  // Razorpay's rate limiter: HTTP 429 in its usual error envelope; its docs ask for a retry with backoff.
  tooManyRequests: 'Too many requests',
  keyTooShort: 'The idempotency key must be at least 10 characters long.',
  keyCharacters: 'The idempotency key must only contain alphanumeric characters, underscores, and hyphens',
  keyReused: 'Different request with the same idempotency key has already been processed.',
  declined: 'Payment failed',
  speed: 'The speed must be normal or optimum.',
  count: 'count must be between 1 and 100',
  window: 'from must be between 946684800 and 4765046400',
} as const;

/** An answer Razorpay would give with its error body; the routes send it as it is. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    description: string,
    readonly field?: string,
    readonly code = 'BAD_REQUEST_ERROR',
    /** Validation errors say where they come from; authentication, URL and idempotency errors say 'NA'. */
    readonly origin: 'business' | 'NA' | 'null' = 'business',
  ) {
    super(description);
  }

  get body() {
    const where =
      this.origin === 'business'
        ? { source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' }
        : this.origin === 'NA'
          ? { source: 'NA', step: 'NA', reason: 'NA' }
          : { source: null, step: null, reason: null };
    return { error: { code: this.code, description: this.message, ...where, metadata: {}, ...(this.field ? { field: this.field } : {}) } };
  }
}

const ID_PATTERN: Record<string, RegExp> = { order: /^order_[A-Za-z0-9]{14}$/, pay: /^pay_[A-Za-z0-9]{14}$/, rfnd: /^rfnd_[A-Za-z0-9]{14}$/ };
/** A malformed id is "not a valid id"; a well-formed unknown one "does not exist" (the caller's 400). */
function checkId(kind: keyof typeof ID_PATTERN, id: string, field?: string): void {
  if (!ID_PATTERN[kind]!.test(id)) throw new SandboxError(400, MESSAGES.invalidId(id), field);
}

/** Razorpay takes amounts as integers, or integer strings (form posts, the SDK's string amounts). */
function amountOf(value: unknown, required: boolean): number | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new SandboxError(400, MESSAGES.amountRequired, 'amount');
    return undefined;
  }
  const amount = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw new SandboxError(400, MESSAGES.amountInteger, 'amount');
  if (amount < 100) throw new SandboxError(400, MESSAGES.minimumAmount, 'amount');
  return amount;
}

function refuseOthers(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length) throw new SandboxError(400, MESSAGES.notAllowed(extra));
}

function notesOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new SandboxError(400, 'The notes field must be an object.', 'notes');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw new SandboxError(400, 'The notes may not have more than 15 items.', 'notes');
  return Object.fromEntries(entries.map(([key, note]) => [key, String(note).slice(0, 256)]));
}

/** Razorpay's list parameters, with its limits. */
export function listWindow(query: Record<string, unknown>): ListWindow {
  const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
  const count = number(query.count) ?? 10;
  const skip = number(query.skip) ?? 0;
  const from = number(query.from);
  const to = number(query.to);
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new SandboxError(400, MESSAGES.count, 'count');
  if (!Number.isInteger(skip) || skip < 0) throw new SandboxError(400, 'skip must be 0 or more', 'skip');
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 946684800 || value > 4765046400))
      throw new SandboxError(400, MESSAGES.window.replace('from', field), field);
  }
  return { count, skip, from, to };
}

const collection = <T>(items: T[]) => ({ entity: 'collection' as const, count: items.length, items });

/** What a payment of each method shows, as Razorpay's test payments do. */
function methodDetails(method: string, succeeded: boolean) {
  if (method === 'upi') return { vpa: succeeded ? 'success@razorpay' : 'failure@razorpay' };
  if (method === 'netbanking') return { bank: 'HDFC' };
  if (method === 'wallet') return { wallet: 'mobikwik' };
  return { cardId: sandboxId('card') };
}

/** A payment made in the sandbox's dialog: its method and the test scenario chosen. */
interface PayRequest {
  orderId: string;
  method: string;
  outcome: SandboxOutcome;
  refunds: SandboxRefundScenario;
  webhooks: SandboxWebhookScenario;
}

export interface SandboxOptions {
  db: Database;
  /** How often its timers look for due work (late webhooks, settling refunds, retries). */
  pollMs: number;
  /** The first retry of a failed webhook waits this long, each next one twice as long. */
  retryBaseSeconds: number;
  keySecret: string;
  webhookSecret: string;
  /** Where its webhooks go: the app's /api/payments/webhook. */
  webhookUrl: () => string;
}

/**
 * A Razorpay stand-in that keeps its records in the app's database and behaves as Razorpay's API
 * reference says, not more kindly: payments are captured at once (auto-capture) or only authorized,
 * captures race the auto-capture, refunds can stay pending or fail, and every change is announced by
 * signed webhooks that may come twice, late, out of order or never, as the payment's test scenario
 * says. The webhooks go through its own timers and are retried until the shop takes them.
 */
export function createSandbox({ db, pollMs, retryBaseSeconds, keySecret, webhookSecret, webhookUrl }: SandboxOptions) {
  const repository = createSandboxRepository(db);
  const timers = createTimers(db, sandboxTimers, { pollMs, retryBaseSeconds });

  // One job per change delivers its events in order, each as its own signed request; a retry sends
  // them all again (the shop takes each event id once, as it must with Razorpay's redeliveries).
  // Up to 32 deliveries, as Razorpay retries for a day.
  timers.handle(WEBHOOK, 32, async (payload) => {
    const { events } = payload as { events: Array<{ eventId: string; body: string }> };
    const madeAt = (JSON.parse(events[0]?.body ?? '{}') as { created_at?: number }).created_at ?? Date.now() / 1000;
    if (Date.now() / 1000 - madeAt > SANDBOX_WEBHOOK_RETRY_SECONDS)
      throw new PermanentTimerError('not delivered within 24 hours of the event: Razorpay stops retrying then');
    for (const { eventId, body } of events) {
      const status = await httpPost(
        webhookUrl(),
        {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': hmacHex(body, webhookSecret),
          'x-razorpay-event-id': eventId,
        },
        body,
        // Razorpay counts no answer within 5 seconds as a failed delivery.
        5_000,
      );
      if (status < 200 || status >= 300) throw new Error(`webhook ${eventId} answered ${status}`);
    }
  });

  /** The timer that delivers the webhooks of one change as the payment's scenario says; none when they are lost. */
  function webhooksOf(payment: PaymentRow, events: Array<[event: string, entities: Record<string, unknown>]>): TimerToAdd | undefined {
    const scenario = payment.webhookScenario as SandboxWebhookScenario;
    if (scenario === 'lost') return undefined;
    let signed = events.map(([event, entities]) => ({
      eventId: sandboxId('evt'),
      body: JSON.stringify({
        entity: 'event',
        account_id: 'acc_Sandbox0000001',
        event,
        contains: Object.keys(entities),
        // A webhook's payment also shows its amount in the account's currency and what was transferred on (Razorpay Route).
        payload: Object.fromEntries(
          Object.entries(entities).map(([name, entity]) => [
            name,
            {
              entity: name === 'payment' ? { ...(entity as RazorpayPayment), base_amount: (entity as RazorpayPayment).amount, amount_transferred: 0 } : entity,
            },
          ]),
        ),
        created_at: Math.floor(Date.now() / 1000),
      }),
    }));
    if (scenario === 'reversed') signed = signed.reverse();
    if (scenario === 'twice') signed = signed.flatMap((event) => [event, event]);
    // Sent at the timers' next poll rather than at once: like Razorpay's, a webhook comes a moment
    // after the checkout handler has the payment, not ahead of it.
    return { kind: WEBHOOK, payload: { events: signed }, ...(scenario === 'late' ? { delaySeconds: SANDBOX_LATE_WEBHOOK_SECONDS } : {}) };
  }

  /** Sets the webhooks of one change going, in `tx`, as the payment's scenario delivers them. */
  async function announce(payment: PaymentRow, events: Array<[event: string, entities: Record<string, unknown>]>, tx: Database): Promise<void> {
    const timer = webhooksOf(payment, events);
    if (timer) await timers.add(timer, tx);
  }

  /**
   * The usual payment, captured at once, in two statements and no transaction (issue 28): the order
   * read, then paid with the payment and its webhooks written only if the order is as read. Undefined
   * when it is not one to pay now or changed meanwhile: the locked way then decides, and says why.
   */
  async function payAtOnce(request: PayRequest) {
    const found = await repository.orderToPay(request.orderId);
    if (!found || found.order.status === 'paid' || found.authorizedWaiting) return undefined;
    const { order } = found;
    const payment: PaymentRow = {
      id: sandboxId('pay'),
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      method: request.method,
      status: 'captured',
      amountRefunded: 0,
      captured: true,
      vpa: null,
      bank: null,
      wallet: null,
      cardId: null,
      ...SANDBOX_PAYER,
      ...fee(order.amount),
      errorCode: null,
      errorDescription: null,
      errorSource: null,
      errorStep: null,
      errorReason: null,
      captureScenario: 'manual',
      refundScenario: request.refunds,
      refundCalls: 0,
      webhookScenario: request.webhooks,
      createdAt: new Date(),
      ...methodDetails(request.method, true),
    };
    const paid: OrderRow = { ...order, status: 'paid', attempts: order.attempts + 1, amountPaid: order.amount };
    // The payment.authorized event before the others shows it as it was a moment earlier.
    const authorized: PaymentRow = { ...payment, status: 'authorized', captured: false, fee: null, tax: null };
    const webhooks = webhooksOf(payment, [
      ['payment.authorized', { payment: toRazorpayPayment(authorized) }],
      ['payment.captured', { payment: toRazorpayPayment(payment) }],
      ['order.paid', { payment: toRazorpayPayment(payment), order: toRazorpayOrder(paid) }],
    ]);
    const written = await repository.payAtOnce(order, payment, (paymentCte) => (webhooks ? [timers.adding(webhooks, 'webhooks_queued', db, paymentCte)] : []));
    if (!written) return undefined;
    const triple = { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: hmacHex(`${order.id}|${payment.id}`, keySecret) };
    return { ok: true as const, triple };
  }

  const fee = (amount: number) => {
    // Razorpay's 2 % plus 18 % GST on it, both inside `fee`.
    const base = Math.round(amount * 0.02);
    const tax = Math.round(base * 0.18);
    return { fee: base + tax, tax };
  };

  /**
   * Captures a locked authorized payment (the shop's capture call, or the auto-capture racing it)
   * and pays its order; its webhooks follow.
   */
  async function captureLocked(payment: PaymentRow, tx: Database): Promise<PaymentRow> {
    const captured = await repository.updatePayment(payment.id, { status: 'captured', captured: true, ...fee(payment.amount) }, tx);
    const order = await repository.findOrder(payment.orderId, tx, true);
    const paid = await repository.updateOrder(payment.orderId, { status: 'paid', amountPaid: order!.amount }, tx);
    await announce(
      captured,
      [
        ['payment.captured', { payment: toRazorpayPayment(captured) }],
        ['order.paid', { payment: toRazorpayPayment(captured), order: toRazorpayOrder(paid) }],
      ],
      tx,
    );
    return captured;
  }

  /** Ends a pending refund as its scenario said; a failed one gives its amount back to the payment. */
  timers.handle(REFUND_SETTLE, 8, async (payload) => {
    await db.transaction(async (tx) => {
      const refund = await repository.findRefund(String(payload.refundId), tx, true);
      if (!refund || refund.status !== 'pending') return;
      const status = payload.status === 'failed' ? 'failed' : 'processed';
      const settled = await repository.setRefundStatus(refund.id, status, tx);
      let payment = (await repository.findPayment(refund.paymentId, tx, true))!;
      if (status === 'failed') {
        const amountRefunded = payment.amountRefunded - refund.amount;
        payment = await repository.updatePayment(payment.id, { amountRefunded, status: 'captured' }, tx);
      }
      await announce(payment, [[`refund.${status}`, { refund: toRazorpayRefund(settled, payment.currency), payment: toRazorpayPayment(payment) }]], tx);
    });
  });

  const requestHash = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

  return {
    async createOrder(body: Record<string, unknown>): Promise<RazorpayOrder> {
      refuseOthers(body, ['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
      const amount = amountOf(body.amount, true)!;
      const currency = body.currency ?? 'INR';
      if (typeof currency !== 'string') throw new SandboxError(400, `expected string but provided ${String(currency)}`, 'currency');
      if (currency !== 'INR') throw new SandboxError(400, MESSAGES.currencyUnsupported, 'currency');
      if (body.partial_payment === true || body.partial_payment === 'true' || body.partial_payment === '1')
        throw new SandboxError(400, 'partial_payment is not supported by this sandbox', 'partial_payment');
      const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
      if (receipt !== null && receipt.length > 40) throw new SandboxError(400, MESSAGES.receiptLength, 'receipt');
      const row = await repository.insertOrder({ amount, currency, receipt, notes: notesOf(body.notes) });
      if (!row) throw new SandboxError(400, MESSAGES.receiptUnique, 'receipt');
      return toRazorpayOrder(row);
    },

    async listOrders(query: Record<string, unknown>) {
      const receipt = typeof query.receipt === 'string' ? query.receipt : undefined;
      const orders = await repository.listOrders({ ...listWindow(query), receipt });
      const authorized = query.authorized === '1' || query.authorized === 'true';
      if (!authorized) return collection(orders.map(toRazorpayOrder));
      const withAuthorized = [];
      for (const order of orders)
        if ((await repository.paymentsOfOrder(order.id)).some((payment) => payment.status === 'authorized')) withAuthorized.push(order);
      return collection(withAuthorized.map(toRazorpayOrder));
    },

    async fetchOrder(id: string): Promise<RazorpayOrder> {
      checkId('order', id, 'id');
      const row = await repository.findOrder(id);
      if (!row) throw new SandboxError(400, MESSAGES.notFound);
      return toRazorpayOrder(row);
    },

    async orderPayments(id: string) {
      checkId('order', id);
      if (!(await repository.findOrder(id))) throw new SandboxError(400, MESSAGES.notFound);
      return collection((await repository.paymentsOfOrder(id)).map(toRazorpayPayment));
    },

    async fetchPayment(id: string): Promise<RazorpayPayment> {
      checkId('pay', id);
      const row = await repository.findPayment(id);
      if (!row) throw new SandboxError(400, MESSAGES.notFound);
      return toRazorpayPayment(row);
    },

    /**
     * What the dialog's buttons do: a payment that is captured at once (Razorpay's default
     * auto-capture), only authorized (the shop must capture it), authorized with the auto-capture
     * racing the shop's capture call, or failed; its refunds and webhooks follow the scenario given.
     */
    async pay(request: PayRequest) {
      checkId('order', request.orderId, 'order_id');
      if (request.outcome === 'captured') {
        const paid = await payAtOnce(request);
        if (paid) return paid;
      }
      return db.transaction(async (tx) => {
        const locked = await repository.orderToPay(request.orderId, tx, true);
        if (!locked) throw new SandboxError(400, MESSAGES.notFound, 'order_id');
        const { order } = locked;
        if (order.status === 'paid') throw new SandboxError(400, MESSAGES.orderPaid);
        if (locked.authorizedWaiting) throw new SandboxError(400, MESSAGES.orderInProgress);
        const failed = request.outcome === 'failed';
        // Paid at once (Razorpay's auto-capture): written captured, its order paid, in one write each;
        // the payment.authorized event before them shows it as it was a moment earlier.
        const capturedNow = request.outcome === 'captured';
        const payment = await repository.insertPayment(
          {
            id: sandboxId('pay'),
            orderId: order.id,
            amount: order.amount,
            currency: order.currency,
            method: request.method,
            status: failed ? 'failed' : 'authorized',
            ...methodDetails(request.method, !failed),
            ...(failed
              ? {
                  errorCode: 'BAD_REQUEST_ERROR',
                  errorDescription: MESSAGES.declined,
                  errorSource: 'bank',
                  errorStep: 'payment_authorization',
                  errorReason: 'payment_failed',
                }
              : {}),
            captureScenario: request.outcome === 'capture-race' ? 'race' : 'manual',
            refundScenario: request.refunds,
            webhookScenario: request.webhooks,
            ...(capturedNow ? { status: 'captured', captured: true, ...fee(order.amount) } : {}),
          },
          tx,
        );
        const triple = {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: hmacHex(`${order.id}|${payment.id}`, keySecret),
        };
        if (capturedNow) {
          const paid = await repository.updateOrder(order.id, { status: 'paid', attempts: order.attempts + 1, amountPaid: order.amount }, tx);
          const authorized: PaymentRow = { ...payment, status: 'authorized', captured: false, fee: null, tax: null };
          await announce(
            payment,
            [
              ['payment.authorized', { payment: toRazorpayPayment(authorized) }],
              ['payment.captured', { payment: toRazorpayPayment(payment) }],
              ['order.paid', { payment: toRazorpayPayment(payment), order: toRazorpayOrder(paid) }],
            ],
            tx,
          );
          return { ok: true as const, triple };
        }
        await repository.updateOrder(order.id, { status: 'attempted', attempts: order.attempts + 1 }, tx);
        if (failed) {
          await announce(payment, [['payment.failed', { payment: toRazorpayPayment(payment) }]], tx);
          return {
            ok: false as const,
            failure: {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: MESSAGES.declined,
                source: 'bank',
                step: 'payment_authorization',
                reason: 'payment_failed',
                metadata: { order_id: order.id, payment_id: payment.id },
              },
            },
          };
        }
        // Razorpay sends payment.authorized for every payment, then (auto-capture) payment.captured and order.paid.
        await announce(payment, [['payment.authorized', { payment: toRazorpayPayment(payment) }]], tx);
        return { ok: true as const, triple };
      });
    },

    async capture(id: string, body: Record<string, unknown>): Promise<RazorpayPayment> {
      checkId('pay', id);
      refuseOthers(body, ['amount', 'currency']);
      const amount = amountOf(body.amount, true)!;
      const outcome = await db.transaction(async (tx) => {
        const payment = await repository.findPayment(id, tx, true);
        if (!payment) throw new SandboxError(400, MESSAGES.notFound);
        if (payment.status === 'authorized' && payment.captureScenario === 'race') {
          // Razorpay's auto-capture gets there first: the payment is captured, and this call is refused as Razorpay refuses a second capture.
          await captureLocked(payment, tx);
          return 'raced' as const;
        }
        if (payment.captured) throw new SandboxError(400, MESSAGES.alreadyCaptured);
        if (payment.status !== 'authorized') throw new SandboxError(400, MESSAGES.notCapturable);
        if (amount !== payment.amount) throw new SandboxError(400, MESSAGES.captureAmount, 'amount');
        if (body.currency !== undefined && body.currency !== payment.currency) throw new SandboxError(400, MESSAGES.captureCurrency, 'currency');
        return toRazorpayPayment(await captureLocked(payment, tx));
      });
      if (outcome === 'raced') throw new SandboxError(400, MESSAGES.alreadyCaptured);
      return outcome;
    },

    /**
     * A refund, as the payment's scenario makes it end: processed at once, pending until it settles
     * (processed, or failed), or refused outright. The same idempotency key with the same request
     * gives back the first refund; with another request it is refused (409).
     */
    async refund(paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined): Promise<RazorpayRefund> {
      checkId('pay', paymentId);
      if (idempotencyKey !== undefined) {
        if (idempotencyKey.length < 10) throw new SandboxError(400, MESSAGES.keyTooShort, undefined, 'BAD_REQUEST_ERROR', 'NA');
        if (!/^[A-Za-z0-9_-]+$/.test(idempotencyKey)) throw new SandboxError(400, MESSAGES.keyCharacters, undefined, 'BAD_REQUEST_ERROR', 'NA');
      }
      refuseOthers(body, ['amount', 'speed', 'notes', 'receipt']);
      const asked = amountOf(body.amount, false);
      const speed = body.speed ?? 'normal';
      if (speed !== 'normal' && speed !== 'optimum') throw new SandboxError(400, MESSAGES.speed, 'speed');
      const notes = notesOf(body.notes);
      const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
      if (receipt !== null && receipt.length > 40) throw new SandboxError(400, MESSAGES.receiptLength, 'receipt');
      const hash = requestHash({ amount: asked ?? null, speed, notes, receipt });

      // The 'rate-limited' scenario's first refund call is turned away before anything is made, as Razorpay's rate limiter does.
      const calls = await repository.countRefundCall(paymentId);
      if (calls?.scenario === 'rate-limited' && calls.count === 1) throw new SandboxError(429, MESSAGES.tooManyRequests, undefined, 'BAD_REQUEST_ERROR', 'NA');
      return db.transaction(async (tx) => {
        const payment = await repository.findPayment(paymentId, tx, true);
        if (!payment) throw new SandboxError(400, MESSAGES.notFound);
        if (idempotencyKey !== undefined) {
          const earlier = await repository.findRefundByKey(paymentId, idempotencyKey, tx);
          if (earlier) {
            if (earlier.requestHash !== hash) throw new SandboxError(409, MESSAGES.keyReused, undefined, 'BAD_REQUEST_ERROR', 'NA');
            return toRazorpayRefund(earlier, payment.currency);
          }
        }
        if (!payment.captured) throw new SandboxError(400, MESSAGES.notCaptured);
        const refundable = payment.amount - payment.amountRefunded;
        if (refundable <= 0) throw new SandboxError(400, MESSAGES.fullyRefunded);
        const amount = asked ?? refundable;
        if (amount > refundable) throw new SandboxError(400, MESSAGES.refundTooLarge, 'amount');
        const scenario = payment.refundScenario as SandboxRefundScenario;
        if (scenario === 'rejected') throw new SandboxError(400, MESSAGES.refundRejected, undefined, 'BAD_REQUEST_ERROR', 'null');
        const fails =
          scenario === 'failed' ||
          (scenario === 'failed-once' && (await repository.refundCount(paymentId, tx)) === 0) ||
          amount === SANDBOX_FAILING_REFUND_PAISE;
        const pending = fails || scenario === 'pending';
        const refund: RefundRow = await repository.insertRefund(
          {
            paymentId,
            amount,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
            receipt,
            notes,
            speedRequested: String(speed),
            status: pending ? 'pending' : 'processed',
          },
          tx,
        );
        const amountRefunded = payment.amountRefunded + amount;
        const after = await repository.updatePayment(paymentId, { amountRefunded, status: amountRefunded >= payment.amount ? 'refunded' : 'captured' }, tx);
        const entity = toRazorpayRefund(refund, payment.currency);
        await announce(
          after,
          [
            ['refund.created', { refund: entity, payment: toRazorpayPayment(after) }],
            ...(pending ? [] : ([['refund.processed', { refund: entity, payment: toRazorpayPayment(after) }]] as Array<[string, Record<string, unknown>]>)),
          ],
          tx,
        );
        if (pending)
          await timers.add(
            { kind: REFUND_SETTLE, payload: { refundId: refund.id, status: fails ? 'failed' : 'processed' }, delaySeconds: SANDBOX_REFUND_SETTLE_SECONDS },
            tx,
          );
        return entity;
      });
    },

    async paymentRefunds(paymentId: string, query: Record<string, unknown>) {
      checkId('pay', paymentId);
      const window = listWindow(query);
      const payment = await repository.findPayment(paymentId);
      if (!payment) throw new SandboxError(400, MESSAGES.notFound);
      return collection((await repository.refundsOfPayment(paymentId, window)).map((row) => toRazorpayRefund(row, payment.currency)));
    },

    async fetchRefund(refundId: string, paymentId?: string): Promise<RazorpayRefund> {
      if (paymentId !== undefined) checkId('pay', paymentId);
      checkId('rfnd', refundId);
      const refund = await repository.findRefund(refundId);
      if (!refund || (paymentId !== undefined && refund.paymentId !== paymentId)) throw new SandboxError(400, MESSAGES.notFound);
      const payment = (await repository.findPayment(refund.paymentId))!;
      return toRazorpayRefund(refund, payment.currency);
    },

    async listRefunds(query: Record<string, unknown>) {
      return collection((await repository.listRefunds(listWindow(query))).map((row) => toRazorpayRefund(row, row.currency)));
    },

    methods: () => SANDBOX_METHODS,

    /** Runs the timers due now (a drain in tests, the standalone sandbox's POST /_sandbox/timers/run); the number run. */
    runDue: () => timers.runDue(),
    /** Makes the waiting timers of these kinds due now (a late webhook, a settling refund), as if their time had come. */
    async hurry(kinds: readonly SandboxTimerKind[]): Promise<void> {
      if (kinds.length)
        await db
          .update(sandboxTimers)
          .set({ dueAt: new Date() })
          .where(inArray(sandboxTimers.kind, [...kinds]));
    },
    start: () => timers.start(),
    stop: () => timers.stop(),
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
