import type { Config } from '../../config/env';

/** Shiprocket's API, up to /v1/external. */
export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';

export interface ShippingSettings {
  mode: 'shiprocket' | 'sandbox';
  apiUrl: () => string;
  email: string;
  password: string;
  webhookToken: string;
  pickupLocation: string;
}

/**
 * The shop's Shiprocket account: the sandbox's own values with SHIPPING_SANDBOX=true (`sandbox`, from
 * shiprocket-sandbox-settings.ts), else the
 * SHIPROCKET_* variables, all of them; off (undefined) otherwise, and shipping answers 503.
 */
export function shippingSettings(
  config: Config,
  sandbox: { apiUrl: () => string; email: string; password: string; webhookToken: string } | undefined,
): ShippingSettings | undefined {
  if (config.SHIPPING_SANDBOX && sandbox) return { mode: 'sandbox', ...sandbox, pickupLocation: config.SHIPROCKET_PICKUP_LOCATION };
  const { SHIPROCKET_EMAIL: email, SHIPROCKET_PASSWORD: password, SHIPROCKET_WEBHOOK_TOKEN: webhookToken } = config;
  if (!email || !password || !webhookToken) return undefined;
  const apiUrl = (config.SHIPROCKET_API_URL ?? SHIPROCKET_API_URL).replace(/\/$/, '');
  return { mode: 'shiprocket', apiUrl: () => apiUrl, email, password, webhookToken, pickupLocation: config.SHIPROCKET_PICKUP_LOCATION };
}
