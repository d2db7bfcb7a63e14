import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { NotificationService } from '../notifications';
import { paymentsPersonalData } from './payments.personal-data';
import { describePayments, paymentsSettings } from './payments-settings';
import { createRazorpayClient } from './razorpay-client';
import { createRefundRepository } from './refunds.repository';
import { createRefundService, orderMoneyReader } from './refunds.service';
/** The payments module's public entry: the gateway client, payment settings, refunds, and paise refunded per order (a derived table). */
export { SANDBOX_KEY_ID, SANDBOX_PATH, type PaymentsSettings } from './payments-settings';
export {
  GatewayUnavailableError,
  hmacHex,
  paymentSignatureMatches,
  RazorpayError,
  signatureMatches,
  webhookSignatureMatches,
  type RazorpayClient,
  type RazorpayEmiOption,
  type RazorpayMethods,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay-client';
export type { MoneyOfOrder, OrderMoney, RefundService, Requester } from './refunds.service';
export { refundedByOrder } from './refunded-by-order';
export type { RefundExportRow } from './refunds.repository';
/** For the test factories, which write orders' payments as this module does. */
export { createRefundRepository } from './refunds.repository';
export { orderMoneyReader } from './refunds.service';

/**
 * The payments module: the shop's Razorpay account (or, in test mode, the sandbox's, reached at
 * `ownUrl` when mounted), its gateway client (undefined when payments are off), the payments taken and
 * the refunds with their jobs, and each order's money as the order JSON shows it (`moneyOfOrders`).
 */
export function createPaymentsModule({
  db,
  config,
  ownUrl,
  ...deps
}: {
  db: Database;
  config: Config;
  ownUrl: () => string;
  jobs: JobQueue;
  audit: AuditLog;
  notifications: Pick<NotificationService, 'notify'>;
  logger: FastifyBaseLogger;
}) {
  const settings = paymentsSettings(config, ownUrl);
  const gateway =
    settings.mode === 'off'
      ? undefined
      : createRazorpayClient({ apiUrl: settings.apiUrl, keyId: settings.keyId, keySecret: settings.keySecret, timeoutMs: config.RAZORPAY_TIMEOUT_MS });
  const repository = createRefundRepository(db);
  return {
    settings,
    gateway,
    refunds: createRefundService({ ...deps, db, repository, gateway }),
    moneyOfOrders: orderMoneyReader(repository),
    personalData: paymentsPersonalData(),
    /** One start-up line: which account takes payments (and, in test mode, where the sandbox answers). */
    describe: (appUrl: string) => describePayments(settings, settings.mode === 'sandbox' ? ownUrl() : appUrl),
  };
}
