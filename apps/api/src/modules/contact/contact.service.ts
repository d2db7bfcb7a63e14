import { CONTACT_MESSAGES, type contactSchema } from '@store/shared';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { MailQueue } from '../mail';
import type { NotificationService } from '../notifications';
import { contactInboxMail } from './contact.mail';
import type { ContactRepository } from './contact.repository';

const CONTACT_WINDOW_SECONDS = 10 * 60;

type ContactMessage = z.output<typeof contactSchema>;

export function createContactService(deps: {
  db: Database;
  repository: ContactRepository;
  mail: MailQueue;
  notifications: Pick<NotificationService, 'notify'>;
  limiter: RateLimiter;
  inbox: string;
  messagesPerAddress: number;
}) {
  const { db, repository, mail, notifications, limiter, inbox, messagesPerAddress } = deps;
  return {
    /** Messages nobody in the shop has read yet (the dashboard's figure). */
    unreadCount: (): Promise<number> => deps.repository.unreadCount(),

    /** Stores the message and queues its mail to the shop's inbox, together: the message is never lost. */
    async send(message: ContactMessage, ip: string): Promise<void> {
      const { count, retryAfterSeconds } = await limiter.hit(`contact:ip:${ip}`, CONTACT_WINDOW_SECONDS);
      if (count > messagesPerAddress) {
        throw new HttpError(429, CONTACT_MESSAGES.tooMany, { 'retry-after': String(retryAfterSeconds) });
      }
      await inTransaction(db, async (tx) => {
        const stored = await repository.insert({ ...message, ip }, tx);
        await mail.send(contactInboxMail(inbox, message, stored.createdAt), tx, { dedupeKey: `contact:${stored.id}` });
        await notifications.notify(
          {
            kind: 'contact-message',
            messageId: stored.id,
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            mailedTo: inbox,
          },
          tx,
        );
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
