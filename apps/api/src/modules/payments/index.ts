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
