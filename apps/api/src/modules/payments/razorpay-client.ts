import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpRequest, HttpTimeoutError, type HttpAnswer } from '../../lib/http-request';

/**
 * Our own small client for the part of Razorpay's REST API the shop uses (orders, payments,
 * refunds): typed, with a timeout on every call, gateway failures told apart from refusals, and
 * X-Refund-Idempotency on refunds. Amounts are in paise, as Razorpay counts them.
 */

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id?: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay writes notes nobody set as an empty list. */
  notes: Record<string, string> | unknown[];
  created_at: number;
};

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** `refunded` once refunded in full; a partial refund leaves it `captured` (refund_status says partial). */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id?: string | null;
  international?: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description?: string | null;
  card_id?: string | null;
  bank?: string | null;
  wallet?: string | null;
  vpa?: string | null;
  email?: string;
  contact?: string;
  notes?: Record<string, string> | unknown[];
  fee?: number | null;
  tax?: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
  acquirer_data?: Record<string, unknown>;
  created_at: number;
  upi?: { payer_account_type?: string; vpa?: string | null; flow?: string };
};

export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes?: Record<string, string> | unknown[];
  receipt: string | null;
  acquirer_data?: Record<string, unknown>;
  created_at: number;
  batch_id?: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed?: string;
  speed_requested?: string;
};

/** One EMI plan of a card issuer in the methods answer's `emi_options` (interest in percent a year, amounts in paise). */
export type RazorpayEmiOption = {
  duration: number;
  interest: number;
  /** Who bears the interest: `customer`, or `merchant` for a no-cost plan set up at Razorpay. */
  subvention: string;
  min_amount: number;
  /** The share of the price (percent, as text) a merchant gives back to make the plan no-cost. */
  merchant_payback?: string;
};

/** GET /v1/methods: what the account accepts; only the parts the shop reads are typed. */
export type RazorpayMethods = {
  entity: 'methods';
  emi?: boolean;
  netbanking?: Record<string, string>;
  /** The older shape: per issuer, the minimum in paise and each tenure's rate. */
  emi_plans?: Record<string, { min_amount: number; plans: Record<string, number> }>;
  /** Per issuer code (HDFC, ICIC, HDFC_DC …), its plans. */
  emi_options?: Record<string, RazorpayEmiOption[]>;
  [other: string]: unknown;
};

export type RazorpayCollection<T> = { entity: 'collection'; count: number; items: T[] };

/** Razorpay answered with its error body ({ error: { code, description, field, … } }). */
export class RazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

/** Razorpay could not be reached, did not answer in time, failed on its side (5xx) or asked us to slow down (429): try later. */
export class GatewayUnavailableError extends Error {}

export interface RazorpayClientOptions {
  /** https://api.razorpay.com, or the sandbox's base; read on every call (the sandbox's port is known once listening). */
  apiUrl: () => string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
}

export function createRazorpayClient({ apiUrl, keyId, keySecret, timeoutMs }: RazorpayClientOptions) {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: HttpAnswer;
    try {
      response = await httpRequest(`${apiUrl()}/v1${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
      });
    } catch (error) {
      const reason = error instanceof HttpTimeoutError ? error.message : String(error);
      throw new GatewayUnavailableError(`payment gateway unreachable: ${method} ${path}: ${reason}`);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(response.body);
    } catch {
      payload = undefined;
    }
    const ok = response.status >= 200 && response.status < 300;
    if (ok && payload !== undefined) return payload as T;
    // Razorpay's rate limiter answers 429: its docs ask for a retry with backoff, so it is "try later", never a refusal.
    if (response.status >= 500 || response.status === 429 || payload === undefined) {
      throw new GatewayUnavailableError(`payment gateway answered ${response.status}: ${method} ${path}`);
    }
    const error = (payload as { error?: { code?: string; description?: string; field?: string } }).error ?? {};
    throw new RazorpayError(
      response.status,
      error.code ?? 'BAD_REQUEST_ERROR',
      error.description ?? `Razorpay answered ${response.status}`,
      error.field ?? undefined,
    );
  }

  return {
    keyId,

    /** `receipt` is ours (at most 40 characters); `amount` in paise. */
    createOrder(order: { amount: number; currency: string; receipt: string; notes?: Record<string, string> }): Promise<RazorpayOrder> {
      if (order.receipt.length > 40) throw new Error('Razorpay receipts are at most 40 characters');
      return call('POST', '/orders', order);
    },

    fetchOrder: (orderId: string): Promise<RazorpayOrder> => call('GET', `/orders/${encodeURIComponent(orderId)}`),

    async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
      const collection = await call<RazorpayCollection<RazorpayPayment>>('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      return collection.items;
    },

    fetchPayment: (paymentId: string): Promise<RazorpayPayment> => call('GET', `/payments/${encodeURIComponent(paymentId)}`),

    capturePayment: (paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> =>
      call('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency }),

    /**
     * The same `idempotencyKey` again returns the first refund instead of making a second. The
     * receipt (at most 40 characters) and notes come back in the refund's webhooks.
     */
    refundPayment(
      paymentId: string,
      refund: { amount: number; idempotencyKey: string; receipt?: string; notes?: Record<string, string> },
    ): Promise<RazorpayRefund> {
      if (refund.receipt && refund.receipt.length > 40) throw new Error('Razorpay receipts are at most 40 characters');
      return call(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: refund.amount, speed: 'normal', ...(refund.receipt ? { receipt: refund.receipt } : {}), ...(refund.notes ? { notes: refund.notes } : {}) },
        { 'x-refund-idempotency': refund.idempotencyKey },
      );
    },

    /** Every refund of a payment (the reconciler's look at refunds left pending). */
    async fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
      const collection = await call<RazorpayCollection<RazorpayRefund>>('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
      return collection.items;
    },

    fetchRefund: (refundId: string): Promise<RazorpayRefund> => call('GET', `/refunds/${encodeURIComponent(refundId)}`),

    /** The account's payment methods, with its EMI plans. Razorpay asks only for the key id here, so the secret is not sent. */
    fetchMethods: (): Promise<RazorpayMethods> => call('GET', '/methods', undefined, { authorization: `Basic ${Buffer.from(`${keyId}:`).toString('base64')}` }),
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

/** Hex HMAC-SHA256, as Razorpay signs payments and webhooks. */
export const hmacHex = (data: string | Buffer, secret: string): string => createHmac('sha256', secret).update(data).digest('hex');

/**
 * Compares a signature as sent with the one expected, in constant time. The text is compared as it
 * is (Razorpay's signatures are lower-case hex), so an upper-cased copy does not pass.
 */
export function signatureMatches(sent: string | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout handler's signature: HMAC(order_id|payment_id) with the key secret. */
export const paymentSignatureMatches = (payment: { orderId: string; paymentId: string; signature: string }, keySecret: string): boolean =>
  signatureMatches(payment.signature, hmacHex(`${payment.orderId}|${payment.paymentId}`, keySecret));

/** A webhook's X-Razorpay-Signature: HMAC of the raw body with the webhook secret. */
export const webhookSignatureMatches = (rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean =>
  signatureMatches(signature, hmacHex(rawBody, webhookSecret));
