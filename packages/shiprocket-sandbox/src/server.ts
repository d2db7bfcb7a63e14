import { z } from 'zod';
import { placesFromFile } from './places';
import { SHIPROCKET_SANDBOX_EMAIL, SHIPROCKET_SANDBOX_PASSWORD } from './account';
import { buildSandboxServer } from './standalone';

/**
 * The Shiprocket sandbox as its own process (`npm run sandbox:shiprocket`): its own port, its own
 * database (SHIPROCKET_SANDBOX_DATABASE_URL, or PGlite in SHIPROCKET_SANDBOX_DATA_DIR), its PIN
 * directory from SHIPROCKET_SANDBOX_PINCODES_FILE, its webhooks sent to SHIPROCKET_SANDBOX_WEBHOOK_URL
 * with SHIPROCKET_SANDBOX_WEBHOOK_TOKEN as x-api-key. The shop points SHIPROCKET_API_URL at
 * http://host:port/v1/external, with the same API user and webhook token, as it would at Shiprocket.
 */
const env = z
  .object({
    SHIPROCKET_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4020),
    SHIPROCKET_SANDBOX_HOST: z.string().default('127.0.0.1'),
    SHIPROCKET_SANDBOX_DATABASE_URL: z.string().optional(),
    SHIPROCKET_SANDBOX_DATA_DIR: z.string().default('./data/shiprocket-sandbox'),
    SHIPROCKET_SANDBOX_PINCODES_FILE: z.string().default('./apps/api/src/modules/delivery/data/pincodes.tsv.gz'),
    SHIPROCKET_SANDBOX_EMAIL: z.string().default(SHIPROCKET_SANDBOX_EMAIL),
    SHIPROCKET_SANDBOX_PASSWORD: z.string().default(SHIPROCKET_SANDBOX_PASSWORD),
    SHIPROCKET_SANDBOX_TOKEN_SECRET: z.string().min(16),
    SHIPROCKET_SANDBOX_WEBHOOK_TOKEN: z.string().min(1),
    SHIPROCKET_SANDBOX_WEBHOOK_URL: z.url(),
    SHIPROCKET_SANDBOX_PICKUP_LOCATION: z.string().default('Primary'),
    // The account's registered pickup address (JSON of PickupAddress's fields).
    SHIPROCKET_SANDBOX_PICKUP_ADDRESS: z
      .string()
      .transform((text) => JSON.parse(text) as unknown)
      .pipe(
        z.object({
          name: z.string(),
          line1: z.string(),
          line2: z.string(),
          city: z.string(),
          state: z.string(),
          country: z.string(),
          pincode: z.string().regex(/^\d{6}$/),
          phone: z.string(),
          email: z.string(),
        }),
      ),
    SHIPROCKET_SANDBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
    SHIPROCKET_SANDBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  })
  .parse(process.env);

const baseUrl = `http://${env.SHIPROCKET_SANDBOX_HOST}:${env.SHIPROCKET_SANDBOX_PORT}`;
const { app, sandbox } = await buildSandboxServer({
  databaseUrl: env.SHIPROCKET_SANDBOX_DATABASE_URL,
  dataDir: env.SHIPROCKET_SANDBOX_DATA_DIR,
  placeOf: placesFromFile(env.SHIPROCKET_SANDBOX_PINCODES_FILE),
  email: env.SHIPROCKET_SANDBOX_EMAIL,
  password: env.SHIPROCKET_SANDBOX_PASSWORD,
  tokenSecret: env.SHIPROCKET_SANDBOX_TOKEN_SECRET,
  pickupLocation: env.SHIPROCKET_SANDBOX_PICKUP_LOCATION,
  pickup: env.SHIPROCKET_SANDBOX_PICKUP_ADDRESS,
  webhookToken: env.SHIPROCKET_SANDBOX_WEBHOOK_TOKEN,
  webhookUrl: () => env.SHIPROCKET_SANDBOX_WEBHOOK_URL,
  baseUrl: () => baseUrl,
  pollMs: env.SHIPROCKET_SANDBOX_POLL_MS,
  retryBaseSeconds: env.SHIPROCKET_SANDBOX_RETRY_BASE_SECONDS,
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ port: env.SHIPROCKET_SANDBOX_PORT, host: env.SHIPROCKET_SANDBOX_HOST });
sandbox.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
