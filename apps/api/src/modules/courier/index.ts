import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { courierCoverage, type PinCoverage } from './coverage';
import { createShiprocketClient } from './shiprocket-client';
import { shippingSandboxSettings } from './shiprocket-sandbox-settings';
import { shippingSettings } from './shiprocket-settings';

/** The courier module's public entry: the shop's Shiprocket account, its client's shapes and errors, and the sandbox's settings. */
export {
  createShiprocketClient,
  SHIPROCKET_TOKEN_HOURS,
  SHIPROCKET_TOKEN_RENEW_HOURS,
  ShippingUnavailableError,
  ShiprocketError,
  type AssignAwbResponse,
  type CancelOrdersResponse,
  type CourierOption,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type CreateReturnOrderRequest,
  type CreateReturnOrderResponse,
  type GeneratePickupResponse,
  type LabelResponse,
  type ManifestResponse,
  type NdrActionRequest,
  type NdrActionResponse,
  type PrintManifestResponse,
  type ServiceabilityQuery,
  type ServiceabilityResponse,
  type ShiprocketClient,
  type ShiprocketLoginResponse,
  type TrackAwbResponse,
  type TrackingActivity,
  type TrackingData,
} from './shiprocket-client';
export type { PinCoverage } from './coverage';
export { describeShippingSandbox, SHOP_PICKUP_ADDRESS, type ShiprocketSandboxSettings } from './shiprocket-sandbox-settings';

/**
 * The courier module: the shop's account with Shiprocket (or, with SHIPPING_SANDBOX=true, the sandbox's,
 * reached at `ownUrl` when it is mounted), its client, and which PINs its couriers reach. Below the
 * delivery module (which asks `coverage`) and the shipping module (which books parcels with `client`).
 */
export function createCourierModule({ config, ownUrl, logger }: { config: Config; ownUrl: () => string; logger: FastifyBaseLogger }) {
  const sandbox = config.SHIPPING_SANDBOX ? shippingSandboxSettings(config, ownUrl) : undefined;
  const account = shippingSettings(config, sandbox);
  const client =
    account && createShiprocketClient({ apiUrl: account.apiUrl, email: account.email, password: account.password, timeoutMs: config.SHIPROCKET_TIMEOUT_MS });
  const coverage = client ? courierCoverage(client, config.SHIPPING_PICKUP_PINCODE, logger) : async (): Promise<PinCoverage | undefined> => undefined;
  return {
    courier: {
      /** Undefined when shipping is off (no Shiprocket settings and no sandbox): shipping answers 503. */
      client,
      /** The x-api-key Shiprocket's webhooks carry. */
      webhookToken: account?.webhookToken,
      /** Whether any courier reaches a PIN, and with cash; undefined when shipping is off or Shiprocket does not answer. */
      coverage,
    },
    /** The mounted sandbox's settings, with SHIPPING_SANDBOX=true. */
    sandbox,
  };
}

export type Courier = ReturnType<typeof createCourierModule>['courier'];
