/** Business constants of SPEC §9. One place for every rule both sides use. */

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';

/** GST charged on the cart subtotal (SPEC §9). */
export const TAX_RATE = 0.18;
export const FREE_SHIPPING_THRESHOLD = 5000;
// SPEC §9's 30-day returns gave way to issue 26's windows per category: RETURN_POLICY (return-policy.ts).
export const DEFAULT_WARRANTY = '1 Year';

export const CATALOGUE_PAGE_SIZE = 12;
export const HOME_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 48;
export const MAX_SEARCH_LENGTH = 200;
export const FEATURED_LIMIT = 6;
export const CAROUSEL_INTERVAL_MS = 4000;

export const PRODUCT_CATEGORIES = ['laptop', 'accessories', 'services', 'software'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const LAPTOP_BRANDS = ['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Apple', 'MSI', 'Samsung'] as const;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const PASSWORD_MIN_LENGTH = 6;
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const HEADER_SCROLL_THRESHOLD = 20;
export const BOTTOM_BAR_HIDE_AFTER = 100;
export const BOTTOM_BAR_SHOW_WITHIN = 50;

export const INSTALL_PROMPT_DELAY_MS = 3000;
export const INSTALL_PROMPT_SNOOZE_DAYS = 7;

export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 20;

/**
 * At or below this stock a product is running low: the storefront says "Only n left". Each product has its
 * own threshold for the shop's alerts and the dashboard (lowStockThreshold), this one unless changed.
 */
export const LOW_STOCK_THRESHOLD = 5;

export const STORAGE_KEYS = { token: 'token', user: 'user', cart: 'cart' } as const;

/** SPEC §9: order and application ids are shown as their last 8 characters. */
export const SHORT_ID_LENGTH = 8;
export const shortId = (id: string): string => id.slice(-SHORT_ID_LENGTH);

/**
 * A background job's life (apps/api modules/jobs): waiting to run, claimed by a worker, finished,
 * or given up after its last attempt (kept, and retryable by an admin).
 */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];
