import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config/env';
import { SHOP } from '@store/shared';
import { SHIPROCKET_SANDBOX_EMAIL, SHIPROCKET_SANDBOX_PASSWORD, SHIPROCKET_SANDBOX_PATH, type PickupAddress } from '@store/shiprocket-sandbox';

const derived = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 24)).toString('hex');

/**
 * What the shipping sandbox takes and sends (only with SHIPPING_SANDBOX=true): the configured API user or
 * the sandbox's own, and secrets derived from AUTH_SECRET (stable across processes and restarts, no
 * setting needed). The shop's client and webhook handler read the same values, so they fit together.
 */
export function shippingSandboxSettings(config: Config, selfUrl: () => string) {
  const apiUrl = config.SHIPROCKET_API_URL?.replace(/\/$/, '');
  return {
    /** Up to /v1/external, as the client takes it. */
    apiUrl: apiUrl ? () => apiUrl : () => `${selfUrl()}${SHIPROCKET_SANDBOX_PATH}/v1/external`,
    email: config.SHIPROCKET_EMAIL ?? SHIPROCKET_SANDBOX_EMAIL,
    password: config.SHIPROCKET_PASSWORD ?? SHIPROCKET_SANDBOX_PASSWORD,
    tokenSecret: derived(config.AUTH_SECRET, 'techstore:shiprocket-sandbox-token'),
    webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN ?? derived(config.AUTH_SECRET, 'techstore:shiprocket-sandbox-webhook'),
  };
}

export type ShiprocketSandboxSettings = ReturnType<typeof shippingSandboxSettings>;

/** One start-up line: where the sandbox answers, its API user (the password only when it is the sandbox's own) and webhook token. */
export function describeShippingSandbox(settings: ShiprocketSandboxSettings, webhookUrl: string): string {
  return `shipping: TEST MODE - the built-in Shiprocket sandbox answers at ${settings.apiUrl()} (API user ${settings.email}${settings.password === SHIPROCKET_SANDBOX_PASSWORD ? ` / ${settings.password}` : ''}); its webhooks go to ${webhookUrl} with x-api-key ${settings.webhookToken}`;
}

/** The sandbox account's pickup location is the shop's own address (packages/shared SHOP), as the shop registers it with Shiprocket. */
export const SHOP_PICKUP_ADDRESS: PickupAddress = {
  name: SHOP.name,
  line1: SHOP.address.line1,
  line2: SHOP.address.line2,
  city: SHOP.address.city,
  state: SHOP.address.state,
  country: SHOP.address.country,
  pincode: SHOP.address.pincode,
  phone: SHOP.phone,
  email: SHOP.email,
};
