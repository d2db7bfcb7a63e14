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
 * Real Razorpay keys when they are set; else the built-in sandbox, only when PAYMENTS_SANDBOX=true
 * (whatever NODE_ENV is: a deploy that forgets a variable must not give goods away); else no online
 * payment (checkout answers 503). The sandbox's secrets come from AUTH_SECRET, so they are stable
 * across processes and restarts and need no setting.
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
  if (!config.PAYMENTS_SANDBOX) return { mode: 'off' };
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

/** One start-up line saying which gateway takes the money (the sandbox's keys included, for pointing any Razorpay client at it). */
export function describePayments(settings: PaymentsSettings, appUrl: string): string {
  if (settings.mode === 'razorpay')
    return `payments: Razorpay is live with key ${settings.keyId} (${settings.keyId.startsWith('rzp_test_') ? 'Razorpay test mode' : 'real money'})`;
  if (settings.mode === 'off') return 'payments: OFF - no Razorpay keys and PAYMENTS_SANDBOX is not true: checkout answers 503';
  return `payments: TEST MODE - the built-in Razorpay sandbox takes payments, no money moves. API ${appUrl}${SANDBOX_PATH}/v1, key id ${settings.keyId}, key secret ${settings.keySecret}, webhook secret ${settings.webhookSecret}`;
}
