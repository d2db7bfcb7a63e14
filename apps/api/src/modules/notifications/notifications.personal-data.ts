import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@store/shared';
import { ERASED_NAME, exportRow, type DataSubject, type PersonalDataHolder } from '../../lib/personal-data';
import { shopNotifications } from './notifications.schema';

/**
 * What stays of a notification about an erased customer, by kind: the title when it names them, and
 * the text, which names or quotes them in every kind about a customer (notifications.service.ts
 * `describe`). A fixed sentence, not an edit of the old one: nothing of what they wrote can survive a
 * change of wording. Left out: the words name nobody (amounts, order numbers, the gateway's payment id).
 * A new kind is a type error here until it says what its erasure leaves.
 */
const AFTER_ERASURE: Record<NotificationKind, { title?: string; text?: string }> = {
  'order-placed': { text: `${ERASED_NAME} paid online.` },
  'cod-order': { text: `${ERASED_NAME} chose to pay the courier in cash.` },
  'payment-attention': {},
  'return-requested': { text: `Asked by ${ERASED_NAME}.` },
  'parcel-returned': { text: `${ERASED_NAME}'s parcel came back undelivered; the order was cancelled.` },
  'low-stock': {},
  'application-submitted': { text: `From ${ERASED_NAME}.` },
  'contact-message': { title: `Message from ${ERASED_NAME}`, text: 'The message was deleted with the sender’s account.' },
  'account-erased': {},
  // Order numbers, AWBs and Shiprocket's words: no one is named.
  'shipment-attention': {},
};

/** The subject's notifications: about their account, or a contact message sent from their address. */
const about = ({ userId, email }: DataSubject): SQL => or(eq(shopNotifications.userId, userId), eq(shopNotifications.email, email))!;

/**
 * Shop notifications about a customer (DPDP Act 2023, ss. 11-12): exported as the shop read them, and
 * kept after erasure as the shop's record of what happened, without the person's name or words.
 */
export function notificationsPersonalData(): PersonalDataHolder {
  return {
    module: 'notifications',
    tables: {
      shop_notifications: {
        description: 'What the shop’s staff were told about you (your orders, returns, applications and messages), with your name or words, and when',
        erasure: 'anonymised',
        reason: `They stay in the shop’s notifications panel as “${ERASED_NAME}”, without your name or your words. Alerts already mailed to the shop’s own inbox are not recalled.`,
      },
    },

    async export(subject, tx) {
      const rows = await tx
        .select({
          id: shopNotifications.id,
          kind: shopNotifications.kind,
          title: shopNotifications.title,
          text: shopNotifications.text,
          targetType: shopNotifications.targetType,
          targetId: shopNotifications.targetId,
          createdAt: shopNotifications.createdAt,
          readAt: shopNotifications.readAt,
          mailedAt: shopNotifications.mailedAt,
        })
        .from(shopNotifications)
        .where(about(subject))
        .orderBy(asc(shopNotifications.createdAt), asc(shopNotifications.id));
      return { shop_notifications: rows.map(exportRow) };
    },

    async erase(subject, tx) {
      // The e-mail goes too: the row stays linked to the (anonymised) account only.
      for (const kind of NOTIFICATION_KINDS) {
        await tx
          .update(shopNotifications)
          .set({ ...AFTER_ERASURE[kind], email: '' })
          .where(and(about(subject), eq(shopNotifications.kind, kind)));
      }
    },
  };
}
