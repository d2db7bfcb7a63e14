/** The sandbox's account and its documented test values (README.md, "Shipping sandbox"). */

/** Where the sandbox is mounted on the shop's development server; the client's base URL is this + /v1/external. */
export const SHIPROCKET_SANDBOX_PATH = '/sandbox/shiprocket';
/** The API user the sandbox takes when SHIPROCKET_EMAIL / SHIPROCKET_PASSWORD are not set. */
export const SHIPROCKET_SANDBOX_EMAIL = 'api-user@sandbox.techstore.in';
export const SHIPROCKET_SANDBOX_PASSWORD = 'sandbox';
export const SHIPROCKET_SANDBOX_TEST_PHONES = {
  awbFails: '9000000001',
  undelivered: '9000000002',
  cancelFailsAWhile: '9000000003',
  cancelFails: '9000000004',
} as const;
/** How many times cancelling an order of the phone cancelFailsAWhile fails before it works. */
export const SHIPROCKET_SANDBOX_CANCEL_FAILURES = 3;
/** The scenario each test phone picks for the orders delivered to it (the row's `scenario`). */
export const SCENARIO_OF_PHONE: Record<string, string> = {
  [SHIPROCKET_SANDBOX_TEST_PHONES.awbFails]: 'awb-fails',
  [SHIPROCKET_SANDBOX_TEST_PHONES.undelivered]: 'undelivered',
  [SHIPROCKET_SANDBOX_TEST_PHONES.cancelFailsAWhile]: 'cancel-fails-a-while',
  [SHIPROCKET_SANDBOX_TEST_PHONES.cancelFails]: 'cancel-fails',
};
/** Delivery PINs ending so: no courier serves them. */
export const SHIPROCKET_SANDBOX_UNSERVICEABLE_SUFFIX = '999';
/**
 * Real PINs of India Post's directory that no courier serves (Leh in Ladakh; the Nicobars): serviceability
 * answers as for any unserved pair, and an AWB is refused.
 */
export const SHIPROCKET_SANDBOX_UNSERVED_PINCODES: readonly string[] = ['194401', '744304'];
/**
 * Real PINs couriers serve prepaid only (Lakshadweep; Tawang in Arunachal Pradesh): serviceability lists
 * each courier with `cod: 0`, as Shiprocket lists a lane without cash on delivery, and a COD parcel's AWB
 * is refused.
 */
export const SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES: readonly string[] = ['682555', '790104'];
/** A token from /auth/login lasts 240 hours, as Shiprocket's do. */
export const TOKEN_SECONDS = 240 * 3600;
/** An outage's "timeout" holds a call this long at most (longer than any SHIPROCKET_TIMEOUT_MS). */
export const SHIPROCKET_SANDBOX_HANG_MS = 65_000;
