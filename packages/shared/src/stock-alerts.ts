import { z } from 'zod';
import { emailSchema } from './auth';
import { STOCK_ALERT_MESSAGES } from './stock-alert-messages';

/**
 * POST /api/products/:id/notify-me. A signed-in customer is written to at their account's address
 * (what they send is ignored); a guest gives one.
 */
export const notifyMeGuestSchema = z.object({ email: emailSchema });
export const notifyMeSchema = notifyMeGuestSchema.partial();
export type NotifyMe = z.infer<typeof notifyMeSchema>;
export type NotifyMeGuest = z.infer<typeof notifyMeGuestSchema>;

export const notifyMeResponseSchema = z.object({ email: z.string(), message: z.string() });
export type NotifyMeResponse = z.infer<typeof notifyMeResponseSchema>;

/** POST /api/stock-alerts/unsubscribe: the token from the mail's link, no login needed. */
export const stockAlertUnsubscribeSchema = z.object({ token: z.string().min(1, STOCK_ALERT_MESSAGES.badLink).max(2000, STOCK_ALERT_MESSAGES.badLink) });
export type StockAlertUnsubscribe = z.infer<typeof stockAlertUnsubscribeSchema>;

/** How many alerts waiting for that address were stopped (0 when they had all been sent or stopped already). */
export const stockAlertUnsubscribedSchema = z.object({ stopped: z.number().int().nonnegative(), message: z.string() });
export type StockAlertUnsubscribed = z.infer<typeof stockAlertUnsubscribedSchema>;
