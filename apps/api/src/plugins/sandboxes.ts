import { createRazorpaySandbox } from '@store/razorpay-sandbox';
import { openOwnDatabase } from '@store/sandbox-kit';
import { createShiprocketSandbox, placesFromFile, SHIPROCKET_SANDBOX_PATH, type PlaceOf } from '@store/shiprocket-sandbox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { PINCODES_FILE } from '../modules/delivery';
import type { JobQueue } from '../modules/jobs';
import { SANDBOX_PATH, type PaymentsSettings } from '../modules/payments/payments-settings';
import { describeShippingSandbox, SHOP_PICKUP_ADDRESS, type ShiprocketSandboxSettings } from '../modules/courier';

/** Connections the mounted sandboxes may hold on PostgreSQL: few, beside each shop process's own pool (several processes share the server's max_connections). */
const MOUNTED_POOL_SIZE = 3;

export interface SandboxesOptions {
  config: Config;
  database: DatabaseHandle;
  /** The shop's payments settings: the Razorpay sandbox is mounted when they are the sandbox's. */
  payments: PaymentsSettings;
  /** The Shiprocket sandbox's account (SHIPPING_SANDBOX=true), or undefined when it is off. */
  shipping: ShiprocketSandboxSettings | undefined;
  /** The shop's jobs: a drain in tests runs the sandboxes' due timers too. */
  jobs: JobQueue;
  /** Tests give a few PINs of their own instead. */
  placeOf?: PlaceOf | undefined;
  /** This server's own address once it listens: the sandboxes' webhooks come back to it. */
  ownUrl: () => string;
}

/**
 * The two sandboxes, stand-ins for Razorpay and Shiprocket, mounted in this server so the quick start
 * is one command (each also runs as a process of its own: npm run sandbox:razorpay / sandbox:shiprocket).
 * Each keeps its tables in its own schema and its delayed work on its own timers; the shop reaches
 * them over HTTP only, at the URLs paymentsSettings and shippingSandboxSettings give its clients. On
 * PostgreSQL they have connections of their own, as outside services would: the shop's pool, and
 * what it counts (statements()), are the shop's alone. PGlite is one database of one process: shared.
 */
export async function mountSandboxes(app: FastifyInstance, { config, database, payments, shipping, jobs, placeOf, ownUrl }: SandboxesOptions): Promise<void> {
  if (payments.mode !== 'sandbox' && !shipping) return;
  const own = database.url
    ? await openOwnDatabase({
        url: database.url,
        poolSize: MOUNTED_POOL_SIZE,
        onConnectionLost: (error) => app.log.warn(`sandboxes: idle PostgreSQL connection lost: ${error.message}`),
      })
    : { db: database.db, close: async () => {} };
  const stops: Array<() => Promise<void>> = [];
  if (payments.mode === 'sandbox') {
    const sandbox = await createRazorpaySandbox({
      db: own.db,
      keyId: payments.keyId,
      keySecret: payments.keySecret,
      webhookSecret: payments.webhookSecret,
      webhookUrl: () => config.SANDBOX_WEBHOOK_URL ?? `${ownUrl()}/api/payments/webhook`,
      pollMs: config.JOB_POLL_MS,
      retryBaseSeconds: config.JOB_RETRY_BASE_SECONDS,
    });
    await app.register(sandbox.routes, { prefix: SANDBOX_PATH });
    jobs.drainAlso(sandbox.runDue);
    app.addHook('onReady', async () => sandbox.start());
    stops.push(sandbox.stop);
  }
  if (shipping) {
    // Only on SHIPPING_SANDBOX=true, never by a missing variable: a shop that forgot its Shiprocket
    // keys must not believe parcels are on their way.
    const webhookUrl = () => config.SHIPPING_SANDBOX_WEBHOOK_URL ?? `${ownUrl()}/api/shipping/webhook`;
    const sandbox = await createShiprocketSandbox({
      db: own.db,
      placeOf: placeOf ?? placesFromFile(PINCODES_FILE),
      email: shipping.email,
      password: shipping.password,
      tokenSecret: shipping.tokenSecret,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      pickup: SHOP_PICKUP_ADDRESS,
      webhookToken: shipping.webhookToken,
      webhookUrl,
      baseUrl: () => `${ownUrl()}${SHIPROCKET_SANDBOX_PATH}`,
      pollMs: config.JOB_POLL_MS,
      retryBaseSeconds: config.JOB_RETRY_BASE_SECONDS,
    });
    await app.register(sandbox.routes, { prefix: SHIPROCKET_SANDBOX_PATH });
    jobs.drainAlso(sandbox.runDue);
    app.addHook('onReady', async () => sandbox.start());
    app.addHook('onListen', async () => app.log.info(describeShippingSandbox(shipping, webhookUrl())));
    stops.push(sandbox.stop);
  }
  app.addHook('onClose', async () => {
    for (const stop of stops) await stop();
    await own.close();
  });
}
