import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config/env';

/** Where the built-in sandbox is mounted, on the app's own port. */
export const SANDBOX_PATH = '/sandbox/razorpay';
/** The sandbox's key id: test-mode shaped, so nobody mistakes it for a live key. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export type PaymentsSettings =
  | {
      mode: 'razorpay' | 'sandbox';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** Base of the REST API, without /v1; read on every call (the sandbox's port is known once listening). */
      apiUrl: () => string;
      scriptUrl: string;
    }
  | { mode: 'off' };

const derived = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 24)).toString('hex');

/**
 * Real Razorpay keys when they are set; otherwise the built-in sandbox, outside production or when
 * PAYMENTS_SANDBOX=true; otherwise no online payment (checkout answers 503). The sandbox's secrets
 * come from AUTH_SECRET, so they are stable across processes and restarts and need no setting.
 */
export function paymentsSettings(config: Config, selfUrl: () => string): PaymentsSettings {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    const apiUrl = (config.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, '');
    return {
      mode: 'razorpay',
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: () => apiUrl,
      scriptUrl: config.RAZORPAY_CHECKOUT_URL,
    };
  }
  if (config.NODE_ENV === 'production' && !config.PAYMENTS_SANDBOX) return { mode: 'off' };
  const apiUrl = config.RAZORPAY_API_URL?.replace(/\/$/, '');
  return {
    mode: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    keySecret: derived(config.AUTH_SECRET, 'techstore:razorpay-sandbox-key'),
    webhookSecret: derived(config.AUTH_SECRET, 'techstore:razorpay-sandbox-webhook'),
    apiUrl: apiUrl ? () => apiUrl : () => `${selfUrl()}${SANDBOX_PATH}`,
    scriptUrl: `${SANDBOX_PATH}/checkout.js`,
  };
}
