import { z } from 'zod';
import { isId } from './ids';

/** Shop alerts (issue 26): what the shop is told about, in its inbox and its admin notifications panel. */

export const NOTIFICATION_KINDS = [
  'order-placed',
  'cod-order',
  'payment-attention',
  'return-requested',
  'parcel-returned',
  'low-stock',
  'application-submitted',
  'contact-message',
  'account-erased',
  'shipment-attention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Readonly<Record<NotificationKind, string>> = {
  'order-placed': 'New order',
  'cod-order': 'Cash-on-delivery order',
  'payment-attention': 'Payment needs attention',
  'return-requested': 'Return requested',
  'parcel-returned': 'Parcel came back',
  'low-stock': 'Low stock',
  'application-submitted': 'New application',
  'contact-message': 'New message',
  'account-erased': 'Account erased',
  'shipment-attention': 'Courier booking needs attention',
};

/** What a notification is about, and so where its link goes. */
export const NOTIFICATION_TARGETS = ['order', 'product', 'application', 'message', 'payment', 'customer'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

/** The admin page a notification's target is seen (and acted on) at; mails link there too. */
export function notificationPath(target: { type: NotificationTarget; id: string }): string {
  const id = encodeURIComponent(target.id);
  switch (target.type) {
    case 'order':
      return `/admin/orders/${id}`;
    case 'product':
      return `/admin/products/${id}`;
    case 'application':
      return `/admin/applications/${id}`;
    case 'message':
      return '/admin/messages?unread=true';
    case 'payment':
      return '/admin/payments';
    case 'customer':
      return '/admin/customers';
  }
}

/** How shop alerts are mailed (SHOP_ALERTS): each at once, or one summary a day. */
export const SHOP_ALERT_MODES = ['instant', 'digest'] as const;
export type ShopAlertMode = (typeof SHOP_ALERT_MODES)[number];

export const NOTIFICATION_PAGE_SIZE = 20;
/** At most this many notifications are marked read by ids in one request. */
export const NOTIFICATION_READ_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  readWhich: 'Send ids (a list of notification ids) or all: true',
  idInvalid: 'ids must be notification ids',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  text: z.string(),
  target: z.object({ type: z.enum(NOTIFICATION_TARGETS), id: z.string() }),
  createdAt: z.string(),
  /** When an admin marked it read; null while unread. */
  readAt: z.string().nullable(),
  /** When it went to the shop's inbox (at once, or in the day's digest); null while waiting for the digest. */
  mailedAt: z.string().nullable(),
});
export type ShopNotification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object({
  /** Only unread ones ('true'), only read ones ('false'), or all. */
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000, 'page must be at most 10000')
    .default(1),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

/** GET /api/admin/notifications: newest first, with how many are unread in all. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number(),
  unread: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/admin/notifications/read: these notifications, or every unread one, marked read. */
export const notificationsReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.string().refine(isId, NOTIFICATION_MESSAGES.idInvalid), { error: NOTIFICATION_MESSAGES.readWhich })
          .min(1, NOTIFICATION_MESSAGES.readWhich)
          .max(NOTIFICATION_READ_MAX_IDS, `At most ${NOTIFICATION_READ_MAX_IDS} ids at once`),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: NOTIFICATION_MESSAGES.readWhich }) }).strict(),
  ],
  { error: NOTIFICATION_MESSAGES.readWhich },
);
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

export const notificationsReadResponseSchema = z.object({
  /** How many were marked read by this request. */
  marked: z.number(),
  /** How many are unread now. */
  unread: z.number(),
});
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
