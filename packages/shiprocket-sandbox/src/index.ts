import type { FastifyPluginAsync } from 'fastify';
import { migrateSandbox } from './database';
import { shiprocketSandboxRoutes } from './sandbox.routes';
import { createShiprocketSandbox as createSandbox, type ShiprocketSandboxOptions } from './sandbox.service';

/**
 * The Shiprocket sandbox, a stand-in for Shiprocket's API (v1 external) that the shop reaches over
 * HTTP only, as it reaches Shiprocket. It runs as its own process (server.ts, `npm run
 * sandbox:shiprocket`) or mounted in the shop's development server (so the quick start stays one
 * command); either way its tables, migrations, tokens and timers are its own.
 */
export type ShiprocketSandbox = Awaited<ReturnType<typeof createShiprocketSandbox>>;

/** The sandbox on `db` (its own schema in it, migrated here), its timers not yet started. */
export async function createShiprocketSandbox(options: ShiprocketSandboxOptions) {
  await migrateSandbox(options.db);
  const sandbox = createSandbox(options);
  /** Its REST API as a Fastify plugin, to register under a prefix (mounted) or at the root (standalone). */
  const routes: FastifyPluginAsync = (app) => shiprocketSandboxRoutes(app as never, { sandbox });
  return { ...sandbox, routes };
}

export { migrateSandbox } from './database';
export { shiprocketSandboxOrders, shiprocketSandboxTimers } from './sandbox.schema';
export { placesFromFile } from './places';
export type { PlaceOf } from './rate-card';
export type { Place } from './zones';
export {
  SHIPROCKET_SANDBOX_CANCEL_FAILURES,
  SHIPROCKET_SANDBOX_EMAIL,
  SHIPROCKET_SANDBOX_PASSWORD,
  SHIPROCKET_SANDBOX_PATH,
  SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES,
  SHIPROCKET_SANDBOX_TEST_PHONES,
  SHIPROCKET_SANDBOX_UNSERVED_PINCODES,
  SHIPROCKET_SANDBOX_UNSERVICEABLE_SUFFIX,
} from './account';
export { signSandboxToken } from './answers';
export { SHIPROCKET_SANDBOX_STEP_SECONDS, SHIPROCKET_SANDBOX_TIMER_KINDS } from './journey';
export type { PickupAddress, ShiprocketSandboxOptions } from './sandbox.service';
