import { z } from 'zod';
import { buildSandboxServer } from './standalone';

/**
 * The Razorpay sandbox as its own process (`npm run sandbox:razorpay`): its own port, its own
 * database (RAZORPAY_SANDBOX_DATABASE_URL, or PGlite in RAZORPAY_SANDBOX_DATA_DIR), its webhooks
 * sent to RAZORPAY_SANDBOX_WEBHOOK_URL. The shop points RAZORPAY_API_URL at it, with the same key
 * and secrets, as it would point at Razorpay.
 */
const env = z
  .object({
    RAZORPAY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
    RAZORPAY_SANDBOX_HOST: z.string().default('127.0.0.1'),
    RAZORPAY_SANDBOX_DATABASE_URL: z.string().optional(),
    RAZORPAY_SANDBOX_DATA_DIR: z.string().default('./data/razorpay-sandbox'),
    RAZORPAY_SANDBOX_KEY_ID: z.string().min(1),
    RAZORPAY_SANDBOX_KEY_SECRET: z.string().min(1),
    RAZORPAY_SANDBOX_WEBHOOK_SECRET: z.string().min(1),
    RAZORPAY_SANDBOX_WEBHOOK_URL: z.url(),
    RAZORPAY_SANDBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
    RAZORPAY_SANDBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  })
  .parse(process.env);

const { app, sandbox } = await buildSandboxServer({
  databaseUrl: env.RAZORPAY_SANDBOX_DATABASE_URL,
  dataDir: env.RAZORPAY_SANDBOX_DATA_DIR,
  keyId: env.RAZORPAY_SANDBOX_KEY_ID,
  keySecret: env.RAZORPAY_SANDBOX_KEY_SECRET,
  webhookSecret: env.RAZORPAY_SANDBOX_WEBHOOK_SECRET,
  webhookUrl: () => env.RAZORPAY_SANDBOX_WEBHOOK_URL,
  pollMs: env.RAZORPAY_SANDBOX_POLL_MS,
  retryBaseSeconds: env.RAZORPAY_SANDBOX_RETRY_BASE_SECONDS,
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ port: env.RAZORPAY_SANDBOX_PORT, host: env.RAZORPAY_SANDBOX_HOST });
sandbox.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
