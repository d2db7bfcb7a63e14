import { z } from 'zod';
import { COD_DEFAULT_MAX_TOTAL, COD_LEGAL_LIMIT, EWAY_BILL_DEFAULT_THRESHOLD, gstStateOf, isValidGstin, SHOP, SHOP_ALERT_MODES } from '@store/shared';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  /** Public address of the site, used in links we send (mails, canonical URLs). */
  APP_URL: z.url().optional(),
  /** PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Memory for ready-to-send catalogue answers in each process (least recently used go first); 0 turns the cache off. */
  CATALOG_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** A client must send its request headers within this; then 408 and the connection is closed. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /** A client must send its whole request, headers and body, within this (at least HEADERS_TIMEOUT_MS). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** On SIGTERM, how long the site keeps taking requests (answering each with Connection: close, /api/health 503) before it stops listening. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Whatever hangs, the process exits this long after SIGTERM (killed by a watchdog a second later if even exiting hangs). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  /** Keys the hashes of e-mail codes; must be set (32+ characters) in production. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it mail goes to the development outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Connect/greeting/socket timeout towards the SMTP server, per delivery attempt (mail is sent by the job worker). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MAIL_FROM: z.string().min(3).default('TechStore <no-reply@techstore.in>'),
  /** Where contact-form messages are delivered. */
  CONTACT_INBOX: z.email().default('support@techstore.in'),
  /** Where the shop's alerts go (new orders, held payments, low stock, …); CONTACT_INBOX unless set. */
  SHOP_INBOX: z.email().optional(),
  /** 'instant': each alert mailed as it happens; 'digest': one mail a day (India's midnight) of that day's alerts. */
  SHOP_ALERTS: z.enum(SHOP_ALERT_MODES).default('instant'),
  /** Where parcels are picked up: its PIN decides each delivery's zone and transit time. */
  SHIPPING_PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code')
    .default(SHOP.address.pincode),
  /** Cash on delivery for order totals up to this many rupees; 0 turns it off. Below ₹2,00,000 (Income Tax Act s.269ST). */
  COD_MAX_TOTAL: z.coerce
    .number()
    .int()
    .min(0)
    .max(COD_LEGAL_LIMIT - 1, `must be below ${COD_LEGAL_LIMIT} (Income Tax Act s.269ST)`)
    .default(COD_DEFAULT_MAX_TOTAL),
  /**
   * Goods worth more than this many rupees (the invoice's goods with GST) move with an e-way bill (CGST
   * Rule 138): ₹50,000 by law, ₹1,00,000 within some states.
   */
  EWAY_BILL_THRESHOLD: z.coerce.number().int().min(1).max(10_000_000).default(EWAY_BILL_DEFAULT_THRESHOLD),
  /** A fee for cash on delivery, rupees with GST, shown before the order is placed; 0 for none. */
  COD_FEE: z.coerce.number().int().min(0).max(1_000).default(0),
  /** Shared rate limits across processes; in-memory limits without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Starts every key this app writes in Redis, so several sites (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('techstore:'),
  /**
   * Failed logins per client address in 15 minutes before that address must wait. Generous, as one
   * address can stand for a whole office or a mobile carrier's customers (README).
   */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** New registrations one client address may make in an hour. */
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Forgot-password requests one client address may make in an hour (whatever the e-mail). */
  PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Contact-form messages one client address may send in 10 minutes. */
  CONTACT_MESSAGES_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** How often an idle job worker looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How long a claimed job belongs to its worker; a worker that died mid-job loses it after this. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The first retry of a failed job waits this long, each next one twice as long (at most an hour). */
  JOB_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** Attempts of a job before it is kept as dead (mail of short-lived codes uses fewer). */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Jobs each process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Checkouts one customer may start in 15 minutes: plenty for a shopper, too few to hold the shop's stock hostage. */
  CHECKOUTS_PER_USER: z.coerce.number().int().min(1).default(30),
  /** Razorpay key id (rzp_live_… or rzp_test_…). Without it, outside production, the built-in sandbox takes payments. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret set on the Razorpay dashboard's webhook (signs X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's REST API; the sandbox's own address when it is in use (or a test's proxy in front of it). */
  RAZORPAY_API_URL: z.url().optional(),
  /** The checkout script the browser loads with real keys. */
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Answers from the payment gateway must come within this; after it the customer gets 503 and nothing is doubled. */
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Card EMI plans the shop makes no-cost (it gives the bank's interest back as an upfront discount),
   * as bank:months pairs with the gateway's bank codes, e.g. "HDFC:3,ICIC:6". Empty (the default): none,
   * and the shop never says "no-cost".
   */
  EMI_NO_COST: z
    .string()
    .trim()
    .regex(/^([A-Za-z_]+:\d{1,2}(,[A-Za-z_]+:\d{1,2})*)?$/, 'must be bank:months pairs separated by commas, e.g. HDFC:3,ICIC:6')
    .default('')
    .transform((value) =>
      value === ''
        ? []
        : value.split(',').map((pair) => {
            const [bank, months] = pair.split(':');
            return { bank: bank!, months: Number(months) };
          }),
    ),
  /** In production, 'true' turns the built-in sandbox on (a demo shop: no money moves). */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * 'true': GET /api/health/counters answers the process's CPU time and the SQL statements it has
   * sent, for the benchmark's figures per purchase (scripts/bench.ts). Off otherwise.
   */
  BENCH_COUNTERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where the sandbox sends its webhooks; the app's own /api/payments/webhook by default. Set it when
   * one process serves as the gateway for a shop running elsewhere (the checkout benchmark does).
   */
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  /**
   * The shop's GSTIN, printed on its tax invoices; its first two digits must be the shop's state's
   * code. Required in production once the shop takes orders (Razorpay keys or cash on delivery); until
   * then (development, a demo on the sandbox alone) a sample GSTIN is printed.
   */
  SHOP_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'must be a valid 15-character GSTIN')
    .refine((gstin) => gstin.startsWith(gstStateOf(SHOP.address.state)!.code), `must be registered in ${SHOP.address.state}, where the shop is`)
    .optional(),
  /**
   * 'true' (and only 'true') mounts the built-in Shiprocket sandbox at /sandbox/shiprocket: couriers,
   * labels and a shipment's journey without a Shiprocket account. A missing variable never turns it on.
   */
  SHIPPING_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where the shipping sandbox posts its tracking webhooks; the app's own /api/shipping/webhook by default. */
  SHIPPING_SANDBOX_WEBHOOK_URL: z.url().optional(),
  /** The Shiprocket API user's e-mail (Settings → API → Add New API User; not the panel login). The sandbox accepts it too. */
  SHIPROCKET_EMAIL: z.email().optional(),
  /** The API user's password. */
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  /** Shiprocket's API, up to /v1/external; the sandbox's own address when it is on (or a test's server). */
  SHIPROCKET_API_URL: z.url().optional(),
  /**
   * The security token typed into Shiprocket's webhook settings: it comes back in each webhook's
   * x-api-key header (there is no signature). The sandbox sends it; without it, one derived from AUTH_SECRET.
   */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The name of the shop's pickup location as set up in Shiprocket (its first is called 'Primary'). */
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(100).default('Primary'),
  /** Answers from Shiprocket must come within this; after it the call fails as "unavailable" and its job is retried. */
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A bucket of an S3-compatible store for pictures, photos and invoice PDFs; without it they live under DATA_DIR. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** The store's address (MinIO, Ceph, R2, …); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 'true': the bucket in the path (endpoint/bucket/key), as MinIO-like servers want; default true with S3_ENDPOINT, false without. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Set when behind a reverse proxy so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** Every variable the server reads (.env.example and the README list each; a test keeps them equal). */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

export type Config = z.infer<typeof envSchema> & { APP_URL: string; AUTH_SECRET: string; SHOP_GSTIN: string; SHOP_INBOX: string };

/** Printed while no SHOP_GSTIN is set (development, the payment sandbox): a well-formed GSTIN on the placeholder PAN AAAAA0000A. */
export const SAMPLE_GSTIN = '27AAAAA0000A1Z2';

/** Only for development and tests: production refuses to start without its own AUTH_SECRET. */
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-do-not-use-in-production';

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set" (a common .env habit: DATABASE_URL=).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = result.data;
  if (config.REQUEST_TIMEOUT_MS < config.HEADERS_TIMEOUT_MS) {
    throw new ConfigError('Invalid environment configuration:\n  REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS');
  }
  const razorpayKeys = [config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none for the sandbox',
    );
  }
  // A shop that takes orders issues tax invoices (CGST s.31), online or cash on delivery: never on the sample GSTIN.
  if (config.NODE_ENV === 'production' && (config.RAZORPAY_KEY_ID || config.COD_MAX_TOTAL > 0) && !config.SHOP_GSTIN) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SHOP_GSTIN: required in production when the shop takes orders (Razorpay keys, or cash on delivery: COD_MAX_TOTAL above 0); it is printed on every tax invoice',
    );
  }
  // Real keys move real money and parcels: the codes, sealed PANs and payout accounts they sit beside are never
  // keyed by the development secret, whatever NODE_ENV says (a forgotten NODE_ENV=production is 'development').
  const realKeys = [config.RAZORPAY_KEY_ID && 'Razorpay', config.SHIPROCKET_EMAIL && 'Shiprocket'].filter(Boolean);
  if (realKeys.length > 0 && !config.AUTH_SECRET) {
    throw new ConfigError(
      `Invalid environment configuration:\n  AUTH_SECRET: required with ${realKeys.join(' and ')} keys (32+ random characters), whatever NODE_ENV is`,
    );
  }
  const s3Needed = { S3_REGION: config.S3_REGION, S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY };
  const s3Missing = Object.entries(s3Needed).filter(([, value]) => !value);
  if (config.S3_BUCKET && s3Missing.length) {
    throw new ConfigError(`Invalid environment configuration:\n  S3_BUCKET: needs ${s3Missing.map(([name]) => name).join(', ')} too`);
  }
  const s3Strays = Object.entries({ ...s3Needed, S3_ENDPOINT: config.S3_ENDPOINT, S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE }).filter(
    ([, value]) => value !== undefined,
  );
  if (!config.S3_BUCKET && s3Strays.length) {
    // A misspelt or forgotten bucket would otherwise keep files on one machine's disk without a word.
    throw new ConfigError(`Invalid environment configuration:\n  S3_BUCKET: must be set with ${s3Strays.map(([name]) => name).join(', ')}`);
  }
  if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
    throw new ConfigError('Invalid environment configuration:\n  AUTH_SECRET: required in production (32+ random characters)');
  }
  return {
    ...config,
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: config.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    SHOP_GSTIN: config.SHOP_GSTIN ?? SAMPLE_GSTIN,
    SHOP_INBOX: config.SHOP_INBOX ?? config.CONTACT_INBOX,
  };
}
