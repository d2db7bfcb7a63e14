import { SHIPMENT_STATUSES } from '@store/shared';
import { z } from 'zod';

/** A job's payload: a JSON object, stored in jobs.payload. */
type PayloadSchema = z.ZodType<Record<string, unknown>>;

/** What the registry says about one kind of job. */
export interface JobDefinition {
  /** The module (modules/<owner>/) whose service queues these jobs and registers their handler. */
  owner: string;
  /** One line for docs/architecture.md: what a job of this kind does. */
  does: string;
  payload: PayloadSchema;
  /**
   * Attempts before the job is kept dead: a number for every job of the kind; 'default' for
   * JOB_MAX_ATTEMPTS (8 unless configured); 'per job' when the code that queues it passes
   * `maxAttempts` (JOB_MAX_ATTEMPTS if it does not). Only 'per job' kinds take `maxAttempts` in enqueue.
   */
  maxAttempts: number | 'default' | 'per job';
}

export type JobRegistry = Record<string, JobDefinition>;

/** Checks an entry and keeps its exact types (its schema, a literal maxAttempts). */
const defineJob = <const Definition extends JobDefinition>(definition: Definition): Definition => definition;

/**
 * Every kind of background job, in one place. A handler lives with its owner (it needs that
 * module's dependencies) and is bound here by name: `jobs.handle('payment-refund', async (payload) => …)`
 * gets the parsed payload typed from the schema; `jobs.enqueue(…)` refuses, at compile time and at run
 * time, a payload that does not fit it; a stored payload that no longer fits ends its job as dead.
 *
 * Payloads wait in the table across deploys: a kind keeps its name, and a field keeps its name and
 * type, or the queued rows are migrated in the same release (migration 0016 did so for
 * `payment-refund`); a new field is optional. No transforms or defaults: what is stored is what was
 * given, and it is parsed again when claimed. Retries back off exponentially (JOB_RETRY_BASE_SECONDS,
 * doubling, at most an hour). docs/architecture.md lists these kinds; a test keeps the two in step.
 */
export const JOB_REGISTRY = {
  /** Any e-mail. Queued by MailQueue.send, deduplicated by the sender's key (e.g. `order-placed:<orderId>`). */
  mail: defineJob({
    owner: 'mail',
    does: 'Delivers one e-mail (its invoice or credit note drawn and attached at send time).',
    // The message, sealed with a key derived from AUTH_SECRET and bound to the job id (it may hold a code or a link).
    payload: z.object({ sealed: z.string() }),
    // A code mail is worth trying only while the code lives: 4 (AUTH_LIMITS.otpMailAttempts); a reset link 6.
    maxAttempts: 'per job',
  }),

  /** Queued by forgot-password, not woken: the request's answer and its time say nothing about the address. */
  'password-reset': defineJob({
    owner: 'auth',
    does: 'Looks the address up and, if it has an account (and under the hourly limit), queues a reset-link mail.',
    // The address, sealed with a key derived from AUTH_SECRET and bound to the job id: a queued or dead
    // job names nobody readably. It was `{ email }` until migration 0035, which deleted the rows left so.
    payload: z.object({ sealed: z.string() }),
    maxAttempts: 6, // AUTH_LIMITS.resetMailAttempts
  }),

  /**
   * Due when the reservation ends (RESERVATION_MINUTES), once per checkout (`checkout-expire:<checkoutId>`);
   * an expired checkout with a gateway order is looked at once more an hour later (`late`, `checkout-late:<checkoutId>`).
   */
  'checkout-expire': defineJob({
    owner: 'checkout',
    does: 'Reconciles a checkout nobody finalised: makes its order if the gateway has a payment, else gives its stock back.',
    payload: z.object({ checkoutId: z.string(), late: z.boolean().optional() }),
    // 20 for the expiry, 8 for the late look (checkout.service.ts).
    maxAttempts: 'per job',
  }),

  /** Queued for each Razorpay webhook that asks for work (its event id is recorded once, so no dedupe key). */
  'payment-event': defineJob({
    owner: 'checkout',
    does: 'Acts on a gateway event: a payment becomes its order, a refund event moves its refund on.',
    payload: z.object({
      event: z.string(),
      orderId: z.string().nullable(),
      paymentId: z.string().nullable(),
      // The refund's fields as RefundService.fromGateway reads them; absent in events queued before refunds were rows.
      refund: z
        .object({
          id: z.string(),
          payment_id: z.string(),
          amount: z.number(),
          status: z.string(),
          receipt: z.string().nullable(),
          // Our refund's id from the event's notes (issue 40); absent in events queued before it was carried.
          ours: z.string().nullable().optional(),
        })
        .nullable()
        .optional(),
    }),
    // Razorpay's events can outrun its API: "not paid yet" is tried again with the backoff.
    maxAttempts: 12,
  }),

  /** Due HELD_PAYMENT_REFUND_HOURS after a payment was held, once per checkout (`held-payment:<checkoutId>`). */
  'held-payment-deadline': defineJob({
    owner: 'checkout',
    does: 'Refunds a held payment (wrong amount, or paid after its stock went) that nobody settled in time.',
    payload: z.object({ checkoutId: z.string() }),
    maxAttempts: 12,
  }),

  /** Kept under its old name (jobs queued before refunds were rows use it); once per attempt (`refund:<idempotencyKey>`). */
  'payment-refund': defineJob({
    owner: 'payments',
    does: 'Asks the gateway for one refund row, with its idempotency key; a refusal marks the refund failed.',
    payload: z.object({ refundId: z.string() }),
    maxAttempts: 12,
  }),

  /**
   * Look number `look` is due REFUND_CHECK_DELAYS_SECONDS[look] after the previous one (15 min, 1 h, 4 h,
   * 12 h, then daily for a fortnight), once per look (`refund-check:<refundId>:<look>`).
   */
  'refund-check': defineJob({
    owner: 'payments',
    does: 'Asks the gateway again about a refund it left pending, and schedules the next look while it stays pending.',
    payload: z.object({ refundId: z.string(), look: z.number().int().nonnegative() }),
    maxAttempts: 8,
  }),

  /**
   * Look number `look` at a refund still 'created' (its call's job died mid-call or gave up), due
   * REFUND_UNSENT_DELAYS_SECONDS[look] after the refund's attempt was written, once per attempt and look
   * (`refund-unsent:<idempotencyKey>:<look>`).
   */
  'refund-unsent-check': defineJob({
    owner: 'payments',
    does: 'Asks the gateway whether a refund still waiting to be sent reached it; takes what it finds, else lists the refund for the shop once its call has stopped.',
    payload: z.object({ refundId: z.string(), idempotencyKey: z.string(), look: z.number().int().nonnegative() }),
    maxAttempts: 8,
  }),

  /**
   * With SHOP_ALERTS=digest: due at the end of an India day, once per day (`shop-alert-digest:<YYYY-MM-DD>`),
   * queued by the day's first shop notification.
   */
  'shop-alert-digest': defineJob({
    owner: 'notifications',
    does: "Queues one mail to the shop's inbox summing up the notifications not yet mailed, and marks them mailed.",
    payload: z.object({ day: z.string() }),
    maxAttempts: 'default',
  }),

  /** Queued by the catalogue's stock change that took a product from none to some (or showed it again with stock), in its transaction. */
  'stock-alert-restock': defineJob({
    owner: 'stock-alerts',
    does: "Marks every request waiting for the product notified and queues each one's back-in-stock mail, in batches, while it is still in stock.",
    payload: z.object({ productId: z.string() }),
    maxAttempts: 'default',
  }),

  /** Queued when Shiprocket was down as the admin shipped an order; the shipment's booking lease keeps it from racing a second click. */
  'shipment-create': defineJob({
    owner: 'shipping',
    does: "Books an order's pending shipment with Shiprocket (order, courier, AWB, pickup, label), resuming where the last try stopped.",
    payload: z.object({ orderId: z.string() }),
    // Shiprocket being down is retried for about a day of the queue's backoff; a refusal ends the booking as failed.
    maxAttempts: 12,
  }),

  /**
   * Queued, once per order (`shipment-cancel:<orderId>`), in the transaction that finds the order cancelled
   * while its parcel was being booked (issue 40 point 7).
   */
  'shipment-cancel': defineJob({
    owner: 'shipping',
    does: "Asks Shiprocket to call off a cancelled order's courier booking until it confirms; when it refuses or never answers, the shop is alerted.",
    payload: z.object({ orderId: z.string() }),
    // CANCEL_ATTEMPTS (shipping.service.ts, 12: about a day of the queue's backoff), whose handler knows its last attempt by it.
    maxAttempts: 'per job',
  }),

  /** One per Shiprocket webhook event taken (its AWB, status and timestamp are recorded once, so no dedupe key). */
  'shipment-event': defineJob({
    owner: 'shipping',
    does: "Moves a shipment and its order along with a courier event (shipped, out for delivery, delivered, NDR, RTO) and queues the customer's mail.",
    payload: z.object({
      awb: z.string(),
      statusId: z.number().int(),
      /** ISO 8601: when the courier scanned it. */
      at: z.string(),
      location: z.string(),
      /** Rupees a COD parcel's courier collected (the sandbox's field), when the event says. */
      codCollected: z.number().nullable(),
    }),
    // An event can arrive before the booking that assigned its AWB has committed: retried until it has.
    maxAttempts: 12,
  }),

  /**
   * Queued by the shipping module's webhook, in its transaction, for a step of a parcel that is not the shop's
   * own but a customer's return (Shiprocket's is_return 1): the returns module, which books those pickups
   * through shipping, hears of them here and is never called by it.
   */
  'return-pickup-moved': defineJob({
    owner: 'returns',
    does: "Keeps a return's reverse pickup at the courier's step, unless a later step is kept already (webhooks come twice or out of order).",
    payload: z.object({ awb: z.string(), status: z.enum(SHIPMENT_STATUSES), rank: z.number().int() }),
    maxAttempts: 'default',
  }),

  /** Daily at 02:30 India time (`privacy-retention:<YYYY-MM-DD>`): queued on start, and each run queues the next. */
  'privacy-retention': defineJob({
    owner: 'privacy',
    does: 'Removes personal data past its purpose: unverified accounts, unpaid checkouts’ addresses, old copies of sent mail, contact messages and security logs.',
    payload: z.object({ day: z.string() }),
    maxAttempts: 'default',
  }),

  /** Queued by an account's erasure in its transaction (`erase-files:<userId>`): the file store has no transaction of its own. */
  'privacy-erase-files': defineJob({
    owner: 'privacy',
    does: 'Deletes the files an erasure left (return photos, every size) from the file store, local disk or S3.',
    // Store keys (uploads/returns/<orderId>/<uuid>-1200.webp): they name no one.
    payload: z.object({ keys: z.array(z.string()) }),
    maxAttempts: 'default',
  }),
};

export type JobKind = keyof typeof JOB_REGISTRY;

/** The kinds this app must have handlers for when it starts: all. (The sandboxes' delayed work is their own timers', not the shop's jobs.) */
export const requiredJobKinds = (): JobKind[] => Object.keys(JOB_REGISTRY) as JobKind[];
