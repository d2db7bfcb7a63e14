import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** How mail leaves: only the mail job (mail-queue.ts) calls it, never a request. */
export interface MailTransport {
  /** 'smtp' delivers; 'outbox' keeps mail in the database for /dev/outbox. */
  kind: 'smtp' | 'outbox';
  /**
   * Throws when the message could not be handed over; the job then tries again later. `id` (the mail
   * job's) becomes its Message-ID, the same on every attempt.
   */
  send(message: MailMessage, id?: string): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl?: string;
  /** Connect, greeting and socket timeout: a silent server fails the attempt, and the job retries. */
  timeoutMs: number;
  from: string;
  outbox: OutboxRepository;
  logger: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, timeoutMs, from, outbox, logger } = options;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message, id) {
        await outbox.insert({ to: message.to, subject: message.subject, text: message.text, html: message.html });
        // Neither the recipient nor the subject (which may hold a sign-in code or a customer's name): the mail job's id finds it.
        logger.info({ mailJob: id }, 'mail kept in the development outbox (/dev/outbox)');
      },
      close() {},
    };
  }

  // Spelled out rather than passed as { url }: nodemailer then drops the timeouts given beside it.
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  // Required here, not imported: a shop without SMTP_URL does without nodemailer (issue 28).
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'techstore.in';
  return {
    kind: 'smtp',
    async send(message, id) {
      // A worker that dies after the server took the message but before the job was marked done
      // leaves the job to run again: the same Message-ID lets mail systems show the copy once.
      await transport.sendMail({ from, ...message, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
    },
    close: () => transport.close(),
  };
}
