import { CONTACT_MESSAGES, type contactSchema } from '@store/shared';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { MailUnavailableError, type Mailer } from '../mail/mailer';
import { contactInboxMail } from '../mail/templates';
import type { ContactRepository } from './contact.repository';

export const CONTACT_LIMIT = { messages: 5, windowSeconds: 10 * 60 } as const;

type ContactMessage = z.output<typeof contactSchema>;

export function createContactService(deps: { repository: ContactRepository; mailer: Mailer; limiter: RateLimiter; inbox: string }) {
  const { repository, mailer, limiter, inbox } = deps;
  return {
    /** Stores the message and mails it to the shop's inbox; nothing is kept if the mail cannot go. */
    async send(message: ContactMessage, ip: string): Promise<void> {
      const { count, retryAfterSeconds } = await limiter.hit(`contact:ip:${ip}`, CONTACT_LIMIT.windowSeconds);
      if (count > CONTACT_LIMIT.messages) {
        throw new HttpError(429, CONTACT_MESSAGES.tooMany, { 'retry-after': String(retryAfterSeconds) });
      }
      const stored = await repository.insert({ ...message, ip });
      try {
        await mailer.send(contactInboxMail(inbox, message, stored.createdAt));
      } catch (err) {
        await repository.delete(stored.id);
        if (err instanceof MailUnavailableError) throw new HttpError(503, CONTACT_MESSAGES.failed);
        throw err;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
