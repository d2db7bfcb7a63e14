import type { FastifyPluginAsync } from 'fastify';
import { migrateSandbox } from './database';
import { sandboxRoutes } from './sandbox.routes';
import { createSandbox, type SandboxOptions } from './sandbox.service';

/**
 * The Razorpay sandbox, a stand-in for Razorpay's API that the shop reaches over HTTP only, as it
 * reaches Razorpay. It runs as its own process (server.ts, `npm run sandbox:razorpay`) or mounted in
 * the shop's development server (so the quick start stays one command); either way its tables,
 * migrations, signing and timers are its own.
 */
export interface RazorpaySandboxOptions extends SandboxOptions {
  keyId: string;
}

export type RazorpaySandbox = Awaited<ReturnType<typeof createRazorpaySandbox>>;

/** The sandbox on `db` (its own schema in it, migrated here), its timers not yet started. */
export async function createRazorpaySandbox(options: RazorpaySandboxOptions) {
  await migrateSandbox(options.db);
  const sandbox = createSandbox(options);
  /** Its REST API as a Fastify plugin, to register under a prefix (mounted) or at the root (standalone). */
  const routes: FastifyPluginAsync = (app) => sandboxRoutes(app as never, { sandbox, keyId: options.keyId, keySecret: options.keySecret });
  return { ...sandbox, routes };
}

export { migrateSandbox, type Database } from './database';
export { sandboxOrders, sandboxPayments, sandboxRefunds, sandboxTimers, SANDBOX_PAYER } from './sandbox.schema';
export {
  SANDBOX_OUTCOMES,
  SANDBOX_REFUND_SCENARIOS,
  SANDBOX_WEBHOOK_SCENARIOS,
  SANDBOX_TIMER_KINDS,
  SANDBOX_LATE_WEBHOOK_SECONDS,
  SANDBOX_REFUND_SETTLE_SECONDS,
  type SandboxOutcome,
  type SandboxRefundScenario,
  type SandboxWebhookScenario,
  type SandboxTimerKind,
} from './sandbox.service';
export type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-entities';
