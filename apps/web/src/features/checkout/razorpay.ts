import type { PaymentOrder } from '@store/shared';

/**
 * The part of Razorpay's checkout.js the shop uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
 * In development and tests the server serves a sandbox script with the same surface.
 */

/** What the dialog hands its success handler; the server checks the signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
  theme?: { color?: string };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
  close(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** A script that neither loads nor fails in this long (a stalled network) counts as failed. */
const SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script once per page; resolves with window.Razorpay. A failure is forgotten,
 * so the next attempt tries again (the customer may be back online).
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), SCRIPT_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(new Error(`${src} did not define window.Razorpay`));
    });
    script.addEventListener('error', () => fail(new Error(`Could not load ${src}`)));
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

interface DialogRequest {
  Razorpay: RazorpayConstructor;
  paymentOrder: PaymentOrder;
  description: string;
  prefill: { name: string; contact: string };
  /** A payment attempt failed; the dialog stays open for another try. */
  onFailedAttempt: (response: RazorpayFailure) => void;
}

/**
 * Opens the payment dialog; resolves with the payment once it succeeds, or null when the customer
 * closes the dialog without paying.
 */
export function openPaymentDialog({ Razorpay, paymentOrder, description, prefill, onFailedAttempt }: DialogRequest): Promise<RazorpaySuccess | null> {
  return new Promise((resolve, reject) => {
    try {
      const dialog = new Razorpay({
        key: paymentOrder.key,
        amount: paymentOrder.amount,
        currency: paymentOrder.currency,
        order_id: paymentOrder.orderId,
        name: 'TechStore',
        description,
        prefill,
        handler: (response) => resolve(response),
        modal: { ondismiss: () => resolve(null) },
        theme: { color: '#2563eb' },
      });
      dialog.on('payment.failed', onFailedAttempt);
      dialog.open();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
