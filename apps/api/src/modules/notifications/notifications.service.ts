import {
  formatPaise,
  formatRupees,
  NOTIFICATION_LABELS,
  NOTIFICATION_PAGE_SIZE,
  notificationPath,
  orderNumber,
  type NotificationPage,
  type NotificationQuery,
  type NotificationsRead,
  type NotificationsReadResponse,
  type NotificationTarget,
  type ShopAlertMode,
  type ShopNotification,
} from '@store/shared';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from '../../db/client';
import type { ProcessorRequest } from '../../lib/personal-data';
import { inTransaction } from '../../db/transaction';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { shopAlertMail, shopDigestMail, type ShopAlert } from './notifications.mail';
import type { NotificationRepository, NotificationRow } from './notifications.repository';

/**
 * Something the shop should hear about, as the module where it happened says it. Each is noted once:
 * its dedupe key is made from the ids given (a retried webhook or job notes nothing twice). `userId`
 * (or a contact message's `email`) is the customer it is about: their export lists it, their erasure
 * takes their name and words out of it.
 */
export type ShopEvent =
  | { kind: 'order-placed'; orderId: string; userId: string; total: number; customer: string; items: number }
  | { kind: 'cod-order'; orderId: string; userId: string; total: number; customer: string; items: number }
  /**
   * `key` names the case once: `held:<checkoutId>` for a held payment, `refund:<idempotencyKey>` for a
   * failed refund attempt. `userId`: the customer who paid, when the caller knows them.
   */
  | { kind: 'payment-attention'; key: string; reason: string; amountPaise: number; detail: string; userId?: string }
  /** For the returns module: a customer asked to send an order (or part of it) back. */
  | { kind: 'return-requested'; returnId: string; orderId: string; userId: string; customer: string; reason: string }
  /** For the checkout module: the courier brought a parcel back undelivered (RTO); `refundPaise` is what goes back (0: nothing was paid). */
  | { kind: 'parcel-returned'; orderId: string; userId: string; customer: string; refundPaise: number }
  /** `crossing`: the how-many-th time sales took this product to its threshold (each is its own alert). */
  | { kind: 'low-stock'; productId: string; name: string; stock: number; threshold: number; crossing: number }
  | { kind: 'application-submitted'; applicationId: string; userId: string; type: string; subType: string; applicant: string }
  /** `email`: the sender's address; `mailedTo`: where the message itself was mailed (the inbox that got it is not told again). */
  | { kind: 'contact-message'; messageId: string; name: string; email: string; subject: string; message: string; mailedTo?: string }
  /**
   * For the shipping module: an order is cancelled but its parcel is not called off at the courier, as
   * `problem` says: Shiprocket would not cancel the booking ('cancel-failed'), or the courier reports the
   * parcel on its way ('moving'). `detail` says what happened and what to do, naming no one.
   */
  | { kind: 'shipment-attention'; orderId: string; userId: string | null; problem: 'cancel-failed' | 'moving'; detail: string }
  /** For the privacy module: a customer erased their account; what the shop must now ask of its processors, by their ids. */
  | { kind: 'account-erased'; userId: string; requests: ProcessorRequest[] };

interface Described {
  title: string;
  text: string;
  targetType: NotificationTarget;
  targetId: string;
  dedupeKey: string;
  /** Whom it is about (see ShopEvent). */
  userId: string | null;
  email: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function describe(event: ShopEvent): Described {
  switch (event.kind) {
    case 'order-placed':
      return {
        title: `Order #${orderNumber(event.orderId)} placed: ${formatRupees(event.total)}`,
        text: `${event.customer} paid online for ${plural(event.items, 'item')}.`,
        targetType: 'order',
        targetId: event.orderId,
        dedupeKey: `order-placed:${event.orderId}`,
        userId: event.userId,
        email: '',
      };
    case 'cod-order':
      return {
        title: `Cash-on-delivery order #${orderNumber(event.orderId)}: ${formatRupees(event.total)}`,
        text: `${event.customer} will pay the courier in cash for ${plural(event.items, 'item')}.`,
        targetType: 'order',
        targetId: event.orderId,
        dedupeKey: `cod-order:${event.orderId}`,
        userId: event.userId,
        email: '',
      };
    case 'payment-attention':
      return {
        title: `Payment of ${formatPaise(event.amountPaise)} needs attention: ${event.reason}`,
        text: event.detail,
        targetType: 'payment',
        targetId: event.key,
        dedupeKey: `payment-attention:${event.key}`,
        userId: event.userId ?? null,
        email: '',
      };
    case 'return-requested':
      return {
        title: `Return requested on order #${orderNumber(event.orderId)}`,
        text: `${event.customer}: ${excerpt(event.reason)}`,
        targetType: 'order',
        targetId: event.orderId,
        dedupeKey: `return-requested:${event.returnId}`,
        userId: event.userId,
        email: '',
      };
    case 'parcel-returned':
      return {
        title: `Order #${orderNumber(event.orderId)} came back undelivered`,
        text:
          event.refundPaise > 0
            ? `${event.customer}'s parcel is back with the shop: the order is cancelled, its stock is back on sale and ${formatPaise(event.refundPaise)} is being refunded.`
            : `${event.customer}'s parcel is back with the shop: the order is cancelled and its stock is back on sale; nothing was paid.`,
        targetType: 'order',
        targetId: event.orderId,
        dedupeKey: `parcel-returned:${event.orderId}`,
        userId: event.userId,
        email: '',
      };
    case 'shipment-attention':
      return {
        title:
          event.problem === 'moving'
            ? `Cancelled order #${orderNumber(event.orderId)} is with the courier`
            : `Cancelled order #${orderNumber(event.orderId)} is still booked with the courier`,
        text: event.detail,
        targetType: 'order',
        targetId: event.orderId,
        dedupeKey: `shipment-attention:${event.orderId}:${event.problem}`,
        userId: event.userId,
        email: '',
      };
    case 'low-stock':
      return {
        title: `${event.name} is running low: ${event.stock} left`,
        text: `A sale took it to its alert level of ${event.threshold}. Restock it, or change its alert level on its page.`,
        targetType: 'product',
        targetId: event.productId,
        dedupeKey: `low-stock:${event.productId}:${event.crossing}`,
        userId: null,
        email: '',
      };
    case 'application-submitted':
      return {
        title: `New ${event.subType} ${event.type} application`,
        text: `From ${event.applicant}, waiting for review.`,
        targetType: 'application',
        targetId: event.applicationId,
        dedupeKey: `application-submitted:${event.applicationId}`,
        userId: event.userId,
        email: '',
      };
    case 'account-erased': {
      // Names the processors' records (payment ids, AWBs), never the person: the shop can act on it, nothing else.
      const processors = [...new Set(event.requests.map((request) => request.processor))];
      const listed = processors.length > 1 ? `${processors.slice(0, -1).join(', ')} and ${processors.at(-1)}` : processors.join('');
      return {
        title: `Account erased: ask ${listed} to erase their copies`,
        text: event.requests
          .map(({ processor, ask, ids }) => `${processor[0]!.toUpperCase()}${processor.slice(1)}: ${ask}${ids.length ? ` ${ids.join(', ')}` : ''}.`)
          .join(' '),
        targetType: 'customer',
        targetId: event.userId,
        dedupeKey: `account-erased:${event.userId}`,
        userId: event.userId,
        email: '',
      };
    }
    case 'contact-message':
      return {
        title: `Message from ${event.name} (${event.subject})`,
        text: excerpt(event.message),
        targetType: 'message',
        targetId: event.messageId,
        dedupeKey: `contact-message:${event.messageId}`,
        userId: null,
        email: event.email,
      };
  }
}

/** The calendar day in India (YYYY-MM-DD) at `at`. */
export const indiaDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The midnight that ends `day` in India (UTC+5:30 all year, no daylight saving). */
export const endOfIndiaDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+05:30`) + 24 * 60 * 60 * 1000);

function toNotification(row: NotificationRow): ShopNotification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.text,
    target: { type: row.targetType, id: row.targetId },
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    mailedAt: row.mailedAt?.toISOString() ?? null,
  };
}

export interface NotificationServiceOptions {
  db: Database;
  repository: NotificationRepository;
  mail: MailQueue;
  jobs: JobQueue;
  /** The shop's inbox (SHOP_INBOX, else CONTACT_INBOX). */
  inbox: string;
  /** SHOP_ALERTS: each mailed at once, or one digest a day. */
  mode: ShopAlertMode;
  /** The site's address, for the mails' links. */
  appUrl: string;
}

/**
 * Shop alerts. Other modules call `notify` inside the transaction that makes the news (the order, the
 * held payment, the application…), so a notification exists exactly when its event committed; its mail
 * goes through the job queue, never SMTP inside a transaction.
 */
export function createNotificationService({ db, repository, mail, jobs, inbox, mode, appUrl }: NotificationServiceOptions) {
  const alertOf = (row: Pick<NotificationRow, 'kind' | 'title' | 'text' | 'targetType' | 'targetId' | 'createdAt'>): ShopAlert => ({
    label: NOTIFICATION_LABELS[row.kind],
    title: row.title,
    text: row.text,
    link: `${appUrl}${notificationPath({ type: row.targetType, id: row.targetId })}`,
    createdAt: row.createdAt,
  });

  /**
   * The day's notifications not mailed yet, in one mail; marked mailed in the same transaction as its
   * queueing. Keyed by its first notification: a run repeated after it committed finds only later ones.
   */
  jobs.handle('shop-alert-digest', async ({ day }) => {
    await inTransaction(db, async (tx) => {
      const rows = await repository.lockUnmailed(endOfIndiaDay(day), tx);
      if (rows.length === 0) return;
      await repository.markMailed(
        rows.map((row) => row.id),
        tx,
      );
      await mail.send(shopDigestMail(inbox, day, rows.map(alertOf)), tx, { dedupeKey: `shop-alert-digest-mail:${day}:${rows[0]!.id}` });
    });
  });

  return {
    /**
     * Notes `event` in `tx` and queues its mail (at once, or the day's digest); false when it was
     * noted before. Every read and write here is on `tx`: the caller's transaction stays the only one.
     */
    async notify(event: ShopEvent, tx: Database): Promise<boolean> {
      const described = describe(event);
      // The inbox that already got the message itself is not told of it again.
      const toldAlready = event.kind === 'contact-message' && event.mailedTo?.toLowerCase() === inbox.toLowerCase();
      const row = await repository.insert({ kind: event.kind, ...described, mailed: mode === 'instant' || toldAlready }, tx);
      if (!row) return false;
      if (toldAlready) return true;
      if (mode === 'instant') {
        await mail.send(shopAlertMail(inbox, alertOf(row)), tx, { dedupeKey: `shop-alert:${described.dedupeKey}` });
      } else {
        const day = indiaDay(row.createdAt);
        const dueIn = Math.max(0, (endOfIndiaDay(day).getTime() - Date.now()) / 1000);
        await jobs.enqueue({ kind: 'shop-alert-digest', payload: { day }, dedupeKey: `shop-alert-digest:${day}`, delaySeconds: dueIn, wake: false }, tx);
      }
      return true;
    },

    /**
     * notify() as CTEs of another statement in `tx` (the sale's: one round trip, issue 28): the row,
     * then its mail or the day's digest job, each added only when the row was (not noted before).
     */
    notifying(event: ShopEvent, tx: Database): WithSubquery[] {
      const described = describe(event);
      const toldAlready = event.kind === 'contact-message' && event.mailedTo?.toLowerCase() === inbox.toLowerCase();
      // Its time is the process's (the mail, sealed here, shows it), not the database's default.
      const createdAt = new Date();
      const row = repository.inserting({ kind: event.kind, ...described, mailed: mode === 'instant' || toldAlready, createdAt }, tx);
      if (toldAlready) return [row];
      if (mode === 'instant') {
        const alert = alertOf({ kind: event.kind, ...described, createdAt });
        return [row, mail.sending(shopAlertMail(inbox, alert), 'notification_mail', tx, { dedupeKey: `shop-alert:${described.dedupeKey}`, after: row })];
      }
      const day = indiaDay(createdAt);
      const dueIn = Math.max(0, (endOfIndiaDay(day).getTime() - Date.now()) / 1000);
      return [
        row,
        jobs.enqueuing(
          { kind: 'shop-alert-digest', payload: { day }, dedupeKey: `shop-alert-digest:${day}`, delaySeconds: dueIn, wake: false },
          'notification_digest',
          tx,
          row,
        ),
      ];
    },

    /** GET /api/admin/notifications: newest first, a page at a time. */
    async list(query: NotificationQuery): Promise<NotificationPage> {
      const { rows, total, unread } = await repository.list({
        unread: query.unread === undefined ? undefined : query.unread === 'true',
        limit: NOTIFICATION_PAGE_SIZE,
        offset: (query.page - 1) * NOTIFICATION_PAGE_SIZE,
      });
      return { notifications: rows.map(toNotification), total, unread, totalPages: Math.ceil(total / NOTIFICATION_PAGE_SIZE), page: query.page };
    },

    /** POST /api/admin/notifications/read: these (ids unknown or read already are passed over), or all unread. */
    async markRead(request: NotificationsRead): Promise<NotificationsReadResponse> {
      const marked = await repository.markRead('all' in request ? 'all' : request.ids);
      return { marked, unread: await repository.unreadCount() };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
